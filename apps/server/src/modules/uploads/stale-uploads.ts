import { and, asc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { fileUploadParts, fileUploads } from '@/db/delivery-schema.js';
import type { StorageDriver } from '@/storage/storage-driver.js';

const DAY = 24 * 3_600_000;
const BATCH = 100;
const MAX_ROUNDS = 100;

interface ClaimedUpload {
  id: string;
  key: string;
  storeId: string | null;
}

/**
 * Aborts the uploads in `status` that `where` selects: each one's bytes leave the store (`removeBytes`), its
 * parts the database, its status becomes 'aborted'. Each batch is claimed by one UPDATE ... RETURNING over
 * rows locked with SKIP LOCKED, so several instances running it at once never share a row. `what` names
 * them in the error that lists the store's failures. Answers how many were aborted.
 */
export async function abortUploadsWhere(
  db: Db,
  options: {
    status: 'pending' | 'completed';
    where: SQL | undefined;
    removeBytes: (upload: ClaimedUpload) => Promise<unknown>;
    what: string;
  },
) {
  const failures: unknown[] = [];
  let aborted = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const batch = db
      .select({ id: fileUploads.id })
      .from(fileUploads)
      .where(and(eq(fileUploads.status, options.status), options.where))
      .orderBy(asc(fileUploads.created_at))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(fileUploads)
      .set({ status: 'aborted' })
      .where(and(inArray(fileUploads.id, batch), eq(fileUploads.status, options.status)))
      .returning({ id: fileUploads.id, key: fileUploads.storage_key, storeId: fileUploads.store_upload_id });
    for (const upload of claimed) {
      try {
        await options.removeBytes(upload);
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
      `${failures.length} ${options.what} could not be removed from the store`,
    );
  }
  return aborted;
}

/** Aborts pending uploads older than `days`; only 'pending' rows are touched. */
export const abortStaleUploads = (db: Db, storage: StorageDriver, now: Date, days: number) =>
  abortUploadsWhere(db, {
    status: 'pending',
    where: lt(fileUploads.created_at, new Date(now.getTime() - days * DAY)),
    removeBytes: (upload) => storage.multipart.abort(upload.key, upload.storeId),
    what: 'stale uploads',
  });
