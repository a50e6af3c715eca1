// Step 1 of the delivery wizard, stated once: which workspace assignments may be chosen together, and the
// batch details answered for them. The server reads the assignments, the entity and the groups from its
// database, the demo from its sample state; both call these and answer a refusal 400.
import {
  EXTERNAL_TYPES,
  type BatchAssignment,
  type GroupData,
  type NewBatchDetails,
  type UpdateBatchDetails,
} from '../deliveries/batch-details.js';
import { DELIVERY_MESSAGES } from '../deliveries/delivery-texts.js';
import type { Refused } from './refusal.js';

/** A rule's answer, or its refusal. */
export type BatchRuleResult<T> = { answer: T } | Refused;

/** What the selection reads of a workspace assignment. */
export interface AssignmentFacts {
  requesterName: string;
  /** Its client: the id on the server, the code in the demo. */
  client: number | string;
  /** Its entity's client, or null when it has none. */
  entityClient: number | string | null;
  /** The delivery holding it, or null. */
  deliveryId: number | null;
}

/** How the caller finds an assignment it read, and what the rules read of it. */
export interface AssignmentReader<A> {
  find: (id: string) => A | undefined;
  facts: (assignment: A) => AssignmentFacts;
}

/** An existing delivery's: its own assignments may be chosen again, others must share its requester and client. */
export interface SelectionOwner {
  ownDeliveryId?: number;
  requesterName?: string;
  client?: number | string;
}

/**
 * Each assignment exists and is not delivered (or is `ownDeliveryId`'s), and all share one requester and
 * client: the owner's, else the first assignment's. An id chosen twice counts once.
 */
export function checkSelection<A>(
  ids: readonly string[],
  reader: AssignmentReader<A>,
  owner: SelectionOwner = {},
): BatchRuleResult<A[]> {
  const list: A[] = [];
  for (const id of new Set(ids)) {
    const found = reader.find(id);
    if (found === undefined) return { refusal: DELIVERY_MESSAGES.assignmentUnknown(id) };
    const { deliveryId } = reader.facts(found);
    if (deliveryId !== null && deliveryId !== owner.ownDeliveryId) {
      return {
        refusal:
          owner.ownDeliveryId === undefined
            ? DELIVERY_MESSAGES.assignmentDelivered(id)
            : DELIVERY_MESSAGES.assignmentInOtherDelivery(id),
      };
    }
    list.push(found);
  }
  const facts = list.map(reader.facts);
  const requesterName = owner.requesterName ?? facts[0]?.requesterName;
  const client = owner.client ?? facts[0]?.client;
  if (facts.some((f) => f.requesterName !== requesterName || f.client !== client))
    return { refusal: DELIVERY_MESSAGES.sameRequesterAndClient };
  return { answer: list };
}

/**
 * A new delivery's selection: checkSelection's rules, at least one assignment, and each with an entity of
 * the first one's client. The delivery takes the first assignment's requester, client and entity.
 */
export function selectForNewDelivery<A>(
  ids: readonly string[],
  reader: AssignmentReader<A>,
): BatchRuleResult<{ assignments: A[]; first: A }> {
  const checked = checkSelection(ids, reader);
  if ('refusal' in checked) return checked;
  const first = checked.answer[0];
  if (first === undefined) return { refusal: DELIVERY_MESSAGES.provideBatchOrAssignments };
  const { client } = reader.facts(first);
  if (checked.answer.some((a) => reader.facts(a).entityClient !== client))
    return { refusal: DELIVERY_MESSAGES.entityMissing };
  return { answer: { assignments: checked.answer, first } };
}

/**
 * Step 1 of the new flow. A batch id names the new batch and is refused when a delivery has it
 * (`batchInUse`); given alone, `ids` are the batch's undelivered assignments, which must be some.
 */
export function newBatchSelection<A>(
  input: { batchId: string; batchInUse: boolean; ids: readonly string[] },
  reader: AssignmentReader<A>,
): BatchRuleResult<{ assignments: A[]; first: A }> {
  if (input.batchId && input.batchInUse) return { refusal: DELIVERY_MESSAGES.batchExists(input.batchId) };
  if (input.ids.length === 0) return { refusal: DELIVERY_MESSAGES.batchHasNoAssignments(input.batchId) };
  return selectForNewDelivery(input.ids, reader);
}

/** A batch id made for a new delivery from the next number; the caller skips any a delivery already has. */
export const generatedBatchId = (clientCode: string, n: number | string) => `${clientCode}-${n}`;

/** What the batch details read of the billing entity. */
export interface BatchEntity {
  entity_code: string;
  charge_code: string | null;
  /** Whether it delivers through an external platform. */
  is_external: boolean;
  /** Its preset choice of link or code, if any. */
  file_shared_type: string | null;
}

/** 'external' when the billing entity delivers through an external platform. */
export const deliveryUserType = (entity: Pick<BatchEntity, 'is_external'>) =>
  entity.is_external ? ('external' as const) : ('default' as const);

const externalType = (entity: BatchEntity): NewBatchDetails['external_type'] =>
  entity.is_external && (EXTERNAL_TYPES as readonly string[]).includes(entity.file_shared_type ?? '')
    ? (entity.file_shared_type as (typeof EXTERNAL_TYPES)[number])
    : '';

/** Who and what the batch is for. */
export interface BatchHeader {
  requesterName: string;
  clientCode: string;
  entity: BatchEntity;
  /** The value the upload and deliver calls carry: the batch id (new) or the delivery's id (update). */
  deliveryId: string;
  batchId: string;
}

/** What the answer lists of an assignment. */
export interface BatchItem {
  id: string;
  name: string;
  services: BatchAssignment['services'];
}

function batchDetails(header: BatchHeader, assignments: readonly BatchItem[]) {
  return {
    success: true as const,
    message: DELIVERY_MESSAGES.batchDetailsReady,
    requester_name: header.requesterName,
    client_code: header.clientCode,
    delivery_user_type: deliveryUserType(header.entity),
    external_type: externalType(header.entity),
    client_charge_code: header.entity.charge_code,
    entity_code: header.entity.entity_code,
    delivery_id: header.deliveryId,
    batch_id: header.batchId,
    data: assignments.map((a) => ({ assignment_name: a.name, assignment_id: a.id, services: a.services })),
  };
}

/** The new flow's answer: one group of all the chosen assignments. */
export function newBatchAnswer(header: BatchHeader, assignments: readonly BatchItem[]): NewBatchDetails {
  return { ...batchDetails(header, assignments), default_groups: [assignments.map((a) => a.id)] };
}

/** A delivery's group as it stands, as the update flow reads it. */
export type BatchGroup = Omit<GroupData, 'assignment_names' | 'assignment_services'>;

/** The assignments chosen besides those of the delivery's groups, each once. */
export function addedAssignmentIds(
  groups: readonly { assignment_ids: string[] }[],
  chosen: readonly string[],
) {
  const own = new Set(groups.flatMap((g) => g.assignment_ids));
  return [...new Set(chosen.filter((id) => !own.has(id)))];
}

/**
 * Step 1 of the update flow: the added assignments must be free (or the delivery's own) and of its
 * requester and client; the answer has the delivery's groups as they stand, then one new group per added
 * assignment. `reader` finds the groups' assignments and the added ones.
 */
export function updateBatchAnswer<A extends BatchItem>(
  input: {
    header: BatchHeader;
    delivery: { id: number; client: number | string };
    groups: readonly BatchGroup[];
    chosen: readonly string[];
    window: { from: string; to: string };
  },
  reader: AssignmentReader<A>,
): BatchRuleResult<UpdateBatchDetails> {
  const { header, groups } = input;
  const newIds = addedAssignmentIds(groups, input.chosen);
  const added = checkSelection(newIds, reader, {
    ownDeliveryId: input.delivery.id,
    requesterName: header.requesterName,
    client: input.delivery.client,
  });
  if ('refusal' in added) return added;
  const own = groups.flatMap((g) => g.assignment_ids).flatMap((id) => reader.find(id) ?? []);
  const members = (g: BatchGroup) => g.assignment_ids.flatMap((id) => reader.find(id) ?? []);
  return {
    answer: {
      ...batchDetails(header, [...own, ...added.answer]),
      default_groups: [
        ...groups.map((g) => ({ default_assignments: g.assignment_ids, new_assignments: [] })),
        ...newIds.map((id) => ({ default_assignments: [], new_assignments: [id] })),
      ],
      group_data: groups.map((g) => ({
        gid: g.gid,
        assignment_names: members(g).map((a) => a.name),
        assignment_ids: g.assignment_ids,
        current_deliveries: g.current_deliveries,
        committed_delivery: g.committed_delivery,
        delivery_notes: g.delivery_notes,
        assignment_services: members(g).flatMap((a) => a.services),
        external_link: g.external_link,
        external_text: g.external_text,
        email_attachment: g.email_attachment,
      })),
      committed_window: input.window,
    },
  };
}
