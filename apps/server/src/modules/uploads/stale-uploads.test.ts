import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { API } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUploadParts, fileUploads } from '@/db/delivery-schema.js';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildSignedInUser, signIn } from '@/test/factories.js';
import { abortStaleUploads } from './stale-uploads.js';

const DAY = 24 * 3_600_000;
let t: TestApp;
let api: ApiClient;
let token: string;
let signInAgain: () => Promise<string>;

/** An upload of one small part, its part sent; completed when asked. */
async function upload(name: string, completeIt: boolean) {
  const bytes = randomBytes(64);
  const res = await api.post(
    API.deliveries.uploadGetUrl,
    {
      delivery_id: 'STALE-1',
      file_type: 'source_files',
      file_name: name,
      file_size: bytes.length,
      chunk_size: 10,
    },
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  const { upload_id, urls } = res.json();
  const part = await t.app.inject({ method: 'PUT', url: urls[0], payload: bytes });
  if (completeIt) {
    const parts = [{ PartNumber: 1, ETag: part.headers.etag as string }];
    await api.post(API.deliveries.multipartComplete, { upload_id, file_name: name, parts }, token);
  }
  return upload_id as string;
}

const state = async (id: string) => {
  const { db, storage } = t.app.services;
  const [row] = await db.select().from(fileUploads).where(eq(fileUploads.id, id));
  return {
    status: row!.status,
    parts: await db.$count(fileUploadParts, eq(fileUploadParts.upload_id, id)),
    bytes: await storage.exists(row!.storage_key),
  };
};

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  const user = await buildSignedInUser(t.app, { userType: 'TL' });
  token = user.token;
  signInAgain = () => signIn(t.app, user.user.email, user.password);
});
afterAll(() => t?.close());

describe('abortStaleUploads', () => {
  it('removes the bytes and parts of old pending uploads, and leaves completed and recent ones', async () => {
    const oldPending = await upload('old.pdf', false);
    const oldCompleted = await upload('done.pdf', true);
    t.clock.advance(8 * DAY);
    token = await signInAgain();
    const recent = await upload('recent.pdf', false);
    const { db, storage } = t.app.services;

    // Two instances at once: each stale upload is claimed by one of them.
    const counts = await Promise.all([
      abortStaleUploads(db, storage, t.clock.now(), 7),
      abortStaleUploads(db, storage, t.clock.now(), 7),
    ]);
    expect(counts[0] + counts[1]).toBe(1);

    expect(await state(oldPending)).toEqual({ status: 'aborted', parts: 0, bytes: false });
    expect(await state(oldCompleted)).toEqual({ status: 'completed', parts: 1, bytes: true });
    expect(await state(recent)).toEqual({ status: 'pending', parts: 1, bytes: true });

    const late = await api.post(API.deliveries.uploadResume, { upload_id: oldPending }, token);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/cancelled/);
    expect(await abortStaleUploads(db, storage, t.clock.now(), 7)).toBe(0);
  });
});
