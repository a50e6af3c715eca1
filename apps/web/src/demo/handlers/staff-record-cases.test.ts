import { describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@ops/contracts';
import { STAFF_RECORD_CASES, type StaffCaseCall, type StaffCaseTarget } from '@ops/contracts/rule-cases';
import { accountByEmail, demoEmail } from '../data/accounts';
import { demo } from '../test-kit/delivery-calls';

type Call = ReturnType<typeof demo>['call'];

async function targetId(call: Call, target: StaffCaseTarget): Promise<number> {
  const invited = async () => {
    const json = { email: 'staff.case@example.com', first_name: 'Ivy', user_type: 'OU' };
    const res = await call(API.staff.users, { method: 'POST', as: 'OA', json });
    return res.body.data.id as number;
  };
  const deactivated = async (id: number) => {
    expect((await call(API.staff.deactivate(String(id)), { method: 'POST', as: 'OA' })).status).toBe(200);
    return id;
  };
  const active = async () => accountByEmail(demoEmail('OU'))!.id;
  const made: Record<StaffCaseTarget, () => Promise<number>> = {
    own: async () => accountByEmail(demoEmail('OA'))!.id,
    active,
    invited,
    deactivatedActive: async () => deactivated(await active()),
    deactivatedInvited: async () => deactivated(await invited()),
    missing: async () => 999_999,
  };
  return made[target]();
}

const paths: Record<StaffCaseCall, (id: string) => [string, string]> = {
  resend: (id) => [API.staff.resendInvite(id), 'POST'],
  type: (id) => [API.staff.userById(id), 'PATCH'],
  deactivate: (id) => [API.staff.deactivate(id), 'POST'],
  reactivate: (id) => [API.staff.reactivate(id), 'POST'],
};

// The contracts' staff cases through the demo's staff handlers.
describe('the staff refusals and statuses in the demo', () => {
  it.each(STAFF_RECORD_CASES)('$name', async ({ call: action, target, expected }) => {
    const { call } = demo();
    const [path, method] = paths[action](String(await targetId(call, target)));
    const res = await call(path, { method, as: 'OA', json: { user_type: 'TL' } });
    expect({ status: res.status, message: res.body.message }).toEqual({
      status: expected.status,
      message: expected.message,
    });
    if (expected.member) expect(res.body.data.status).toBe(expected.member);
  });

  it('answers an id that is no number as not found, as the server does', async () => {
    const { call } = demo();
    const retype = await call(API.staff.userById('abc'), {
      method: 'PATCH',
      as: 'OA',
      json: { user_type: 'OU' },
    });
    expect({ status: retype.status, message: retype.body.message }).toEqual({
      status: 404,
      message: MESSAGES.notFound,
    });
  });
});
