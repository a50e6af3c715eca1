import fs from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { wholeFileWrites } from './chunk-release.js';

const dir = await mkdtemp(path.join(os.tmpdir(), 'ops-chunk-release-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const writev = (
  writes: ReturnType<typeof wholeFileWrites>,
  fd: number,
  buffers: Buffer[],
  position: number,
) =>
  new Promise<number>((resolve, reject) =>
    writes.writev(fd, buffers, position, (error, written) => (error ? reject(error) : resolve(written))),
  );

/** Writes `buffers` at `position` of `file` through `writes`, the file opened for that write alone. */
async function writeAt(
  writes: ReturnType<typeof wholeFileWrites>,
  file: string,
  buffers: Buffer[],
  position: number,
) {
  const fd = fs.openSync(file, 'r+');
  try {
    return await writev(writes, fd, buffers, position);
  } finally {
    fs.closeSync(fd);
  }
}

it('goes on after a short write with the rest at the next offset, then frees the chunks', async () => {
  const file = path.join(dir, 'short.bin');
  await writeFile(file, Buffer.alloc(40, 0x2e));
  const real = fs.writev;
  let calls = 0;
  // The disk takes 5 bytes of the first write only (as a full or remote file system may), then the rest.
  vi.spyOn(fs, 'writev').mockImplementation(((fd, buffers, position, callback) => {
    const views = buffers as readonly NodeJS.ArrayBufferView[];
    if (calls++ > 0) return real(fd, views, position as number, callback as never);
    const first = views[0]!;
    return real(
      fd,
      [new Uint8Array(first.buffer, first.byteOffset, 5)],
      position as number,
      callback as never,
    );
  }) as typeof fs.writev);
  // Each a whole ArrayBuffer of its own, as node:http's body chunks are (Buffer.alloc never pools).
  const own = (text: string) => Buffer.alloc(text.length, text);
  const chunks = [own('abcdefghij'), own('KLMNOPQRST')];
  expect(await writeAt(wholeFileWrites({ freeChunks: true }), file, chunks, 10)).toBe(20);
  expect(calls).toBe(2);
  expect((await readFile(file)).toString()).toBe('..........abcdefghijKLMNOPQRST..........');
  expect(chunks.map((chunk) => chunk.length)).toEqual([0, 0]);
});

it('keeps the chunks when told not to free them, when they share a buffer, and when the write fails', async () => {
  const file = path.join(dir, 'kept.bin');
  await writeFile(file, Buffer.alloc(20));
  const kept = [Buffer.alloc(10, '0123456789')];
  expect(await writeAt(wholeFileWrites({ freeChunks: false }), file, kept, 0)).toBe(10);
  expect(kept[0]!.toString()).toBe('0123456789');

  // A slice of Node's shared pool is not a whole buffer: freeing it would take its neighbours' bytes too.
  const pooled = [Buffer.from('abcdefghij')];
  expect(await writeAt(wholeFileWrites({ freeChunks: true }), file, pooled, 10)).toBe(10);
  expect(pooled[0]!.toString()).toBe('abcdefghij');
  expect((await readFile(file)).toString()).toBe('0123456789abcdefghij');

  const failed = [Buffer.alloc(10, '0123456789')];
  const closed = fs.openSync(file, 'r+');
  fs.closeSync(closed);
  await expect(writev(wholeFileWrites({ freeChunks: true }), closed, failed, 0)).rejects.toMatchObject({
    code: 'EBADF',
  });
  expect(failed[0]!.toString()).toBe('0123456789');
});
