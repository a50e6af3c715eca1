import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { durationText, type FileDetails } from '@ops/contracts';
import type { Db } from '../../db/client.js';
import { clients, entities } from '../../db/client-schema.js';
import {
  deliveries,
  deliveryAssignments,
  deliveryFiles,
  deliveryVersions,
  fileObjects,
  workspaceAssignments,
} from '../../db/delivery-schema.js';

/** Short-lived download links: one stored object, or a zip of a version's files built on the fly. */
export interface LinkMaker {
  file(storageKey: string, fileName: string): string;
  zip(version: number, zipName: string): string;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The delivery detail (file_details) with per-format signed links, or undefined. */
export async function readDeliveryDetail(
  db: Db,
  id: number,
  link: LinkMaker,
): Promise<FileDetails | undefined> {
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
  const { delivery, client, entity } = row;
  const present = (file: (typeof files)[number]) => {
    const links: Record<string, string> = {};
    for (const object of objects.filter((o) => o.file_id === file.id)) {
      const base = path.parse(file.name).name || 'file';
      links[object.format] = link.file(object.storage_key, `${base}.${object.format}`);
    }
    if (file.external_link) links.external_link = file.external_link;
    if (file.external_text) links.external_text = file.external_text;
    return { name: file.name, links };
  };
  const services = assignments.flatMap((a) => a.services);
  const sources = files.filter((f) => f.version_id === null);
  const hasObjects = (list: typeof files) => list.some((f) => objects.some((o) => o.file_id === f.id));
  const zipLink = (version: number, list: typeof files) => {
    if (!hasObjects(list)) return null;
    const name = `${delivery.batch_id}-${version === 0 ? 'input' : `v${version}`}.zip`;
    return { name, link: link.zip(version, name) };
  };

  return {
    id: delivery.id,
    user_name: delivery.user_name,
    batch_id: delivery.batch_id,
    general_delivery_id: delivery.general_delivery_id,
    delivery_copy_data: delivery.batch_id,
    assignment_id: assignments[0]?.id ?? '',
    client_code: client.client_code,
    entity_code: entity.entity_code,
    delivery_user_type: delivery.delivery_user_type,
    client_charge_code: entity.charge_code,
    invoice_code: delivery.invoice_code,
    requester_name: delivery.requester_name,
    requested_delivery: iso(delivery.requested_delivery),
    committed_delivery: iso(delivery.committed_delivery),
    actual_delivery: iso(delivery.actual_delivery),
    duration: durationText(delivery.committed_delivery, delivery.actual_delivery),
    feedback: delivery.feedback,
    current_version: delivery.current_version,
    source_files: sources.map(present),
    input_zip_link: zipLink(0, sources),
    target_versions: versions.map((v) => ({
      version: v.version,
      files: files.filter((f) => f.version_id === v.id).map(present),
      committed_delivery: iso(v.committed_delivery),
      actual_delivery: iso(v.actual_delivery),
      overall_feedback: v.overall_feedback,
      delivery_notes: v.delivery_notes,
      zip_link: zipLink(
        v.version,
        files.filter((f) => f.version_id === v.id),
      ),
    })),
    assignments: assignments.map((a) => a.name),
    services,
    unit_details: services.flatMap((s) =>
      s.sub_services.map((sub) => ({ unit_type: sub.unit_type, unit_count: sub.unit_count })),
    ),
  };
}
