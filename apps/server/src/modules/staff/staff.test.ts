import { API, MESSAGES, STAFF_MESSAGES, type StaffMember } from '@ops/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildSignedInUser, buildUser, signIn } from '@/test/factories.js';
import { readOutbox, resetTokenOf } from '@/test/outbox.js';

let t: TestApp;
let api: ApiClient;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());
// A fresh admin each time: some tests move the clock past a session's end.
beforeEach(async () => {
  admin = (await buildSignedInUser(t.app, { userType: 'OA', firstName: 'Ada' })).token;
});

let serial = 0;
const newAddress = () => `invitee-${++serial}-${Date.now()}@example.com`;

async function invite(email = newAddress(), userType = 'OU') {
  const res = await api.post(
    API.staff.users,
    { email, first_name: 'Ivy', last_name: 'Invited', user_type: userType },
    admin,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as StaffMember;
}

/** The set-password link of the latest mail to `email`. */
async function invitationLink(email: string) {
  const mail = (await readOutbox(t)).filter((m) => m.to?.[0]?.address === email).at(-1);
  expect(mail?.subject).toBe('You are invited to the operations console');
  expect(mail?.text).toContain('Ada has invited you');
  return resetTokenOf(mail?.text);
}

const listed = async (id: number) =>
  ((await api.get(API.staff.users, admin)).json().data as StaffMember[]).find((m) => m.id === id);

describe('staff management is for operations admins', () => {
  it.each(['OU', 'SL', 'CR', 'TL'] as const)(
    'refuses a %s account (403) and anyone signed out (401)',
    async (type) => {
      const { token } = await buildSignedInUser(t.app, { userType: type });
      expect((await api.get(API.staff.users, token)).statusCode).toBe(403);
      const post = await api.post(
        API.staff.users,
        { email: newAddress(), first_name: 'X', user_type: 'OU' },
        token,
      );
      expect(post.statusCode).toBe(403);
      expect(post.json().message).toBe(MESSAGES.forbidden);
      expect((await api.get(API.staff.users)).statusCode).toBe(401);
    },
  );
});

describe('invitation', () => {
  it('mails a set-password link; the invitee chooses a password and signs in', async () => {
    const email = newAddress();
    const member = await invite(email.toUpperCase());
    expect(member).toMatchObject({
      email,
      first_name: 'Ivy',
      user_type: 'OU',
      status: 'invited',
      last_login_at: null,
    });
    const q = await invitationLink(email);

    // The invitation's random password is nobody's.
    const set = await api.post(API.auth.changePasswordWithLink, { password: 'Chosen#Pass1', q });
    expect(set.json()).toEqual({ success: true, message: MESSAGES.passwordUpdated });
    const login = await api.post(API.auth.login, { username: email, password: 'Chosen#Pass1' });
    expect(login.json()).toMatchObject({ is_verified: true, user_type: 'OU' });
    expect(await listed(member.id)).toMatchObject({
      status: 'active',
      last_login_at: t.clock.now().toISOString(),
    });
  });

  it('keeps the link valid for the configured hours, not the reset link hour', async () => {
    const email = newAddress();
    await invite(email);
    const q = await invitationLink(email);
    t.clock.advance(71 * 3_600_000);
    expect(
      (await api.post(API.auth.changePasswordWithLink, { password: 'Chosen#Pass1', q })).statusCode,
    ).toBe(200);
  });

  it('refuses an address that has an account, in any case and when two invitations race', async () => {
    const email = newAddress();
    const body = { email, first_name: 'Ivy', user_type: 'OU' };
    const [a, b] = await Promise.all([
      api.post(API.staff.users, body, admin),
      api.post(API.staff.users, { ...body, email: email.toUpperCase() }, admin),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const again = await api.post(API.staff.users, body, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STAFF_MESSAGES.exists);
  });

  it.each([
    [{ email: 'nope', first_name: 'A', user_type: 'OU' }, MESSAGES.invalidEmail],
    [{ email: 'a@example.com', first_name: '  ', user_type: 'OU' }, STAFF_MESSAGES.firstNameRequired],
    [{ email: 'a@example.com', first_name: 'A<b>', user_type: 'OU' }, MESSAGES.symbolsNotAllowed],
    [{ email: 'a@example.com', first_name: 'A', user_type: 'EMPTY' }, STAFF_MESSAGES.chooseType],
    [{ email: 'a@example.com', first_name: 'A' }, STAFF_MESSAGES.chooseType],
  ])('rejects %j with "%s"', async (body, message) => {
    const res = await api.post(API.staff.users, body, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('sends a fresh link on request, voiding the earlier one, until the password is set', async () => {
    const email = newAddress();
    const member = await invite(email);
    const first = await invitationLink(email);
    const resent = await api.post(API.staff.resendInvite(member.id), undefined, admin);
    expect(resent.json()).toMatchObject({
      message: STAFF_MESSAGES.inviteResent,
      data: { status: 'invited' },
    });
    const second = await invitationLink(email);
    expect(second).not.toBe(first);
    expect(
      (await api.post(API.auth.changePasswordWithLink, { password: 'Chosen#Pass1', q: first })).statusCode,
    ).toBe(400);
    expect(
      (await api.post(API.auth.changePasswordWithLink, { password: 'Chosen#Pass1', q: second })).statusCode,
    ).toBe(200);

    const done = await api.post(API.staff.resendInvite(member.id), undefined, admin);
    expect(done.statusCode).toBe(400);
    expect(done.json().message).toBe(STAFF_MESSAGES.alreadySetUp);
  });
});

describe('type change', () => {
  it('applies to the account’s open sessions at once', async () => {
    const { user, token } = await buildSignedInUser(t.app, { userType: 'OU' });
    expect((await api.get(API.staff.users, token)).statusCode).toBe(403);
    const res = await api.patch(API.staff.userById(user.id), { user_type: 'OA' }, admin);
    expect(res.json()).toMatchObject({ message: STAFF_MESSAGES.typeChanged, data: { user_type: 'OA' } });
    expect((await api.get(API.staff.users, token)).statusCode).toBe(200);
    expect((await api.get(API.ops.profile, token)).json().data.user_type).toBe('OA');
  });

  it('refuses the admin’s own account, an unknown account and bad input', async () => {
    const me = (await api.get(API.ops.profile, admin)).json().data.id as number;
    const own = await api.patch(API.staff.userById(me), { user_type: 'OU' }, admin);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(STAFF_MESSAGES.ownAccount);
    expect((await api.patch(API.staff.userById(999_999), { user_type: 'OU' }, admin)).statusCode).toBe(404);
    expect((await api.patch(API.staff.userById('abc'), { user_type: 'OU' }, admin)).statusCode).toBe(404);
    const { user } = await buildUser(t.app);
    expect((await api.patch(API.staff.userById(user.id), { user_type: 'XX' }, admin)).statusCode).toBe(400);
    expect((await api.patch(API.staff.userById(user.id), 'not json', admin)).statusCode).toBe(400);
  });
});

describe('deactivation', () => {
  it('ends every session at once and blocks sign-in, reset mail and open links until reactivated', async () => {
    const { user, password, token } = await buildSignedInUser(t.app, { userType: 'OU' });
    const other = await signIn(t.app, user.email, password, true);
    await api.post(API.auth.forgetPassword, { email: user.email });
    const pending = resetTokenOf(
      (await readOutbox(t)).filter((m) => m.to?.[0]?.address === user.email).at(-1)?.text,
    );

    const res = await api.post(API.staff.deactivate(user.id), undefined, admin);
    expect(res.json()).toMatchObject({
      message: STAFF_MESSAGES.deactivated,
      data: { status: 'deactivated' },
    });
    for (const session of [token, other])
      expect((await api.get(API.ops.profile, session)).statusCode).toBe(401);

    const login = await api.post(API.auth.login, { username: user.email, password });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(STAFF_MESSAGES.deactivatedAccount);
    // A wrong password learns nothing about the account.
    const wrong = await api.post(API.auth.login, { username: user.email, password: 'Wrong#Pass1' });
    expect(wrong.json().message).toBe(MESSAGES.incorrectPassword);

    const mailsBefore = (await readOutbox(t)).length;
    await api.post(API.auth.forgetPassword, { email: user.email });
    expect(await readOutbox(t)).toHaveLength(mailsBefore);
    expect(
      (await api.post(API.auth.changePasswordWithLink, { password: 'Chosen#Pass1', q: pending })).statusCode,
    ).toBe(400);

    const back = await api.post(API.staff.reactivate(user.id), undefined, admin);
    expect(back.json()).toMatchObject({ message: STAFF_MESSAGES.reactivated, data: { status: 'active' } });
    expect((await api.post(API.auth.login, { username: user.email, password })).statusCode).toBe(200);
  });

  it('refuses the admin’s own account and an unknown one', async () => {
    const me = (await api.get(API.ops.profile, admin)).json().data.id as number;
    const own = await api.post(API.staff.deactivate(me), undefined, admin);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(STAFF_MESSAGES.ownAccount);
    expect((await api.get(API.ops.profile, admin)).statusCode).toBe(200);
    const missing = await api.post(API.staff.deactivate(2_000_000), undefined, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(STAFF_MESSAGES.notFound);
  });

  it('lists every account with its status', async () => {
    const { user } = await buildUser(t.app, { verified: false });
    expect(await listed(user.id)).toMatchObject({ email: user.email, status: 'invited' });
  });
});
