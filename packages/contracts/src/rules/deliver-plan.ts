import type { DeliverGroup, DeliverInput, DeliverResponse } from '../deliveries/deliver.js';
import { DELIVERY_MESSAGES } from '../deliveries/delivery-texts.js';
import { EMAIL_ATTACHMENT_LIMIT } from '../deliveries/file-rules.js';
import type { WantedFile } from './upload-claim.js';

/** What the plan reads of a delivery's existing group. */
interface ExistingGroup {
  gid: number;
  assignment_ids: string[];
}

/** A group of a deliver call: its number in the form (from 1), its gid, and its existing group if any. */
export interface PlannedGroup<G extends ExistingGroup> {
  n: number;
  gid: number;
  existing?: G;
  /** Its assignments after this call. */
  assignmentIds: string[];
  input: DeliverGroup;
}

/**
 * The groups of a deliver call against the delivery's existing ones (none for a new delivery): a group
 * whose assignments belong to one existing group continues it, with the assignments added; one of only new
 * assignments gets the next gid. A group spanning two existing groups, or one taken already, is refused.
 */
export function planDeliverGroups<G extends ExistingGroup>(
  input: DeliverInput,
  existing: readonly G[],
): { groups: PlannedGroup<G>[]; newIds: string[] } | { refusal: string } {
  const groupOf = new Map(existing.flatMap((g) => g.assignment_ids.map((id) => [id, g] as const)));
  let nextGid = Math.max(0, ...existing.map((g) => g.gid)) + 1;
  const taken = new Set<number>();
  const groups: PlannedGroup<G>[] = [];
  for (const [i, g] of input.groups.entries()) {
    const owners = new Set(g.assignment_ids.flatMap((id) => groupOf.get(id) ?? []));
    const [own] = owners;
    if (owners.size > 1 || (own && taken.has(own.gid)))
      return { refusal: DELIVERY_MESSAGES.groupMismatch(i + 1) };
    if (!own) {
      groups.push({ n: i + 1, gid: nextGid++, assignmentIds: g.assignment_ids, input: g });
      continue;
    }
    taken.add(own.gid);
    const added = g.assignment_ids.filter((id) => !groupOf.has(id));
    groups.push({
      n: i + 1,
      gid: own.gid,
      existing: own,
      assignmentIds: [...own.assignment_ids, ...added],
      input: g,
    });
  }
  const newIds = input.groups.flatMap((g) => g.assignment_ids).filter((id) => !groupOf.has(id));
  return { groups, newIds };
}

/** Whether the group brings target files: only such groups make the version, its notes and mails. */
export const deliversTargets = (g: { input: DeliverGroup }) => g.input.target_files.length > 0;

/** The files the groups name, for the claim of the caller's uploads. */
export const wantedFiles = (groups: readonly { n: number; input: DeliverGroup }[]): WantedFile[] =>
  groups.flatMap((g) => [
    ...g.input.source_files.map((name) => ({ group: g.n, fileType: 'source_files' as const, name })),
    ...g.input.target_files.map((name) => ({ group: g.n, fileType: 'target_files' as const, name })),
  ]);

/** The first group sent as an e-mail attachment whose claimed target files exceed the limit, refused. */
export function attachmentRefusal(
  groups: readonly { n: number; input: DeliverGroup }[],
  claimed: readonly (WantedFile & { size: number })[],
): string | null {
  for (const g of groups.filter((g) => g.input.email_attachment)) {
    const size = claimed
      .filter((f) => f.group === g.n && f.fileType === 'target_files')
      .reduce((sum, f) => sum + f.size, 0);
    if (size > EMAIL_ATTACHMENT_LIMIT) return DELIVERY_MESSAGES.attachmentTooLarge(g.n);
  }
  return null;
}

/**
 * Where a deliver call's uploads were made: the new flow's batch id, or the updated delivery's id; an older
 * client may name either on the fixed-address upload call too.
 */
export function deliverUploadRefs(
  target: { batchId: string } | { deliveryId: number; batchId: string },
): { flow: 'new' | 'update' | 'legacy'; ref: string }[] {
  if (!('deliveryId' in target))
    return [
      { flow: 'new', ref: target.batchId },
      { flow: 'legacy', ref: target.batchId },
    ];
  return [
    { flow: 'update', ref: String(target.deliveryId) },
    { flow: 'legacy', ref: String(target.deliveryId) },
    { flow: 'legacy', ref: target.batchId },
  ];
}

/**
 * The version's notes: per group with targets, its source files and notes. A group that sends no sources
 * lists its earlier ones.
 */
export function versionNotes<G extends { input: DeliverGroup }>(
  groups: readonly G[],
  earlierSources: (g: G) => string[],
) {
  return groups.filter(deliversTargets).map((g) => ({
    files: g.input.source_files.length ? g.input.source_files : earlierSources(g),
    notes: g.input.delivery_notes,
  }));
}

/**
 * A version's committed delivery: the latest of the groups that bring targets, else the delivery's own
 * (a new delivery has none).
 */
export function versionCommitted<T extends Date | string>(latest: T | null, kept: T | null | undefined) {
  return latest ?? kept ?? null;
}

/**
 * The committed delivery a group stores after the call; undefined where an existing group keeps its own.
 * A group that gets no new targets keeps it: the form's default (now) is no promise.
 */
export function groupCommitted(g: PlannedGroup<ExistingGroup>): string | null | undefined {
  if (!g.existing) return g.input.committed_delivery || null;
  return deliversTargets(g) && g.input.committed_delivery ? g.input.committed_delivery : undefined;
}

/** The access log's entry of a deliver call. */
export const deliverLogEntry = (flow: 'new' | 'update', actor: string, version: number) => ({
  type: flow === 'new' ? ('new_delivery' as const) : ('new_version' as const),
  text: `${actor} delivered version ${version}`,
});

/** The answer of a deliver call; the secure key is answered once. */
export const deliverAnswer = (
  flow: 'new' | 'update',
  made: { id: number; batchId: string; version: number; secureKey: string },
): DeliverResponse => ({
  success: true,
  message: flow === 'new' ? DELIVERY_MESSAGES.delivered : DELIVERY_MESSAGES.versionDelivered(made.version),
  id: made.id,
  batch_id: made.batchId,
  version: made.version,
  secure_key: made.secureKey,
});

/**
 * The one group of a delivery made before groups existed (sample and seeded data): all its assignments,
 * with the delivery's and its current version's values. It is read, not stored, until a new version.
 */
export function unstoredGroup<T extends Date | string>(delivery: {
  assignmentIds: string[];
  currentVersion: number;
  /** The current version's committed delivery, else the delivery's. */
  committed: T | null;
  /** The current version's notes. */
  notes: readonly { notes: string }[];
  /** The external link and code of its first target file that has any. */
  external: { link?: string | null; text?: string | null } | undefined;
}) {
  return {
    gid: 1,
    assignment_ids: delivery.assignmentIds,
    current_deliveries: delivery.currentVersion,
    committed_delivery: delivery.committed,
    delivery_notes: delivery.notes
      .map((n) => n.notes)
      .filter(Boolean)
      .join('\n\n'),
    interim: false,
    external_link: delivery.external?.link ?? '',
    external_text: delivery.external?.text ?? '',
    email_attachment: false,
  };
}
