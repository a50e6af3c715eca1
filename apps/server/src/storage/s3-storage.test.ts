import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { API } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../test/api-client.js';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { buildClient } from '../test/client-factories.js';
import { buildDelivery } from '../test/delivery-factories.js';
import { buildSignedInUser } from '../test/factories.js';
import { startS3Server } from '../test/s3-server.js';
import { createS3Storage } from './s3-storage.js';

const BUCKET = 'deliveries';
let s3: Awaited<ReturnType<typeof startS3Server>>;
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

beforeAll(async () => {
  s3 = await startS3Server(BUCKET);
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
