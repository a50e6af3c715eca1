import { describe, expect, it } from 'vitest';
import {
  MAX_CHUNK_BYTES,
  MAX_PARTS,
  MIN_CHUNK_BYTES,
  chunkBytes,
  chunkSizeField,
  partCount,
  partRange,
  planPartSize,
} from './part-plan.js';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
const TiB = 1024 * GiB;

/** Walks every part of the plan: S3's bounds hold and the parts cover the file end to end, no gap, no overlap. */
function checkPlan(fileSize: number) {
  const chunk = planPartSize(fileSize)!;
  const count = partCount(fileSize, chunk);
  expect(count).toBeLessThanOrEqual(MAX_PARTS);
  let covered = 0;
  for (let n = 1; n <= count; n++) {
    const [start, end] = partRange(n, chunk, fileSize);
    expect(start).toBe(covered);
    expect(end - start).toBeLessThanOrEqual(5 * GiB);
    if (n < count) expect(end - start).toBeGreaterThanOrEqual(5 * MiB);
    expect(end - start).toBeGreaterThan(0);
    covered = end;
  }
  expect(covered).toBe(fileSize);
  // What the engine sends is what the server reads back as the same part size.
  expect(chunkBytes(chunkSizeField(chunk))).toBe(chunk);
  return { chunk, count };
}

describe('part plan', () => {
  it('keeps the spec 10 MiB parts while they fit: 1 GiB is 103 parts', () => {
    expect(checkPlan(GiB)).toEqual({ chunk: 10 * MiB, count: 103 });
    expect(chunkSizeField(10 * MiB)).toBe(10);
  });

  it('grows the part so 100 GiB stays within 10,000 parts', () => {
    expect(checkPlan(100 * GiB)).toEqual({ chunk: 11 * MiB, count: 9310 });
  });

  it('plans 5 TiB in parts of 525 MiB', () => {
    expect(checkPlan(5 * TiB)).toEqual({ chunk: 525 * MiB, count: 9987 });
  });

  it('covers odd sizes and a file just past the 10 MiB plan exactly', () => {
    for (const size of [
      1,
      5 * MiB - 1,
      10 * MiB + 1,
      10_000 * 10 * MiB,
      10_000 * 10 * MiB + 1,
      7 * GiB + 12345,
    ])
      checkPlan(size);
  });

  it('has no plan past 10,000 parts of 5 GiB', () => {
    expect(planPartSize(MAX_PARTS * MAX_CHUNK_BYTES)).toBe(MAX_CHUNK_BYTES);
    expect(planPartSize(MAX_PARTS * MAX_CHUNK_BYTES + 1)).toBeNull();
  });

  it('reads chunk_size as MB below 1024 (the spec 10 and the older 5), else bytes, within S3 bounds', () => {
    expect(chunkBytes(10)).toBe(10 * MiB);
    expect(chunkBytes(5)).toBe(MIN_CHUNK_BYTES);
    expect(chunkBytes(4)).toBeNull();
    expect(chunkBytes(2 * GiB)).toBe(2 * GiB);
    expect(chunkBytes(5 * GiB + 1)).toBeNull();
    expect(chunkSizeField(2 * GiB)).toBe(2 * GiB);
  });
});
