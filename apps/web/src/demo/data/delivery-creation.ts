import { DELIVERY_MESSAGES, checkSelection, selectForNewDelivery, unstoredGroup } from '@ops/contracts';
import type { AssignmentReader, BatchRuleResult, FileDetails } from '@ops/contracts';
import type { DemoEntity, WorkspaceAssignment } from './delivery-creation-samples';
import { sampleEntities, sampleWorkspaceAssignments } from './delivery-creation-samples';
import type { IntakeState } from './intake-keys';
import { createIntakeState } from './intake-keys';
import type { DemoClock } from './demo-clock';
import { refuse, ruleAnswer } from './refusal';
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
  /** The demo state's clock. */
  clock: DemoClock;
}

export function createDeliveryCreationState(
  deliveries: FileDetails[],
  now: number,
  clock: DemoClock,
): DeliveryCreationState {
  return {
    assignments: sampleWorkspaceAssignments(deliveries, now),
    entities: sampleEntities(deliveries),
    groups: new Map(),
    sourceGroups: new Map(),
    uploads: new Map(),
    nextBatchNumber: 1,
    nextUploadNumber: 1,
    intake: createIntakeState(now),
    clock,
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
    unstoredGroup({
      assignmentIds: state.assignments
        .filter((a) => a.deliveryId === delivery.id)
        .map((a) => a.id)
        .sort(),
      currentVersion: delivery.current_version,
      committed: current?.committed_delivery ?? delivery.committed_delivery,
      notes: current?.delivery_notes ?? [],
      external: external && { link: external.links.external_link, text: external.links.external_text },
    }),
  ];
}

export const entityOf = (state: DeliveryCreationState, code: string) =>
  state.entities.find((e) => e.entity_code === code);

/** The contracts' reader of the demo's assignments: a client is its code, as is an entity's. */
export const assignmentReader = (state: DeliveryCreationState): AssignmentReader<WorkspaceAssignment> => ({
  find: (id) => state.assignments.find((a) => a.id === id),
  facts: (a) => ({
    requesterName: a.requester_name,
    client: a.client_code,
    entityClient: entityOf(state, a.entity_code)?.client_code ?? null,
    deliveryId: a.deliveryId,
  }),
});

/** A rule's answer, or its refusal as a 400. */
export const accepted = <T>(result: BatchRuleResult<T>) => ruleAnswer(result).answer;

/** The contracts' checkSelection: free (or the owner's) assignments of one requester and client. */
export const checkAssignments = (
  state: DeliveryCreationState,
  ids: string[],
  owner: { ownDeliveryId: number; requesterName: string; clientCode: string },
) => accepted(checkSelection(ids, assignmentReader(state), { ...owner, client: owner.clientCode }));

/** A new delivery's requester, client and entity: its first assignment's, whose entity the rule checked. */
export function selectionOf(
  state: DeliveryCreationState,
  selected: { assignments: WorkspaceAssignment[]; first: WorkspaceAssignment },
) {
  const { assignments, first } = selected;
  const entity = entityOf(state, first.entity_code)!;
  return { assignments, entity, requesterName: first.requester_name, clientCode: first.client_code };
}

/** A new delivery's selection (the contracts' selectForNewDelivery). */
export const selectAssignments = (state: DeliveryCreationState, ids: string[]) =>
  selectionOf(state, accepted(selectForNewDelivery(ids, assignmentReader(state))));
