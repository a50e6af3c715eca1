import { createLinkSession } from './link-session';
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

const store = createLinkSession([RECIPIENT_SESSION_KEY, RECIPIENT_LINK_KEY, RECIPIENT_EXIT_KEY]);

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

const readStored = () => parseSession(store.read(RECIPIENT_SESSION_KEY));

export const readRecipientToken = () => readStored()?.token ?? null;

export function startRecipientSession({ token, email, expiresAt }: Omit<StoredSession, 'id'>) {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const stored = { id, email, expiresAt, token: encryptToken(token) };
  store.write({ [RECIPIENT_SESSION_KEY]: JSON.stringify(stored), [RECIPIENT_EXIT_KEY]: null });
}

/** Drops the recipient session; signing out also forgets the link, so a shared computer keeps nothing. */
export function endRecipientSession(exit: RecipientExit) {
  store.write({
    [RECIPIENT_SESSION_KEY]: null,
    ...(exit === 'signed-out' ? { [RECIPIENT_LINK_KEY]: null } : {}),
    [RECIPIENT_EXIT_KEY]: exit,
  });
}

/** A link just opened: kept for this tab, and whatever ended before is no longer the news. */
export function saveRecipientLink(token: string) {
  store.write({ [RECIPIENT_LINK_KEY]: encryptToken(token), [RECIPIENT_EXIT_KEY]: null });
}

export const readRecipientLink = () => decryptToken(store.read(RECIPIENT_LINK_KEY));

interface RecipientState {
  session: RecipientSession | null;
  link: string | null;
  exit: RecipientExit | null;
}

function recipientState(raw: Record<string, string | null>): RecipientState {
  const stored = parseSession(raw[RECIPIENT_SESSION_KEY] ?? null);
  const exit = raw[RECIPIENT_EXIT_KEY];
  return {
    session: stored && { id: stored.id, email: stored.email, expiresAt: stored.expiresAt },
    link: decryptToken(raw[RECIPIENT_LINK_KEY]),
    exit: exit === 'ended' || exit === 'signed-out' ? exit : null,
  };
}

/** The recipient session, the stored link and the last exit, re-read whenever one of them changes. */
export const useRecipientState = (): RecipientState => store.useValues(recipientState);
