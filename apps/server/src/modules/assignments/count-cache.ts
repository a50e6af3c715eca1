/**
 * Remembers counts for a short while. 'See Archived (count)' counts nearly the whole table on every list
 * call; a count a few seconds old is as good to a reader and spares the database that scan each time.
 */
export function createCountCache(ttlMs: number, maxEntries = 1000) {
  const entries = new Map<string, { value: number; expires: number }>();
  return async (key: string, now: number, compute: () => Promise<number>): Promise<number> => {
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = await compute();
    if (ttlMs > 0) {
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { value, expires: now + ttlMs });
    }
    return value;
  };
}
