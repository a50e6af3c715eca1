import { INTAKE_MESSAGES } from '../deliveries/intake.js';

/** A key shaped as one that no store issued. */
const UNKNOWN_KEY = `ik_abcd1234_${'A'.repeat(43)}`;

/**
 * How an intake call names its integration key (rules/intake-keys.ts), given a key the harness issued. The
 * rule's own test runs the headers; the server's intake route and the demo's handler run them with a body of
 * no assignments, so an accepted key goes on to the body's own refusal (400).
 */
export const INTAKE_KEY_CASES: readonly {
  name: string;
  headers: (key: string) => Record<string, string>;
  /** The 401's message, or null when the key is taken. */
  refusal: string | null;
}[] = [
  { name: 'no key is refused as missing', headers: () => ({}), refusal: INTAKE_MESSAGES.keyMissing },
  {
    name: 'a key in X-Integration-Key is taken, spaces round it trimmed',
    headers: (key) => ({ 'x-integration-key': ` ${key} ` }),
    refusal: null,
  },
  {
    name: 'a key as a bearer token is taken',
    headers: (key) => ({ authorization: `Bearer ${key}` }),
    refusal: null,
  },
  {
    name: 'X-Integration-Key comes before the bearer token',
    headers: (key) => ({ 'x-integration-key': 'not-a-key', authorization: `Bearer ${key}` }),
    refusal: INTAKE_MESSAGES.keyInvalid,
  },
  {
    name: 'a value not shaped as a key is refused as invalid',
    headers: () => ({ 'x-integration-key': 'ik_short' }),
    refusal: INTAKE_MESSAGES.keyInvalid,
  },
  {
    name: 'a key no one issued is refused as invalid',
    headers: () => ({ authorization: `Bearer ${UNKNOWN_KEY}` }),
    refusal: INTAKE_MESSAGES.keyInvalid,
  },
];
