import { and, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import {
  DELIVERY_MESSAGES,
  attachmentRefusal,
  deliverLogEntry,
  deliversTargets,
  groupCommitted,
  versionCommitted,
  versionNotes,
  wantedFiles,
  type PlannedGroup as SharedPlannedGroup,
} from '@ops/contracts';
import type { Db } from '@/db/client.js';
import {
  deliveries,
  deliveryAssignments,
  deliveryFiles,
  deliveryGroups,
  deliveryVersions,
} from '@/db/delivery-schema.js';
import { badRequest, conflict } from '@/lib/app-error.js';
import { recordAccess } from '../access-log/index.js';
import { refreshDeliverySummaries } from '../assignments/index.js';
import { recordShares } from '../sharing/index.js';
import type { GroupState } from './delivery-groups.js';
import type { DeliveryRow } from '../assignments/index.js';
import { claimUploads, type ClaimedFile, type UploadRef } from './upload-claims.js';

export type PlannedGroup = SharedPlannedGroup<GroupState>;

export interface DeliverPlan {
  flow: 'new' | 'update';
  userId: number;
  actor: string;
  actorEmail: string;
  batchId: string;
  /** Update flow: the delivery; new flow: what the new delivery is made of. */
  delivery?: DeliveryRow;
  create?: { client_id: number; entity_id: number; delivery_user_type: string; requester_name: string };
  groups: PlannedGroup[];
  /** Update flow: the delivery's groups before this call. */
  existingGroups: GroupState[];
  newAssignmentIds: string[];
  committed: Date | null;
  uploadRefs: UploadRef[];
  /** Requesters of the delivered groups' assignments: the delivery mail goes to them. */
  requesters: string[];
  /** Addresses to share with, by the share rule's side. */
  shares: { within: string[]; outside: string[] };
  secureKeyHash: string;
  now: Date;
  origin: { ip: string; userAgent: string; location: string | null };
}

interface DeliverOutcome {
  deliveryId: number;
  version: number;
  targets: ClaimedFile[];
  /** Addresses newly shared with, and their personal link tokens for the invitation mails. */
  shareLinks: { email: string; token: string }[];
}

/** The new delivery (new flow), or the delivery and the version this call makes (update flow). */
async function startVersion(tx: Db, plan: DeliverPlan) {
  if (!plan.create) return { id: plan.delivery!.id, version: plan.delivery!.current_version + 1 };
  const [row] = await tx
    .insert(deliveries)
    .values({
      ...plan.create,
      batch_id: plan.batchId,
      general_delivery_id: `GD-${plan.batchId}`,
      user_name: plan.actor,
      committed_delivery: plan.committed,
      actual_delivery: plan.now,
      current_version: 1,
      secure_key_hash: plan.secureKeyHash,
      created_by: plan.userId,
      created_at: plan.now,
    })
    .returning({ id: deliveries.id, version: deliveries.current_version });
  return row!;
}

/**
 * The delivery's summaries, and in the update flow its new version in the same statement (one new row
 * version), only from the version the plan was made on. Concurrent updates of one delivery are ordered
 * earlier, by the version row: the second waits on the first's (delivery_id, version), then fails on it and
 * answers a conflict; one that still finds the delivery moved on answers the same.
 */
async function finishVersion(tx: Db, deliveryId: number, version: number, plan: DeliverPlan) {
  if (!plan.delivery) {
    await refreshDeliverySummaries(tx, [deliveryId]);
    return;
  }
  const committed = versionCommitted(plan.committed, plan.delivery.committed_delivery);
  const moved = await refreshDeliverySummaries(tx, [deliveryId], {
    from: plan.delivery.current_version,
    to: version,
    actualDelivery: plan.now,
    committedDelivery: committed ?? null,
    userName: plan.actor,
    secureKeyHash: plan.secureKeyHash,
  });
  if (!moved) throw conflict(DELIVERY_MESSAGES.deliveryChanged);
}

/**
 * A delivery from before groups existed gets its one group stored first, in a statement of its own: the
 * call's update of that group must see the row (the CTEs of one statement do not see each other's rows).
 */
async function storeUnstoredGroups(tx: Db, deliveryId: number, plan: DeliverPlan) {
  for (const { stored, source_names: _names, requester_emails: _emails, ...values } of plan.existingGroups) {
    if (!stored) await tx.insert(deliveryGroups).values({ ...values, delivery_id: deliveryId });
  }
}

/** The statements that store the call's groups: an update of each existing one, an insert of each new one. */
function groupWrites(tx: Db, deliveryId: number, plan: DeliverPlan, now: Date): SQLWrapper[] {
  const writes: SQLWrapper[] = [];
  for (const g of plan.groups) {
    const delivered = deliversTargets(g);
    const values = {
      assignment_ids: g.assignmentIds,
      delivery_notes: g.input.delivery_notes,
      interim: g.input.interim,
      external_link: g.input.external_link,
      external_text: g.input.external_text,
      email_attachment: g.input.email_attachment,
      updated_at: now,
    };
    const committed = groupCommitted(g);
    writes.push(
      g.existing
        ? tx
            .update(deliveryGroups)
            .set({
              ...values,
              ...(committed ? { committed_delivery: new Date(committed) } : {}),
              ...(delivered ? { current_deliveries: sql`${deliveryGroups.current_deliveries} + 1` } : {}),
            })
            .where(and(eq(deliveryGroups.delivery_id, deliveryId), eq(deliveryGroups.gid, g.gid)))
        : tx.insert(deliveryGroups).values({
            ...values,
            delivery_id: deliveryId,
            gid: g.gid,
            committed_delivery: committed ? new Date(committed) : null,
            current_deliveries: delivered ? 1 : 0,
            created_at: now,
          }),
    );
  }
  return writes;
}

/** Where the delivery's next source file goes: after its earlier sources (read only when the call adds some). */
async function nextSourcePosition(tx: Db, deliveryId: number, files: ClaimedFile[]) {
  if (!files.some((f) => f.fileType === 'source_files')) return 0;
  const [{ next } = { next: 0 }] = await tx
    .select({ next: sql<number>`coalesce(max(${deliveryFiles.position}) + 1, 0)::int` })
    .from(deliveryFiles)
    .where(and(eq(deliveryFiles.delivery_id, deliveryId), isNull(deliveryFiles.version_id)));
  return next;
}

/**
 * The version, the groups and the files with their objects, in one statement of data-modifying CTEs (each is
 * a round trip less; decision 0025). The version's id reaches its target files inside the statement; the
 * constraints and the insight trigger run at its end, when all of it is there. The main query reads the
 * version's CTE, so the version is inserted first and the group writes (read by nothing) after it: a rival
 * update of the same delivery still waits on the version's unique key before touching a group, and fails on it.
 */
async function saveVersion(
  tx: Db,
  deliveryId: number,
  version: number,
  plan: DeliverPlan,
  files: ClaimedFile[],
) {
  const { now } = plan;
  const insertVersion = tx.insert(deliveryVersions).values({
    delivery_id: deliveryId,
    version,
    committed_delivery: versionCommitted(plan.committed, plan.delivery?.committed_delivery),
    actual_delivery: now,
    delivery_notes: versionNotes(plan.groups, (g) => g.existing?.source_names ?? []),
  });
  const steps = [
    sql`v as ${insertVersion.returning({ id: deliveryVersions.id })}`,
    ...groupWrites(tx, deliveryId, plan, now).map((write, i) => sql`${sql.raw(`g${i}`)} as ${write}`),
  ];
  if (files.length === 0) {
    await tx.execute(sql`with ${sql.join(steps, sql`, `)} select id from v`);
    return;
  }
  // Sources go after the delivery's earlier sources; a version's targets are numbered from 0.
  let sourcePosition = await nextSourcePosition(tx, deliveryId, files);
  let targetPosition = 0;
  const groupOf = new Map(plan.groups.map((g) => [g.n, g]));
  const rows = files.map((file) => {
    const group = groupOf.get(file.group)!;
    const target = file.fileType === 'target_files';
    return {
      target,
      row: {
        delivery_id: deliveryId,
        version_id: target ? sql`(select id from v)` : null,
        name: file.name,
        position: target ? targetPosition++ : sourcePosition++,
        group_id: group.gid,
        external_link: target ? group.input.external_link || null : null,
        external_text: target ? group.input.external_text || null : null,
      },
    };
  });
  // Each inserted file is matched to its object by kind and position (unique within this insert), not by the
  // order RETURNING happens to keep.
  const objects = files.map((file, i) => ({
    target: rows[i]!.target,
    position: rows[i]!.row.position,
    format: file.format,
    storage_key: file.storageKey,
    size: file.size,
  }));
  const insertFiles = tx
    .insert(deliveryFiles)
    .values(rows.map((r) => r.row))
    .returning({
      id: deliveryFiles.id,
      version_id: deliveryFiles.version_id,
      position: deliveryFiles.position,
    });
  // Drizzle writes an embedded statement in parentheses, as a CTE needs it.
  await tx.execute(sql`with ${sql.join(steps, sql`, `)}, inserted as ${insertFiles}
    insert into file_objects (file_id, format, storage_key, size)
    select i.id, o.format, o.storage_key, o.size
    from inserted i
    join jsonb_to_recordset(${JSON.stringify(objects)}::jsonb)
      as o(target boolean, position integer, format text, storage_key text, size bigint)
      on o.target = (i.version_id is not null) and o.position = i.position`);
}

/** Everything a deliver call stores, in the caller's transaction. */
export async function writeDelivery(tx: Db, plan: DeliverPlan): Promise<DeliverOutcome> {
  const { now } = plan;
  const files = await claimUploads(tx, {
    userId: plan.userId,
    refs: plan.uploadRefs,
    wanted: wantedFiles(plan.groups),
    now,
  });
  const targets = files.filter((f) => f.fileType === 'target_files');
  const tooLarge = attachmentRefusal(plan.groups, targets);
  if (tooLarge) throw badRequest(tooLarge);

  const { id: deliveryId, version } = await startVersion(tx, plan);
  if (plan.newAssignmentIds.length) {
    await tx
      .insert(deliveryAssignments)
      .values(plan.newAssignmentIds.map((assignment_id) => ({ delivery_id: deliveryId, assignment_id })));
  }
  await storeUnstoredGroups(tx, deliveryId, plan);
  await saveVersion(tx, deliveryId, version, plan, files);
  await finishVersion(tx, deliveryId, version, plan);

  const log = { deliveryId, actor: plan.actor, at: now, ...plan.origin };
  const entry = deliverLogEntry(plan.flow, plan.actor, version);
  await recordAccess(tx, {
    ...log,
    type: entry.type,
    logString: entry.text,
    files: targets.map((f) => f.name),
  });
  const shareLinks = await recordShares(tx, {
    deliveryId,
    clientId: plan.create?.client_id ?? plan.delivery!.client_id,
    actorId: plan.userId,
    actor: plan.actor,
    actorEmail: plan.actorEmail,
    within: plan.shares.within,
    outside: plan.shares.outside,
    origin: plan.origin,
    at: now,
  });
  return { deliveryId, version, targets, shareLinks };
}
