import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts what must be read back later (a queued mail body, a TOTP secret) with AES-256-GCM under a key
 * derived from the signing secret, one key per purpose, so a database dump or backup alone reveals nothing.
 * Anything that only needs to be compared is hashed instead (lib/secret-token.ts).
 */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the text was not sealed by this box's key and purpose (tampered, or another secret). */
  open(sealed: string): string;
}

const VERSION = 'v1';

export function createSecretBox(signingSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', signingSecret, 'ops-console secret box', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      const [version, payload] = sealed.split(':');
      if (version !== VERSION || !payload) throw new Error('Not a sealed secret');
      const raw = Buffer.from(payload, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
