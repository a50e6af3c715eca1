import { TOKEN_KEY } from './stored-token';
import { decryptToken, encryptToken, forgetOpenedToken } from './token-crypto';

export const VERIFIED_KEY = 'is_verified';
/** Where a signed-out visitor was headed; login sends them there once and clears it. */
export const REDIRECT_KEY = 'redirect_after_login';

interface StartSession {
  token: string;
  isVerified: boolean;
  /** 'Stay logged in': keep a persistent copy in localStorage, else remove any. */
  persist: boolean;
}

function write(storage: Storage, token: string, isVerified: boolean) {
  storage.setItem(TOKEN_KEY, encryptToken(token));
  storage.setItem(VERIFIED_KEY, String(isVerified));
}

function removeSession(storage: Storage) {
  storage.removeItem(TOKEN_KEY);
  storage.removeItem(VERIFIED_KEY);
}

export function startSession({ token, isVerified, persist }: StartSession) {
  write(sessionStorage, token, isVerified);
  if (persist) write(localStorage, token, isVerified);
  else removeSession(localStorage);
}

/** A new token for the running session (password changes); the persistent copy follows if there is one. */
export function renewSession(token: string, isVerified = readIsVerified()) {
  write(sessionStorage, token, isVerified);
  if (localStorage.getItem(TOKEN_KEY) !== null) write(localStorage, token, isVerified);
}

export const readSessionToken = () => decryptToken(sessionStorage.getItem(TOKEN_KEY));
export const hasSessionToken = () => readSessionToken() !== null;
export const readIsVerified = () => sessionStorage.getItem(VERIFIED_KEY) === 'true';

/** Copies a valid persistent token into the session; true when the session now holds a valid token. */
export function restorePersistentSession(): boolean {
  if (hasSessionToken()) return true;
  const sealed = localStorage.getItem(TOKEN_KEY);
  if (!decryptToken(sealed)) return false;
  // The sealed value as it is: opened once to check it, not sealed again.
  sessionStorage.setItem(TOKEN_KEY, sealed!);
  sessionStorage.setItem(VERIFIED_KEY, String(localStorage.getItem(VERIFIED_KEY) === 'true'));
  return true;
}

/** Ends the session everywhere: both storages are wiped entirely (sections 4 and 8). */
export function wipeStorage() {
  sessionStorage.clear();
  localStorage.clear();
  forgetOpenedToken();
}

export const saveRedirect = (path: string) => sessionStorage.setItem(REDIRECT_KEY, path);

export function takeRedirect(): string | null {
  const path = sessionStorage.getItem(REDIRECT_KEY);
  sessionStorage.removeItem(REDIRECT_KEY);
  // Only same-app paths; never an absolute or protocol-relative URL.
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}
