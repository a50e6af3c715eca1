import { createLinkSession } from './link-session';
import { decryptToken, encryptToken } from './token-crypto';

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

const store = createLinkSession([SESSION_KEY, LINK_KEY]);

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

export const readContactToken = () => parse(store.read(SESSION_KEY))?.token ?? null;

export function startContactSession(session: ContactSession) {
  const stored = { ...session, token: encryptToken(session.token), link: encryptToken(session.link) };
  store.write({ [SESSION_KEY]: JSON.stringify(stored) });
}

export const endContactSession = () => store.write({ [SESSION_KEY]: null });

export const saveRequestLink = (token: string) => store.write({ [LINK_KEY]: encryptToken(token) });

function contactState(raw: Record<string, string | null>) {
  const session = parse(raw[SESSION_KEY] ?? null);
  const link = decryptToken(raw[LINK_KEY]);
  return { session: session && session.link === link ? session : null, link };
}

/** The contact's session (for the link in use only) and the stored link, re-read when they change. */
export const useContactState = (): { session: ContactSession | null; link: string | null } =>
  store.useValues(contactState);
