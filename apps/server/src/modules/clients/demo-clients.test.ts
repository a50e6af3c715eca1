import { API } from '@ops/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildSignedInUser } from '@/test/factories.js';
import { seedDemoClients } from './demo-clients.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('seeds demo clients once, over three months, each with entities, users and an invoice', async () => {
  expect(await seedDemoClients(t.app.services.db, t.clock.now())).toBe(3);
  expect(await seedDemoClients(t.app.services.db, t.clock.now())).toBe(0);
  const api = apiClient(t.app);
  const { token } = await buildSignedInUser(t.app);
  const months = (await api.get(API.requester.company, token)).json().data;
  expect(months).toHaveLength(3);
  const first = months[0].info[0];
  expect(first).toMatchObject({ client_code: 'NWL', entities_count: 2, users_count: 2 });
  expect((await api.get(`${API.requester.invoice}?cid=${first.client_id}`, token)).json().data).toHaveLength(
    1,
  );
});
