import { isLocale, resolveLocale } from '@ops/contracts';
import type { Locale } from '@ops/contracts';

/** The language a recipient chose in this browser: kept across visits and sessions. */
const CHOICE_KEY = 'portal-language';
/** What the sign-in's answer said (their remembered choice, their client's default), for this tab. */
const SESSION_KEY = 'portal-session-language';
/** A choice made before signing in, for the server to remember once signed in. */
const UNSAVED_KEY = 'portal-language-unsaved';

// Storage may be refused (a private window, a blocked site): the portal then simply forgets.
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null) {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Nothing to keep it in.
  }
}

const local = () => localStorage;
const session = () => sessionStorage;

function readChoice(): Locale | null {
  const chosen = read(local, CHOICE_KEY);
  return isLocale(chosen) ? chosen : null;
}

export function storeChoice(locale: Locale, signedIn: boolean) {
  write(local, CHOICE_KEY, locale);
  write(session, UNSAVED_KEY, signedIn ? null : locale);
}

/** The choice made before signing in, once: null when there was none. */
export function takeUnsavedChoice(): Locale | null {
  const unsaved = read(session, UNSAVED_KEY);
  write(session, UNSAVED_KEY, null);
  return isLocale(unsaved) ? unsaved : null;
}

export interface SessionLanguages {
  /** The recipient's remembered choice, or null when they never made one. */
  language?: Locale | null;
  /** Their client's default. */
  client_language?: Locale;
}

export function storeSessionLanguages({ language, client_language }: SessionLanguages) {
  write(
    session,
    SESSION_KEY,
    JSON.stringify({ language: language ?? null, client: client_language ?? null }),
  );
}

function readSessionLanguages(): { language: unknown; client: unknown } | null {
  try {
    const value = JSON.parse(read(session, SESSION_KEY) ?? 'null') as unknown;
    return value && typeof value === 'object' && 'language' in value && 'client' in value ? value : null;
  } catch {
    return null;
  }
}

/**
 * The portal's language: the choice made in this browser, else the one the signed-in recipient made
 * before, else the browser's, else their client's default, else English.
 */
export function portalLocale(signedIn: boolean): Locale {
  const remembered = signedIn ? readSessionLanguages() : null;
  const language = remembered?.language;
  const client = remembered?.client;
  return resolveLocale({
    chosen: readChoice() ?? (isLocale(language) ? language : null),
    browser: typeof navigator === 'undefined' ? [] : navigator.languages,
    clientDefault: isLocale(client) ? client : null,
  });
}

/**
 * Runs `send` one call at a time; of the calls asked for meanwhile only the latest runs next. `superseded`
 * tells a running call that a later one is waiting.
 */
export function latestInTurn<T>(send: (value: T, superseded: () => boolean) => Promise<void>) {
  let waiting: { value: T } | null = null;
  let sending = false;
  return async (value: T) => {
    waiting = { value };
    if (sending) return;
    sending = true;
    try {
      for (let call = waiting as { value: T } | null; call; call = waiting) {
        waiting = null;
        // A call that fails (its own refusal is the page's to show) does not hold back the next.
        await send(call.value, () => waiting !== null).catch(() => undefined);
      }
    } finally {
      sending = false;
    }
  };
}
