import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  /** Parsed JSON, a FormData, or undefined. */
  body: unknown;
}

export interface MockReply {
  status?: number;
  body?: unknown;
}

type Handler = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

/**
 * Stubs `fetch` at the network boundary. Routes are keyed 'METHOD /path'; the CSRF endpoint answers by
 * default; anything else is a 404.
 */
export function mockServer(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const table: Record<string, Handler> = {
    'GET /api-ops/auth/v1/csrf/': { body: { success: true, csrf_token: 'csrf-from-endpoint' } },
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const raw = init.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : (raw ?? undefined);
    const request: RecordedRequest = { method, url, headers: new Headers(init.headers), body };
    requests.push(request);
    const handler = table[`${method} ${new URL(url, 'http://localhost').pathname}`];
    const reply = !handler
      ? { status: 404, body: { success: false, message: 'Not found.' } }
      : typeof handler === 'function'
        ? await handler(request)
        : handler;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (method: string, path: string) =>
    requests.filter((r) => r.method === method && new URL(r.url, 'http://localhost').pathname === path);
  return { fetch: fetchMock, requests, calls };
}

/** jsdom cannot reload or navigate window.location; this records reload and assign calls instead. */
export function stubLocation() {
  const reload = vi.fn();
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload, assign });
  return { reload, assign };
}
