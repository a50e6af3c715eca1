import { eq } from 'drizzle-orm';
import { API } from '@ops/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deliveries } from '../../db/delivery-schema.js';
import { apiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { buildClient } from '../../test/client-factories.js';
import { buildDelivery } from '../../test/delivery-factories.js';
import { buildSignedInUser } from '../../test/factories.js';
import { bumpListVersion } from './list-cache.js';

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
  // A search's pages are never cached.
  expect(
    (await api.get(`${API.assignments.list}?search=later%20name`, token)).json().data.months[0].info[0].id,
  ).toBe(delivery.id);
});
