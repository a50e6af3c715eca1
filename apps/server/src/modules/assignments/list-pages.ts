import { count, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { deliveries } from '@/db/delivery-schema.js';

/**
 * How many deliveries each month of a list holds, by the UTC month of their delivery, as the presenter
 * groups cards ('YYYY-MM'): one grouped count over the list's own conditions, served by the date index.
 */
export async function countMonths(db: Db, where: SQL | undefined): Promise<Map<string, number>> {
  const month = sql<string>`to_char(${deliveries.actual_delivery} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db.select({ month, count: count() }).from(deliveries).where(where).groupBy(month);
  return new Map(rows.map((row) => [row.month, row.count]));
}
