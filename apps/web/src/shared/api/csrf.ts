import { API, CSRF_COOKIE } from '@ops/contracts';

// The answer's schema (and zod) load with the first call that needs a fresh value, not with the login page.
const answerSchema = () => import('./frame-schemas').then((m) => m.csrfResponseSchema);

function readCsrfCookie(): string | null {
  const prefix = `${CSRF_COOKIE}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length)) || null;
  }
  return null;
}

/**
 * The double-submit value: the cookie when present, else (or when `refresh`) a fresh one from the csrf
 * endpoint, which also sets the cookie. Its answer is used directly in case the cookie is not readable.
 */
export async function ensureCsrfToken(signal?: AbortSignal, refresh = false): Promise<string | null> {
  const fromCookie = refresh ? null : readCsrfCookie();
  if (fromCookie) return fromCookie;
  const [response, schema] = await Promise.all([
    fetch(API.auth.csrf, { method: 'GET', credentials: 'same-origin', signal }),
    // A schema chunk that fails to load (a deploy replaced it) must not fail the call: the cookie the
    // answer set still holds the value.
    answerSchema().catch(() => null),
  ]);
  const body: unknown = await response.json().catch(() => null);
  const parsed = schema?.safeParse(body);
  return parsed?.success ? parsed.data.csrf_token : readCsrfCookie();
}
