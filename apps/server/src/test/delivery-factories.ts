import { randomUUID } from 'node:crypto';
import type { App } from '../app.js';
import {
  deliveries,
  deliveryAssignments,
  deliveryFiles,
  deliveryVersions,
  fileObjects,
  workspaceAssignments,
} from '../db/delivery-schema.js';

import { refreshDeliverySummaries } from '../modules/assignments/delivery-summary.js';
import { bumpListVersion } from '../modules/assignments/list-cache.js';

const DAY = 24 * 3_600_000;

/**
 * A delivered batch written straight to the database (deliveries are created through upload, a later
 * issue): one assignment, one version with target files in the given formats, one source file.
 */
export async function buildDelivery(
  app: App,
  options: {
    clientId: number;
    entityId: number;
    daysAgo?: number;
    lateHours?: number;
    requester?: string;
    fileName?: string;
    assignmentName?: string;
    formats?: string[];
    /** Formats stored for the source file brief.docx; none by default. */
    sourceFormats?: string[];
  },
) {
  const { db, storage, clock } = app.services;
  const tag = randomUUID().slice(0, 8);
  const actual = new Date(clock.now().getTime() - (options.daysAgo ?? 1) * DAY);
  const committed = new Date(actual.getTime() - (options.lateHours ?? -24) * 3_600_000);
  const assignmentId = `WS-${tag}`;
  await db.insert(workspaceAssignments).values({
    id: assignmentId,
    name: options.assignmentName ?? `Annual report ${tag}`,
    client_id: options.clientId,
    requester_name: options.requester ?? 'Priya Raman',
    services: [
      {
        service: 'Translation Services',
        sub_services: [{ sub_service: 'Proofreading', unit_type: 'Words', unit_count: 1200 }],
      },
    ],
  });
  const [delivery] = await db
    .insert(deliveries)
    .values({
      batch_id: `B-${tag}`,
      general_delivery_id: `GD-${tag}`,
      client_id: options.clientId,
      entity_id: options.entityId,
      requester_name: options.requester ?? 'Priya Raman',
      user_name: 'Olivia Ops',
      requested_delivery: new Date(actual.getTime() - 5 * DAY),
      committed_delivery: committed,
      actual_delivery: actual,
      current_version: 1,
      feedback: 4,
    })
    .returning();
  await db.insert(deliveryAssignments).values({ delivery_id: delivery!.id, assignment_id: assignmentId });
  const [version] = await db
    .insert(deliveryVersions)
    .values({
      delivery_id: delivery!.id,
      version: 1,
      committed_delivery: committed,
      actual_delivery: actual,
      overall_feedback: 4,
      delivery_notes: [{ files: ['brief.docx'], notes: 'Final proofread copy.' }],
    })
    .returning();
  const [target] = await db
    .insert(deliveryFiles)
    .values({
      delivery_id: delivery!.id,
      version_id: version!.id,
      name: options.fileName ?? `report-${tag}.pptx`,
    })
    .returning();
  const store = async (fileId: number, formats: string[]) => {
    for (const format of formats) {
      const key = `deliveries/${delivery!.id}/${fileId}.${format}`;
      const bytes = Buffer.from(`${format} content of ${tag}`);
      await storage.put(key, bytes);
      await db.insert(fileObjects).values({ file_id: fileId, format, storage_key: key, size: bytes.length });
    }
  };
  await store(target!.id, options.formats ?? ['pptx', 'pdf']);
  const [source] = await db
    .insert(deliveryFiles)
    .values({ delivery_id: delivery!.id, version_id: null, name: 'brief.docx' })
    .returning();
  await store(source!.id, options.sourceFormats ?? []);
  await refreshDeliverySummaries(db, [delivery!.id]);
  await bumpListVersion(db);
  return { delivery: delivery!, assignmentId, tag };
}
