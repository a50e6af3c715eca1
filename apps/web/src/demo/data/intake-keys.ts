import { INTAKE_MESSAGES, newIntegrationKey, sentIntegrationKey } from '@ops/contracts';
import type { IntegrationKey } from '@ops/contracts';
import { refuse } from './refusal';

const DAY = 86_400_000;

interface StoredKey extends IntegrationKey {
  /** The whole key: the server keeps only its hash; the demo's session may keep it. */
  secret: string;
}

export interface IntakeState {
  keys: StoredKey[];
  nextKeyId: number;
}

function newKey(id: number, name: string, createdBy: string, at: number): StoredKey {
  const { prefix, key } = newIntegrationKey();
  return {
    id,
    name,
    prefix: `ik_${prefix}`,
    created_by: createdBy,
    created_at: new Date(at).toISOString(),
    last_used_at: null,
    revoked_at: null,
    secret: key,
  };
}

/** One key the workflow tool has used, made by the operations admin weeks ago. */
export function createIntakeState(now: number): IntakeState {
  const key = newKey(1, 'Workflow tool', 'Olivia Admin', now - 40 * DAY);
  key.last_used_at = new Date(now - 0.5 * DAY).toISOString();
  return { keys: [key], nextKeyId: 2 };
}

const present = ({ secret: _secret, ...key }: StoredKey): IntegrationKey => key;

export const listKeys = (state: IntakeState) =>
  [...state.keys].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id).map(present);

export function createKey(state: IntakeState, name: string, createdBy: string, now: number) {
  const key = newKey(state.nextKeyId++, name, createdBy, now);
  state.keys.push(key);
  return { key: key.secret, data: present(key) };
}

/** Revokes once, answering whether this call did; a revoked key revoked again is fine, an unknown one not found. */
export function revokeKey(state: IntakeState, id: number, now: number) {
  const key = state.keys.find((k) => k.id === id) ?? refuse(404, INTAKE_MESSAGES.keyNotFound);
  const revoking = !key.revoked_at;
  key.revoked_at ??= new Date(now).toISOString();
  return revoking;
}

/** The key of an intake call (X-Integration-Key or Authorization: Bearer), or 401. */
export function verifyKey(state: IntakeState, headers: Headers, now: number) {
  const sent = sentIntegrationKey(headers.get('x-integration-key'), headers.get('authorization'));
  if ('refusal' in sent) return refuse(401, sent.refusal);
  const key =
    state.keys.find((k) => k.secret === sent.key && !k.revoked_at) ?? refuse(401, INTAKE_MESSAGES.keyInvalid);
  key.last_used_at = new Date(now).toISOString();
}
