import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { complaints } from '@/db/recipient-schema.js';

/**
 * The complaints not resolved yet of each of these deliveries (the cards' badge, decision 0040), by
 * delivery id: one grouped count over the cards of a page, served by the partial index of unresolved ones.
 */
export async function openComplaintCounts(db: Db, deliveryIds: number[]) {
  if (deliveryIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ delivery_id: complaints.delivery_id, n: sql<number>`count(*)::int` })
    .from(complaints)
    .where(and(inArray(complaints.delivery_id, deliveryIds), ne(complaints.status, 'resolved')))
    .groupBy(complaints.delivery_id);
  return new Map(rows.map((r) => [r.delivery_id, r.n]));
}
