import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { RECIPIENT_MESSAGES } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { clients } from '@/db/client-schema.js';
import {
  deliveries,
  deliveryFiles,
  deliveryVersions,
  fileObjects,
  sharedLogs,
} from '@/db/delivery-schema.js';
import { recipientFeedback } from '@/db/recipient-schema.js';
import { notFound } from '@/lib/app-error.js';
import { assignmentNamesOf } from '../assignments/index.js';
import { approvalsBy, complaintsBy } from '../complaints/index.js';
import { openRequestsOf } from './colleague-requests.js';
import { downloadsByVersion, requireShare, shareInForce, sharedWith } from './recipient-access.js';

/** The deliveries shared with the address and still in force, newest share first. */
export async function listRecipientDeliveries(db: Db, email: string, now: Date) {
  const rows = await db
    .select({ share: sharedLogs, delivery: deliveries, client: clients.client_name })
    .from(sharedLogs)
    .innerJoin(deliveries, eq(deliveries.id, sharedLogs.delivery_id))
    .innerJoin(clients, eq(clients.id, deliveries.client_id))
    .where(and(sharedWith(email), shareInForce(now)))
    .orderBy(desc(sharedLogs.created_at), desc(sharedLogs.id));
  const seen = new Set<number>();
  const shared = rows.filter((r) => !seen.has(r.delivery.id) && seen.add(r.delivery.id));
  const names = await assignmentNamesOf(
    db,
    shared.map((r) => r.delivery.id),
  );
  return shared.map((r) => ({ ...r, assignmentNames: names.get(r.delivery.id) ?? [] }));
}

export type RecipientDeliveryRows = Awaited<ReturnType<typeof recipientDelivery>>;

/**
 * One shared delivery: its versions with notes, files (each format with its size) and this address's rating,
 * approval and complaints, and the requests for colleagues this address is waiting on.
 */
export async function recipientDelivery(db: Db, email: string, deliveryId: number, now: Date) {
  const share = await requireShare(db, email, deliveryId, now);
  const [row] = await db
    .select({ delivery: deliveries, client: clients.client_name })
    .from(deliveries)
    .innerJoin(clients, eq(clients.id, deliveries.client_id))
    .where(eq(deliveries.id, deliveryId));
  if (!row) throw notFound(RECIPIENT_MESSAGES.deliveryNotFound);
  const versions = await db
    .select()
    .from(deliveryVersions)
    .where(eq(deliveryVersions.delivery_id, deliveryId))
    .orderBy(desc(deliveryVersions.version));
  const versionIds = versions.map((v) => v.id);
  const [requests, names, downloads, approvals, complaints] = await Promise.all([
    openRequestsOf(db, email, deliveryId),
    assignmentNamesOf(db, [deliveryId]),
    downloadsByVersion(db, share.id),
    approvalsBy(db, email, versionIds),
    complaintsBy(db, email, versionIds),
  ]);
  const [files, objects, ratings] = versionIds.length
    ? await Promise.all([
        db
          .select()
          .from(deliveryFiles)
          .where(inArray(deliveryFiles.version_id, versionIds))
          .orderBy(asc(deliveryFiles.position), asc(deliveryFiles.id)),
        db
          .select({ file_id: fileObjects.file_id, format: fileObjects.format, size: fileObjects.size })
          .from(fileObjects)
          .innerJoin(deliveryFiles, eq(deliveryFiles.id, fileObjects.file_id))
          .where(inArray(deliveryFiles.version_id, versionIds))
          .orderBy(asc(fileObjects.id)),
        db
          .select()
          .from(recipientFeedback)
          .where(and(inArray(recipientFeedback.version_id, versionIds), eq(recipientFeedback.email, email))),
      ])
    : [[], [], []];
  const assignmentNames = names.get(deliveryId) ?? [];
  return {
    ...row,
    share,
    versions,
    files,
    objects,
    ratings,
    requests,
    assignmentNames,
    downloads,
    approvals,
    complaints,
  };
}

/** The version row of a shared delivery, or the recipient's 404. */
export async function requireVersion(db: Db, deliveryId: number, version: number) {
  const [row] = await db
    .select()
    .from(deliveryVersions)
    .where(and(eq(deliveryVersions.delivery_id, deliveryId), eq(deliveryVersions.version, version)));
  if (!row) throw notFound(RECIPIENT_MESSAGES.deliveryNotFound);
  return row;
}
