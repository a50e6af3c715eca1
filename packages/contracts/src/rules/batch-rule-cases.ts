import type { NewBatchDetails, UpdateBatchDetails } from '../deliveries/batch-details.js';
import { DELIVERY_MESSAGES } from '../deliveries/delivery-texts.js';

/** The ids and codes a harness knows in its own world. */
export interface BatchCaseWorld {
  /** The requester, client, entity and charge code of `a`, `b`, the batch and the delivery. */
  requester: string;
  client: string;
  entity: string;
  chargeCode: string;
  /** Undelivered assignments of the requester, client and entity. */
  a: string;
  b: string;
  /** Undelivered, of the client and entity, another requester's. */
  otherRequester: string;
  /** Undelivered, the requester's name at another client (with that client's entity). */
  otherClient: string;
  /** Undelivered, of the requester and client, without an entity. */
  noEntity: string;
  /** Undelivered, of the requester and client, with another client's entity. */
  foreignEntity: string;
  /** Undelivered, of an entity that delivers externally with the code preset (file_shared_type 'external_text'). */
  external: { id: string; requester: string; client: string; entity: string; chargeCode: string };
  /** A batch id the intake tagged on two undelivered assignments of the requester and entity, in id order. */
  batch: { id: string; assignments: [string, string] };
  /**
   * A delivery of the requester and entity made before groups, holding one assignment (its group 1). It
   * was stored with the user type 'external', which its entity no longer has: the answer takes the entity's.
   */
  delivery: { id: number; batchId: string; own: string };
  /** An assignment of the requester and client that another delivery holds. */
  taken: string;
}

/** The call of a case: detail-assignment/ (new) or update-detail-assignments/ (update), and its body. */
export type BatchCaseCall =
  | { call: 'new'; body: { assignment_id?: string[]; delivery_id?: string } }
  | { call: 'update'; body: { delivery_id: string; assignment_id: string[] } };

/** A batch id generated for the new batch (`{client_code}-{n}`), as a summary shows it. */
const GENERATED = '{client_code}-{n}';

/** What a case checks of an answer: its header, its assignments by id, its groups. */
export function batchCaseSummary(body: NewBatchDetails | UpdateBatchDetails) {
  const n = body.batch_id.startsWith(`${body.client_code}-`)
    ? body.batch_id.slice(body.client_code.length + 1)
    : '';
  const batch = /^\d+$/.test(n) ? GENERATED : body.batch_id;
  return {
    requester_name: body.requester_name,
    client_code: body.client_code,
    delivery_user_type: body.delivery_user_type,
    external_type: body.external_type,
    client_charge_code: body.client_charge_code,
    entity_code: body.entity_code,
    delivery_id: body.delivery_id === body.batch_id ? batch : body.delivery_id,
    batch_id: batch,
    assignment_ids: body.data.map((a) => a.assignment_id),
    default_groups: body.default_groups,
    group_data:
      'group_data' in body ? body.group_data.map((g) => ({ gid: g.gid, ids: g.assignment_ids })) : [],
  };
}

export type BatchCaseSummary = ReturnType<typeof batchCaseSummary>;

export type BatchCaseOutcome = { refusal: string; status: 400 | 404 } | { answer: BatchCaseSummary };

const refused = (refusal: string): BatchCaseOutcome => ({ refusal, status: 400 });

/** The answer header of the world's requester, client and entity (not external). */
const header = (w: BatchCaseWorld) => ({
  requester_name: w.requester,
  client_code: w.client,
  delivery_user_type: 'default',
  external_type: '' as const,
  client_charge_code: w.chargeCode,
  entity_code: w.entity,
});

/** A new batch of `ids` under `batch` (a given batch id, or a generated one). */
const newBatch = (w: BatchCaseWorld, ids: string[], batch = GENERATED): BatchCaseOutcome => ({
  answer: {
    ...header(w),
    delivery_id: batch,
    batch_id: batch,
    assignment_ids: ids,
    default_groups: [ids],
    group_data: [],
  },
});

/** The update of the world's delivery: its group 1 as it stands, then one new group per added assignment. */
const updated = (w: BatchCaseWorld, added: string[]): BatchCaseOutcome => ({
  answer: {
    ...header(w),
    delivery_id: String(w.delivery.id),
    batch_id: w.delivery.batchId,
    assignment_ids: [w.delivery.own, ...added],
    default_groups: [
      { default_assignments: [w.delivery.own], new_assignments: [] },
      ...added.map((id) => ({ default_assignments: [], new_assignments: [id] })),
    ],
    group_data: [{ gid: 1, ids: [w.delivery.own] }],
  },
});

const UNKNOWN = 'WA-NOT-KNOWN';

const pick = (assignment_id: string[]): BatchCaseCall => ({ call: 'new', body: { assignment_id } });
const update = (w: BatchCaseWorld, assignment_id: string[]): BatchCaseCall => ({
  call: 'update',
  body: { delivery_id: String(w.delivery.id), assignment_id },
});

/**
 * Step 1 of the delivery wizard (rules/batch-rules.ts): the batch details the new and update flows answer,
 * and their refusals. The rule's own test runs every case but the unknown delivery's 404 (finding the
 * delivery is each side's); the server's routes and the demo's handlers run them all.
 */
export const BATCH_RULE_CASES: readonly {
  name: string;
  request: (w: BatchCaseWorld) => BatchCaseCall;
  outcome: (w: BatchCaseWorld) => BatchCaseOutcome;
}[] = [
  {
    name: 'assignments of one requester and client make one group under a generated batch id',
    request: (w) => pick([w.a, w.b]),
    outcome: (w) => newBatch(w, [w.a, w.b]),
  },
  {
    name: 'an assignment chosen twice counts once',
    request: (w) => pick([w.a, w.b, w.a]),
    outcome: (w) => newBatch(w, [w.a, w.b]),
  },
  {
    name: 'an entity that delivers externally answers external with its preset choice',
    request: (w) => pick([w.external.id]),
    outcome: (w) => ({
      answer: {
        requester_name: w.external.requester,
        client_code: w.external.client,
        delivery_user_type: 'external',
        external_type: 'external_text',
        client_charge_code: w.external.chargeCode,
        entity_code: w.external.entity,
        delivery_id: GENERATED,
        batch_id: GENERATED,
        assignment_ids: [w.external.id],
        default_groups: [[w.external.id]],
        group_data: [],
      },
    }),
  },
  {
    name: 'a batch id given alone picks its undelivered assignments',
    request: (w) => ({ call: 'new', body: { delivery_id: w.batch.id } }),
    outcome: (w) => newBatch(w, [...w.batch.assignments], w.batch.id),
  },
  {
    name: 'a batch id given with assignments names the new batch',
    request: (w) => ({ call: 'new', body: { assignment_id: [w.a], delivery_id: 'RC-NEW-BATCH' } }),
    outcome: (w) => newBatch(w, [w.a], 'RC-NEW-BATCH'),
  },
  {
    name: 'a batch id a delivery has is refused',
    request: (w) => ({ call: 'new', body: { assignment_id: [w.a], delivery_id: w.delivery.batchId } }),
    outcome: (w) => refused(DELIVERY_MESSAGES.batchExists(w.delivery.batchId)),
  },
  {
    name: 'a batch id that tags no undelivered assignment is refused',
    request: () => ({ call: 'new', body: { delivery_id: 'NO-SUCH-BATCH' } }),
    outcome: () => refused(DELIVERY_MESSAGES.batchHasNoAssignments('NO-SUCH-BATCH')),
  },
  {
    name: 'an unknown assignment is refused',
    request: (w) => pick([w.a, UNKNOWN]),
    outcome: () => refused(DELIVERY_MESSAGES.assignmentUnknown(UNKNOWN)),
  },
  {
    name: 'a delivered assignment is refused',
    request: (w) => pick([w.delivery.own]),
    outcome: (w) => refused(DELIVERY_MESSAGES.assignmentDelivered(w.delivery.own)),
  },
  {
    name: 'assignments of two requesters are refused',
    request: (w) => pick([w.a, w.otherRequester]),
    outcome: () => refused(DELIVERY_MESSAGES.sameRequesterAndClient),
  },
  {
    name: 'assignments of two clients are refused',
    request: (w) => pick([w.a, w.otherClient]),
    outcome: () => refused(DELIVERY_MESSAGES.sameRequesterAndClient),
  },
  {
    name: 'an assignment without an entity is refused',
    request: (w) => pick([w.noEntity]),
    outcome: () => refused(DELIVERY_MESSAGES.entityMissing),
  },
  {
    name: 'an assignment whose entity is another client’s is refused',
    request: (w) => pick([w.a, w.foreignEntity]),
    outcome: () => refused(DELIVERY_MESSAGES.entityMissing),
  },
  {
    name: 'the update answers the delivery’s group as it stands, then a new group per added assignment',
    request: (w) => update(w, [w.delivery.own, w.a, w.b, w.a]),
    outcome: (w) => updated(w, [w.a, w.b]),
  },
  {
    name: 'the update finds the delivery by its batch id too',
    request: (w) => ({ call: 'update', body: { delivery_id: w.delivery.batchId, assignment_id: [w.a] } }),
    outcome: (w) => updated(w, [w.a]),
  },
  {
    name: 'the update of an unknown delivery is refused with 404',
    request: () => ({ call: 'update', body: { delivery_id: 'NOPE-1', assignment_id: [] } }),
    outcome: () => ({ refusal: DELIVERY_MESSAGES.deliveryNotFound, status: 404 }),
  },
  {
    name: 'the update refuses an unknown assignment',
    request: (w) => update(w, [UNKNOWN]),
    outcome: () => refused(DELIVERY_MESSAGES.assignmentUnknown(UNKNOWN)),
  },
  {
    name: 'the update refuses an assignment another delivery holds',
    request: (w) => update(w, [w.taken]),
    outcome: (w) => refused(DELIVERY_MESSAGES.assignmentInOtherDelivery(w.taken)),
  },
  {
    name: 'the update refuses another requester’s assignment',
    request: (w) => update(w, [w.otherRequester]),
    outcome: () => refused(DELIVERY_MESSAGES.sameRequesterAndClient),
  },
  {
    name: 'the update refuses another client’s assignment',
    request: (w) => update(w, [w.otherClient]),
    outcome: () => refused(DELIVERY_MESSAGES.sameRequesterAndClient),
  },
];
