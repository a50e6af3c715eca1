import { eq } from 'drizzle-orm';
import { DELIVERY_MESSAGES } from '@ops/contracts';
import type { Db } from '../../db/client.js';
import { deliveries } from '../../db/delivery-schema.js';
import { notFound } from '../../lib/app-error.js';

export type DeliveryRow = typeof deliveries.$inferSelect;

/** A delivery named by its id or, failing that, its batch id (the update calls accept either). */
export async function findDelivery(db: Db, ref: string | number): Promise<DeliveryRow | undefined> {
  const text = String(ref).trim();
  if (/^\d{1,9}$/.test(text)) {
    const [byId] = await db
      .select()
      .from(deliveries)
      .where(eq(deliveries.id, Number(text)));
    if (byId) return byId;
  }
  const [byBatch] = await db.select().from(deliveries).where(eq(deliveries.batch_id, text));
  return byBatch;
}

export async function requireDelivery(db: Db, ref: string | number): Promise<DeliveryRow> {
  const found = await findDelivery(db, ref);
  if (!found) throw notFound(DELIVERY_MESSAGES.deliveryNotFound);
  return found;
}
