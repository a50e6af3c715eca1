import {
  assignmentNameOf,
  deliverLogEntry,
  deliversTargets,
  deliveryUserType,
  durationText,
  fileExtension,
  groupCommitted,
  versionCommitted,
  versionNotes,
} from '@ops/contracts';
import type {
  DeliverGroup,
  DeliveredFile,
  FileDetails,
  PlannedGroup as SharedPlannedGroup,
  Profile,
  TargetVersion,
} from '@ops/contracts';
import { recordAccess } from './access-records';
import { actorName } from './accounts';
import type { DemoGroup } from './delivery-creation';
import { readGroups } from './delivery-creation';
import type { selectAssignments } from './delivery-creation';
import { demoLink } from './deliveries';
import type { DemoState } from './demo-state';
import { recordAudit } from './audit-events';
import { recordShares } from './share-records';

export type PlannedGroup = SharedPlannedGroup<DemoGroup>;

interface Common {
  account: Profile;
  groups: PlannedGroup[];
  committed: string | null;
  /** The share addresses, within the client's organisation and outside it. */
  shares: { within_org: string[]; outside_org: string[] };
  now: number;
}

/** A stored file with its one format's link; external links and codes ride on target files, as on the server. */
const file = (id: number, name: string, group?: DeliverGroup): DeliveredFile => ({
  name,
  links: {
    [fileExtension(name)]: demoLink(id, name),
    ...(group?.external_link ? { external_link: group.external_link } : {}),
    ...(group?.external_text ? { external_text: group.external_text } : {}),
  },
});

const zip = (delivery: FileDetails, suffix: string) => {
  const name = `${delivery.batch_id}-${suffix}.zip`;
  return { name, link: demoLink(delivery.id, name) };
};

/** What the delivery's assignments make of its detail: names, services and unit details, by assignment id. */
function assignmentFields(state: DemoState, deliveryId: number) {
  const held = state.creation.assignments
    .filter((a) => a.deliveryId === deliveryId)
    .sort((a, b) => a.id.localeCompare(b.id));
  const services = held.flatMap((a) => a.services);
  return {
    assignment_id: held[0]?.id ?? '',
    assignments: held.map((a) => a.name),
    assignment_name: assignmentNameOf(held.map((a) => a.name)),
    services,
    unit_details: services.flatMap((s) =>
      s.sub_services.map((sub) => ({ unit_type: sub.unit_type, unit_count: sub.unit_count })),
    ),
  };
}

/** A delivered assignment changed by the intake: its delivery's services show the change, as on the server. */
export function refreshAssignmentFields(state: DemoState, deliveryId: number) {
  const delivery = state.deliveries.find((d) => d.id === deliveryId);
  if (delivery) Object.assign(delivery, assignmentFields(state, deliveryId));
}

const groupRow = (g: PlannedGroup): DemoGroup => {
  const delivered = deliversTargets(g);
  const committed = groupCommitted(g);
  return {
    gid: g.gid,
    assignment_ids: g.assignmentIds,
    committed_delivery: committed === undefined ? (g.existing?.committed_delivery ?? null) : committed,
    current_deliveries: (g.existing?.current_deliveries ?? 0) + (delivered ? 1 : 0),
    delivery_notes: g.input.delivery_notes,
    interim: g.input.interim,
    external_link: g.input.external_link,
    external_text: g.input.external_text,
    email_attachment: g.input.email_attachment,
  };
};

/** The access log's entry and the new shares of a deliver call, through recordShares as on the server. */
function recordActivity(state: DemoState, delivery: FileDetails, plan: Common, targets: string[]) {
  const actor = actorName(state.accounts, plan.account);
  const flow = delivery.current_version === 1 ? 'new' : 'update';
  recordAccess(state, delivery.id, {
    ...deliverLogEntry(flow, actor, delivery.current_version),
    files: targets,
  });
  for (const event of recordShares(state, delivery.id, actor, plan.shares))
    recordAudit(state, plan.account, event);
  if (!state.comments.has(delivery.id)) state.comments.set(delivery.id, []);
}

const holdAssignments = (state: DemoState, ids: string[], deliveryId: number) => {
  for (const a of state.creation.assignments) if (ids.includes(a.id)) a.deliveryId = deliveryId;
};

/**
 * A new delivery, added to the session's list so it shows and opens like the samples: an empty delivery
 * whose first version is written as any next one.
 */
export function writeNewDelivery(
  state: DemoState,
  plan: Common & { batchId: string; selection: ReturnType<typeof selectAssignments> },
): FileDetails {
  const id = Math.max(0, ...state.deliveries.map((d) => d.id)) + 1;
  const { entity, clientCode, requesterName } = plan.selection;
  const delivery: FileDetails = {
    id,
    user_name: '',
    batch_id: plan.batchId,
    general_delivery_id: `GD-${plan.batchId}`,
    delivery_copy_data: plan.batchId,
    client_code: clientCode,
    entity_code: entity.entity_code,
    delivery_user_type: deliveryUserType(entity),
    client_charge_code: entity.charge_code,
    invoice_code: null,
    requester_name: requesterName,
    requested_delivery: null,
    committed_delivery: null,
    actual_delivery: null,
    duration: null,
    feedback: null,
    current_version: 0,
    source_files: [],
    input_zip_link: null,
    target_versions: [],
    ...assignmentFields(state, id),
  };
  state.deliveries.push(delivery);
  state.creation.groups.set(id, []);
  writeNewVersion(state, { ...plan, delivery, newIds: plan.groups.flatMap((g) => g.assignmentIds) });
  return delivery;
}

/** The next version of a delivery: its new files, groups and assignments; the detail shows it at once. */
export function writeNewVersion(
  state: DemoState,
  plan: Common & { delivery: FileDetails; newIds: string[] },
) {
  const { delivery } = plan;
  const sourceGroups = state.creation.sourceGroups.get(delivery.id);
  // A sample delivery's sources belong to its one group.
  const sourcesOf = (g: PlannedGroup) =>
    delivery.source_files
      .map((f) => f.name)
      .filter((name) => !sourceGroups || sourceGroups.get(name) === g.gid);
  const version = delivery.current_version + 1;
  const committed = versionCommitted(plan.committed, delivery.committed_delivery);
  const actual = new Date(plan.now).toISOString();
  // Per group with targets: its files, and its notes with its source files (or the group's earlier ones).
  const next: TargetVersion = {
    version,
    files: plan.groups
      .filter(deliversTargets)
      .flatMap((g) => g.input.target_files.map((name) => file(delivery.id, name, g.input))),
    committed_delivery: committed,
    actual_delivery: actual,
    overall_feedback: null,
    delivery_notes: versionNotes(plan.groups, sourcesOf),
    zip_link: zip(delivery, `v${version}`),
  };
  holdAssignments(state, plan.newIds, delivery.id);
  const added = plan.groups.flatMap((g) => g.input.source_files.map((name) => ({ name, gid: g.gid })));
  const groups = new Map(readGroups(state.creation, delivery).map((g) => [g.gid, g]));
  for (const g of plan.groups) groups.set(g.gid, groupRow(g));
  const known = sourceGroups ?? new Map(delivery.source_files.map((f) => [f.name, 1]));
  for (const s of added) known.set(s.name, s.gid);

  Object.assign(delivery, {
    user_name: actorName(state.accounts, plan.account),
    current_version: version,
    actual_delivery: actual,
    committed_delivery: committed,
    duration: durationText(committed, actual),
    source_files: [...delivery.source_files, ...added.map((s) => file(delivery.id, s.name))],
    target_versions: [...delivery.target_versions, next],
    ...assignmentFields(state, delivery.id),
  } satisfies Partial<FileDetails>);
  if (delivery.source_files.length && !delivery.input_zip_link)
    delivery.input_zip_link = zip(delivery, 'input');
  state.creation.groups.set(
    delivery.id,
    [...groups.values()].sort((a, b) => a.gid - b.gid),
  );
  state.creation.sourceGroups.set(delivery.id, known);
  recordActivity(
    state,
    delivery,
    plan,
    next.files.map((f) => f.name),
  );
}
