import { describe, expect, it } from 'vitest';
import {
  readIsVerified,
  readSessionToken,
  renewSession,
  restorePersistentSession,
  saveRedirect,
  startSession,
  takeRedirect,
  VERIFIED_KEY,
} from './session-storage';
import { TOKEN_KEY } from './stored-token';
import { decryptToken } from './token-crypto';

describe('session storage', () => {
  it('stores the token encrypted in the session, with the verified flag', () => {
    startSession({ token: 'abc', isVerified: false, persist: false });
    expect(sessionStorage.getItem(TOKEN_KEY)).not.toBe('abc');
    expect(readSessionToken()).toBe('abc');
    expect(readIsVerified()).toBe(false);
    expect(sessionStorage.getItem(VERIFIED_KEY)).toBe('false');
  });

  it("copies to localStorage when 'Stay logged in' is ticked, and removes the copy otherwise", () => {
    startSession({ token: 'abc', isVerified: true, persist: true });
    expect(decryptToken(localStorage.getItem(TOKEN_KEY))).toBe('abc');
    expect(localStorage.getItem(VERIFIED_KEY)).toBe('true');

    startSession({ token: 'def', isVerified: true, persist: false });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(readSessionToken()).toBe('def');
  });

  it('renews both copies when a persistent copy exists', () => {
    startSession({ token: 'old', isVerified: false, persist: true });
    renewSession('new', true);
    expect(readSessionToken()).toBe('new');
    expect(decryptToken(localStorage.getItem(TOKEN_KEY))).toBe('new');
    expect(localStorage.getItem(VERIFIED_KEY)).toBe('true');
  });

  it('renews only the session copy when there is no persistent one', () => {
    startSession({ token: 'old', isVerified: true, persist: false });
    renewSession('new');
    expect(readSessionToken()).toBe('new');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('restores a valid persistent token into the session', () => {
    startSession({ token: 'kept', isVerified: true, persist: true });
    sessionStorage.clear();
    expect(restorePersistentSession()).toBe(true);
    expect(readSessionToken()).toBe('kept');
    expect(readIsVerified()).toBe(true);
  });

  it('treats a tampered persistent token as no token', () => {
    localStorage.setItem(TOKEN_KEY, 'bm90LWEtY2lwaGVydGV4dC1hdC1hbGwtYXQtYWxs');
    expect(restorePersistentSession()).toBe(false);
    expect(readSessionToken()).toBeNull();
  });

  it('hands out a saved redirect once, and only same-app paths', () => {
    saveRedirect('/ops-archive/9?search=x');
    expect(takeRedirect()).toBe('/ops-archive/9?search=x');
    expect(takeRedirect()).toBeNull();
    saveRedirect('//evil.example.com');
    expect(takeRedirect()).toBeNull();
  });
});
