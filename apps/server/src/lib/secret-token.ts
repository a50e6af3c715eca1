import { createHash, createHmac, hkdfSync } from 'node:crypto';
import { newLinkToken } from '@ops/contracts';

/** A random bearer or link token; only its hash is stored, so a database leak reveals no usable token. */
export function newSecretToken(): { token: string; hash: string } {
  const token = newLinkToken();
  return { token, hash: hashSecretToken(token) };
}

export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A keyed hash (HMAC-SHA-256 under a key derived from the signing secret, one per purpose) for secrets too
 * short for a plain hash: a dump alone lets nobody try all million six-digit codes against it.
 */
export function createKeyedHash(signingSecret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', signingSecret, 'ops-console keyed hash', purpose, 32));
  return (secret: string) => createHmac('sha256', key).update(secret).digest('hex');
}
