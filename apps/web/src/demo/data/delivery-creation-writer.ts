import {
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
import { newShareRow } from './activity';
import { actorName } from './accounts';
import type { DemoGroup } from './delivery-creation';
import { readGroups } from './delivery-creation';
import type { selectAssignments } from './delivery-creation';
import { demoLink } from './deliveries';
import type { DemoState } from './demo-state';

export type PlannedGroup = SharedPlannedGroup<DemoGroup>;

interface Common {
  account: Profile;
  groups: PlannedGroup[];
  committed: string | null;
  shares: string[];
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

const zip = (delivery: Pick<FileDetails, 'id' | 'batch_id'>, suffix: string) => {
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

/** The version's notes: per group with targets, its source files (or the group's earlier ones) and notes. */
function versionOf(
  delivery: Pick<FileDetails, 'id' | 'batch_id'>,
  version: number,
  plan: Common,
  sourcesOf: (g: PlannedGroup) => string[],
): TargetVersion {
  const delivering = plan.groups.filter(deliversTargets);
  return {
    version,
    files: delivering.flatMap((g) => g.input.target_files.map((name) => file(delivery.id, name, g.input))),
    committed_delivery: plan.committed,
    actual_delivery: new Date(plan.now).toISOString(),
    overall_feedback: null,
    delivery_notes: versionNotes(plan.groups, sourcesOf),
    zip_link: zip(delivery, `v${version}`),
  };
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

/** The access log's entry and the new shares of a deliver call. */
function recordActivity(state: DemoState, delivery: FileDetails, plan: Common, targets: string[]) {
  const actor = actorName(state.accounts, plan.account);
  const flow = delivery.current_version === 1 ? 'new' : 'update';
  recordAccess(state.accessLogs, delivery.id, {
    ...deliverLogEntry(flow, actor, delivery.current_version),
    files: targets,
    sharedUsers: plan.shares,
  });
  const shared = state.sharedLogs.get(delivery.id) ?? { shared: [], requests: [] };
  for (const email of plan.shares) {
    if (shared.shared.some((s) => s.shared_to_user_email === email)) continue;
    shared.shared.push(newShareRow(email, actor));
  }
  state.sharedLogs.set(delivery.id, shared);
  if (!state.comments.has(delivery.id)) state.comments.set(delivery.id, []);
}

const holdAssignments = (state: DemoState, ids: string[], deliveryId: number) => {
  for (const a of state.creation.assignments) if (ids.includes(a.id)) a.deliveryId = deliveryId;
};

/** A new delivery, version 1, added to the session's list so it shows and opens like the samples. */
export function writeNewDelivery(
  state: DemoState,
  plan: Common & { batchId: string; selection: ReturnType<typeof selectAssignments> },
): FileDetails {
  const id = Math.max(0, ...state.deliveries.map((d) => d.id)) + 1;
  const ref = { id, batch_id: plan.batchId };
  holdAssignments(
    state,
    plan.groups.flatMap((g) => g.assignmentIds),
    id,
  );
  const entity = plan.selection.entity;
  const sources = plan.groups.flatMap((g) => g.input.source_files.map((name) => ({ name, gid: g.gid })));
  const actual = new Date(plan.now).toISOString();
  const delivery: FileDetails = {
    id,
    user_name: actorName(state.accounts, plan.account),
    batch_id: plan.batchId,
    general_delivery_id: `GD-${plan.batchId}`,
    delivery_copy_data: plan.batchId,
    client_code: plan.selection.clientCode,
    entity_code: entity.entity_code,
    delivery_user_type: deliveryUserType(entity),
    client_charge_code: entity.charge_code,
    invoice_code: null,
    requester_name: plan.selection.requesterName,
    requested_delivery: null,
    committed_delivery: plan.committed,
    actual_delivery: actual,
    duration: durationText(plan.committed, actual),
    feedback: null,
    current_version: 1,
    source_files: sources.map((s) => file(id, s.name)),
    input_zip_link: sources.length ? zip(ref, 'input') : null,
    target_versions: [versionOf(ref, 1, plan, () => [])],
    ...assignmentFields(state, id),
  };
  state.deliveries.push(delivery);
  state.creation.groups.set(
    id,
    plan.groups.map((g) => groupRow(g)),
  );
  state.creation.sourceGroups.set(id, new Map(sources.map((s) => [s.name, s.gid])));
  recordActivity(
    state,
    delivery,
    plan,
    delivery.target_versions[0]!.files.map((f) => f.name),
  );
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
  const next = versionOf(delivery, version, { ...plan, committed }, sourcesOf);
  holdAssignments(state, plan.newIds, delivery.id);
  const added = plan.groups.flatMap((g) => g.input.source_files.map((name) => ({ name, gid: g.gid })));
  const groups = new Map(readGroups(state.creation, delivery).map((g) => [g.gid, g]));
  for (const g of plan.groups) groups.set(g.gid, groupRow(g));
  const known = sourceGroups ?? new Map(delivery.source_files.map((f) => [f.name, 1]));
  for (const s of added) known.set(s.name, s.gid);

  const actual = new Date(plan.now).toISOString();
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
