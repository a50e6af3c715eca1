import { asc, eq } from 'drizzle-orm';
import { ASSIGNMENT_TEXTS, MESSAGES } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { comments, deliveries } from '@/db/delivery-schema.js';
import { conflict, notFound } from '@/lib/app-error.js';
import type { Config } from '@/config.js';
import type { Clock } from '@/lib/clock.js';
import { isLive } from './list-deliveries.js';

export async function assertDeliveryExists(db: Db, id: number) {
  if ((await db.$count(deliveries, eq(deliveries.id, id))) === 0) throw notFound(MESSAGES.notFound);
}

/**
 * Comments, downloads and sync are for live deliveries only (part 1 section 6): a delivery delivered before
 * the archive cutoff refuses them, whatever the browser shows.
 */
export async function assertLiveDelivery(
  db: Db,
  id: number,
  { clock, config }: { clock: Clock; config: Pick<Config, 'ARCHIVE_AFTER_DAYS'> },
) {
  const [row] = await db
    .select({ actual: deliveries.actual_delivery })
    .from(deliveries)
    .where(eq(deliveries.id, id));
  if (!row) throw notFound(MESSAGES.notFound);
  if (!isLive(row.actual, { now: clock.now(), archiveAfterDays: config.ARCHIVE_AFTER_DAYS }))
    throw conflict(ASSIGNMENT_TEXTS.archivedReadOnly);
}

/** A delivery's comments, oldest first. */
export const listComments = (db: Db, deliveryId: number) =>
  db
    .select()
    .from(comments)
    .where(eq(comments.delivery_id, deliveryId))
    .orderBy(asc(comments.created_at), asc(comments.id));
