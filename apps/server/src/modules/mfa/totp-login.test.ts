import { API, MESSAGES, MFA_MESSAGES } from '@ops/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@/db/audit-schema.js';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildSignedInUser } from '@/test/factories.js';
import { codeAt, enrolTotp, passwordStep } from './mfa-test-kit.js';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

async function enrolledUser() {
  const signedIn = await buildSignedInUser(t.app, { userType: 'OU' });
  return { ...signedIn, ...(await enrolTotp(t, api, signedIn.token)) };
}

describe('signing in with an authenticator app', () => {
  it('asks for the second step after the right password, with no session, then signs in with a code', async () => {
    const { user, password, secret } = await enrolledUser();
    const step = await api.post(API.auth.login, { username: user.email, password });
    expect(step.statusCode).toBe(200);
    const body = step.json();
    expect(body).toEqual({
      success: false,
      mfa_required: true,
      mfa_token: expect.stringMatching(/^[\w-]{40,}$/),
      methods: ['totp', 'recovery_code'],
    });
    expect(body.token).toBeUndefined();
    // The mfa_token is no session.
    expect((await api.get(API.ops.profile, body.mfa_token)).statusCode).toBe(401);

    const res = await api.post(API.auth.loginMfa, { mfa_token: body.mfa_token, code: codeAt(t, secret) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: MESSAGES.successfullyLoggedIn,
      token: { access_token: expect.stringMatching(/^[\w-]{40,}$/) },
      is_verified: true,
      user_type: 'OU',
    });
    expect((await api.get(API.ops.profile, res.json().token.access_token)).statusCode).toBe(200);
  });

  it('refuses a wrong code, and the token still works for the right one', async () => {
    const { user, password, secret } = await enrolledUser();
    const mfaToken = await passwordStep(api, user.email, password);
    const wrong = await api.post(API.auth.loginMfa, { mfa_token: mfaToken, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: MFA_MESSAGES.wrongCode });
    const right = await api.post(API.auth.loginMfa, { mfa_token: mfaToken, code: codeAt(t, secret) });
    expect(right.statusCode).toBe(200);
  });

  it('accepts the code of the step before or after (phone clocks drift), not two steps away', async () => {
    const { user, password, secret } = await enrolledUser();
    const early = await passwordStep(api, user.email, password);
    expect(
      (await api.post(API.auth.loginMfa, { mfa_token: early, code: codeAt(t, secret, 30_000) })).statusCode,
    ).toBe(200);
    t.clock.advance(120_000);
    const late = await passwordStep(api, user.email, password);
    const stale = await api.post(API.auth.loginMfa, { mfa_token: late, code: codeAt(t, secret, -90_000) });
    expect(stale.json().message).toBe(MFA_MESSAGES.wrongCode);
  });

  it('refuses a code already used in its time step, and takes the next one', async () => {
    const { user, password, secret } = await enrolledUser();
    const code = codeAt(t, secret);
    const first = await passwordStep(api, user.email, password);
    expect((await api.post(API.auth.loginMfa, { mfa_token: first, code })).statusCode).toBe(200);

    const second = await passwordStep(api, user.email, password);
    const replay = await api.post(API.auth.loginMfa, { mfa_token: second, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(MFA_MESSAGES.codeAlreadyUsed);

    t.clock.advance(30_000);
    expect(
      (await api.post(API.auth.loginMfa, { mfa_token: second, code: codeAt(t, secret) })).statusCode,
    ).toBe(200);
  });

  it('refuses an mfa_token after five minutes, and one already spent', async () => {
    const { user, password, secret } = await enrolledUser();
    const mfaToken = await passwordStep(api, user.email, password);
    t.clock.advance(5 * 60_000 + 1000);
    const expired = await api.post(API.auth.loginMfa, { mfa_token: mfaToken, code: codeAt(t, secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ success: false, message: MFA_MESSAGES.mfaTokenExpired });

    const fresh = await passwordStep(api, user.email, password);
    expect(
      (await api.post(API.auth.loginMfa, { mfa_token: fresh, code: codeAt(t, secret) })).statusCode,
    ).toBe(200);
    t.clock.advance(30_000);
    const spent = await api.post(API.auth.loginMfa, { mfa_token: fresh, code: codeAt(t, secret) });
    expect(spent.json().message).toBe(MFA_MESSAGES.mfaTokenExpired);
    const madeUp = await api.post(API.auth.loginMfa, { mfa_token: 'made-up', code: '123456' });
    expect(madeUp.json().message).toBe(MFA_MESSAGES.mfaTokenExpired);
    // Tokens that name no sign-in write nothing: anonymous calls must not grow the trail without end.
    const anonymous = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'auth.mfa.failed'), isNull(auditEvents.actor_id)));
    expect(anonymous).toEqual([]);
  });

  it('keeps "Stay logged in" through the second step', async () => {
    const { user, password, secret } = await enrolledUser();
    const mfaToken = await passwordStep(api, user.email, password, true);
    const res = await api.post(API.auth.loginMfa, { mfa_token: mfaToken, code: codeAt(t, secret) });
    t.clock.advance(29 * 24 * 3_600_000);
    expect((await api.get(API.ops.profile, res.json().token.access_token)).statusCode).toBe(200);
  });

  it('locks the account after five wrong codes, across sign-ins, until the window passes', async () => {
    const { user, password, secret } = await enrolledUser();
    for (let i = 0; i < 5; i++) {
      const mfaToken = await passwordStep(api, user.email, password);
      expect((await api.post(API.auth.loginMfa, { mfa_token: mfaToken, code: '111111' })).statusCode).toBe(
        401,
      );
    }
    const mfaToken = await passwordStep(api, user.email, password);
    const locked = await api.post(API.auth.loginMfa, { mfa_token: mfaToken, code: codeAt(t, secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MESSAGES.tooManyAttempts(15));
    // The five wrong codes are in the trail; the throttle's refusals are not (the trail cannot be pruned).
    const failed = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actor_id, user.id), eq(auditEvents.action, 'auth.mfa.failed')));
    expect(failed).toHaveLength(5);

    t.clock.advance(15 * 60_000 + 1000);
    const later = await passwordStep(api, user.email, password);
    expect(
      (await api.post(API.auth.loginMfa, { mfa_token: later, code: codeAt(t, secret) })).statusCode,
    ).toBe(200);
  });

  it.each([
    [{ mfa_token: 'x' }, MFA_MESSAGES.codeRequired],
    [{ code: '123456' }, MFA_MESSAGES.mfaTokenExpired],
    [{ mfa_token: 'x', code: '12' }, MFA_MESSAGES.codeRequired],
  ])('answers %j with 400 and a clear message', async (body, message) => {
    const res = await api.post(API.auth.loginMfa, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });
});

describe('recovery codes', () => {
  it('signs in once with each code, typed in any case and with or without the dash', async () => {
    const { user, password, recoveryCodes } = await enrolledUser();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [code] = recoveryCodes;
    const mfaToken = await passwordStep(api, user.email, password);
    const typed = ` ${code!.replace('-', '').toUpperCase()} `;
    expect((await api.post(API.auth.loginMfa, { mfa_token: mfaToken, code: typed })).statusCode).toBe(200);

    const again = await passwordStep(api, user.email, password);
    const reused = await api.post(API.auth.loginMfa, { mfa_token: again, code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(MFA_MESSAGES.recoveryCodeUsed);
    expect((await api.post(API.auth.loginMfa, { mfa_token: again, code: recoveryCodes[1] })).statusCode).toBe(
      200,
    );
  });

  it('refuses a code of another account', async () => {
    const mine = await enrolledUser();
    const theirs = await enrolledUser();
    const mfaToken = await passwordStep(api, mine.user.email, mine.password);
    const res = await api.post(API.auth.loginMfa, { mfa_token: mfaToken, code: theirs.recoveryCodes[0] });
    expect(res.json().message).toBe(MFA_MESSAGES.wrongCode);
  });

  it('offers no recovery code once all ten are used', async () => {
    const { user, password, recoveryCodes } = await enrolledUser();
    for (const code of recoveryCodes) {
      const mfaToken = await passwordStep(api, user.email, password);
      expect((await api.post(API.auth.loginMfa, { mfa_token: mfaToken, code })).statusCode).toBe(200);
    }
    const res = await api.post(API.auth.login, { username: user.email, password });
    expect(res.json().methods).toEqual(['totp']);
  });
});

describe('accounts without a second factor', () => {
  it('sign in with the password alone, exactly as before', async () => {
    const { user, password } = await buildSignedInUser(t.app, { userType: 'TL' });
    const res = await api.post(API.auth.login, { username: user.email, password });
    expect(Object.keys(res.json()).sort()).toEqual([
      'is_verified',
      'message',
      'success',
      'token',
      'user_type',
    ]);
  });
});
