import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import { AppError } from '@/lib/app-error.js';
import { filesRemovedNotice, type FilesRemovedReason } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { clients } from '@/db/client-schema.js';
import { deliveries, deliveryFiles, fileObjects } from '@/db/delivery-schema.js';
import { qualified } from '@/db/qualified.js';

/**
 * When a delivery's files are due for removal: its client's period (or the default) after its last version,
 * or after its restore from the bin. Needs `clients` joined.
 */
export const dueAt = (defaultDays: number) =>
  sql<string>`(greatest(${deliveries.actual_delivery}, coalesce(${deliveries.retention_restarted_at}, ${deliveries.actual_delivery})) + make_interval(days => coalesce(${clients.retention_days}, ${defaultDays})::int))`;

/** Deliveries whose files are still in the store and that have any. */
export const filesKept = and(
  isNull(deliveries.files_removed_at),
  exists(
    sql`(select 1 from ${fileObjects} inner join ${deliveryFiles} on ${qualified(deliveryFiles.id)} = ${qualified(fileObjects.file_id)} where ${qualified(deliveryFiles.delivery_id)} = ${qualified(deliveries.id)})`,
  ),
);

export const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** Refuses a delivery row whose files are gone, with what HISTORY says (410 Gone). */
export function assertRowFilesKept(row: {
  files_removed_at: Date | null;
  files_removed_reason: FilesRemovedReason | null;
}) {
  if (row.files_removed_at) {
    throw new AppError(
      410,
      filesRemovedNotice(row.files_removed_at, row.files_removed_reason ?? 'retention'),
    );
  }
}

/** Refuses a download of a delivery whose files are gone, with what HISTORY says (410 Gone). */
export async function assertFilesKept(db: Db, deliveryId: number) {
  const [row] = await db
    .select({
      files_removed_at: deliveries.files_removed_at,
      files_removed_reason: deliveries.files_removed_reason,
    })
    .from(deliveries)
    .where(eq(deliveries.id, deliveryId));
  if (row) assertRowFilesKept(row);
}

/** The delivery's client joined, for `dueAt`. */
export const withClient = eq(clients.id, deliveries.client_id);
