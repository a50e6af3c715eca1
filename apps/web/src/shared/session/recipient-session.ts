import { useMemo, useSyncExternalStore } from 'react';
import { decryptToken, encryptToken } from './token-crypto';

// The recipients' portal (decision 0010) keeps its own keys: a recipient session is not a staff session,
// and starting or ending one never touches the staff token.
const RECIPIENT_SESSION_KEY = 'recipient_session';
/** The personal link's token, once read from the fragment (so a reload does not need the fragment). */
const RECIPIENT_LINK_KEY = 'recipient_link';
/** Why the last recipient session ended, for the page shown instead. */
export const RECIPIENT_EXIT_KEY = 'recipient_exit';

export type RecipientExit = 'ended' | 'signed-out';

export interface RecipientSession {
  /** Keys the cached answers, so one session never sees another's. */
  id: string;
  email: string;
  expiresAt: string;
}

interface StoredSession extends RecipientSession {
  token: string;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function parseSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession>;
    const token = decryptToken(value.token);
    if (!token || typeof value.id !== 'string' || typeof value.email !== 'string') return null;
    return { id: value.id, email: value.email, expiresAt: String(value.expiresAt ?? ''), token };
  } catch {
    return null;
  }
}

const readStored = () => parseSession(sessionStorage.getItem(RECIPIENT_SESSION_KEY));

export const readRecipientToken = () => readStored()?.token ?? null;

export function startRecipientSession({ token, email, expiresAt }: Omit<StoredSession, 'id'>) {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const stored = { id, email, expiresAt, token: encryptToken(token) };
  sessionStorage.setItem(RECIPIENT_SESSION_KEY, JSON.stringify(stored));
  sessionStorage.removeItem(RECIPIENT_EXIT_KEY);
  notify();
}

/** Drops the recipient session; signing out also forgets the link, so a shared computer keeps nothing. */
export function endRecipientSession(exit: RecipientExit) {
  sessionStorage.removeItem(RECIPIENT_SESSION_KEY);
  if (exit === 'signed-out') sessionStorage.removeItem(RECIPIENT_LINK_KEY);
  sessionStorage.setItem(RECIPIENT_EXIT_KEY, exit);
  notify();
}

/** A link just opened: kept for this tab, and whatever ended before is no longer the news. */
export function saveRecipientLink(token: string) {
  sessionStorage.setItem(RECIPIENT_LINK_KEY, encryptToken(token));
  sessionStorage.removeItem(RECIPIENT_EXIT_KEY);
  notify();
}

export const readRecipientLink = () => decryptToken(sessionStorage.getItem(RECIPIENT_LINK_KEY));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const KEYS = [RECIPIENT_SESSION_KEY, RECIPIENT_LINK_KEY, RECIPIENT_EXIT_KEY] as const;
// The raw stored values change only through the functions above, so their joined text is a stable snapshot.
const snapshot = () => JSON.stringify(KEYS.map((key) => sessionStorage.getItem(key)));

interface RecipientState {
  session: RecipientSession | null;
  link: string | null;
  exit: RecipientExit | null;
}

/** The recipient session, the stored link and the last exit, re-read whenever one of them changes. */
export function useRecipientState(): RecipientState {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => {
    const [session, link, exit] = JSON.parse(current) as (string | null)[];
    const stored = parseSession(session ?? null);
    return {
      session: stored && { id: stored.id, email: stored.email, expiresAt: stored.expiresAt },
      link: decryptToken(link),
      exit: exit === 'ended' || exit === 'signed-out' ? exit : null,
    };
  }, [current]);
}
