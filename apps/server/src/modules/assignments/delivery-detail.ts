import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { preparedPerDatabase } from '@/db/prepared.js';
import { clients, entities } from '@/db/client-schema.js';
import {
  deliveries,
  deliveryAssignments,
  deliveryFiles,
  deliveryVersions,
  fileObjects,
  workspaceAssignments,
} from '@/db/delivery-schema.js';

export type DeliveryDetailRows = NonNullable<Awaited<ReturnType<typeof readDeliveryDetail>>>;

/** The detail's five reads: every opened delivery runs them. */
const detailReads = preparedPerDatabase((db) => {
  const id = sql.placeholder('id');
  return {
    delivery: db
      .select({ delivery: deliveries, client: clients, entity: entities })
      .from(deliveries)
      .innerJoin(clients, eq(clients.id, deliveries.client_id))
      .innerJoin(entities, eq(entities.id, deliveries.entity_id))
      .where(eq(deliveries.id, id))
      .prepare('detail_delivery'),
    versions: db
      .select()
      .from(deliveryVersions)
      .where(eq(deliveryVersions.delivery_id, id))
      .orderBy(asc(deliveryVersions.version))
      .prepare('detail_versions'),
    files: db
      .select()
      .from(deliveryFiles)
      .where(eq(deliveryFiles.delivery_id, id))
      .orderBy(asc(deliveryFiles.position), asc(deliveryFiles.id))
      .prepare('detail_files'),
    objects: db
      .select({
        file_id: fileObjects.file_id,
        format: fileObjects.format,
        storage_key: fileObjects.storage_key,
      })
      .from(fileObjects)
      .innerJoin(deliveryFiles, eq(deliveryFiles.id, fileObjects.file_id))
      .where(eq(deliveryFiles.delivery_id, id))
      .orderBy(asc(fileObjects.id))
      .prepare('detail_objects'),
    assignments: db
      .select({
        id: workspaceAssignments.id,
        name: workspaceAssignments.name,
        services: workspaceAssignments.services,
      })
      .from(deliveryAssignments)
      .innerJoin(workspaceAssignments, eq(workspaceAssignments.id, deliveryAssignments.assignment_id))
      .where(eq(deliveryAssignments.delivery_id, id))
      .orderBy(asc(workspaceAssignments.id))
      .prepare('detail_assignments'),
  };
});

/** What the delivery detail (file_details) shows, or undefined. */
export async function readDeliveryDetail(db: Db, id: number) {
  const reads = detailReads(db);
  // Everything hangs off the delivery id, so all five reads go out at once.
  const [[row], versions, files, objects, assignments] = await Promise.all([
    reads.delivery.execute({ id }),
    reads.versions.execute({ id }),
    reads.files.execute({ id }),
    reads.objects.execute({ id }),
    reads.assignments.execute({ id }),
  ]);
  if (!row) return undefined;
  return { ...row, versions, files, objects, assignments };
}
