import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, CSRF_COOKIE } from '@ops/contracts';
import { server } from '@/test/demo-server';

const clearCookie = () => (document.cookie = `${CSRF_COOKIE}=; max-age=0; path=/`);

describe('the csrf value', () => {
  afterEach(() => {
    clearCookie();
    vi.doUnmock('./frame-schemas');
    vi.resetModules();
  });

  it('is the csrf answer when the schema loads, and the cookie it set when the schema’s chunk fails', async () => {
    server.use(
      http.get(API.auth.csrf, () => {
        document.cookie = `${CSRF_COOKIE}=from-cookie; path=/`;
        return HttpResponse.json({ success: true, csrf_token: 'from-answer' });
      }),
    );
    clearCookie();
    const fresh = await import('./csrf');
    expect(await fresh.ensureCsrfToken(undefined, true)).toBe('from-answer');

    vi.resetModules();
    vi.doMock('./frame-schemas', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    clearCookie();
    const broken = await import('./csrf');
    expect(await broken.ensureCsrfToken(undefined, true)).toBe('from-cookie');
  });
});
