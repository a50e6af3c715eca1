/**
 * Answers to the signed-in first screen's GET calls, sent by the `early-calls` entry while the app's code is
 * still on its way (issue 23). The base query takes an answer instead of sending the same call again: once,
 * for a call with the same address and token, and only for the app's first call of that address (a later
 * one wants what the server says now). Ten seconds after the page's first call everything left is dropped
 * and nothing more is kept.
 */
const OPEN_MS = 10_000;

interface EarlyAnswer {
  token: string;
  answer: Promise<Response>;
}

/** The headers of every call the app sends: JSON answers, and the bearer token when there is one. */
export function callHeaders(token: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

export function createEarlyAnswers(openMs = OPEN_MS) {
  const answers = new Map<string, EarlyAnswer>();
  // The addresses the app has asked for: an early call sent after the app's own would answer a later one.
  const asked = new Set<string>();
  let state: 'new' | 'open' | 'closed' = 'new';
  const open = () => {
    if (state !== 'new') return;
    state = 'open';
    setTimeout(() => {
      state = 'closed';
      answers.clear();
      asked.clear();
    }, openMs);
  };
  return {
    /** Sends a signed-in GET now and keeps its answer for the app's first call of that address. */
    send(url: string, token: string) {
      if (state === 'closed' || asked.has(url)) return;
      open();
      const answer = fetch(url, { headers: callHeaders(token), credentials: 'same-origin' });
      // A failure is the taker's to handle; one nobody takes must not surface as an unhandled rejection.
      answer.catch(() => undefined);
      answers.set(url, { token, answer });
    },
    /** The early answer to the app's first GET of this address with this token; null otherwise. */
    take(url: string, token: string | null): Promise<Response> | null {
      if (state === 'closed') return null;
      open();
      asked.add(url);
      const early = answers.get(url);
      answers.delete(url);
      return early?.token === token ? early.answer : null;
    },
  };
}

const pageAnswers = createEarlyAnswers();
export const sendEarly = pageAnswers.send;
export const takeEarlyAnswer = pageAnswers.take;
