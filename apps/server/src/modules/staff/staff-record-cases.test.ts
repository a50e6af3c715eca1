import { API } from '@ops/contracts';
import { STAFF_RECORD_CASES, type StaffCaseCall, type StaffCaseTarget } from '@ops/contracts/rule-cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildSignedInUser, buildUser } from '@/test/factories.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';

let t: TestApp;
let api: ApiClient;
let admin: { id: number; token: string };
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  const built = await buildSignedInUser(t.app, { userType: 'OA' });
  admin = { id: built.user.id, token: built.token };
});
afterAll(() => t.close());

let serial = 0;
async function invited() {
  const email = `staff-case-${++serial}@example.com`;
  const res = await api.post(API.staff.users, { email, first_name: 'Ivy', user_type: 'OU' }, admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

const deactivated = async (id: number) => {
  expect((await api.post(API.staff.deactivate(String(id)), undefined, admin.token)).statusCode).toBe(200);
  return id;
};

/** The account a case acts on, made as the case says. */
async function targetId(target: StaffCaseTarget): Promise<number> {
  const active = async () => (await buildUser(t.app, { userType: 'OU' })).user.id;
  const made: Record<StaffCaseTarget, () => Promise<number>> = {
    own: async () => admin.id,
    active,
    invited,
    deactivatedActive: async () => deactivated(await active()),
    deactivatedInvited: async () => deactivated(await invited()),
    missing: async () => 999_999,
  };
  return made[target]();
}

const calls: Record<StaffCaseCall, (id: string) => ReturnType<ApiClient['post']>> = {
  resend: (id) => api.post(API.staff.resendInvite(id), undefined, admin.token),
  type: (id) => api.patch(API.staff.userById(id), { user_type: 'TL' }, admin.token),
  deactivate: (id) => api.post(API.staff.deactivate(id), undefined, admin.token),
  reactivate: (id) => api.post(API.staff.reactivate(id), undefined, admin.token),
};

// The contracts' staff cases through the staff routes.
describe('the staff routes’ refusals and statuses', () => {
  it.each(STAFF_RECORD_CASES)('$name', async ({ call, target, expected }) => {
    const res = await calls[call](String(await targetId(target)));
    const body = res.json();
    expect({ status: res.statusCode, message: body.message }).toEqual({
      status: expected.status,
      message: expected.message,
    });
    if (expected.member) expect(body.data.status).toBe(expected.member);
  });
});
