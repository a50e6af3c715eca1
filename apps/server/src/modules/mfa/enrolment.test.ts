import { API, MESSAGES, MFA_MESSAGES } from '@ops/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@/db/audit-schema.js';
import { mfaRecoveryCodes, mfaTotp } from '@/db/mfa-schema.js';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildSignedInUser } from '@/test/factories.js';
import { codeAt, enrolTotp } from './mfa-test-kit.js';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

const actionsOf = async (userId: number) =>
  (await t.app.services.db.select().from(auditEvents).where(eq(auditEvents.actor_id, userId))).map(
    (e) => e.action,
  );

describe('setting up an authenticator app', () => {
  it('answers a secret and its otpauth address, and is on only after a right code', async () => {
    const { user, token } = await buildSignedInUser(t.app);
    const begin = await api.post(API.mfa.totp, undefined, token);
    expect(begin.statusCode).toBe(200);
    const { secret, otpauth_url } = begin.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Operations%20Console:.+\?/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toContain('period=30');
    expect(otpauth_url).toContain('digits=6');
    expect((await api.get(API.mfa.status, token)).json().data).toEqual({
      totp: false,
      passkeys: [],
      recovery_codes_left: 0,
      required: false,
    });

    const wrong = await api.post(API.mfa.totpConfirm, { code: '000000' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MFA_MESSAGES.wrongCode);
    const bad = await api.post(API.mfa.totpConfirm, { code: 'abc' }, token);
    expect(bad.json()).toEqual({ success: false, message: MFA_MESSAGES.codeRequired });

    const confirm = await api.post(API.mfa.totpConfirm, { code: codeAt(t, secret) }, token);
    expect(confirm.statusCode).toBe(200);
    const codes: string[] = confirm.json().recovery_codes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await api.get(API.mfa.status, token)).json().data).toMatchObject({
      totp: true,
      recovery_codes_left: 10,
    });
    expect(await actionsOf(user.id)).toContain('mfa.totp.enrolled');
  });

  it('keeps the secret sealed and the recovery codes hashed at rest', async () => {
    const { user, token } = await buildSignedInUser(t.app);
    const { secret, recoveryCodes } = await enrolTotp(t, api, token);
    const [row] = await t.app.services.db.select().from(mfaTotp).where(eq(mfaTotp.user_id, user.id));
    expect(row!.secret_sealed).not.toContain(secret);
    const stored = await t.app.services.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.user_id, user.id));
    const dump = JSON.stringify(stored);
    for (const code of recoveryCodes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replace('-', ''));
    }
  });

  it('refuses to confirm before starting, and to start again while on', async () => {
    const { token } = await buildSignedInUser(t.app);
    const early = await api.post(API.mfa.totpConfirm, { code: '123456' }, token);
    expect(early.json()).toEqual({ success: false, message: MFA_MESSAGES.totpNotStarted });
    await enrolTotp(t, api, token);
    const again = await api.post(API.mfa.totp, undefined, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MFA_MESSAGES.totpAlreadyOn);
  });

  it('turns off with the password, after which the password alone signs in', async () => {
    const { user, password, token } = await buildSignedInUser(t.app);
    await enrolTotp(t, api, token);
    const wrong = await api.post(API.mfa.totpDisable, { password: 'Wrong#1234' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.incorrectPassword);
    const off = await api.post(API.mfa.totpDisable, { password }, token);
    expect(off.json()).toEqual({ success: true, message: MFA_MESSAGES.totpTurnedOff });
    expect((await api.get(API.mfa.status, token)).json().data).toMatchObject({
      totp: false,
      recovery_codes_left: 0,
    });
    const login = await api.post(API.auth.login, { username: user.email, password });
    expect(login.json().success).toBe(true);
    expect(await actionsOf(user.id)).toContain('mfa.totp.disabled');
    const twice = await api.post(API.mfa.totpDisable, { password }, token);
    expect(twice.json().message).toBe(MFA_MESSAGES.noSecondFactor);
  });

  it('makes ten new recovery codes with the password; the old ones stop working', async () => {
    const { user, password, token } = await buildSignedInUser(t.app);
    const none = await api.post(API.mfa.recoveryCodes, { password }, token);
    expect(none.json().message).toBe(MFA_MESSAGES.noSecondFactor);
    const { recoveryCodes } = await enrolTotp(t, api, token);
    const res = await api.post(API.mfa.recoveryCodes, { password }, token);
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);

    const step = await api.post(API.auth.login, { username: user.email, password });
    const old = await api.post(API.auth.loginMfa, {
      mfa_token: step.json().mfa_token,
      code: recoveryCodes[0],
    });
    expect(old.json().message).toBe(MFA_MESSAGES.wrongCode);
    const ok = await api.post(API.auth.loginMfa, { mfa_token: step.json().mfa_token, code: fresh[0] });
    expect(ok.statusCode).toBe(200);
    expect(await actionsOf(user.id)).toContain('mfa.recovery_codes.regenerated');
  });
});

describe('the audit trail of sign-ins', () => {
  it('records password and second-factor outcomes with the account', async () => {
    const { user, password, token } = await buildSignedInUser(t.app);
    const { secret } = await enrolTotp(t, api, token);
    await api.post(API.auth.login, { username: user.email, password: 'Wrong#1234' });
    const step = await api.post(API.auth.login, { username: user.email, password });
    await api.post(API.auth.loginMfa, { mfa_token: step.json().mfa_token, code: '000000' });
    await api.post(API.auth.loginMfa, { mfa_token: step.json().mfa_token, code: codeAt(t, secret) });

    const rows = await t.app.services.db.select().from(auditEvents).where(eq(auditEvents.actor_id, user.id));
    const signIns = rows.filter((r) => r.action.startsWith('auth.'));
    expect(signIns.map((r) => [r.action, r.details])).toEqual([
      ['auth.login.succeeded', {}],
      ['auth.login.failed', { reason: 'incorrect password' }],
      ['auth.mfa.failed', { reason: MFA_MESSAGES.wrongCode }],
      ['auth.mfa.succeeded', { method: 'totp' }],
      ['auth.login.succeeded', { second_factor: 'totp' }],
    ]);
    expect(signIns.every((r) => r.actor_email === user.email)).toBe(true);
    // No code or token ever lands in the trail.
    expect(JSON.stringify(rows)).not.toContain(step.json().mfa_token);
  });

  it('records a sign-in to an unknown address without keeping what was typed', async () => {
    await api.post(API.auth.login, { username: 'nobody-here@example.com', password: 'Wrong#1234' });
    const rows = await t.app.services.db.select().from(auditEvents);
    const unknown = rows.filter((r) => (r.details as { reason?: string }).reason === 'unknown address');
    expect(unknown.map((r) => [r.action, r.actor_id, r.actor_email])).toEqual([
      ['auth.login.failed', null, ''],
    ]);
    expect(JSON.stringify(rows)).not.toContain('nobody-here@example.com');
  });
});
