import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';

/** Marks the assignment lists as changed; whatever writes what a card or count shows calls it after writing. */
export async function bumpListVersion(db: Db) {
  await db.execute(sql`select nextval('delivery_list_version')`);
}

async function readListVersion(db: Db): Promise<string> {
  const result = (await db.execute(
    sql`select last_value::text as version from delivery_list_version`,
  )) as unknown as { rows: { version: string }[] };
  return result.rows[0]?.version ?? '0';
}

export type Remember = <T>(key: string, compute: () => Promise<T>) => Promise<T>;

/**
 * What the lists compute (a month of cards, the archive count) is kept per list version and time bucket.
 * Each request reads the shared version once (`snapshot`); a change through any instance moves it, so all
 * see it at once, and the bucket keeps the sliding live/recent windows at most `bucketSeconds` behind.
 */
export function createListCache(db: Db, bucketSeconds: number, maxEntries = 500) {
  // Promises, not values: the many requests that miss at once (a new bucket under load) share one computation.
  const entries = new Map<string, Promise<unknown>>();
  return async function snapshot(now: Date): Promise<Remember> {
    if (bucketSeconds <= 0) return (_key, compute) => compute();
    const prefix = `${await readListVersion(db)}|${Math.floor(now.getTime() / (bucketSeconds * 1000))}`;
    return <T>(key: string, compute: () => Promise<T>) => {
      const fullKey = `${prefix}|${key}`;
      const kept = entries.get(fullKey);
      if (kept) return kept as Promise<T>;
      if (entries.size >= maxEntries) entries.clear();
      const value = compute();
      entries.set(fullKey, value);
      // A computation that failed is not kept: the next request tries again.
      value.catch(() => entries.get(fullKey) === value && entries.delete(fullKey));
      return value;
    };
  };
}
