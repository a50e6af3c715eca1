import { API } from '@ops/contracts';
import { INTAKE_KEY_CASES } from '@ops/contracts/rule-cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildSignedInUser } from '@/test/factories.js';

let t: TestApp;
let key: string;

beforeAll(async () => {
  t = await buildTestApp();
  const { token } = await buildSignedInUser(t.app, { userType: 'OA' });
  key = (await apiClient(t.app).post(API.deliveries.integrationKeys, { name: 'Cases' }, token)).json().key;
});
afterAll(() => t.close());

// The contracts' cases of the key an intake call sends, through the intake route with no assignments: a key
// taken goes on to the body's refusal (400).
describe('the intake key sent, at the intake route', () => {
  it.each(INTAKE_KEY_CASES)('$name', async ({ headers, refusal }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.deliveries.intake,
      headers: headers(key),
      payload: { assignments: [] },
    });
    if (refusal === null) expect(res.statusCode).toBe(400);
    else expect([res.statusCode, res.json().message]).toEqual([401, refusal]);
  });
});
