import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { API } from '@ops/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deliveries } from '@/db/delivery-schema.js';
import { apiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildClient } from '@/test/client-factories.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { buildSignedInUser } from '@/test/factories.js';
import { refreshDeliverySummaries } from './delivery-summary.js';
import { bumpListVersion, createListCache } from './list-cache.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { LIST_CACHE_SECONDS: '60' } });
});
afterAll(() => t.close());

it('serves a month of cards from memory until the list version moves or the minute passes', async () => {
  const api = apiClient(t.app);
  const { token } = await buildSignedInUser(t.app, { userType: 'OA' });
  const { client, entity } = await buildClient(api, token);
  const { delivery } = await buildDelivery(t.app, { clientId: client.client_id, entityId: entity.id });
  const month = delivery.actual_delivery.toISOString().slice(0, 7);
  const requester = async () =>
    (await api.get(`${API.assignments.list}?month=${month}`, token)).json().data.months[0].info[0]
      .requester_name;

  expect(await requester()).toBe('Priya Raman');
  const { db } = t.app.services;
  await db
    .update(deliveries)
    .set({ requester_name: 'Quietly Changed' })
    .where(eq(deliveries.id, delivery.id));
  expect(await requester()).toBe('Priya Raman');
  await bumpListVersion(db);
  expect(await requester()).toBe('Quietly Changed');

  await db.update(deliveries).set({ requester_name: 'Later Name' }).where(eq(deliveries.id, delivery.id));
  t.clock.advance(61_000);
  expect(await requester()).toBe('Later Name');
  // The archive count is kept the same way, and moves with the version.
  const count = async () => (await api.get(API.assignments.list, token)).json().data.archive_count;
  const before = await count();
  await buildDelivery(t.app, { clientId: client.client_id, entityId: entity.id, daysAgo: 200 });
  expect(await count()).toBe(before + 1);
  // A search's pages are never cached (the search text follows the requester once the writer refreshes).
  await refreshDeliverySummaries(db, [delivery.id]);
  expect(
    (await api.get(`${API.assignments.list}?search=later%20name`, token)).json().data.months[0].info[0].id,
  ).toBe(delivery.id);
});

it('sends a kept month as Brotli, gzip or plain JSON, as the client takes it, the same answer each way', async () => {
  const api = apiClient(t.app);
  const { token } = await buildSignedInUser(t.app, { userType: 'OA' });
  const { client, entity } = await buildClient(api, token);
  for (let i = 0; i < 12; i++)
    await buildDelivery(t.app, { clientId: client.client_id, entityId: entity.id, daysAgo: 3 });
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });
  for (const url of [API.assignments.list, API.assignments.listV1, API.assignments.archiveList]) {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.json();
    expect(json.success).toBe(true);
    if (url !== API.assignments.archiveList) expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['x-gzip', 'gzip', gunzipSync],
    ] as const) {
      // Twice: the first answer fills the cache, the second is sent from it.
      for (let round = 0; round < 2; round++) {
        const res = await get(url, accept);
        if (Buffer.byteLength(plain.body) < 1024) {
          expect(res.headers['content-encoding']).toBeUndefined();
          continue;
        }
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(json);
      }
    }
  }
  // Opening a delivery with the list is never kept: each call logs the visit and answers it.
  const id = (await get(API.assignments.list)).json().data.months[0].info[0].id;
  for (let round = 0; round < 2; round++) {
    const res = await get(`${API.assignments.listV1}?id=${id}`, 'br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).last_assignment.id).toBe(id);
  }
  const logs = (await get(API.assignments.accessLog(id))).json();
  expect(logs.data.filter((l: { type: string }) => l.type === 'accessed')).toHaveLength(2);
});

it('computes a missing entry once for all the requests that miss it at the same moment, and retries a failure', async () => {
  const snapshot = createListCache(t.app.services.db, 60);
  let computed = 0;
  const slowCount = async () => {
    computed += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return computed;
  };
  const answers = await Promise.all(
    Array.from({ length: 20 }, async () => (await snapshot(t.clock.now()))('month|2026-01', slowCount)),
  );
  expect(computed).toBe(1);
  expect(new Set(answers)).toEqual(new Set([1]));

  const remember = await snapshot(t.clock.now());
  await expect(remember('failing', () => Promise.reject(new Error('database away')))).rejects.toThrow();
  expect(await remember('failing', async () => 'second try')).toBe('second try');
});
