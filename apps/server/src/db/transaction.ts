import type { Db } from './client.js';

/**
 * Runs `work` in one transaction, handing it the transaction as the `Db` every repository takes. Drizzle
 * types a transaction apart from its database only by methods the repositories never call on it, so this
 * is the one place that says so.
 */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((transaction) => work(transaction as unknown as Db));
