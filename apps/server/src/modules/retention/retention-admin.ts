import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { clients } from '@/db/client-schema.js';
import { deliveries } from '@/db/delivery-schema.js';
import { recycleBin } from '@/db/retention-schema.js';

const clientColumns = {
  id: clients.id,
  client_name: clients.client_name,
  client_code: clients.client_code,
  retention_days: clients.retention_days,
};

export const listRetentionClients = (db: Db) =>
  db.select(clientColumns).from(clients).orderBy(asc(clients.client_name), asc(clients.id));

/** Sets the client's period (null: the default); the row as it was before, and after, or undefined. */
export async function setRetentionDays(db: Db, clientId: number, days: number | null) {
  const [before] = await db.select(clientColumns).from(clients).where(eq(clients.id, clientId));
  if (!before) return undefined;
  const [after] = await db
    .update(clients)
    .set({ retention_days: days })
    .where(eq(clients.id, clientId))
    .returning(clientColumns);
  return { before, after: after! };
}

export const listRecycleBin = (db: Db) =>
  db
    .select({
      delivery_id: recycleBin.delivery_id,
      batch_id: deliveries.batch_id,
      client_code: clients.client_code,
      reason: recycleBin.reason,
      removed_at: recycleBin.removed_at,
      purge_after: recycleBin.purge_after,
      file_count: recycleBin.file_count,
      total_size: recycleBin.total_size,
    })
    .from(recycleBin)
    .innerJoin(deliveries, eq(deliveries.id, recycleBin.delivery_id))
    .innerJoin(clients, eq(clients.id, deliveries.client_id))
    .orderBy(asc(recycleBin.purge_after), asc(recycleBin.delivery_id));

export type RecycleBinRow = Awaited<ReturnType<typeof listRecycleBin>>[number];

export async function findDelivery(db: Db, id: number) {
  const [row] = await db
    .select({
      id: deliveries.id,
      client_id: deliveries.client_id,
      batch_id: deliveries.batch_id,
      removed: deliveries.files_removed_at,
    })
    .from(deliveries)
    .where(eq(deliveries.id, id));
  return row;
}
