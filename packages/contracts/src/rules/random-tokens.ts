/**
 * The random secrets the server makes and the demo makes the same way, one form each. Web Crypto's
 * getRandomValues, which browsers and Node both have, draws the bytes.
 */
export const randomBytesOf = (count: number) => crypto.getRandomValues(new Uint8Array(count));

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const base64url = (bytes: Uint8Array) =>
  base64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A bearer or link token: 256 random bits in base64url (43 characters); the server keeps only its hash. */
export const newLinkToken = () => base64url(randomBytesOf(32));

/** A delivery's secure key: given to recipients by another channel, so shorter (24 bytes, 32 characters). */
export const newSecureKey = () => base64url(randomBytesOf(24));

/** What a webhook secret starts with, in the Standard Webhooks form. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** A webhook endpoint's secret in the Standard Webhooks form: the prefix and 32 random bytes in base64. */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${base64(randomBytesOf(32))}`;

/** A webhook message's id, the same on every retry and replay of its event. */
export const newWebhookMessageId = () => `msg_${base64url(randomBytesOf(18))}`;

/** An integration key, `ik_<8 hex digits>_<link token>`, with its prefix (what the key list shows). */
export function newIntegrationKey() {
  const prefix = hex(randomBytesOf(4));
  return { prefix, key: `ik_${prefix}_${newLinkToken()}` };
}
