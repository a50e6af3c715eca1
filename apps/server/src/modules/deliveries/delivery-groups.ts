import { and, asc, eq, getTableColumns, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { DELIVERY_MESSAGES, unstoredGroup } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import {
  deliveries,
  deliveryAssignments,
  deliveryFiles,
  deliveryVersions,
  workspaceAssignments,
} from '@/db/delivery-schema.js';
import { notFound } from '@/lib/app-error.js';
import { preparedPerDatabase } from '@/db/prepared.js';
import { deliveryRef, type DeliveryRow } from '../assignments/index.js';

export interface GroupState {
  gid: number;
  assignment_ids: string[];
  current_deliveries: number;
  committed_delivery: Date | null;
  delivery_notes: string;
  interim: boolean;
  external_link: string;
  external_text: string;
  email_attachment: boolean;
  /** Its source files' names in order: a version's notes list them when the call sends no new ones. */
  source_names: string[];
  /** Its assignments' requesters' addresses: each version's delivery mail goes to them. */
  requester_emails: string[];
  /** False for deliveries made before groups existed: their one group is read, not stored. */
  stored: boolean;
}

type StoredGroup = Omit<GroupState, 'committed_delivery' | 'stored'> & { committed_delivery: string | null };

/**
 * The delivery's stored groups with their sources' names, as one JSON array read with the delivery. The
 * outer column is named in full: drizzle writes a column of a select's own table unqualified, which inside
 * this subquery would name delivery_groups' id.
 */
const storedGroups = sql<StoredGroup[]>`(select coalesce(jsonb_agg(jsonb_build_object(
    'gid', g.gid, 'assignment_ids', g.assignment_ids, 'current_deliveries', g.current_deliveries,
    'committed_delivery', g.committed_delivery, 'delivery_notes', g.delivery_notes, 'interim', g.interim,
    'external_link', g.external_link, 'external_text', g.external_text,
    'email_attachment', g.email_attachment,
    'source_names', coalesce((select jsonb_agg(f.name order by f.position, f.id) from delivery_files f
      where f.delivery_id = g.delivery_id and f.version_id is null and f.group_id = g.gid), '[]'::jsonb),
    'requester_emails', coalesce((select jsonb_agg(a.requester_email) from workspace_assignments a
      where a.id in (select jsonb_array_elements_text(g.assignment_ids)) and a.requester_email is not null),
      '[]'::jsonb))
    order by g.gid), '[]'::jsonb)
  from delivery_groups g where g.delivery_id = "deliveries"."id")`;

/** Every update call reads it first: one shape for an id and a batch id, prepared (decision 0025). */
const deliveryWithGroups = preparedPerDatabase((db) =>
  db
    .select({ ...getTableColumns(deliveries), stored_groups: storedGroups })
    .from(deliveries)
    .where(or(eq(deliveries.id, sql.placeholder('id')), eq(deliveries.batch_id, sql.placeholder('batch'))))
    .prepare('delivery_with_groups'),
);

/**
 * The delivery a deliver call names and its groups by gid, with the delivery in one statement. Deliveries
 * made before groups existed (demo data) read as group 1 holding all their assignments and sources, with
 * the delivery's and current version's values. Groups and sources change only with a new version, so they
 * hold as long as the delivery's version does (the writer checks it under the row's lock).
 */
export async function requireDeliveryWithGroups(db: Db, ref: string | number) {
  const { values, pick } = deliveryRef(ref);
  const found = pick(await deliveryWithGroups(db).execute(values), (row) => row.id);
  if (!found) throw notFound(DELIVERY_MESSAGES.deliveryNotFound);
  const { stored_groups: stored, ...delivery } = found;
  const groups: GroupState[] = stored.length
    ? stored.map((g) => ({
        ...g,
        committed_delivery: g.committed_delivery === null ? null : new Date(g.committed_delivery),
        stored: true,
      }))
    : await legacyGroup(db, delivery);
  return { delivery, groups };
}

async function legacyGroup(db: Db, delivery: DeliveryRow): Promise<GroupState[]> {
  const [assignments, [version], [external], sources] = await Promise.all([
    db
      .select({ id: deliveryAssignments.assignment_id, email: workspaceAssignments.requester_email })
      .from(deliveryAssignments)
      .leftJoin(workspaceAssignments, eq(workspaceAssignments.id, deliveryAssignments.assignment_id))
      .where(eq(deliveryAssignments.delivery_id, delivery.id))
      .orderBy(asc(deliveryAssignments.assignment_id)),
    db
      .select()
      .from(deliveryVersions)
      .where(
        and(
          eq(deliveryVersions.delivery_id, delivery.id),
          eq(deliveryVersions.version, delivery.current_version),
        ),
      ),
    db
      .select({ link: deliveryFiles.external_link, text: deliveryFiles.external_text })
      .from(deliveryFiles)
      .where(and(eq(deliveryFiles.delivery_id, delivery.id), isNotNull(deliveryFiles.version_id)))
      .orderBy(asc(deliveryFiles.id))
      .limit(1),
    db
      .select({ name: deliveryFiles.name })
      .from(deliveryFiles)
      .where(and(eq(deliveryFiles.delivery_id, delivery.id), isNull(deliveryFiles.version_id)))
      .orderBy(deliveryFiles.position, deliveryFiles.id),
  ]);
  return [
    {
      ...unstoredGroup({
        assignmentIds: assignments.map((a) => a.id),
        currentVersion: delivery.current_version,
        committed: version?.committed_delivery ?? delivery.committed_delivery,
        notes: version?.delivery_notes ?? [],
        external,
      }),
      source_names: sources.map((s) => s.name),
      requester_emails: assignments.flatMap((a) => a.email ?? []),
      stored: false,
    },
  ];
}
