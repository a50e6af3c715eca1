import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { API, DELIVERY_MESSAGES } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUploadParts, fileUploads } from '../db/delivery-schema.js';
import { abortStaleUploads } from '../modules/uploads/stale-uploads.js';
import { apiClient } from '../test/api-client.js';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { buildClient } from '../test/client-factories.js';
import { buildDelivery } from '../test/delivery-factories.js';
import { buildSignedInUser } from '../test/factories.js';
import { startMultipartS3Server } from '../test/s3-server.js';
import { createS3Storage } from './s3-storage.js';

const BUCKET = 'deliveries';
let s3: Awaited<ReturnType<typeof startMultipartS3Server>>;
const s3Env = () => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: s3.endpoint,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});
const driver = () =>
  createS3Storage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });

const MiB = 1024 * 1024;
const md5 = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`;

/** A PUT of the bytes to a presigned part URL, as the browser sends it. */
async function putPart(url: string, bytes: Buffer) {
  const response = await fetch(url, { method: 'PUT', body: bytes });
  expect(response.status).toBe(200);
  return response.headers.get('etag')!;
}

beforeAll(async () => {
  s3 = await startMultipartS3Server(BUCKET);
});
afterAll(() => s3.close());

describe('S3 storage driver', () => {
  it('stores, reads, checks and deletes objects, buffers and streams alike', async () => {
    const storage = driver();
    await storage.put('deliveries/1/a.txt', Buffer.from('first'));
    await storage.put('deliveries/1/b.txt', Readable.from([Buffer.from('second '), Buffer.from('part')]));
    const read = await storage.get('deliveries/1/b.txt');
    expect(read?.size).toBe(11);
    expect(await text(read!.stream)).toBe('second part');
    expect(await storage.exists('deliveries/1/a.txt')).toBe(true);
    await storage.delete('deliveries/1/a.txt');
    expect(await storage.exists('deliveries/1/a.txt')).toBe(false);
    expect(await storage.get('deliveries/1/a.txt')).toBeNull();
    expect(await storage.get('../escape')).toBeNull();
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/Unsafe/);
  });

  it('answers presigned GETs that download under the given name', async () => {
    const storage = driver();
    await storage.put('deliveries/2/deck.pdf', Buffer.from('pdf bytes'));
    const url = await storage.downloadUrl!('deliveries/2/deck.pdf', { name: 'Board Deck.pdf', seconds: 300 });
    expect(url).toContain('X-Amz-Signature=');
    expect(url).toContain('X-Amz-Expires=300');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment; filename="Board Deck.pdf"');
    expect(await response.text()).toBe('pdf bytes');
  });
});

describe('downloads with S3 configured', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('redeems a file link for a presigned GET and still builds zips on the server', async () => {
    t = await buildTestApp({ env: s3Env() });
    expect(t.app.services.storage.describe()).toContain(`S3 bucket ${BUCKET}`);
    const api = apiClient(t.app);
    const { token } = await buildSignedInUser(t.app, { userType: 'OA' });
    const { client, entity } = await buildClient(api, token);
    const { delivery } = await buildDelivery(t.app, {
      clientId: client.client_id,
      entityId: entity.id,
      fileName: 'Deck.pptx',
      formats: ['pdf'],
    });
    const detail = (await api.get(API.assignments.byId(delivery.id), token)).json().last_assignment;
    const grant = await api.get(detail.target_versions[0].files[0].links.pdf, token);
    const url: string = grant.json().download_url;
    expect(url.startsWith(`${s3.endpoint}/${BUCKET}/`)).toBe(true);
    const file = await fetch(url);
    expect(file.headers.get('content-disposition')).toContain('filename="Deck.pdf"');
    expect(await file.text()).toMatch(/^pdf content of /);

    const zipGrant = await api.get(detail.target_versions[0].zip_link.link, token);
    const zip = await t.app.inject({ method: 'GET', url: zipGrant.json().download_url });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.includes(Buffer.from('Deck.pdf'))).toBe(true);
  });
});

describe('S3 multipart driver', () => {
  it('takes parts through presigned UploadPart URLs, lists them and joins them in order', async () => {
    const { multipart, get } = driver();
    if (multipart.kind !== 'presigned') throw new Error('expected presigned');
    const key = 'uploads/2026/11/s3-whole.pdf';
    const first = randomBytes(5 * MiB);
    const last = randomBytes(1234);
    const uploadId = await multipart.begin(key, first.length + last.length);
    const [url1, url2] = await Promise.all([
      multipart.partUrl(key, uploadId, 1, 600),
      multipart.partUrl(key, uploadId, 2, 600),
    ]);
    expect(url1).toContain('X-Amz-Signature=');
    expect(url1).toContain('partNumber=1');
    // Out of order, as parallel parts arrive.
    const etag2 = await putPart(url2, last);
    const etag1 = await putPart(url1, first);
    expect([etag1, etag2]).toEqual([md5(first), md5(last)]);

    const parts = await multipart.listParts(key, uploadId);
    expect(parts).toEqual([
      { partNumber: 1, etag: md5(first), size: first.length },
      { partNumber: 2, etag: md5(last), size: last.length },
    ]);
    await multipart.complete(key, uploadId, parts!);
    const object = await get(key);
    expect(Buffer.compare(await buffer(object!.stream), Buffer.concat([first, last]))).toBe(0);
    // A second complete (a lost answer retried) finds the object whole.
    await expect(multipart.complete(key, uploadId, parts!)).resolves.toBeUndefined();
    expect(await multipart.listParts(key, uploadId)).toBeNull();
  });

  it('a complete answered 200 with an error body is retried, then fails clearly; the parts stay for another', async () => {
    const { multipart, get } = driver();
    if (multipart.kind !== 'presigned') throw new Error('expected presigned');
    const key = 'uploads/2026/11/s3-error-body.pdf';
    const bytes = randomBytes(2048);
    const uploadId = await multipart.begin(key, bytes.length);
    await putPart(await multipart.partUrl(key, uploadId, 1, 600), bytes);
    const parts = (await multipart.listParts(key, uploadId))!;
    s3.failCompletes(10);
    await expect(multipart.complete(key, uploadId, parts)).rejects.toMatchObject({
      statusCode: 502,
      message: DELIVERY_MESSAGES.storeFailed,
    });
    expect(await get(key)).toBeNull();
    // One error body only: the SDK's retry completes it.
    s3.failCompletes(1);
    await multipart.complete(key, uploadId, parts);
    expect(Buffer.compare(await buffer((await get(key))!.stream), bytes)).toBe(0);
    s3.failCompletes(0);
  });

  it('aborts an upload: its parts and any object go', async () => {
    const { multipart, exists } = driver();
    if (multipart.kind !== 'presigned') throw new Error('expected presigned');
    const key = 'uploads/2026/11/s3-abort.pdf';
    const uploadId = await multipart.begin(key, 10);
    await putPart(await multipart.partUrl(key, uploadId, 1, 600), randomBytes(10));
    expect(await multipart.listParts(key, uploadId)).toHaveLength(1);
    await multipart.abort(key, uploadId);
    expect(await multipart.listParts(key, uploadId)).toBeNull();
    expect(await exists(key)).toBe(false);
    await expect(multipart.abort(key, uploadId)).resolves.toBeUndefined();
    await expect(
      multipart.complete(key, uploadId, [{ partNumber: 1, etag: '"x"', size: 10 }]),
    ).rejects.toMatchObject({ statusCode: 400, message: DELIVERY_MESSAGES.uploadAborted });
  });
});

describe('chunked uploads with S3 configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: s3Env(),
    });
  });
  afterAll(() => t?.close());

  it('answers presigned part URLs, resumes from the bucket, checks ETags and completes', async () => {
    const api = apiClient(t.app);
    const { token } = await buildSignedInUser(t.app, { userType: 'OU' });
    const file = randomBytes(5 * MiB + 700);
    const started = await api.post(
      API.deliveries.uploadGetUrl,
      {
        delivery_id: 'S3-BATCH-1',
        group: 'G_1',
        file_type: 'target_files',
        file_name: 'Deck.pdf',
        file_size: file.length,
        chunk_size: 5,
      },
      token,
    );
    expect(started.statusCode).toBe(200);
    const { upload_id, urls, chunk_size } = started.json();
    expect(chunk_size).toBe(5 * MiB);
    expect(urls).toHaveLength(2);
    expect(urls[0].startsWith(`${s3.endpoint}/${BUCKET}/uploads/`)).toBe(true);

    const etag1 = await putPart(urls[0], file.subarray(0, chunk_size));
    const resumed = await api.post(API.deliveries.uploadResume, { upload_id }, token);
    expect(resumed.json()).toMatchObject({
      completed: false,
      parts: [{ PartNumber: 1, ETag: etag1, Size: chunk_size }],
    });
    expect(resumed.json().urls).toHaveLength(2);
    const etag2 = await putPart(resumed.json().urls[1], file.subarray(chunk_size));

    const parts = [
      { PartNumber: 1, ETag: etag1 },
      { PartNumber: 2, ETag: etag2 },
    ];
    const wrong = await api.post(
      API.deliveries.multipartComplete,
      {
        upload_id,
        file_name: 'Deck.pdf',
        parts: [parts[0], { PartNumber: 2, ETag: md5(Buffer.from('other')) }],
      },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(DELIVERY_MESSAGES.partMismatch(2));

    const done = await api.post(
      API.deliveries.multipartComplete,
      { upload_id, file_name: 'Deck.pdf', parts },
      token,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json().details).toEqual({ upload_id, file_name: 'Deck.pdf', file_size: file.length });
    const again = await api.post(
      API.deliveries.multipartComplete,
      { upload_id, file_name: 'Deck.pdf', parts },
      token,
    );
    expect(again.statusCode).toBe(200);

    const [row] = await t.app.services.db.select().from(fileUploads).where(eq(fileUploads.id, upload_id));
    expect(row!.status).toBe('completed');
    const object = await t.app.services.storage.get(row!.storage_key);
    expect(Buffer.compare(await buffer(object!.stream), file)).toBe(0);
  });

  it('aborts stale pending uploads in the bucket', async () => {
    const api = apiClient(t.app);
    const { token } = await buildSignedInUser(t.app, { userType: 'OU' });
    const started = await api.post(
      API.deliveries.uploadGetUrl,
      {
        delivery_id: 'S3-BATCH-2',
        file_type: 'source_files',
        file_name: 'Old.docx',
        file_size: 50,
        chunk_size: 10,
      },
      token,
    );
    const { upload_id, urls } = started.json();
    await putPart(urls[0], randomBytes(50));
    const { db, storage } = t.app.services;
    const [row] = await db.select().from(fileUploads).where(eq(fileUploads.id, upload_id));
    t.clock.advance(8 * 24 * 3_600_000);
    expect(await abortStaleUploads(db, storage, t.clock.now(), 7)).toBe(1);
    const [after] = await db.select().from(fileUploads).where(eq(fileUploads.id, upload_id));
    expect(after!.status).toBe('aborted');
    expect(await db.$count(fileUploadParts, eq(fileUploadParts.upload_id, upload_id))).toBe(0);
    if (storage.multipart.kind !== 'presigned') throw new Error('expected presigned');
    expect(await storage.multipart.listParts(row!.storage_key, row!.store_upload_id!)).toBeNull();
  });
});
