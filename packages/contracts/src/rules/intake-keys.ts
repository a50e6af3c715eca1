// How an intake call names its integration key: the one rule, called by the server's integration-keys.ts
// and the demo's intake keys before each looks the key up in its own store.
import { INTAKE_MESSAGES } from '../deliveries/intake.js';

/** Keys of the workflow tool: `ik_<prefix>_<secret>`, 8 characters of prefix and 256 random bits. */
const KEY_PATTERN = /^ik_([a-z0-9]{8})_([A-Za-z0-9_-]{43})$/;

/**
 * The key an intake call sends (X-Integration-Key, else Authorization: Bearer), or why it is refused (401)
 * before any look-up: none sent, or not shaped as a key.
 */
export function sentIntegrationKey(
  header: unknown,
  authorization: unknown,
): { key: string } | { refusal: string } {
  const bearer = /^Bearer\s+(\S+)$/i.exec(String(authorization ?? ''))?.[1];
  const key = (typeof header === 'string' ? header.trim() : '') || bearer || '';
  if (!key) return { refusal: INTAKE_MESSAGES.keyMissing };
  return KEY_PATTERN.test(key) ? { key } : { refusal: INTAKE_MESSAGES.keyInvalid };
}
