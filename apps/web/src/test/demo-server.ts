import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { UserType } from '@ops/contracts';
import { demoEmail, demoToken, sessionAccountByEmail } from '@/demo/data/accounts';
import { createDemoState, type DemoState } from '@/demo/data/demo-state';
import { demoHandlers } from '@/demo/handlers';
import { startSession } from '@/shared/session/session-storage';

/**
 * The web tests' one stand-in for the server (issue 22): the demo build's own handlers, through Mock Service
 * Worker in Node, over fresh sample state for every test. A test that needs an answer the sample state
 * cannot give (a server error, a slow or lost answer) puts a handler in front with `server.use(...)`.
 */
export const server = setupServer();

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  /** Parsed JSON, a FormData, the text, or undefined when there was no body. */
  body: unknown;
}

let state: DemoState = createDemoState();
let requests: RecordedRequest[] = [];

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!request.body) return undefined;
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Every request is recorded as it starts, whichever handler then answers it (a test's `server.use` ones
 * included); its body is read from a copy at once, before any handler has read its own.
 */
server.events.on('request:start', ({ request }) => {
  const record: RecordedRequest = {
    method: request.method,
    url: request.url,
    headers: request.headers,
    body: undefined,
  };
  requests.push(record);
  // A body that cannot be read (a malformed form, say) is recorded as none: the handler then answers it.
  void readBody(request.clone()).then(
    (body) => (record.body = body),
    () => undefined,
  );
});

/** Fresh sample state, no overrides, no recorded requests: called before each test by src/test/setup.ts. */
export function resetDemoServer(now?: number) {
  state = createDemoState(now);
  requests = [];
  server.resetHandlers(...demoHandlers(state));
}

/** The test's sample state, as the demo's handlers read and change it. */
export const demoState = () => state;

/** The requests made to `METHOD path` (the path without its query) in this test, oldest first. */
export const calls = (method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);

/** The bodies sent to `METHOD path` in this test, oldest first. */
export const sentBodies = (method: string, path: string) => calls(method, path).map((r) => r.body);

/** A fixed answer to `POST path` put in front of the demo's, for what the demo cannot answer. */
export function answerPost(path: string, body: object, status = 200) {
  server.use(http.post(path, () => HttpResponse.json(body, { status })));
}

/** Every request made in this test, oldest first. */
export const recordedRequests = () => requests;

/** A signed-in browser: the demo account of that user type, as the login page would leave it. */
export function signInAs(type: UserType = 'OA', { verified = true, persist = false } = {}) {
  startSession({ token: demoToken(type), isVerified: verified, persist });
}

/** The demo account's profile as the session has it (names and e-mail for assertions). */
export const demoProfile = (type: UserType = 'OA') => sessionAccountByEmail(state.accounts, demoEmail(type))!;
