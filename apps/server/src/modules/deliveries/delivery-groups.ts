import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  deliveryAssignments,
  deliveryFiles,
  deliveryGroups,
  deliveryVersions,
} from '../../db/delivery-schema.js';
import type { DeliveryRow } from './delivery-lookup.js';

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
  /** False for deliveries made before groups existed: their one group is read, not stored. */
  stored: boolean;
}

/**
 * A delivery's groups by gid. Deliveries made before groups existed (demo data) read as group 1 holding all
 * their assignments, with the delivery's and current version's values.
 */
export async function readGroups(db: Db, delivery: DeliveryRow): Promise<GroupState[]> {
  const rows = await db
    .select()
    .from(deliveryGroups)
    .where(eq(deliveryGroups.delivery_id, delivery.id))
    .orderBy(asc(deliveryGroups.gid));
  if (rows.length) return rows.map((r) => ({ ...r, stored: true }));

  const [assignments, [version], [external]] = await Promise.all([
    db
      .select({ id: deliveryAssignments.assignment_id })
      .from(deliveryAssignments)
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
  ]);
  return [
    {
      gid: 1,
      assignment_ids: assignments.map((a) => a.id),
      current_deliveries: delivery.current_version,
      committed_delivery: version?.committed_delivery ?? delivery.committed_delivery,
      delivery_notes: (version?.delivery_notes ?? [])
        .map((n) => n.notes)
        .filter(Boolean)
        .join('\n\n'),
      interim: false,
      external_link: external?.link ?? '',
      external_text: external?.text ?? '',
      email_attachment: false,
      stored: false,
    },
  ];
}
