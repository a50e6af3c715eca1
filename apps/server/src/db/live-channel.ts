import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './client.js';

/** The one channel every instance listens on (issue 24): what changed, for the browsers connected to it. */
export const LIVE_CHANNEL = 'ops_live';

export type LiveEvent =
  /** A delivery's access log or shares changed: its SHARING tab reads them again. */
  | { kind: 'delivery'; delivery_id: number }
  /** A notification for one staff account. */
  | { kind: 'notification'; user_id: number; id: number };

/**
 * Tells every instance. Inside a transaction PostgreSQL (and PGlite) hold the notice until the commit, so a
 * browser never reads again before the change is there, and hears nothing of a rollback.
 */
export async function publishLive(db: Db, event: LiveEvent) {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
}

/**
 * The notice of a change to a delivery (`{ kind: 'delivery', delivery_id }`) as an expression over `deliveryId`
 * (a column or a placeholder), for a statement that writes the change and tells of it in one round trip.
 */
export const deliveryNotice = (deliveryId: SQL | SQLWrapper) =>
  sql`pg_notify(${LIVE_CHANNEL}, json_build_object('kind', 'delivery', 'delivery_id', ${deliveryId})::text)`;
