import { eq } from 'drizzle-orm';
import { SYNC_MESSAGES } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { deliveries } from '@/db/delivery-schema.js';
import { badRequest, notFound } from '@/lib/app-error.js';
import { refreshDeliverySummaries } from './delivery-summary.js';
import { bumpListVersion } from './list-cache.js';
import { readTracker, type TrackerRow, type TrackerSettings } from './tracker-sheet.js';

function parseDate(value: string | undefined, column: string, row: number) {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest(SYNC_MESSAGES.badValue(column, row));
  return date;
}

function changesOf(row: TrackerRow, rowNumber: number) {
  const feedback = row.feedback === undefined ? undefined : Number(row.feedback);
  if (feedback !== undefined && !(Number.isInteger(feedback) && feedback >= 1 && feedback <= 5)) {
    throw badRequest(SYNC_MESSAGES.badValue('feedback', rowNumber));
  }
  const changes = {
    requester_name: row.requester_name,
    invoice_code: row.invoice_code,
    requested_delivery: parseDate(row.requested_delivery, 'requested_delivery', rowNumber),
    committed_delivery: parseDate(row.committed_delivery, 'committed_delivery', rowNumber),
    actual_delivery: parseDate(row.actual_delivery, 'actual_delivery', rowNumber),
    feedback,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
}

/** Reads the delivery's row from the tracking sheet and saves its columns onto the delivery. */
export async function syncDelivery(db: Db, deliveryId: number, tracker: TrackerSettings) {
  const [delivery] = await db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
  if (!delivery) throw notFound(SYNC_MESSAGES.rowMissing);
  const rows = await readTracker(tracker);
  const index = rows.findIndex((r) => r.batch_id?.toLowerCase() === delivery.batch_id.toLowerCase());
  if (index < 0) throw notFound(SYNC_MESSAGES.rowMissing);
  const changes = changesOf(rows[index]!, index + 2);
  if (Object.keys(changes).length > 0) {
    await db.update(deliveries).set(changes).where(eq(deliveries.id, deliveryId));
    // The requester is part of the delivery's search text.
    await refreshDeliverySummaries(db, [deliveryId]);
    await bumpListVersion(db);
  }
}
