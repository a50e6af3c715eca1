import { crc32 } from 'node:zlib';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { createLocalMultipart } from './local-multipart.js';

const dir = await mkdtemp(path.join(os.tmpdir(), 'ops-multipart-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

it('reads no further while a hold lasts, then writes the whole part at its offset', async () => {
  const store = createLocalMultipart((key) => path.join(dir, key));
  await store.begin('held.bin', 8 + 3 * 65536);
  const chunks = [0x11, 0x22, 0x33].map((byte) => Buffer.alloc(65536, byte));
  const body = new PassThrough({ highWaterMark: 65536 });
  let release = () => {};
  let holds = 0;
  const hold = () => {
    if (holds++ > 0) return undefined;
    return new Promise<void>((resolve) => (release = resolve));
  };
  const writing = store.writePart('held.bin', 8, body, 3 * 65536, hold);
  for (const chunk of chunks) body.write(chunk);
  body.end();
  await new Promise((resolve) => setTimeout(resolve, 50));
  // The first chunk was taken; the rest waits in the body until the hold ends.
  expect(holds).toBe(1);
  expect(body.readableLength + body.writableLength).toBe(2 * 65536);
  release();
  const written = await writing;
  expect(body.readableLength + body.writableLength).toBe(0);
  const expected = Buffer.concat(chunks);
  expect(written).toEqual({
    etag: `"${crc32(expected).toString(16).padStart(8, '0')}"`,
    size: expected.length,
  });
  const file = await readFile(path.join(dir, 'held.bin'));
  expect(file.subarray(0, 8)).toEqual(Buffer.alloc(8));
  expect(file.subarray(8)).toEqual(expected);
});
