import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { deliveryAssignments, workspaceAssignments } from '@/db/delivery-schema.js';

/**
 * Ids per statement, read one statement after another. A whole month asked without a page holds thousands
 * of cards, and PostgreSQL plans a long list of ids otherwise: at 1M deliveries it left the primary keys
 * from about 2,000 ids (a bitmap scan, then at 3,000 a sequential scan of delivery_assignments), and at
 * 5,000 it looked each assignment up through the trigram index of their ids (pg_trgm answers equality too),
 * 30 ms a lookup: 49 s for a month of 8,500 cards (decision 0025). Up to 1,000 ids it kept to the primary
 * keys, 2–5 ms a read; 500 leaves a margin.
 */
const IDS_PER_READ = 500;

/**
 * The assignment names of the given deliveries (those of a page of cards, or of the recipients' list), in the
 * assignments' id order as the detail lists them: one join per read, by the primary key of
 * delivery_assignments, so a page costs its own rows whatever the table's size (decision 0033).
 */
export async function assignmentNamesOf(
  db: Db,
  deliveryIds: readonly number[],
): Promise<Map<number, string[]>> {
  const ids = [...new Set(deliveryIds)];
  const found = [];
  for (let i = 0; i < ids.length; i += IDS_PER_READ) {
    const chunk = ids.slice(i, i + IDS_PER_READ);
    found.push(
      ...(await db
        .select({ delivery_id: deliveryAssignments.delivery_id, name: workspaceAssignments.name })
        .from(deliveryAssignments)
        .innerJoin(workspaceAssignments, eq(workspaceAssignments.id, deliveryAssignments.assignment_id))
        .where(inArray(deliveryAssignments.delivery_id, chunk))
        .orderBy(asc(deliveryAssignments.delivery_id), asc(workspaceAssignments.id))),
    );
  }
  const names = new Map<number, string[]>();
  for (const row of found) {
    const list = names.get(row.delivery_id);
    if (list) list.push(row.name);
    else names.set(row.delivery_id, [row.name]);
  }
  return names;
}
