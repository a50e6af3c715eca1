import { desc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client.js';
import { quarantinedFiles } from '@/db/scan-schema.js';
import { users } from '@/db/schema.js';
import type { StorageDriver } from '@/storage/storage-driver.js';

/** The newest quarantined uploads with their uploader, for the operations admins' page. */
export async function listQuarantined(db: Db) {
  return db
    .select({
      file: quarantinedFiles,
      uploader: {
        id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        email: users.email,
      },
    })
    .from(quarantinedFiles)
    .leftJoin(users, eq(users.id, quarantinedFiles.uploaded_by))
    .orderBy(desc(quarantinedFiles.quarantined_at), desc(quarantinedFiles.id))
    .limit(500);
}

export type QuarantineListRow = Awaited<ReturnType<typeof listQuarantined>>[number];

/** Removes quarantined files past their 30 days: the bytes from the store, then the row. */
export async function purgeQuarantine(db: Db, storage: StorageDriver, now: Date, log: FastifyBaseLogger) {
  const due = await db
    .select({ id: quarantinedFiles.id, key: quarantinedFiles.storage_key })
    .from(quarantinedFiles)
    .where(lt(quarantinedFiles.purge_after, now))
    .limit(1000);
  for (const file of due) {
    if (file.key) await storage.delete(file.key);
    await db.delete(quarantinedFiles).where(eq(quarantinedFiles.id, file.id));
  }
  if (due.length) log.info({ purged: due.length }, 'quarantined files purged');
  return due.length;
}
