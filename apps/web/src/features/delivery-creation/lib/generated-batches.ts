/**
 * The batch id the server generated for a set of assignments (New Delivery with no typed Batch ID), kept
 * in localStorage until that delivery is made. Uploads belong to their batch id, so after a reload the same
 * assignments must name the same batch again for their stored parts to be resumed.
 */
export const GENERATED_BATCHES_KEY = 'generated_batch_ids';
const MAX_AGE_MS = 7 * 24 * 3600 * 1000;
const MAX_ENTRIES = 20;

interface Entry {
  key: string;
  batchId: string;
  savedAt: number;
}

const keyOf = (assignmentIds: string[]) => [...assignmentIds].sort().join('\n');

function read(now: number): Entry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GENERATED_BATCHES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (e): e is Entry =>
        typeof e?.key === 'string' &&
        typeof e?.batchId === 'string' &&
        typeof e?.savedAt === 'number' &&
        now - e.savedAt < MAX_AGE_MS,
    );
  } catch {
    return [];
  }
}

function write(entries: Entry[]) {
  try {
    if (entries.length === 0) localStorage.removeItem(GENERATED_BATCHES_KEY);
    else localStorage.setItem(GENERATED_BATCHES_KEY, JSON.stringify(entries.slice(-MAX_ENTRIES)));
  } catch {
    // Blocked storage only loses resuming into the same generated batch after a reload.
  }
}

export function rememberedBatch(assignmentIds: string[], now = Date.now()): string {
  if (assignmentIds.length === 0) return '';
  const key = keyOf(assignmentIds);
  return read(now).find((e) => e.key === key)?.batchId ?? '';
}

export function rememberBatch(assignmentIds: string[], batchId: string, now = Date.now()) {
  if (assignmentIds.length === 0 || !batchId) return;
  const key = keyOf(assignmentIds);
  write([...read(now).filter((e) => e.key !== key), { key, batchId, savedAt: now }]);
}

/** Once delivered, the batch id is taken: the same assignments never name it again. */
export function forgetBatch(batchId: string, now = Date.now()) {
  write(read(now).filter((e) => e.batchId !== batchId));
}
