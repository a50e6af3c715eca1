import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, statfs, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { API, CLIENT_MESSAGES, DELIVERY_MESSAGES, MESSAGES, SYSTEM_PATHS } from '@ops/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/client-schema.js';
import { openPglite } from '../db/client.js';
import { fileUploads } from '../db/delivery-schema.js';
import { apiClient, type ApiClient } from '../test/api-client.js';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { buildSignedInUser } from '../test/factories.js';
import { canMount, mountTmpfs, remount, unmount } from './mounts.js';
import { CHUNK_MB } from './upload-client.js';

const MiB = 1024 * 1024;
const CHUNK = CHUNK_MB * MiB;
const mountable = await canMount();
if (!mountable) console.warn('storage faults skipped: this process may not mount a tmpfs (run as root)');

let t: TestApp;
let api: ApiClient;
let admin: string;
let ops: string;
let root: string;

beforeAll(async () => {
  if (!mountable) return;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ops-faults-storage-'));
  root = path.join(dataDir, 'storage');
  await mkdir(root, { recursive: true });
  // A real, small file system under the store: writes past its size fail with ENOSPC.
  await mountTmpfs(root, 8);
  // The embedded database, in memory: only the file store is at fault here.
  const database = await openPglite();
  await database.migrate();
  t = await buildTestApp({ database, dataDir });
  api = apiClient(t.app);
  admin = (await buildSignedInUser(t.app, { userType: 'OA' })).token;
  ops = (await buildSignedInUser(t.app, { userType: 'OU' })).token;
});
afterAll(async () => {
  if (!mountable) return;
  await t?.close();
  await unmount(root);
  await rm(path.dirname(root), { recursive: true, force: true });
});

/** Every file under the store, by its path in it. */
const storedFiles = async () => {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
};

const startUpload = (file: Buffer, name: string) =>
  api.post(
    API.deliveries.uploadGetUrl,
    {
      delivery_id: 'FULL-1',
      group: 'G_1',
      file_type: 'target_files',
      file_name: name,
      file_size: file.length,
      chunk_size: CHUNK_MB,
    },
    ops,
  );
const putPart = (url: string, bytes: Buffer) =>
  t.app.inject({
    method: 'PUT',
    url,
    payload: bytes,
    headers: { 'content-type': 'application/octet-stream' },
  });
const partOf = (file: Buffer, n: number) => file.subarray((n - 1) * CHUNK, n * CHUNK);
const resume = async (uploadId: string) =>
  (await api.post(API.deliveries.uploadResume, { upload_id: uploadId }, ops)).json() as {
    urls: string[];
    parts: { PartNumber: number; ETag: string }[];
  };
const complete = (uploadId: string, name: string, parts: { PartNumber: number; ETag: string }[]) =>
  api.post(API.deliveries.multipartComplete, { upload_id: uploadId, file_name: name, parts }, ops);

const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size)]);
const uploadContract = (bytes: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'Agreement.pdf');
  return api.post(API.requester.contractUpload, form, admin);
};

function expectAnswer(res: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ success: false, message });
}

describe.skipIf(!mountable)('a full file store', () => {
  it('refuses a part it cannot hold with 507, keeps the parts it holds, and completes once there is room', async () => {
    const file = randomBytes(2 * CHUNK + 1000);
    const started = (await startUpload(file, 'Big.pdf')).json() as { upload_id: string; urls: string[] };
    expect((await putPart(started.urls[0]!, partOf(file, 1))).statusCode).toBe(200);
    // 5 MB of the 8 MB are used: the second part runs out of room half-way.
    const full = await putPart(started.urls[1]!, partOf(file, 2));
    expectAnswer(full, 507, MESSAGES.storageFull);
    const held = await resume(started.upload_id);
    expect(held.parts.map((p) => p.PartNumber)).toEqual([1]);
    const early = await complete(started.upload_id, 'Big.pdf', held.parts);
    expectAnswer(early, 400, DELIVERY_MESSAGES.partsMissing([2, 3]));

    await remount(root, 'size=32m');
    const parts = [...held.parts];
    for (const n of [2, 3]) {
      const put = await putPart(held.urls[n - 1]!, partOf(file, n));
      expect(put.statusCode).toBe(200);
      parts.push({ PartNumber: n, ETag: put.headers.etag as string });
    }
    expect((await complete(started.upload_id, 'Big.pdf', parts)).statusCode).toBe(200);
    const [row] = await t.app.services.db
      .select()
      .from(fileUploads)
      .where(eq(fileUploads.id, started.upload_id));
    const object = await t.app.services.storage.get(row!.storage_key);
    expect(Buffer.compare(await buffer(object!.stream), file)).toBe(0);
  });

  it('refuses a contract file it cannot hold with 507 and leaves no part of it behind', async () => {
    const before = await storedFiles();
    // Leave about 200 KB of room, then send a 1 MB file.
    const filler = path.join(root, 'filler.bin');
    await fillUntilFree(filler, 200 * 1024);
    try {
      const refused = await uploadContract(pdf(MiB));
      expectAnswer(refused, 507, MESSAGES.storageFull);
      expect(await storedFiles()).toEqual([...before, 'filler.bin'].sort());
      expect(await t.app.services.db.$count(uploads)).toBe(0);
    } finally {
      await rm(filler);
    }
    const accepted = await uploadContract(pdf(MiB));
    expect(accepted.json()).toMatchObject({ success: true, message: CLIENT_MESSAGES.contractUploaded });
  });
});

describe.skipIf(!mountable)('a read-only file store', () => {
  it('answers 503 with a clear message to every write, is not ready, and works again once writable', async () => {
    const file = randomBytes(CHUNK + 10);
    const started = (await startUpload(file, 'Before.pdf')).json() as { upload_id: string; urls: string[] };
    const before = await storedFiles();
    await remount(root, 'ro');
    try {
      const ready = await api.get(SYSTEM_PATHS.readyz);
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'failed' } });

      const newUpload = await startUpload(file, 'During.pdf');
      expectAnswer(newUpload, 503, MESSAGES.storageReadOnly);
      expect(Number(newUpload.headers['retry-after'])).toBeGreaterThan(0);
      expectAnswer(await putPart(started.urls[0]!, partOf(file, 1)), 503, MESSAGES.storageReadOnly);
      expectAnswer(await uploadContract(pdf(1000)), 503, MESSAGES.storageReadOnly);
      expect((await resume(started.upload_id)).parts).toEqual([]);
      expect(await storedFiles()).toEqual(before);
    } finally {
      await remount(root, 'rw');
    }
    expect((await api.get(SYSTEM_PATHS.readyz)).statusCode).toBe(200);
    const parts = [];
    for (const n of [1, 2]) {
      const put = await putPart(started.urls[n - 1]!, partOf(file, n));
      expect(put.statusCode).toBe(200);
      parts.push({ PartNumber: n, ETag: put.headers.etag as string });
    }
    expect((await complete(started.upload_id, 'Before.pdf', parts)).statusCode).toBe(200);
  });
});

/** Writes `file` until the file system under it has about `free` bytes left. */
async function fillUntilFree(file: string, free: number) {
  const info = await statfs(path.dirname(file));
  const available = info.bavail * info.bsize;
  await writeFile(file, Buffer.alloc(Math.max(0, available - free)));
}
