/**
 * Where the session's token is stored (encrypted by token-crypto): in sessionStorage and, to stay signed in,
 * in localStorage.
 */
export const TOKEN_KEY = 'token';

/**
 * Whether a token is stored at all, read raw: the session's store and the crypto that opens the token load
 * only where one is there to open, not for every visitor of the login page (issue 23).
 */
export const hasStoredToken = () =>
  sessionStorage.getItem(TOKEN_KEY) !== null || localStorage.getItem(TOKEN_KEY) !== null;
