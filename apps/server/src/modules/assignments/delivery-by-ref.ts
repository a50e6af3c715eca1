import { eq, or, type SQL } from 'drizzle-orm';
import { DELIVERY_MESSAGES } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { deliveries } from '@/db/delivery-schema.js';
import { notFound } from '@/lib/app-error.js';

export type DeliveryRow = typeof deliveries.$inferSelect;

/**
 * How the update calls name a delivery: by its id or, failing that, its batch id. `where` finds both in one
 * statement; `pick` takes the delivery of that id when both exist.
 */
export function deliveryRef(ref: string | number) {
  const text = String(ref).trim();
  const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
  const where: SQL | undefined =
    id === null ? eq(deliveries.batch_id, text) : or(eq(deliveries.id, id), eq(deliveries.batch_id, text));
  const pick = <T>(rows: T[], idOf: (row: T) => number): T | undefined =>
    rows.find((row) => idOf(row) === id) ?? rows[0];
  // The same two values for a prepared statement of one shape (`id = $id or batch_id = $batch`).
  const values = { id, batch: text };
  return { where, pick, values };
}

/** A delivery named by its id or, failing that, its batch id (the update calls accept either). */
export async function findDelivery(db: Db, ref: string | number): Promise<DeliveryRow | undefined> {
  const { where, pick } = deliveryRef(ref);
  return pick(await db.select().from(deliveries).where(where), (row) => row.id);
}

export async function requireDelivery(db: Db, ref: string | number): Promise<DeliveryRow> {
  const found = await findDelivery(db, ref);
  if (!found) throw notFound(DELIVERY_MESSAGES.deliveryNotFound);
  return found;
}
