import {
  committedWindow,
  generatedBatchId,
  newBatchAnswer,
  newBatchSelection,
  updateBatchAnswer,
} from '@ops/contracts';
import type { AssignmentOption, BatchEntity, FileDetails, NewBatchDetails } from '@ops/contracts';
import type { DemoEntity, WorkspaceAssignment } from './delivery-creation-samples';
import type { DeliveryCreationState } from './delivery-creation';
import {
  accepted,
  assignmentReader,
  batchInUse,
  entityOf,
  readGroups,
  requireDelivery,
  selectionOf,
} from './delivery-creation';

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

/** The rules read the entity's preset choice as the server's column names it. */
const batchEntity = (e: DemoEntity): BatchEntity => ({ ...e, file_shared_type: e.external_type });

/** A batch id from the session's numbers, skipping any a delivery already has. */
function generateBatchId(state: DeliveryCreationState, deliveries: FileDetails[], clientCode: string) {
  for (;;) {
    const candidate = generatedBatchId(clientCode, state.nextBatchNumber++);
    if (!batchInUse(deliveries, candidate)) return candidate;
  }
}

/** Step 1 of the new flow (the contracts' newBatchSelection); without a batch id, one is generated. */
export function newBatchDetails(
  state: DeliveryCreationState,
  deliveries: FileDetails[],
  input: { assignment_id: string[]; delivery_id: string },
): NewBatchDetails {
  const batchId = input.delivery_id;
  const ids = input.assignment_id.length
    ? input.assignment_id
    : state.assignments
        .filter((a) => a.batch_id === batchId && a.deliveryId === null)
        .map((a) => a.id)
        .sort();
  const found = newBatchSelection(
    { batchId, batchInUse: batchInUse(deliveries, batchId), ids },
    assignmentReader(state),
  );
  const selection = selectionOf(state, accepted(found));
  const id = batchId || generateBatchId(state, deliveries, selection.clientCode);
  const header = { ...selection, entity: batchEntity(selection.entity), deliveryId: id, batchId: id };
  return newBatchAnswer(header, selection.assignments);
}

/** Step 1 of the update flow (the contracts' updateBatchAnswer), from the delivery's groups as they stand. */
export function updateBatchDetails(
  state: DeliveryCreationState,
  deliveries: FileDetails[],
  input: { delivery_id: string; assignment_id: string[] },
  now: number,
) {
  const delivery = requireDelivery(deliveries, input.delivery_id);
  const answer = updateBatchAnswer(
    {
      header: {
        requesterName: delivery.requester_name,
        clientCode: delivery.client_code,
        entity: batchEntity(entityOf(state, delivery.entity_code)!),
        deliveryId: String(delivery.id),
        batchId: delivery.batch_id,
      },
      delivery: { id: delivery.id, client: delivery.client_code },
      groups: readGroups(state, delivery),
      chosen: input.assignment_id,
      window: committedWindow(new Date(now)).dates,
    },
    assignmentReader(state),
  );
  return accepted(answer);
}
