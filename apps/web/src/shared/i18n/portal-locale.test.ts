import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '@ops/contracts';
import { calls } from '@/test/demo-server';
import { baseQuery } from '../api/base-query';
import { acceptLanguageFor, setPortalLocale } from './portal-locale';

afterEach(() => setPortalLocale(null));

describe('the language the portal asks its calls in', () => {
  it('is the portal’s on the recipients’ calls only, and only while it set one', () => {
    expect(acceptLanguageFor(API.recipients.deliveries)).toBeNull();
    setPortalLocale('de');
    expect(acceptLanguageFor(API.recipients.deliveries)).toBe('de');
    expect(acceptLanguageFor(API.recipients.delivery(7))).toBe('de');
    expect(acceptLanguageFor(API.recipients.language)).toBe('de');
    // A file request's contact is spoken to in English; the staff's calls are the console's.
    expect(acceptLanguageFor(API.requestLinks.requestCode)).toBeNull();
    expect(acceptLanguageFor(API.requestLinks.byId(7))).toBeNull();
    expect(acceptLanguageFor(API.ops.profile)).toBeNull();
    setPortalLocale(null);
    expect(acceptLanguageFor(API.recipients.deliveries)).toBeNull();
  });

  it('goes out as Accept-Language with the base query’s call', async () => {
    setPortalLocale('fr');
    const call = (url: string) =>
      baseQuery(
        { url, method: 'POST', body: {} },
        { signal: new AbortController().signal } as BaseQueryApi,
        {},
      );
    await call(API.recipients.requestCode);
    await call(API.requestLinks.requestCode);
    expect(calls('POST', API.recipients.requestCode)[0]?.headers.get('Accept-Language')).toBe('fr');
    expect(calls('POST', API.requestLinks.requestCode)[0]?.headers.get('Accept-Language')).toBeNull();
  });
});
