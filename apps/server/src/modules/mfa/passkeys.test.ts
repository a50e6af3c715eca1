import { API, MESSAGES, MFA_MESSAGES } from '@ops/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@/db/audit-schema.js';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildSignedInUser } from '@/test/factories.js';
import { enrolTotp, passwordStep } from './mfa-test-kit.js';
import { softPasskey } from './passkey-test-kit.js';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

async function addPasskey(token: string, passkey = softPasskey(), name = 'Laptop') {
  const options = (await api.post(API.mfa.passkeyOptions, undefined, token)).json().options;
  const res = await api.post(API.mfa.passkeys, { name, response: passkey.register(options) }, token);
  return { passkey, res };
}

async function signInWithPasskey(mfaToken: string, passkey: ReturnType<typeof softPasskey>) {
  const options = await api.post(API.auth.loginPasskeyOptions, { mfa_token: mfaToken });
  expect(options.statusCode).toBe(200);
  return api.post(API.auth.loginPasskey, {
    mfa_token: mfaToken,
    response: passkey.assert(options.json().options),
  });
}

describe('passkeys', () => {
  it('registers one from the profile (the first factor gets its recovery codes) and signs in with it', async () => {
    const { user, password, token } = await buildSignedInUser(t.app);
    const options = (await api.post(API.mfa.passkeyOptions, undefined, token)).json().options;
    expect(options).toMatchObject({
      rp: { id: 'console.test', name: 'Operations Console' },
      attestation: 'none',
    });
    const { passkey, res } = await addPasskey(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().recovery_codes).toHaveLength(10);
    const status = (await api.get(API.mfa.status, token)).json().data;
    expect(status.passkeys).toEqual([
      { id: expect.any(Number), name: 'Laptop', created_at: expect.any(String), last_used_at: null },
    ]);

    const step = await api.post(API.auth.login, { username: user.email, password });
    expect(step.json().methods).toEqual(['webauthn', 'recovery_code']);
    const signedIn = await signInWithPasskey(step.json().mfa_token, passkey);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ success: true, message: MESSAGES.successfullyLoggedIn });
    const actions = (
      await t.app.services.db.select().from(auditEvents).where(eq(auditEvents.actor_id, user.id))
    ).map((r) => [r.action, r.details]);
    expect(actions).toContainEqual(['mfa.passkey.added', {}]);
    expect(actions).toContainEqual(['auth.mfa.succeeded', { method: 'webauthn' }]);
  });

  it('adds no new recovery codes when the account has some', async () => {
    const { token } = await buildSignedInUser(t.app);
    await enrolTotp(t, api, token);
    const { res } = await addPasskey(token);
    expect(res.json().recovery_codes).toEqual([]);
  });

  it('refuses a registration without its options, or answering another challenge', async () => {
    const { token } = await buildSignedInUser(t.app);
    const passkey = softPasskey();
    const early = await api.post(
      API.mfa.passkeys,
      { response: passkey.register({ challenge: 'made-up' }) },
      token,
    );
    expect(early.json().message).toBe(MFA_MESSAGES.passkeyNotStarted);
    await api.post(API.mfa.passkeyOptions, undefined, token);
    const wrong = await api.post(
      API.mfa.passkeys,
      { response: passkey.register({ challenge: 'made-up' }) },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MFA_MESSAGES.passkeyRefused);
  });

  it('refuses another account’s passkey, a replayed assertion and another origin', async () => {
    const mine = await buildSignedInUser(t.app);
    const theirs = await buildSignedInUser(t.app);
    const { passkey } = await addPasskey(mine.token);
    const { passkey: theirPasskey } = await addPasskey(theirs.token);

    const mfaToken = await passwordStep(api, mine.user.email, mine.password);
    const foreign = await signInWithPasskey(mfaToken, theirPasskey);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().message).toBe(MFA_MESSAGES.passkeyUnknown);

    const options = (await api.post(API.auth.loginPasskeyOptions, { mfa_token: mfaToken })).json().options;
    const assertion = passkey.assert(options);
    expect(
      (await api.post(API.auth.loginPasskey, { mfa_token: mfaToken, response: assertion })).statusCode,
    ).toBe(200);
    const again = await passwordStep(api, mine.user.email, mine.password);
    await api.post(API.auth.loginPasskeyOptions, { mfa_token: again });
    const replay = await api.post(API.auth.loginPasskey, { mfa_token: again, response: assertion });
    expect(replay.json().message).toBe(MFA_MESSAGES.passkeyRefused);

    const third = await passwordStep(api, mine.user.email, mine.password);
    const thirdOptions = (await api.post(API.auth.loginPasskeyOptions, { mfa_token: third })).json().options;
    const phished = passkey.assert(thirdOptions, 'http://console.test.evil.example');
    const refused = await api.post(API.auth.loginPasskey, { mfa_token: third, response: phished });
    expect(refused.json().message).toBe(MFA_MESSAGES.passkeyRefused);
    expect(
      (await api.post(API.auth.loginPasskey, { mfa_token: third, response: passkey.assert(thirdOptions) }))
        .statusCode,
    ).toBe(200);
  });

  it('asks for the options first, and refuses an expired mfa_token', async () => {
    const { user, password, token } = await buildSignedInUser(t.app);
    const { passkey } = await addPasskey(token);
    const mfaToken = await passwordStep(api, user.email, password);
    const early = await api.post(API.auth.loginPasskey, {
      mfa_token: mfaToken,
      response: passkey.assert({ challenge: 'x' }),
    });
    expect(early.json().message).toBe(MFA_MESSAGES.passkeyNotStarted);
    t.clock.advance(5 * 60_000 + 1000);
    const late = await api.post(API.auth.loginPasskeyOptions, { mfa_token: mfaToken });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(MFA_MESSAGES.mfaTokenExpired);
  });

  it('removes one with the password; the last one going turns the second factor off', async () => {
    const { user, password, token } = await buildSignedInUser(t.app);
    await addPasskey(token);
    const [passkey] = (await api.get(API.mfa.status, token)).json().data.passkeys;
    const wrong = await api.post(API.mfa.removePasskey(passkey.id), { password: 'Wrong#1234' }, token);
    expect(wrong.json().message).toBe(MESSAGES.incorrectPassword);
    const res = await api.post(API.mfa.removePasskey(passkey.id), { password }, token);
    expect(res.json()).toEqual({ success: true, message: MFA_MESSAGES.passkeyRemoved });
    expect((await api.get(API.mfa.status, token)).json().data).toMatchObject({
      passkeys: [],
      recovery_codes_left: 0,
    });
    expect((await api.post(API.auth.login, { username: user.email, password })).json().success).toBe(true);
    const gone = await api.post(API.mfa.removePasskey(passkey.id), { password }, token);
    expect(gone.statusCode).toBe(404);
  });
});
