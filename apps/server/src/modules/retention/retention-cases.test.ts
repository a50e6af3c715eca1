import { API, MESSAGES } from '@ops/contracts';
import { RECIPIENT_ERASURE_CASES, RETENTION_PERIOD_CASES } from '@ops/contracts/rule-cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildClient } from '@/test/client-factories.js';
import { buildSignedInUser } from '@/test/factories.js';

let t: TestApp;
let api: ApiClient;
let admin: { email: string; token: string };
let clientId: number;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  const built = await buildSignedInUser(t.app, { userType: 'OA' });
  admin = { email: built.user.email, token: built.token };
  clientId = (await buildClient(api, admin.token)).client.client_id;
});
afterAll(() => t.close());

// The contracts' retention cases through the retention routes.
describe('retention periods and a recipient’s erasure at retention/', () => {
  it.each(RETENTION_PERIOD_CASES)('$name', async ({ retention_days, effective }) => {
    const saved = await api.put(API.retention.clientById(clientId), { retention_days }, admin.token);
    expect(saved.statusCode).toBe(200);
    const listed = (await api.get(API.retention.clients, admin.token)).json();
    const expected = effective === 'default' ? listed.default_days : effective;
    expect(saved.json().data).toMatchObject({ retention_days, effective_days: expected });
    expect(listed.data.find((c: { id: number }) => c.id === clientId).effective_days).toBe(expected);
  });

  it.each(RECIPIENT_ERASURE_CASES)('$name', async ({ address, expected }) => {
    const email = address === 'staff' ? admin.email : 'nobody@erasure-case.example';
    const res = await api.post(API.retention.recipientErasure, { email }, admin.token);
    expect({ status: res.statusCode, message: res.json().message }).toEqual(expected);
  });

  it('answers an id that is no number as not found, as every route does', async () => {
    const res = await api.post(API.retention.restore('abc'), undefined, admin.token);
    expect({ status: res.statusCode, message: res.json().message }).toEqual({
      status: 404,
      message: MESSAGES.notFound,
    });
  });
});
