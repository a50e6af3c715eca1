import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { RECIPIENT_MESSAGES } from '@ops/contracts';
import type { Db } from '../../db/client.js';
import { clients } from '../../db/client-schema.js';
import {
  deliveries,
  deliveryFiles,
  deliveryVersions,
  fileObjects,
  recipientFeedback,
  sharedLogs,
} from '../../db/delivery-schema.js';
import { notFound } from '../../lib/app-error.js';
import { openRequestsOf } from './colleague-requests.js';
import { requireShare, shareInForce, sharedWith } from './recipient-access.js';

type ShareRow = typeof sharedLogs.$inferSelect;

const summary = (
  d: { id: number; batch_id: string; current_version: number },
  client: string,
  share: ShareRow,
) => ({
  id: d.id,
  batch_id: d.batch_id,
  client,
  current_version: d.current_version,
  shared_by: share.shared_by,
  shared_at: share.created_at.toISOString(),
  expires_at: share.expires_at?.toISOString() ?? null,
});

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
  return rows
    .filter((r) => !seen.has(r.delivery.id) && seen.add(r.delivery.id))
    .map((r) => summary(r.delivery, r.client, r.share));
}

/**
 * One shared delivery: its versions with notes, files (each format with its size) and this address's rating,
 * and the requests for colleagues this address is waiting on.
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
  const requests = await openRequestsOf(db, email, deliveryId);
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
  return {
    ...summary(row.delivery, row.client, share),
    versions: versions.map((v) => {
      const rating = ratings.find((r) => r.version_id === v.id);
      return {
        version: v.version,
        delivered_at: v.actual_delivery?.toISOString() ?? null,
        notes: v.delivery_notes,
        files: files
          .filter((f) => f.version_id === v.id)
          .map((f) => ({
            id: f.id,
            name: f.name,
            formats: objects
              .filter((o) => o.file_id === f.id)
              .map((o) => ({ format: o.format, size: o.size })),
          })),
        rating: rating?.rating ?? null,
        comment: rating?.comment ?? '',
      };
    }),
    requests,
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
