import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { fileUploadParts, fileUploads } from '@/db/delivery-schema.js';
import type { StorageDriver } from '@/storage/storage-driver.js';

const DAY = 24 * 3_600_000;
const BATCH = 100;
const MAX_ROUNDS = 100;

/**
 * Aborts pending uploads older than `days`: their bytes leave the store, their parts the database, their
 * status becomes 'aborted'. Only 'pending' rows are touched. Each batch is claimed by one UPDATE ...
 * RETURNING over rows locked with SKIP LOCKED, so several instances running it at once never share a row.
 */
export async function abortStaleUploads(db: Db, storage: StorageDriver, now: Date, days: number) {
  const cutoff = new Date(now.getTime() - days * DAY);
  const failures: unknown[] = [];
  let aborted = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const stale = db
      .select({ id: fileUploads.id })
      .from(fileUploads)
      .where(and(eq(fileUploads.status, 'pending'), lt(fileUploads.created_at, cutoff)))
      .orderBy(asc(fileUploads.created_at))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(fileUploads)
      .set({ status: 'aborted' })
      .where(and(inArray(fileUploads.id, stale), eq(fileUploads.status, 'pending')))
      .returning({ id: fileUploads.id, key: fileUploads.storage_key, storeId: fileUploads.store_upload_id });
    for (const upload of claimed) {
      try {
        await storage.multipart.abort(upload.key, upload.storeId);
      } catch (error) {
        failures.push(error);
      }
      await db.delete(fileUploadParts).where(eq(fileUploadParts.upload_id, upload.id));
    }
    aborted += claimed.length;
    if (claimed.length < BATCH) break;
  }
  if (failures.length) {
    throw new AggregateError(
      failures,
      `${failures.length} stale uploads could not be removed from the store`,
    );
  }
  return aborted;
}
