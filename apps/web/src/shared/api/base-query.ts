import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { consoleSays, CSRF_HEADER, MESSAGES, sessionEndedMessage } from '@ops/contracts';
import { ensureCsrfToken } from './csrf';
import { callHeaders, takeEarlyAnswer } from './early-answers';
import { acceptLanguageFor } from '../i18n/portal-locale';

// The sessions' stores decrypt their tokens (a crypto library): they load with the first call that needs a
// token, not with every page that can make a public call, such as the login page (issue 23).
const staffSession = () => import('../session/session-storage');
const recipientSession = () => import('../session/recipient-session');
const contactSession = () => import('../session/contact-session');

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Sends the bearer token and applies the session rules of section 4. */
  auth?: boolean;
  /**
   * A recipients' portal call (decision 0010): sends the recipient session's token instead; a 401 ends that
   * session only (the page then says so), never the staff one, and nothing reloads.
   */
  recipient?: boolean;
  /**
   * A file request contact's call (decision 0039): sends the contact session's token instead; a 401 ends
   * that session only (the page goes back to the code step), never the staff or recipient one.
   */
  contact?: boolean;
}

export interface ApiError {
  /** HTTP status, or a marker when no answer came back. */
  status: number | 'FETCH_ERROR' | 'NO_TOKEN' | 'BAD_RESPONSE';
  message: string;
}

async function endSessionAndReload() {
  (await staffSession()).wipeStorage();
  window.location.reload();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(data: unknown): string {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  return MESSAGES.serverError;
}

/** The server's English answer as the console says it (decision 0043); the portal translates its own. */
const consoleMessageOf = (data: unknown) => consoleSays(messageOf(data));

async function send(
  request: ApiRequest,
  token: string | null,
  signal: AbortSignal,
  refreshCsrf = false,
): Promise<Response> {
  const method = request.method ?? 'GET';
  // An early answer was asked for without this call's signal: a call given up on (RTK Query aborts only
  // what it no longer needs) lets it arrive unread.
  const early = method === 'GET' ? takeEarlyAnswer(request.url, token) : null;
  if (early) return early;
  const headers = callHeaders(token);
  const language = acceptLanguageFor(request.url);
  if (language) headers.set('Accept-Language', language);
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.body);
  }
  if (method !== 'GET') {
    const csrf = await ensureCsrfToken(signal, refreshCsrf);
    if (csrf) headers.set(CSRF_HEADER, csrf);
  }
  return fetch(request.url, { method, headers, body, credentials: 'same-origin', signal });
}

async function exchange(request: ApiRequest, token: string | null, signal: AbortSignal, refreshCsrf = false) {
  const response = await send(request, token, signal, refreshCsrf);
  return { status: response.status, ok: response.ok, data: await readBody(response) };
}

/**
 * The one way the app talks to the server. Authenticated calls without a token reload the page; an
 * authenticated call answered 401 or 403 wipes both storages and reloads, which ends the session.
 */
export const baseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, { signal }) => {
  const token = request.auth
    ? (await staffSession()).readSessionToken()
    : request.recipient
      ? (await recipientSession()).readRecipientToken()
      : request.contact
        ? (await contactSession()).readContactToken()
        : null;
  if (request.auth && !token) {
    window.location.reload();
    return { error: { status: 'NO_TOKEN', message: MESSAGES.notAuthenticated } };
  }
  if (request.recipient && !token) {
    (await recipientSession()).endRecipientSession('ended');
    // The message itself, not the portal's English views: those would bring every portal text to the login page.
    return { error: { status: 'NO_TOKEN', message: sessionEndedMessage.defaultMessage } };
  }
  if (request.contact && !token) {
    (await contactSession()).endContactSession();
    return { error: { status: 'NO_TOKEN', message: MESSAGES.notAuthenticated } };
  }
  let answer: Awaited<ReturnType<typeof exchange>>;
  try {
    answer = await exchange(request, token, signal);
    if (answer.status === 403 && consoleMessageOf(answer.data) === MESSAGES.csrfMissing) {
      // A stale double-submit value is not a session problem: fetch a fresh one and try once more.
      answer = await exchange(request, token, signal, true);
    }
  } catch (cause) {
    if (!signal.aborted) console.error(cause);
    return { error: { status: 'FETCH_ERROR', message: MESSAGES.serverError } };
  }
  const csrfRefused = answer.status === 403 && consoleMessageOf(answer.data) === MESSAGES.csrfMissing;
  if (request.auth && !csrfRefused && (answer.status === 401 || answer.status === 403)) {
    await endSessionAndReload();
    return { error: { status: answer.status, message: consoleMessageOf(answer.data) } };
  }
  if (request.recipient && answer.status === 401) (await recipientSession()).endRecipientSession('ended');
  if (request.contact && answer.status === 401) (await contactSession()).endContactSession();
  if (!answer.ok) {
    const portal = request.recipient || request.contact;
    return {
      error: { status: answer.status, message: (portal ? messageOf : consoleMessageOf)(answer.data) },
    };
  }
  return { data: answer.data };
};

export function isApiError(value: unknown): value is ApiError {
  return !!value && typeof value === 'object' && 'status' in value && 'message' in value;
}

/** The message to show for a failed call: the server's text when there is one. */
export const errorMessage = (error: unknown) => (isApiError(error) ? error.message : MESSAGES.serverError);
