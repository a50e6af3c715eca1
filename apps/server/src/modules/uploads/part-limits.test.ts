import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { API, MESSAGES, SYSTEM_PATHS } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { fileUploads } from '@/db/delivery-schema.js';
import { apiClient } from '@/test/api-client.js';
import { useAppsWithSettings, type TestApp } from '@/test/build-app.js';
import { buildSignedInUser } from '@/test/factories.js';

const MiB = 1024 * 1024;
const CHUNK = 5 * MiB;
const partOf = (file: Buffer, n: number) => file.subarray((n - 1) * CHUNK, n * CHUNK);
const withSettings = useAppsWithSettings();

async function startUpload(t: TestApp, file: Buffer) {
  const { token } = await buildSignedInUser(t.app, { userType: 'CR' });
  const api = apiClient(t.app);
  const started = await api.post(
    API.deliveries.uploadGetUrl,
    {
      delivery_id: 'LIMITS-1',
      group: 'G_1',
      file_type: 'target_files',
      file_name: 'Reel.mp4',
      file_size: file.length,
      chunk_size: 5,
    },
    token,
  );
  expect(started.statusCode).toBe(200);
  const { upload_id, urls } = started.json() as { upload_id: string; urls: string[] };
  const complete = (parts: { PartNumber: number; ETag: string }[]) =>
    api.post(API.deliveries.multipartComplete, { upload_id, file_name: 'Reel.mp4', parts }, token);
  const storedBytes = async () => {
    const [row] = await t.app.services.db.select().from(fileUploads).where(eq(fileUploads.id, upload_id));
    const object = await t.app.services.storage.get(row!.storage_key);
    return object ? buffer(object.stream) : null;
  };
  return { upload_id, urls, token, api, complete, storedBytes };
}

const put = (t: TestApp, url: string, payload: Buffer | PassThrough) =>
  t.app.inject({
    method: 'PUT',
    url,
    payload,
    headers: { 'content-type': 'application/octet-stream', 'content-length': String(CHUNK) },
  });

const expectBusy = (res: Awaited<ReturnType<typeof put>>) => {
  expect(res.statusCode).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toEqual({ success: false, message: MESSAGES.serviceUnavailable });
};

/** Checks `ready` every 20 ms until it holds; fails after 5 s. */
async function waitFor(ready: () => Promise<boolean>) {
  const deadline = Date.now() + 5000;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('part PUTs past the instance limits', () => {
  it('answers 503 with Retry-After past UPLOAD_PARTS_AT_ONCE, and the part sent again is stored right', async () => {
    const t = await withSettings({ UPLOAD_PARTS_AT_ONCE: '1' });
    const file = randomBytes(2 * CHUNK);
    const upload = await startUpload(t, file);

    // Part 1 arrives slowly: its first bytes are on disk (a write batch, 256 KiB), the rest still to come.
    const slow = new PassThrough();
    const first = put(t, upload.urls[0]!, slow);
    const head = partOf(file, 1).subarray(0, 256 * 1024);
    slow.write(head);
    await waitFor(async () => (await upload.storedBytes())!.subarray(0, head.length).equals(head));

    const refused = await put(t, upload.urls[1]!, partOf(file, 2));
    expectBusy(refused);

    slow.end(partOf(file, 1).subarray(head.length));
    const one = await first;
    expect(one.statusCode).toBe(200);
    // The slot is free again: the refused part, sent again, is taken.
    const two = await put(t, upload.urls[1]!, partOf(file, 2));
    expect(two.statusCode).toBe(200);

    const done = await upload.complete([
      { PartNumber: 1, ETag: one.headers.etag as string },
      { PartNumber: 2, ETag: two.headers.etag as string },
    ]);
    expect(done.statusCode).toBe(200);
    expect(Buffer.compare((await upload.storedBytes())!, file)).toBe(0);
  });

  it('answers 503 to part PUTs only while under memory pressure; probes and reads still answer', async () => {
    // Any process is past 1 MB of resident memory: the instance is under pressure from the first sample on.
    const t = await withSettings({ PRESSURE_MAX_RSS_MB: '1' });
    const file = randomBytes(CHUNK);
    const upload = await startUpload(t, file);
    // Figures are sampled once a second; until then nothing counts as pressure.
    await waitFor(async () => (await put(t, upload.urls[0]!, partOf(file, 1))).statusCode === 503);

    expectBusy(await put(t, upload.urls[0]!, partOf(file, 1)));
    for (const path of [SYSTEM_PATHS.healthz, SYSTEM_PATHS.readyz]) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(200);
    }
    const resumed = await upload.api.post(
      API.deliveries.uploadResume,
      { upload_id: upload.upload_id },
      upload.token,
    );
    expect(resumed.statusCode).toBe(200);
  });
});
