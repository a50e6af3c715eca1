import type { App } from '../app.js';

const CSRF = 'test-csrf-token-0123456789';

type Body = Record<string, unknown> | FormData | string | undefined;

/** Calls the app the way the browser does: JSON bodies, the double-submit CSRF pair and an optional bearer token. */
export function apiClient(app: App, defaults: { ip?: string } = {}) {
  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body: Body,
    token?: string,
    ip?: string,
  ) =>
    app.inject({
      method,
      url,
      remoteAddress: ip ?? defaults.ip,
      headers: {
        cookie: `csrftoken=${CSRF}`,
        'x-csrftoken': CSRF,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      ...(body instanceof FormData ? { body } : body === undefined ? {} : { payload: body }),
    });

  return {
    get: (url: string, token?: string) => request('GET', url, undefined, token),
    post: (url: string, body?: Body, token?: string, ip?: string) => request('POST', url, body, token, ip),
    put: (url: string, body?: Body, token?: string) => request('PUT', url, body, token),
    patch: (url: string, body?: Body, token?: string) => request('PATCH', url, body, token),
    delete: (url: string, token?: string) => request('DELETE', url, undefined, token),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
