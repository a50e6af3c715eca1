import { describe, expect, it } from 'vitest';
import { decryptToken, encryptToken, swapBraces } from './token-crypto';

describe('token encryption', () => {
  const token = 'header.{"sub":"42","scope":["ops"]}.signature';

  it('round-trips a token, including braces', () => {
    const sealed = encryptToken(token);
    // The stored bytes must not hold the token; their base64 text may spell 'sub' by chance, so the check reads
    // the bytes (and the text for what base64 never spells: quotes).
    expect(atob(sealed)).not.toContain('"sub":"42"');
    expect(sealed).not.toContain('"sub"');
    expect(decryptToken(sealed)).toBe(token);
  });

  it('uses a fresh nonce for every encryption', () => {
    expect(encryptToken(token)).not.toBe(encryptToken(token));
  });

  it('rejects a tampered value', () => {
    const sealed = encryptToken(token);
    const index = Math.floor(sealed.length / 2);
    const flipped = sealed[index] === 'A' ? 'B' : 'A';
    expect(decryptToken(sealed.slice(0, index) + flipped + sealed.slice(index + 1))).toBeNull();
  });

  it('rejects values that are not ciphertexts', () => {
    expect(decryptToken(null)).toBeNull();
    expect(decryptToken('')).toBeNull();
    expect(decryptToken(token)).toBeNull();
    expect(decryptToken(btoa('short'))).toBeNull();
  });

  it('opens the same value to the same token every time, and a tampered copy of it to none', () => {
    const sealed = encryptToken(token);
    expect(decryptToken(sealed)).toBe(token);
    expect(decryptToken(sealed)).toBe(token);
    expect(decryptToken(`${sealed.slice(0, -4)}AAA=`)).toBeNull();
    expect(decryptToken(sealed)).toBe(token);
  });

  it('swaps braces both ways', () => {
    expect(swapBraces('{a}')).toBe('}a{');
    expect(swapBraces(swapBraces('{"x":{}}'))).toBe('{"x":{}}');
  });
});
