import { API, MESSAGES } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildSignedInUser } from '@/test/factories.js';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await buildTestApp({
    extend: (app) => {
      app.get('/api-ops/test/v1/operations-only/', { config: { roles: ['OA', 'OU'] } }, async () => ({
        success: true,
      }));
    },
  });
  api = apiClient(t.app);
});
afterAll(() => t.close());

describe('an unverified account (temporary password)', () => {
  it('may only change its password, log out and use its profile', async () => {
    const { token } = await buildSignedInUser(t.app, { verified: false });
    expect((await api.get(API.ops.profile, token)).statusCode).toBe(200);
    const blocked = await api.post(API.auth.validatePassword, { password: 'Start#Pass123' }, token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(MESSAGES.mustChangePassword);
    expect(
      (
        await api.post(
          API.auth.resetPassword,
          { password: 'Start#Pass123', new_password: 'Next#Pass456' },
          token,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('changes the password in the forced modal and gets a fresh, verified token', async () => {
    const { user, token } = await buildSignedInUser(t.app, { verified: false });
    const res = await api.post(API.ops.changePassword, { password: 'Fresh#Pass456' }, token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, is_verified: true });
    expect((await api.get(API.ops.profile, token)).statusCode).toBe(401);
    expect(
      (await api.post(API.auth.validatePassword, { password: 'Fresh#Pass456' }, body.token.access_token))
        .statusCode,
    ).toBe(200);
    const login = await api.post(API.auth.login, { username: user.email, password: 'Fresh#Pass456' });
    expect(login.json().is_verified).toBe(true);
  });

  it.each([
    ['Start#Pass123', MESSAGES.newPasswordSameAsOld],
    ['short1!', MESSAGES.passwordRule],
    ['NoDigits#here', MESSAGES.passwordRule],
    ["Quote'Pass123", MESSAGES.passwordSymbols],
    ['', MESSAGES.emptyPassword],
  ])('refuses "%s" with "%s"', async (password, message) => {
    const { token } = await buildSignedInUser(t.app, { verified: false });
    const res = await api.post(API.ops.changePassword, { password }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('is not a way round the old password once verified', async () => {
    const { token } = await buildSignedInUser(t.app);
    const res = await api.post(API.ops.changePassword, { password: 'Fresh#Pass456' }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.passwordAlreadySet);
  });
});

describe('reset-password (Change Password on the profile)', () => {
  it('needs the current password, then issues a new token and ends the other sessions', async () => {
    const { user, token } = await buildSignedInUser(t.app);
    const wrong = await api.post(
      API.auth.resetPassword,
      { password: 'Wrong#Pass1', new_password: 'Next#Pass456' },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.incorrectPassword);

    const res = await api.post(
      API.auth.resetPassword,
      { password: 'Start#Pass123', new_password: 'Next#Pass456' },
      token,
    );
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token.access_token;
    expect((await api.get(API.ops.profile, token)).statusCode).toBe(401);
    expect((await api.get(API.ops.profile, fresh)).statusCode).toBe(200);
    expect(
      (await api.post(API.auth.login, { username: user.email, password: 'Next#Pass456' })).statusCode,
    ).toBe(200);
  });

  it.each([
    [{ password: '', new_password: 'Next#Pass456' }, MESSAGES.enterCurrentPassword],
    [{ password: 'Start#Pass123', new_password: 'Start#Pass123' }, MESSAGES.newPasswordSameAsOld],
    [{ password: 'Start#Pass123', new_password: 'weak' }, MESSAGES.passwordRule],
  ])('refuses %j with its message', async (body, message) => {
    const { token } = await buildSignedInUser(t.app);
    const res = await api.post(API.auth.resetPassword, body, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 401 without a token', async () => {
    const res = await api.post(API.auth.resetPassword, { password: 'a', new_password: 'Next#Pass456' });
    expect(res.statusCode).toBe(401);
  });
});

describe('validate-password', () => {
  it('confirms the own password and throttles guessing', async () => {
    const { token } = await buildSignedInUser(t.app);
    expect((await api.post(API.auth.validatePassword, { password: 'Start#Pass123' }, token)).json()).toEqual({
      success: true,
      message: MESSAGES.passwordValid,
    });
    for (let i = 0; i < 5; i++) {
      const res = await api.post(API.auth.validatePassword, { password: 'Wrong#Pass1' }, token);
      expect(res.json()).toEqual({ success: false, message: MESSAGES.incorrectPassword });
    }
    expect((await api.post(API.auth.validatePassword, { password: 'Start#Pass123' }, token)).statusCode).toBe(
      429,
    );
  });
});

describe('roles', () => {
  it('answers 403 to a signed-in user of the wrong type', async () => {
    const ops = await buildSignedInUser(t.app, { userType: 'OU' });
    const sales = await buildSignedInUser(t.app, { userType: 'SL' });
    expect((await api.get('/api-ops/test/v1/operations-only/', ops.token)).statusCode).toBe(200);
    const res = await api.get('/api-ops/test/v1/operations-only/', sales.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
  });
});
