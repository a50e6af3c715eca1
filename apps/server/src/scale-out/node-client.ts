const CSRF = 'scale-out-csrf-0123456789';

type Body = Record<string, unknown> | FormData | undefined;

export interface NodeResponse {
  statusCode: number;
  headers: Headers;
  rawPayload: Buffer;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any -- shaped like inject's, read per call
}

/**
 * Calls one server process over HTTP the way the browser does (JSON or multipart bodies, the double-submit
 * CSRF pair, an optional bearer token); answers shaped like the in-process client's, so tests read alike.
 */
export function nodeClient(baseUrl: string) {
  const request = async (method: string, path: string, body?: Body, token?: string) => {
    const headers: Record<string, string> = { cookie: `csrftoken=${CSRF}`, 'x-csrftoken': CSRF };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const rawPayload = Buffer.from(await res.arrayBuffer());
    return {
      statusCode: res.status,
      headers: res.headers,
      rawPayload,
      json: () => JSON.parse(rawPayload.toString('utf8')),
    } satisfies NodeResponse as NodeResponse;
  };
  return {
    url: baseUrl,
    get: (path: string, token?: string) => request('GET', path, undefined, token),
    post: (path: string, body?: Body, token?: string) => request('POST', path, body, token),
  };
}

export type NodeClient = ReturnType<typeof nodeClient>;
