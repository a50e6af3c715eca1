import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.js';

const secret = 'a'.repeat(40);

describe('secret box', () => {
  it('opens what it sealed, and the sealed text does not contain the plain text', () => {
    const box = createSecretBox(secret, 'mail');
    const sealed = box.seal('https://console.test/shared/abc?token=XYZ');
    // The sealed bytes, not their base64 text, are what must not hold the token (random ciphertext can spell a
    // short word in base64 by chance: 'XYZ' did once in CI).
    const bytes = Buffer.from(sealed.slice(sealed.indexOf(':') + 1), 'base64url');
    expect(bytes.includes('token=XYZ')).toBe(false);
    expect(bytes.includes('console.test')).toBe(false);
    expect(sealed).not.toContain('token=');
    expect(box.open(sealed)).toBe('https://console.test/shared/abc?token=XYZ');
  });

  it('seals the same text differently each time', () => {
    const box = createSecretBox(secret, 'mail');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses another purpose, another secret and a changed byte', () => {
    const sealed = createSecretBox(secret, 'mail').seal('hello');
    expect(() => createSecretBox(secret, 'totp').open(sealed)).toThrow();
    expect(() => createSecretBox('b'.repeat(40), 'mail').open(sealed)).toThrow();
    // The next-to-last character always carries data bits (the last may carry only padding bits).
    const at = sealed.length - 2;
    const flipped = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
    expect(flipped).not.toBe(sealed);
    expect(() => createSecretBox(secret, 'mail').open(flipped)).toThrow();
  });
});
