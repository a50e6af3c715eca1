import { describe, expect, it } from 'vitest';
import { API, MESSAGES, STAFF_MESSAGES } from '@ops/contracts';
import type { StaffMember } from '@ops/contracts';
import { demoCaller as demo, renameProfile } from '../test-kit/demo-call';
import { DEMO_PASSWORD, FIRST_SIGN_IN_EMAIL, accountByEmail, demoEmail } from '../data/accounts';

const staffOf = (body: Record<string, unknown>) => body.data as StaffMember[];

describe('demo staff handlers', () => {
  it('lists the staff by e-mail for an operations admin, and refuses every other type', async () => {
    const call = demo();
    const list = await call(API.staff.users, { as: 'OA' });
    const emails = staffOf(list.body).map((m) => m.email);
    expect(emails).toEqual([...emails].sort());
    expect(new Set(staffOf(list.body).map((m) => m.status))).toEqual(
      new Set(['active', 'invited', 'deactivated']),
    );
    expect(await call(API.staff.users, { as: 'OU' })).toEqual({
      status: 403,
      body: { success: false, message: MESSAGES.forbidden },
    });
    expect((await call(API.staff.users)).status).toBe(401);
  });

  it('invites once, refuses the same address again, and shows the invitation in the list', async () => {
    const call = demo();
    const invite = { email: 'NEW.person@example.com', first_name: 'New', user_type: 'OU' };
    const first = await call(API.staff.users, { method: 'POST', as: 'OA', body: JSON.stringify(invite) });
    expect(first.body).toMatchObject({
      message: STAFF_MESSAGES.invited,
      data: { email: 'new.person@example.com', status: 'invited', last_name: '' },
    });
    const again = await call(API.staff.users, { method: 'POST', as: 'OA', body: JSON.stringify(invite) });
    expect(again).toEqual({ status: 409, body: { success: false, message: STAFF_MESSAGES.exists } });
    // Any account's address is taken, as the server's users table has it: the demo's first sign-in too.
    const taken = { email: FIRST_SIGN_IN_EMAIL, first_name: 'Nina', user_type: 'OU' };
    expect(await call(API.staff.users, { method: 'POST', as: 'OA', body: JSON.stringify(taken) })).toEqual({
      status: 409,
      body: { success: false, message: STAFF_MESSAGES.exists },
    });
    const noName = await call(API.staff.users, {
      method: 'POST',
      as: 'OA',
      body: JSON.stringify({ ...invite, email: 'other@example.com', first_name: ' ' }),
    });
    expect(noName).toEqual({
      status: 400,
      body: { success: false, message: STAFF_MESSAGES.firstNameRequired },
    });
    const list = await call(API.staff.users, { as: 'OA' });
    expect(staffOf(list.body).filter((m) => m.email === 'new.person@example.com')).toHaveLength(1);
  });

  it('changes a type, deactivates and reactivates, but never the admin’s own account', async () => {
    const call = demo();
    const members = staffOf((await call(API.staff.users, { as: 'OA' })).body);
    const own = members.find((m) => m.user_type === 'OA')!;
    const other = members.find((m) => m.user_type === 'TL' && m.status === 'active')!;
    const retype = await call(API.staff.userById(other.id), {
      method: 'PATCH',
      as: 'OA',
      body: JSON.stringify({ user_type: 'SL' }),
    });
    expect(retype.body).toMatchObject({ message: STAFF_MESSAGES.typeChanged, data: { user_type: 'SL' } });
    const off = await call(API.staff.deactivate(other.id), { method: 'POST', as: 'OA' });
    expect(off.body).toMatchObject({ message: STAFF_MESSAGES.deactivated, data: { status: 'deactivated' } });
    // As on the server: an account that set its password is not invited again, deactivated or not.
    const resend = await call(API.staff.resendInvite(other.id), { method: 'POST', as: 'OA' });
    expect(resend.body).toEqual({ success: false, message: STAFF_MESSAGES.alreadySetUp });
    const on = await call(API.staff.reactivate(other.id), { method: 'POST', as: 'OA' });
    expect(on.body).toMatchObject({ message: STAFF_MESSAGES.reactivated, data: { status: 'active' } });
    expect(await call(API.staff.deactivate(own.id), { method: 'POST', as: 'OA' })).toEqual({
      status: 400,
      body: { success: false, message: STAFF_MESSAGES.ownAccount },
    });
    expect((await call(API.staff.deactivate(99_999), { method: 'POST', as: 'OA' })).status).toBe(404);
  });

  // As the server's sign-in: a deactivated account is told so, once its password is right.
  it('keeps a deactivated account from signing in until it is reactivated', async () => {
    const call = demo();
    const ou = accountByEmail(demoEmail('OU'))!;
    const login = (password: string) =>
      call(API.auth.login, { method: 'POST', body: JSON.stringify({ username: ou.email, password }) });
    await call(API.staff.deactivate(ou.id), { method: 'POST', as: 'OA' });
    expect(await login('Wrong#2026')).toMatchObject({ status: 401 });
    expect(await login(DEMO_PASSWORD)).toEqual({
      status: 403,
      body: { success: false, message: STAFF_MESSAGES.deactivatedAccount },
    });
    await call(API.staff.reactivate(ou.id), { method: 'POST', as: 'OA' });
    expect((await login(DEMO_PASSWORD)).status).toBe(200);
  });

  it('names each account as its profile says today, in the list and in a change’s answer', async () => {
    const call = demo();
    const ou = accountByEmail(demoEmail('OU'))!;
    await renameProfile(call, 'OU', 'Oskar', 'Renamed');
    const listed = staffOf((await call(API.staff.users, { as: 'OA' })).body).find((m) => m.id === ou.id);
    expect(listed).toMatchObject({ first_name: 'Oskar', last_name: 'Renamed' });
    const changed = await call(API.staff.deactivate(ou.id), { method: 'POST', as: 'OA' });
    expect(changed.body.data).toMatchObject({ first_name: 'Oskar', status: 'deactivated' });
  });
});
