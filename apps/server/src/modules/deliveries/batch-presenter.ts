import {
  DELIVERY_MESSAGES,
  EXTERNAL_TYPES,
  type BatchAssignment,
  type GroupData,
  type NewBatchDetails,
  type UpdateBatchDetails,
} from '@ops/contracts';
import { isoOrNull } from '@/lib/iso-date.js';
import type { ClientRow, EntityRow, SelectedAssignment } from './assignment-selection.js';
import type { GroupState } from './delivery-groups.js';

/** 'external' when the billing entity delivers through an external platform (entities.is_external). */
export const deliveryUserType = (entity: EntityRow) => (entity.is_external ? 'external' : 'default');

const externalType = (entity: EntityRow): NewBatchDetails['external_type'] =>
  entity.is_external && (EXTERNAL_TYPES as readonly string[]).includes(entity.file_shared_type ?? '')
    ? (entity.file_shared_type as (typeof EXTERNAL_TYPES)[number])
    : '';

const item = (a: SelectedAssignment): BatchAssignment => ({
  assignment_name: a.name,
  assignment_id: a.id,
  services: a.services,
});

interface BaseInput {
  requesterName: string;
  client: ClientRow;
  entity: EntityRow;
  deliveryId: string;
  batchId: string;
  assignments: SelectedAssignment[];
}

function presentBase(input: BaseInput) {
  return {
    success: true as const,
    message: DELIVERY_MESSAGES.batchDetailsReady,
    requester_name: input.requesterName,
    client_code: input.client.client_code,
    delivery_user_type: deliveryUserType(input.entity),
    external_type: externalType(input.entity),
    client_charge_code: input.entity.charge_code,
    entity_code: input.entity.entity_code,
    delivery_id: input.deliveryId,
    batch_id: input.batchId,
    data: input.assignments.map(item),
  };
}

/** New flow: one group of all the chosen assignments. */
export function presentNewBatch(input: BaseInput): NewBatchDetails {
  return { ...presentBase(input), default_groups: [input.assignments.map((a) => a.id)] };
}

/** Update flow: the existing groups as they stand, then one new group per newly chosen assignment. */
export function presentUpdateBatch(
  input: BaseInput & { groups: GroupState[]; newIds: string[]; window: { from: string; to: string } },
): UpdateBatchDetails {
  const byId = new Map(input.assignments.map((a) => [a.id, a]));
  const groupData = input.groups.map((g): GroupData => {
    const members = g.assignment_ids.flatMap((id) => byId.get(id) ?? []);
    return {
      gid: g.gid,
      assignment_names: members.map((a) => a.name),
      assignment_ids: g.assignment_ids,
      current_deliveries: g.current_deliveries,
      committed_delivery: isoOrNull(g.committed_delivery),
      delivery_notes: g.delivery_notes,
      assignment_services: members.flatMap((a) => a.services),
      external_link: g.external_link,
      external_text: g.external_text,
      email_attachment: g.email_attachment,
    };
  });
  return {
    ...presentBase(input),
    default_groups: [
      ...input.groups.map((g) => ({ default_assignments: g.assignment_ids, new_assignments: [] })),
      ...input.newIds.map((id) => ({ default_assignments: [], new_assignments: [id] })),
    ],
    group_data: groupData,
    committed_window: input.window,
  };
}
