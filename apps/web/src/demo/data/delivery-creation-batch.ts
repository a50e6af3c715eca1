import { DELIVERY_MESSAGES, committedWindow } from '@ops/contracts';
import type { AssignmentOption, FileDetails, NewBatchDetails, UpdateBatchDetails } from '@ops/contracts';
import type { DemoEntity, WorkspaceAssignment } from './delivery-creation-samples';
import type { DeliveryCreationState } from './delivery-creation';
import {
  batchInUse,
  checkAssignments,
  entityOf,
  readGroups,
  requireDelivery,
  selectAssignments,
} from './delivery-creation';
import { refuse } from './refusal';

const option = (a: WorkspaceAssignment): AssignmentOption => ({
  assignment_id: a.id,
  requester_name: a.requester_name,
  client_code: a.client_code,
  assignment_name: a.name,
});

const newestFirst = (a: WorkspaceAssignment, b: WorkspaceAssignment) =>
  b.created_at - a.created_at || b.id.localeCompare(a.id);

/** Step 1's options: undelivered assignments, newest first, narrowed by the optional filters. */
export function listAssignmentOptions(
  state: DeliveryCreationState,
  query: { search?: string; requester_name?: string; client_code?: string; limit: number },
): AssignmentOption[] {
  const term = query.search?.toLowerCase();
  return state.assignments
    .filter((a) => a.deliveryId === null)
    .filter(
      (a) =>
        !term || [a.id, a.name, a.requester_name, a.client_code].some((t) => t.toLowerCase().includes(term)),
    )
    .filter((a) => !query.requester_name || a.requester_name === query.requester_name)
    .filter((a) => !query.client_code || a.client_code === query.client_code)
    .sort(newestFirst)
    .slice(0, query.limit)
    .map(option);
}

/** The update flow's options: the delivery's own assignments, then the undelivered ones of its requester and client. */
export function listUpdateOptions(state: DeliveryCreationState, delivery: FileDetails) {
  const own = state.assignments
    .filter((a) => a.deliveryId === delivery.id)
    .sort((a, b) => a.id.localeCompare(b.id));
  const others = state.assignments
    .filter(
      (a) =>
        a.deliveryId === null &&
        a.client_code === delivery.client_code &&
        a.requester_name === delivery.requester_name,
    )
    .sort(newestFirst);
  return {
    list: [...own, ...others].map(option),
    default_data: { asgn_ids: own.map((a) => a.id), batch_id: delivery.batch_id },
  };
}

function presentBase(
  requesterName: string,
  entity: DemoEntity,
  ids: { deliveryId: string; batchId: string },
  assignments: WorkspaceAssignment[],
  userType = entity.is_external ? 'external' : 'default',
) {
  return {
    success: true as const,
    message: DELIVERY_MESSAGES.batchDetailsReady,
    requester_name: requesterName,
    client_code: entity.client_code,
    delivery_user_type: userType,
    external_type: entity.is_external ? entity.external_type : ('' as const),
    client_charge_code: entity.charge_code,
    entity_code: entity.entity_code,
    delivery_id: ids.deliveryId,
    batch_id: ids.batchId,
    data: assignments.map((a) => ({ assignment_name: a.name, assignment_id: a.id, services: a.services })),
  };
}

/** `{client_code}-{n}`, skipping any a delivery already has. */
function generateBatchId(state: DeliveryCreationState, deliveries: FileDetails[], clientCode: string) {
  for (;;) {
    const candidate = `${clientCode}-${state.nextBatchNumber++}`;
    if (!batchInUse(deliveries, candidate)) return candidate;
  }
}

/**
 * Step 1 of the new flow. A batch id names the new batch (refused when a delivery has it); alone, it picks
 * the batch's undelivered assignments. Without one, a batch id is generated.
 */
export function newBatchDetails(
  state: DeliveryCreationState,
  deliveries: FileDetails[],
  input: { assignment_id: string[]; delivery_id: string },
): NewBatchDetails {
  let batchId = input.delivery_id;
  if (batchId && batchInUse(deliveries, batchId)) refuse(400, DELIVERY_MESSAGES.batchExists(batchId));
  const ids = input.assignment_id.length
    ? input.assignment_id
    : state.assignments
        .filter((a) => a.batch_id === batchId && a.deliveryId === null)
        .map((a) => a.id)
        .sort();
  if (ids.length === 0) refuse(400, DELIVERY_MESSAGES.batchHasNoAssignments(batchId));
  const selection = selectAssignments(state, ids);
  batchId ||= generateBatchId(state, deliveries, selection.clientCode);
  return {
    ...presentBase(
      selection.requesterName,
      selection.entity,
      { deliveryId: batchId, batchId },
      selection.assignments,
    ),
    default_groups: [selection.assignments.map((a) => a.id)],
  };
}

/** Step 1 of the update flow: the delivery's groups as they stand plus the newly chosen assignments. */
export function updateBatchDetails(
  state: DeliveryCreationState,
  deliveries: FileDetails[],
  input: { delivery_id: string; assignment_id: string[] },
  now: number,
): UpdateBatchDetails {
  const delivery = requireDelivery(deliveries, input.delivery_id);
  const groups = readGroups(state, delivery);
  const ownIds = groups.flatMap((g) => g.assignment_ids);
  const newIds = [...new Set(input.assignment_id.filter((id) => !ownIds.includes(id)))];
  const added = checkAssignments(state, newIds, {
    ownDeliveryId: delivery.id,
    requesterName: delivery.requester_name,
    clientCode: delivery.client_code,
  });
  const byId = new Map(state.assignments.map((a) => [a.id, a]));
  const own = ownIds.flatMap((id) => byId.get(id) ?? []);
  const entity = entityOf(state, delivery.entity_code) ?? {
    client_code: delivery.client_code,
    entity_code: delivery.entity_code,
    charge_code: delivery.client_charge_code,
    is_external: false,
    external_type: '' as const,
  };
  return {
    ...presentBase(
      delivery.requester_name,
      entity,
      { deliveryId: String(delivery.id), batchId: delivery.batch_id },
      [...own, ...added],
      // The samples carry their own type; deliveries made here take their entity's.
      delivery.delivery_user_type,
    ),
    default_groups: [
      ...groups.map((g) => ({ default_assignments: g.assignment_ids, new_assignments: [] })),
      ...newIds.map((id) => ({ default_assignments: [], new_assignments: [id] })),
    ],
    group_data: groups.map((g) => {
      const members = g.assignment_ids.flatMap((id) => byId.get(id) ?? []);
      return {
        gid: g.gid,
        assignment_names: members.map((a) => a.name),
        assignment_ids: g.assignment_ids,
        current_deliveries: g.current_deliveries,
        committed_delivery: g.committed_delivery,
        delivery_notes: g.delivery_notes,
        assignment_services: members.flatMap((a) => a.services),
        external_link: g.external_link,
        external_text: g.external_text,
        email_attachment: g.email_attachment,
      };
    }),
    committed_window: committedWindow(new Date(now)).dates,
  };
}
