// The one rule for how a file is cut into parts, shared by the web engine (which asks for a part size) and the
// server's get-url calls (which accept it and count the URLs). S3's multipart limits bound it: at most 10,000
// parts, each at least 5 MiB but the last, at most 5 GiB.
const MiB = 1024 * 1024;

/** Chunk size in the store's initial state (10 MB), sent as a number of MB: the base part size. */
export const DEFAULT_CHUNK_MB = 10;
export const MIN_CHUNK_BYTES = 5 * MiB;
export const MAX_CHUNK_BYTES = 5 * 1024 * MiB;
export const MAX_PARTS = 10_000;

export const partCount = (fileSize: number, chunk: number) => Math.max(1, Math.ceil(fileSize / chunk));

/**
 * chunk_size arrives as MB (10, or 5 from the older upload) or, from other clients, as bytes: values below
 * 1024 are MB. Returns bytes, or null when outside the bounds.
 */
export function chunkBytes(chunkSize: number): number | null {
  const bytes = chunkSize < 1024 ? Math.round(chunkSize * MiB) : Math.round(chunkSize);
  return bytes >= MIN_CHUNK_BYTES && bytes <= MAX_CHUNK_BYTES ? bytes : null;
}

/**
 * The part size for a file: the base 10 MiB while the file fits in 10,000 such parts, else the smallest whole
 * number of MiB that does (11 MiB at 100 GiB, 525 MiB at 5 TiB). Null past 10,000 parts of 5 GiB (~48.8 TiB).
 */
export function planPartSize(fileSize: number): number | null {
  const needed = Math.ceil(fileSize / MAX_PARTS / MiB) * MiB;
  const size = Math.max(DEFAULT_CHUNK_MB * MiB, needed);
  return size <= MAX_CHUNK_BYTES ? size : null;
}

/** The get-url chunk_size field for a part size: MB as the spec sends it (10), bytes from 1 GiB up. */
export const chunkSizeField = (partBytes: number) =>
  partBytes % MiB === 0 && partBytes / MiB < 1024 ? partBytes / MiB : partBytes;

/** The byte range [start, end) of part n (1-based); every part is `chunk` long but the last. */
export function partRange(n: number, chunk: number, fileSize: number): [number, number] {
  const start = (n - 1) * chunk;
  return [start, Math.min(fileSize, start + chunk)];
}
