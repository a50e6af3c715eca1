import { API } from '@ops/contracts';
import { MFA_POLICY_CASES } from '@ops/contracts/rule-cases';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildSignedInUser } from '@/test/factories.js';
import { enrolTotp } from './mfa-test-kit.js';

let t: TestApp;
let api: ApiClient;
let enrolled: string;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  enrolled = (await buildSignedInUser(t.app, { userType: 'OA' })).token;
  await enrolTotp(t, api, enrolled);
});
afterAll(() => t.close());
afterEach(async () => {
  await api.put(API.mfa.policy, { required: false }, enrolled);
});

// The contracts' policy cases through PUT mfa/policy.
describe('the second-factor policy at mfa/policy', () => {
  it.each(MFA_POLICY_CASES)('$name', async ({ required, ownFactor, refusal }) => {
    const admin = ownFactor ? enrolled : (await buildSignedInUser(t.app, { userType: 'OA' })).token;
    const res = await api.put(API.mfa.policy, { required }, admin);
    expect(res.statusCode).toBe(refusal ? 400 : 200);
    if (refusal) expect(res.json().message).toBe(refusal);
    else expect(res.json().data).toEqual({ required });
  });
});
