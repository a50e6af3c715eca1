const CSRF = 'fault-tests-csrf-0123456789';

export interface LiveAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or null when the body is not JSON. */
  body: Record<string, unknown> | null;
  ms: number;
}

/** Anything that is not an answer: the connection refused or reset, or no answer within the time limit. */
export interface NoAnswer {
  status: 0;
  error: string;
  ms: number;
}

/**
 * Calls a running server over HTTP the way the browser does (JSON or form bodies, the double-submit CSRF
 * pair, an optional bearer token). Every call gives up after `timeoutMs`, so a hanging server shows as
 * `status: 0` rather than a stuck test.
 */
export function liveClient(base: string, timeoutMs = 10_000) {
  async function request(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<LiveAnswer | NoAnswer> {
    const started = Date.now();
    const json = body !== undefined && !(body instanceof FormData);
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          cookie: `csrftoken=${CSRF}`,
          'x-csrftoken': CSRF,
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(json ? { 'content-type': 'application/json' } : {}),
        },
        body: json ? JSON.stringify(body) : (body as FormData | undefined),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let parsed: Record<string, unknown> | null = null;
      try {
        parsed = JSON.parse(text) as Record<string, unknown>;
      } catch {
        parsed = null;
      }
      return { status: response.status, headers: response.headers, body: parsed, ms: Date.now() - started };
    } catch (error) {
      return { status: 0, error: String((error as Error).cause ?? error), ms: Date.now() - started };
    }
  }
  return {
    get: (path: string, token?: string) => request('GET', path, undefined, token),
    post: (path: string, body?: unknown, token?: string) => request('POST', path, body, token),
  };
}

export type LiveClient = ReturnType<typeof liveClient>;

/** The body of an answer that must have come, for the steps of a test that are not the fault itself. */
export function answered(answer: LiveAnswer | NoAnswer, status = 200): Record<string, unknown> {
  if (answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer)}`);
  return (answer as LiveAnswer).body ?? {};
}
