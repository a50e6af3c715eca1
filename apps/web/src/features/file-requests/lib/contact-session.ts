import { useMemo, useSyncExternalStore } from 'react';
import { decryptToken, encryptToken } from '@/shared/session/token-crypto';

// A file request's contact (decision 0039) keeps a session of its own: it is neither a staff session nor a
// recipients' portal session, and starting or ending it touches neither.
const SESSION_KEY = 'file_request_session';
/** The request link's token, once read from the fragment (so a reload does not need the fragment). */
const LINK_KEY = 'file_request_link';

export interface ContactSession {
  token: string;
  email: string;
  expiresAt: string;
  requestId: number;
  /** The link it was opened with: another link asks for its own code. */
  link: string;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function parse(raw: string | null): ContactSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof ContactSession, unknown>>;
    const token = decryptToken(typeof value.token === 'string' ? value.token : null);
    const link = decryptToken(typeof value.link === 'string' ? value.link : null);
    if (!token || !link || typeof value.requestId !== 'number') return null;
    return {
      token,
      link,
      email: String(value.email ?? ''),
      expiresAt: String(value.expiresAt ?? ''),
      requestId: value.requestId,
    };
  } catch {
    return null;
  }
}

export const readContactToken = () => parse(sessionStorage.getItem(SESSION_KEY))?.token ?? null;

export function startContactSession(session: ContactSession) {
  const stored = { ...session, token: encryptToken(session.token), link: encryptToken(session.link) };
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(stored));
  notify();
}

export function endContactSession() {
  sessionStorage.removeItem(SESSION_KEY);
  notify();
}

export function saveRequestLink(token: string) {
  sessionStorage.setItem(LINK_KEY, encryptToken(token));
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// The raw stored values change only through the functions above, so their joined text is a stable snapshot.
const snapshot = () =>
  JSON.stringify([sessionStorage.getItem(SESSION_KEY), sessionStorage.getItem(LINK_KEY)]);

/** The contact's session (for the link in use only) and the stored link, re-read when they change. */
export function useContactState(): { session: ContactSession | null; link: string | null } {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => {
    const [rawSession, rawLink] = JSON.parse(current) as (string | null)[];
    const session = parse(rawSession ?? null);
    const link = decryptToken(rawLink);
    return { session: session && session.link === link ? session : null, link };
  }, [current]);
}
