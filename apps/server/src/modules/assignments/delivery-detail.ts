import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
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

/** What the delivery detail (file_details) shows, or undefined. */
export async function readDeliveryDetail(db: Db, id: number) {
  // Everything hangs off the delivery id, so all four reads go out at once.
  const [[row], versions, files, objects, assignments] = await Promise.all([
    db
      .select({ delivery: deliveries, client: clients, entity: entities })
      .from(deliveries)
      .innerJoin(clients, eq(clients.id, deliveries.client_id))
      .innerJoin(entities, eq(entities.id, deliveries.entity_id))
      .where(eq(deliveries.id, id)),
    db
      .select()
      .from(deliveryVersions)
      .where(eq(deliveryVersions.delivery_id, id))
      .orderBy(asc(deliveryVersions.version)),
    db
      .select()
      .from(deliveryFiles)
      .where(eq(deliveryFiles.delivery_id, id))
      .orderBy(asc(deliveryFiles.position), asc(deliveryFiles.id)),
    db
      .select({
        file_id: fileObjects.file_id,
        format: fileObjects.format,
        storage_key: fileObjects.storage_key,
      })
      .from(fileObjects)
      .innerJoin(deliveryFiles, eq(deliveryFiles.id, fileObjects.file_id))
      .where(eq(deliveryFiles.delivery_id, id))
      .orderBy(asc(fileObjects.id)),
    db
      .select({
        id: workspaceAssignments.id,
        name: workspaceAssignments.name,
        services: workspaceAssignments.services,
      })
      .from(deliveryAssignments)
      .innerJoin(workspaceAssignments, eq(workspaceAssignments.id, deliveryAssignments.assignment_id))
      .where(eq(deliveryAssignments.delivery_id, id))
      .orderBy(asc(workspaceAssignments.id)),
  ]);
  if (!row) return undefined;
  return { ...row, versions, files, objects, assignments };
}
