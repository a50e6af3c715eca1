import { DELIVERY_MESSAGES } from '@ops/contracts';
import type { FileDetails } from '@ops/contracts';
import type { DemoEntity, WorkspaceAssignment } from './delivery-creation-samples';
import { sampleEntities, sampleWorkspaceAssignments } from './delivery-creation-samples';
import type { IntakeState } from './intake-keys';
import { createIntakeState } from './intake-keys';
import { refuse } from './refusal';
import type { DemoUpload } from './upload-record';

/** A delivery's group as the update flow reads it (the server's delivery_groups row). */
export interface DemoGroup {
  gid: number;
  assignment_ids: string[];
  current_deliveries: number;
  committed_delivery: string | null;
  delivery_notes: string;
  interim: boolean;
  external_link: string;
  external_text: string;
  email_attachment: boolean;
}

/** What New Delivery and Update Delivery read and write besides the deliveries themselves. */
export interface DeliveryCreationState {
  assignments: WorkspaceAssignment[];
  entities: DemoEntity[];
  /** Groups of deliveries made or updated in this session; the samples read as one group. */
  groups: Map<number, DemoGroup[]>;
  /** The group of each source file of deliveries made or updated in this session. */
  sourceGroups: Map<number, Map<string, number>>;
  uploads: Map<string, DemoUpload>;
  nextBatchNumber: number;
  nextUploadNumber: number;
  intake: IntakeState;
}

export function createDeliveryCreationState(deliveries: FileDetails[], now: number): DeliveryCreationState {
  return {
    assignments: sampleWorkspaceAssignments(deliveries, now),
    entities: sampleEntities(deliveries),
    groups: new Map(),
    sourceGroups: new Map(),
    uploads: new Map(),
    nextBatchNumber: 1,
    nextUploadNumber: 1,
    intake: createIntakeState(now),
  };
}

/** A delivery named by its id or, failing that, its batch id (the update calls accept either). */
export function findDelivery(deliveries: FileDetails[], ref: string): FileDetails | undefined {
  const text = ref.trim();
  const byId = /^\d{1,9}$/.test(text) ? deliveries.find((d) => d.id === Number(text)) : undefined;
  return byId ?? deliveries.find((d) => d.batch_id === text);
}

export const requireDelivery = (deliveries: FileDetails[], ref: string) =>
  findDelivery(deliveries, ref) ?? refuse(404, DELIVERY_MESSAGES.deliveryNotFound);

export const batchInUse = (deliveries: FileDetails[], batchId: string) =>
  deliveries.some((d) => d.batch_id === batchId);

/**
 * A delivery's groups. Sample deliveries (made before groups existed) read as group 1 holding all their
 * assignments, with the delivery's and current version's values, as on the server.
 */
export function readGroups(state: DeliveryCreationState, delivery: FileDetails): DemoGroup[] {
  const stored = state.groups.get(delivery.id);
  if (stored) return stored;
  const current = delivery.target_versions.find((v) => v.version === delivery.current_version);
  const external = delivery.target_versions
    .flatMap((v) => v.files)
    .find((f) => f.links.external_link || f.links.external_text);
  return [
    {
      gid: 1,
      assignment_ids: state.assignments
        .filter((a) => a.deliveryId === delivery.id)
        .map((a) => a.id)
        .sort(),
      current_deliveries: delivery.current_version,
      committed_delivery: current?.committed_delivery ?? delivery.committed_delivery,
      delivery_notes: (current?.delivery_notes ?? [])
        .map((n) => n.notes)
        .filter(Boolean)
        .join('\n\n'),
      interim: false,
      external_link: external?.links.external_link ?? '',
      external_text: external?.links.external_text ?? '',
      email_attachment: false,
    },
  ];
}

export const entityOf = (state: DeliveryCreationState, code: string) =>
  state.entities.find((e) => e.entity_code === code);

interface SelectionOptions {
  ownDeliveryId?: number;
  requesterName?: string;
  clientCode?: string;
}

/**
 * Each assignment exists and is not delivered (or is `ownDeliveryId`'s), and all share one requester and
 * client: the given ones (an existing delivery's), else the first assignment's.
 */
export function checkAssignments(
  state: DeliveryCreationState,
  ids: string[],
  options: SelectionOptions = {},
): WorkspaceAssignment[] {
  const list = [...new Set(ids)].map((id) => {
    const found = state.assignments.find((a) => a.id === id);
    if (!found) return refuse(400, DELIVERY_MESSAGES.assignmentUnknown(id));
    if (found.deliveryId !== null && found.deliveryId !== options.ownDeliveryId) {
      refuse(
        400,
        options.ownDeliveryId === undefined
          ? DELIVERY_MESSAGES.assignmentDelivered(id)
          : DELIVERY_MESSAGES.assignmentInOtherDelivery(id),
      );
    }
    return found;
  });
  const requester = options.requesterName ?? list[0]?.requester_name;
  const client = options.clientCode ?? list[0]?.client_code;
  if (list.some((a) => a.requester_name !== requester || a.client_code !== client))
    refuse(400, DELIVERY_MESSAGES.sameRequesterAndClient);
  return list;
}

/** A new delivery's selection: every assignment has an entity of its client; the delivery's is the first's. */
export function selectAssignments(state: DeliveryCreationState, ids: string[]) {
  const list = checkAssignments(state, ids);
  const first = list[0] ?? refuse(400, DELIVERY_MESSAGES.provideBatchOrAssignments);
  const entity = entityOf(state, first.entity_code);
  if (!entity || list.some((a) => entityOf(state, a.entity_code)?.client_code !== first.client_code))
    refuse(400, DELIVERY_MESSAGES.entityMissing);
  return {
    assignments: list,
    entity: entity!,
    requesterName: first.requester_name,
    clientCode: first.client_code,
  };
}
