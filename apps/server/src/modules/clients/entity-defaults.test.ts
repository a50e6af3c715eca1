import { API } from '@ops/contracts';
import { ENTITY_DEFAULT_CASES } from '@ops/contracts/rule-cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { newClientPayload } from '@/test/client-factories.js';
import { buildSignedInUser } from '@/test/factories.js';

let t: TestApp;
let api: ApiClient;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  admin = (await buildSignedInUser(t.app, { userType: 'OA' })).token;
});
afterAll(() => t.close());

// The contracts' cases of the entity defaults, through the company/ route and the entity list.
describe('a new company’s first entity at company/', () => {
  it.each(ENTITY_DEFAULT_CASES)('$name', async ({ entity_data, expected }) => {
    const created = await api.post(API.requester.company, newClientPayload({ entity_data }) as never, admin);
    expect(created.statusCode).toBe(200);
    const clientId = created.json().data.client_id;
    const [entity] = (await api.get(`${API.requester.entity}?cid=${clientId}`, admin)).json().data;
    const { id, client_id, entity_code, is_msla, invoice_details, ...listed } = entity;
    expect({ client_id, is_msla, invoice_details }).toEqual({
      client_id: clientId,
      is_msla: false,
      invoice_details: { currency: expected.currency, services: [] },
    });
    expect([typeof id, typeof entity_code]).toEqual(['number', 'string']);
    expect(listed).toEqual(expected);
  });
});
