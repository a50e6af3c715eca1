import {
  auditActionLabel,
  auditRangeEnd,
  auditRangeStart,
  personName,
  type AuditAction,
  type AuditEvent,
  type AuditFilterQuery,
  type Profile,
} from '@ops/contracts';
import { sessionProfile } from './accounts';
import { VISITOR_IP } from './access-records';
import { clockIso } from './demo-clock';
import { namedToday } from './staff';
import type { DemoState } from './demo-state';

const HOUR = 3_600_000;
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

type Sample = [
  hoursAgo: number,
  staffIndex: number,
  action: AuditAction,
  target: [string, number] | null,
  clientIndex: number | null,
  details?: Record<string, unknown>,
];

/** What the sample trail holds: the demo's staff acting on its clients over the last weeks. */
const SAMPLES: Sample[] = [
  [1, 0, 'auth.login.succeeded', null, null],
  [2, 1, 'share.created', ['share', 311], 0, { delivery_id: 1, outside_organisation: false }],
  [3, 1, 'secure_key.created', ['delivery', 1], 0, { mailed_to_shares: 2 }],
  [5, 2, 'client.updated', ['client', 2], 1, { fields: ['company_name'] }],
  [8, 0, 'staff.invited', ['user', 101], null, { user_type: 'OU' }],
  [20, 1, 'access_request.answered', ['share_request', 305], 0, { delivery_id: 1, answer: 'declined' }],
  [26, 1, 'share.revoked', ['share', 298], 0, { delivery_id: 2 }],
  [30, 3, 'auth.password.changed', ['user', 4], null],
  [48, 2, 'invoice.created', ['invoice', 12], 1],
  [50, 2, 'entity.updated', ['entity', 3], 1, { currency: 'EUR' }],
  [
    72,
    0,
    'integration_key.created',
    ['integration_key', 2],
    null,
    { name: 'Workflow tool', prefix: 'ik_5d1c90aa' },
  ],
  [96, 0, 'staff.type_changed', ['user', 102], null, { from: 'OU', to: 'TL' }],
  [120, 2, 'client_user.created', ['client_user', 41], 2],
  [150, 0, 'staff.deactivated', ['user', 102], null],
  [200, 2, 'client.created', ['client', 3], 2],
  [260, 0, 'integration_key.revoked', ['integration_key', 1], null],
];

/** An event as the server keeps it: the actor's and the client's names are read when the trail is. */
type StoredEvent = Omit<AuditEvent, 'actor_name' | 'action_label' | 'client_name'>;

/** Each session's trail, newest first: the samples, then what the session's calls record. */
const trails = new WeakMap<DemoState, StoredEvent[]>();
function trailOf(state: DemoState) {
  let trail = trails.get(state);
  if (!trail) trails.set(state, (trail = SAMPLES.map((sample, index) => sampleEvent(state, sample, index))));
  return trail;
}

function sampleEvent(state: DemoState, sample: Sample, index: number): StoredEvent {
  const [hoursAgo, staffIndex, action, target, clientIndex, details] = sample;
  const actor = state.staff[staffIndex % state.staff.length]!;
  const client = clientIndex === null ? undefined : state.clients[clientIndex % state.clients.length];
  return {
    id: SAMPLES.length - index,
    at: new Date(state.now - hoursAgo * HOUR).toISOString(),
    actor_id: actor.id,
    actor_email: actor.email,
    action,
    target_type: target?.[0] ?? '',
    target_id: target ? String(target[1]) : '',
    client_id: client?.client_id ?? null,
    ip: `198.51.100.${10 + staffIndex}`,
    user_agent: BROWSER,
    details: details ?? {},
  };
}

/** What a call records, as the server's audit writer takes it. */
export interface AuditRecord {
  action: AuditAction;
  target?: [type: string, id: number | string];
  clientId?: number;
  details?: Record<string, unknown>;
}

/** The client of a delivery, as the trail names it (none for a delivery the session has not got). */
export const deliveryClientId = (state: DemoState, deliveryId: number) => {
  const code = state.deliveries.find((d) => d.id === deliveryId)?.client_code;
  return state.clients.find((c) => c.client_code === code)?.client_id;
};

/** An event about a client: the client is both its target and the client the trail files it under. */
export const aboutClient = (id: number) => ({ target: ['client', id] as [string, number], clientId: id });

/** An event about a delivery, filed under the delivery's client. */
export const aboutDelivery = (state: DemoState, id: number) => ({
  target: ['delivery', id] as [string, number],
  clientId: deliveryClientId(state, id),
});

/**
 * Adds an event to the session's trail, at the demo's clock, as the server's writer does: by the caller, or
 * by no account (a sign-in with an address no account has, which the trail keeps as no one).
 */
export function recordAudit(state: DemoState, caller: Profile | null, record: AuditRecord) {
  const trail = trailOf(state);
  trail.unshift({
    // Newest first, so the first event holds the highest id.
    id: (trail[0]?.id ?? 0) + 1,
    at: clockIso(state.clock),
    actor_id: caller?.id ?? null,
    actor_email: caller ? sessionProfile(state.accounts, caller).email : '',
    action: record.action,
    target_type: record.target?.[0] ?? '',
    target_id: record.target ? String(record.target[1]) : '',
    client_id: record.clientId ?? null,
    ip: VISITOR_IP,
    user_agent: navigator.userAgent,
    details: record.details ?? {},
  });
}

/** The session's trail, newest first, named after the session's staff and clients as they are now. */
export function auditEvents(state: DemoState): AuditEvent[] {
  return trailOf(state).map((e) => {
    const actor = state.staff.find((m) => m.id === e.actor_id);
    const client = state.clients.find((c) => c.client_id === e.client_id);
    return {
      ...e,
      actor_name: actor ? personName(namedToday(state, actor)) : '',
      action_label: auditActionLabel(e.action),
      client_name: e.client_id === null ? null : (client?.client_name ?? ''),
    };
  });
}

type Filters = Omit<AuditFilterQuery, 'actor' | 'client'> & { actor?: number; client?: number };

/** The server's filters over the sample trail. */
export function filterAuditEvents(events: AuditEvent[], f: Filters) {
  return events.filter(
    (e) =>
      (f.actor === undefined || e.actor_id === f.actor) &&
      (f.action === undefined || e.action === f.action) &&
      (f.client === undefined || e.client_id === f.client) &&
      (f.from === undefined || Date.parse(e.at) >= auditRangeStart(f.from).getTime()) &&
      (f.to === undefined || Date.parse(e.at) <= auditRangeEnd(f.to).getTime()),
  );
}
