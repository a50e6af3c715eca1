import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Marks the assignment lists as changed; whatever writes what a card shows calls it after writing. */
export async function bumpListVersion(db: Db) {
  await db.execute(sql`select nextval('delivery_list_version')`);
}

async function readListVersion(db: Db): Promise<string> {
  const result = (await db.execute(
    sql`select last_value::text as version from delivery_list_version`,
  )) as unknown as {
    rows: { version: string }[];
  };
  return result.rows[0]?.version ?? '0';
}

/**
 * A month (or the recent view) of cards is computed once per list version and time bucket, then served
 * from memory: every server checks the shared version (one sequence read) before answering, so a change
 * on any instance is seen at once, and the bucket keeps the sliding live/recent window at most
 * `bucketSeconds` behind. Searches are not cached.
 */
export function createListCache<T>(db: Db, bucketSeconds: number, maxEntries = 200) {
  const entries = new Map<string, T>();
  return async (key: string, now: Date, compute: () => Promise<T>): Promise<T> => {
    if (bucketSeconds <= 0) return compute();
    const bucket = Math.floor(now.getTime() / (bucketSeconds * 1000));
    const fullKey = `${await readListVersion(db)}|${bucket}|${key}`;
    const hit = entries.get(fullKey);
    if (hit !== undefined) return hit;
    const value = await compute();
    if (entries.size >= maxEntries) entries.clear();
    entries.set(fullKey, value);
    return value;
  };
}
