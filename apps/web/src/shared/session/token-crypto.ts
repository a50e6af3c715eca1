import { gcm } from '@noble/ciphers/aes.js';
import { bytesToUtf8, randomBytes, utf8ToBytes } from '@noble/ciphers/utils.js';
import { sha256 } from '@noble/hashes/sha2.js';

// Section 9: the token is encrypted in the browser with a fixed shared passphrase and prefix. This only keeps
// the raw bearer token out of casual view in storage; it is not a secret from anyone who can run the app.
const DEFAULT_PASSPHRASE = 'ops-console/token-at-rest/v1';
const TOKEN_PREFIX = 'ops-token:';
const NONCE_LENGTH = 12;

let cachedKey: Uint8Array | null = null;
function key(): Uint8Array {
  cachedKey ??= sha256(utf8ToBytes(import.meta.env.VITE_TOKEN_PASSPHRASE || DEFAULT_PASSPHRASE));
  return cachedKey;
}

/** '{' and '}' trade places (section 9); applying it twice restores the original. */
export const swapBraces = (value: string) => value.replace(/[{}]/g, (c) => (c === '{' ? '}' : '{'));

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(value: string): Uint8Array {
  const binary = atob(value);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function encryptToken(token: string): string {
  const nonce = randomBytes(NONCE_LENGTH);
  const sealed = gcm(key(), nonce).encrypt(utf8ToBytes(swapBraces(TOKEN_PREFIX + token)));
  const out = new Uint8Array(nonce.length + sealed.length);
  out.set(nonce);
  out.set(sealed, nonce.length);
  return toBase64(out);
}

// The last value opened and what it held: every signed-in call reads the stored token, and the same stored
// value always opens to the same token (AES in plain JavaScript is not free on a slow phone).
let lastOpened: { value: string; token: string | null } | null = null;

/** Drops the last opened token from memory (the session has ended). */
export function forgetOpenedToken() {
  lastOpened = null;
}

/** The token, or null when the value is missing, tampered with, or lacks the prefix. */
export function decryptToken(value: string | null | undefined): string | null {
  if (!value) return null;
  if (lastOpened?.value !== value) lastOpened = { value, token: openToken(value) };
  return lastOpened.token;
}

function openToken(value: string): string | null {
  try {
    const bytes = fromBase64(value);
    if (bytes.length <= NONCE_LENGTH) return null;
    const opened = gcm(key(), bytes.subarray(0, NONCE_LENGTH)).decrypt(bytes.subarray(NONCE_LENGTH));
    const text = swapBraces(bytesToUtf8(opened));
    if (!text.startsWith(TOKEN_PREFIX)) return null;
    const token = text.slice(TOKEN_PREFIX.length);
    return token || null;
  } catch {
    return null;
  }
}
