import { crc32 } from 'node:zlib';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
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
  // A body that is not a node:http request keeps its chunks: they may be the caller's.
  expect(chunks.map((chunk) => chunk.length)).toEqual([65536, 65536, 65536]);
});

it("writes a real request's part at its offset and frees each of its chunks once written", async () => {
  const store = createLocalMultipart((key) => path.join(dir, key));
  const size = 3 * 1024 * 1024 + 12345;
  await store.begin('socket.bin', 100 + size + 100);
  const part = Buffer.alloc(size);
  for (let i = 0; i < size; i++) part[i] = (i * 7 + (i >> 11)) & 0xff;
  const seen: Buffer[] = [];
  const server = http.createServer((request, response) => {
    // Seen only to look at afterwards (in the server nothing but the writer keeps a chunk); paused, so the
    // body flows only once the writer pipes it.
    request.pause();
    request.on('data', (chunk: Buffer) => seen.push(chunk));
    store.writePart('socket.bin', 100, request as Readable, size).then(
      (written) => response.end(JSON.stringify(written)),
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as { port: number };
    const answer = await fetch(`http://127.0.0.1:${port}/`, { method: 'PUT', body: part });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      etag: `"${crc32(part).toString(16).padStart(8, '0')}"`,
      size,
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  const file = await readFile(path.join(dir, 'socket.bin'));
  expect(file.subarray(0, 100)).toEqual(Buffer.alloc(100));
  expect(file.subarray(100, 100 + size).equals(part)).toBe(true);
  expect(file.subarray(100 + size)).toEqual(Buffer.alloc(100));
  // Each chunk's memory went back once the write took it (a freed buffer reads as empty).
  expect(seen.length).toBeGreaterThan(10);
  expect(seen.filter((chunk) => chunk.length > 0)).toEqual([]);
});
