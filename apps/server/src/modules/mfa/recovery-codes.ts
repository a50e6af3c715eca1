import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@ops/contracts';
import { createKeyedHash } from '@/lib/secret-token.js';

// No 0/O, 1/I/L: the codes are read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function oneCode() {
  let raw = '';
  for (let i = 0; i < 10; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, oneCode);

/** What was typed, without case, spaces or dashes. */
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export const looksLikeRecoveryCode = (code: string) => /^[a-z0-9]{10}$/.test(normaliseRecoveryCode(code));

/**
 * Keyed with a key derived from the signing secret, not a bare hash: 50 bits of code are few enough that a
 * database dump alone must not let anyone test guesses offline.
 */
export function recoveryCodeHasher(signingSecret: string) {
  const hash = createKeyedHash(signingSecret, 'recovery-code');
  return (code: string) => hash(normaliseRecoveryCode(code));
}
