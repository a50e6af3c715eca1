import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { RECYCLE_BIN_DAYS, purgeAfter, type FilesRemovedReason } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { deliveries, deliveryFiles, fileObjects } from '@/db/delivery-schema.js';
import { recycleBin } from '@/db/retention-schema.js';
import { inTransaction } from '@/db/transaction.js';
import type { Services } from '@/services.js';
import type { StorageDriver } from '@/storage/storage-driver.js';

/** Where a removed object waits: the same key under the bin's prefix, in the same store. */
const binKey = (key: string) => `recycle/${key}`;

type Deps = Pick<Services, 'db' | 'storage' | 'clock'>;

/**
 * The delivery's stored objects; `shared` marks a key another delivery also names (the demo's sample
 * files), whose bytes are copied to the bin and never moved or deleted.
 */
async function objectsOf(db: Db, deliveryId: number) {
  const rows = await db
    .select({ key: fileObjects.storage_key, size: fileObjects.size })
    .from(fileObjects)
    .innerJoin(deliveryFiles, eq(deliveryFiles.id, fileObjects.file_id))
    .where(eq(deliveryFiles.delivery_id, deliveryId));
  const keys = [...new Set(rows.map((r) => r.key))];
  const elsewhere = keys.length
    ? await db
        .selectDistinct({ key: fileObjects.storage_key })
        .from(fileObjects)
        .innerJoin(deliveryFiles, eq(deliveryFiles.id, fileObjects.file_id))
        .where(and(inArray(fileObjects.storage_key, keys), ne(deliveryFiles.delivery_id, deliveryId)))
    : [];
  const shared = new Set(elsewhere.map((r) => r.key));
  return keys.map((key) => ({
    key,
    size: rows.find((r) => r.key === key)!.size,
    shared: shared.has(key),
  }));
}

/** Copies `from` to `to`, then drops `from` unless it is kept; a missing source is skipped. */
async function moveObject(storage: StorageDriver, from: string, to: string, keepSource: boolean) {
  const object = await storage.get(from);
  if (!object) return;
  await storage.put(to, object.stream);
  if (!keepSource) await storage.delete(from);
}

/**
 * Marks the delivery's files removed and moves its stored objects into the bin, where they wait
 * RECYCLE_BIN_DAYS. The conditional UPDATE decides: of two callers at once (two instances' jobs, a job and
 * an OA) one removes, the other gets null.
 */
export async function removeDeliveryFiles(
  { db, storage, clock }: Deps,
  deliveryId: number,
  reason: FilesRemovedReason,
  actorId: number | null,
) {
  const now = clock.now();
  const claimed = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(deliveries)
      .set({ files_removed_at: now, files_removed_reason: reason })
      .where(and(eq(deliveries.id, deliveryId), isNull(deliveries.files_removed_at)))
      .returning({ id: deliveries.id, batch_id: deliveries.batch_id, client_id: deliveries.client_id });
    if (!row) return null;
    const objects = await objectsOf(tx, deliveryId);
    await tx.insert(recycleBin).values({
      delivery_id: deliveryId,
      reason,
      removed_at: now,
      purge_after: purgeAfter(now, RECYCLE_BIN_DAYS),
      removed_by: actorId,
      file_count: objects.length,
      total_size: objects.reduce((sum, o) => sum + o.size, 0),
      objects: objects.map(({ key, shared }) => ({ key, shared })),
    });
    return { ...row, objects };
  });
  if (!claimed) return null;
  // Downloads are refused from the UPDATE on; the bytes follow. A move cut short leaves bytes at their old
  // key, which a restore leaves in place and a purge deletes.
  for (const object of claimed.objects)
    await moveObject(storage, object.key, binKey(object.key), object.shared);
  return {
    id: claimed.id,
    batch_id: claimed.batch_id,
    client_id: claimed.client_id,
    files: claimed.objects.length,
  };
}

/** Takes the delivery's row out of the bin (one caller wins), or undefined when it is not there. */
async function takeFromBin(db: Db, deliveryId: number) {
  const [row] = await db.delete(recycleBin).where(eq(recycleBin.delivery_id, deliveryId)).returning();
  return row;
}

/** Puts the files back; the period counts again from now and a new warning will go out. */
export async function restoreDeliveryFiles({ db, storage, clock }: Deps, deliveryId: number) {
  const row = await takeFromBin(db, deliveryId);
  if (!row) return null;
  try {
    for (const object of row.objects) {
      if (!(await storage.exists(binKey(object.key)))) continue;
      if (object.shared && (await storage.exists(object.key))) await storage.delete(binKey(object.key));
      else await moveObject(storage, binKey(object.key), object.key, false);
    }
  } catch (error) {
    // The store failed part way: the row goes back, so the bin still lists what it holds.
    await db.insert(recycleBin).values(row).onConflictDoNothing();
    throw error;
  }
  const [delivery] = await db
    .update(deliveries)
    .set({
      files_removed_at: null,
      files_removed_reason: null,
      retention_restarted_at: clock.now(),
      retention_warned_at: null,
    })
    .where(eq(deliveries.id, deliveryId))
    .returning({ id: deliveries.id, batch_id: deliveries.batch_id, client_id: deliveries.client_id });
  return delivery ?? null;
}

/** Deletes the files in the bin for good; the delivery stays listed with its files marked removed. */
export async function purgeDeliveryFiles({ db, storage }: Deps, deliveryId: number) {
  const row = await takeFromBin(db, deliveryId);
  if (!row) return null;
  for (const object of row.objects) {
    await storage.delete(binKey(object.key));
    if (!object.shared) await storage.delete(object.key);
  }
  const [delivery] = await db
    .select({ id: deliveries.id, batch_id: deliveries.batch_id, client_id: deliveries.client_id })
    .from(deliveries)
    .where(eq(deliveries.id, deliveryId));
  return { ...delivery!, reason: row.reason };
}
