import { API, MESSAGES } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildSignedInUser, buildUser } from '@/test/factories.js';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

describe('POST /api-ops/auth/v1/login/', () => {
  it('signs in with a trimmed, case-insensitive e-mail and answers the spec fields', async () => {
    const { user, password } = await buildUser(t.app, { userType: 'CR' });
    const res = await api.post(API.auth.login, { username: `  ${user.email.toUpperCase()} `, password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Successfully Logged in!',
      is_verified: true,
      user_type: 'CR',
    });
    expect(body.token.access_token).toMatch(/^[\w-]{40,}$/);
  });

  it('answers 401 Incorrect Password for a wrong password and for an unknown account alike', async () => {
    const { user } = await buildUser(t.app);
    const wrong = await api.post(API.auth.login, { username: user.email, password: 'Nope#1234' });
    const unknown = await api.post(API.auth.login, { username: 'nobody@example.com', password: 'Nope#1234' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: MESSAGES.incorrectPassword });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it.each([
    [{ username: 'not-an-email', password: 'x' }, 'Invalid Email!'],
    [{ username: 'a@b.co', password: '' }, 'Empty password!'],
    [{ password: 'x' }, 'Invalid Email!'],
  ])('rejects %j with 400 "%s"', async (body, message) => {
    const res = await api.post(API.auth.login, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const res = await api.post(API.auth.login, '{"username":');
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('refuses a state-changing call without the CSRF header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.auth.login,
      payload: { username: 'a@b.co', password: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.csrfMissing);
  });

  it('checks CSRF on the routed path, so percent-encoding does not skip it', async () => {
    for (const url of ['/%61pi-ops/auth/v1/login/', '/api%2Dops/auth/v1/login/']) {
      const res = await t.app.inject({ method: 'POST', url, payload: { username: 'a@b.co', password: 'x' } });
      expect(res.statusCode).toBe(403);
    }
  });

  it.each([
    ['an array', '[1,2]', 'application/json', 400],
    ['a prototype-poisoning body', '{"__proto__":{"x":1}}', 'application/json', 400],
    ['an unsupported content type', 'username=a', 'text/csv', 415],
    [
      'an oversized body',
      JSON.stringify({ username: 'a@b.co', password: 'x'.repeat(1_100_000) }),
      'application/json',
      413,
    ],
  ])('answers %s with %i and a readable message', async (_name, payload, contentType, status) => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.auth.login,
      payload,
      headers: {
        'content-type': contentType,
        cookie: 'csrftoken=test-csrf-token-0123456789',
        'x-csrftoken': 'test-csrf-token-0123456789',
      },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().success).toBe(false);
    expect(Object.values(MESSAGES)).toContain(res.json().message);
  });

  it('answers a malformed address in the API shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-ops/%' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MESSAGES.badAddress });
  });

  it('hands out a CSRF cookie and echoes it', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.auth.csrf });
    const cookie = res.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie?.value).toBe(res.json().csrf_token);
    expect(cookie?.sameSite).toBe('Strict');
  });
});

describe('throttling', () => {
  it('locks an account after repeated failures, with a clear message, until the window passes', async () => {
    const { user, password } = await buildUser(t.app);
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await api.post(
            API.auth.login,
            { username: user.email, password: 'Wrong#123' },
            undefined,
            `10.0.0.${i}`,
          )
        ).statusCode,
      ).toBe(401);
    }
    const locked = await api.post(API.auth.login, { username: user.email, password }, undefined, '10.0.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(locked.headers['retry-after']).toBe('900');

    t.clock.advance(15 * 60_000 + 1000);
    expect((await api.post(API.auth.login, { username: user.email, password })).statusCode).toBe(200);
  });

  it('holds the limit when many guesses arrive at once', async () => {
    const { user, password } = await buildUser(t.app);
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        api.post(API.auth.login, { username: user.email, password: 'Wrong#123' }, undefined, `10.1.0.${i}`),
      ),
    );
    expect(guesses.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(guesses.filter((r) => r.statusCode === 429)).toHaveLength(10);
    expect(
      (await api.post(API.auth.login, { username: user.email, password }, undefined, '10.1.1.1')).statusCode,
    ).toBe(429);
  });

  it('slows an address after five failures, so colleagues behind it still sign in, and refuses it past the limit', async () => {
    const ip = '10.9.9.9';
    const { user, password } = await buildUser(t.app);
    /** How long the server made this sign-in from the shared address wait. */
    const waited = async (username: string, pass: string) => {
      const before = t.clock.now().getTime();
      const res = await api.post(API.auth.login, { username, password: pass }, undefined, ip);
      return { status: res.statusCode, ms: t.clock.now().getTime() - before };
    };
    const delays: number[] = [];
    for (let i = 0; i < 10; i++) {
      const guess = await waited(`guess${i}@example.com`, 'Wrong#123');
      expect(guess.status).toBe(401);
      delays.push(guess.ms);
    }
    expect(delays).toEqual([0, 0, 0, 0, 0, 250, 500, 1000, 2000, 4000]);
    // A colleague with the right password is slowed, not refused, and a success adds no failure.
    expect(await waited(user.email, password)).toEqual({ status: 200, ms: 8000 });
    expect(await waited(user.email, password)).toEqual({ status: 200, ms: 8000 });

    for (let i = 10; i < 50; i++)
      expect((await waited(`guess${i}@example.com`, 'Wrong#123')).status).toBe(401);
    const refused = await api.post(API.auth.login, { username: user.email, password }, undefined, ip);
    expect(refused.statusCode).toBe(429);
    expect(
      (await api.post(API.auth.login, { username: user.email, password }, undefined, '10.9.9.10')).statusCode,
    ).toBe(200);
  });
});

describe('sessions', () => {
  it('expires a token after 12 hours by default', async () => {
    const { token } = await buildSignedInUser(t.app);
    t.clock.advance(11 * 3_600_000);
    expect((await api.get(API.ops.profile, token)).statusCode).toBe(200);
    t.clock.advance(1 * 3_600_000 + 1000);
    const res = await api.get(API.ops.profile, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: MESSAGES.notAuthenticated });
  });

  it('keeps a "Stay logged in" token for 30 days', async () => {
    const { user, password } = await buildUser(t.app);
    const login = await api.post(API.auth.login, { username: user.email, password, stay_logged_in: true });
    const token = login.json().token.access_token;
    t.clock.advance(29 * 24 * 3_600_000);
    expect((await api.get(API.ops.profile, token)).statusCode).toBe(200);
    t.clock.advance(24 * 3_600_000 + 1000);
    expect((await api.get(API.ops.profile, token)).statusCode).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const { token } = await buildSignedInUser(t.app);
    const out = await api.get(API.auth.logout, token);
    expect(out.json()).toEqual({ success: true });
    expect((await api.get(API.ops.profile, token)).statusCode).toBe(401);
    expect((await api.get(API.auth.logout, token)).statusCode).toBe(401);
  });

  it('answers 401 to a missing or made-up token', async () => {
    expect((await api.get(API.ops.profile)).statusCode).toBe(401);
    expect((await api.get(API.ops.profile, 'made-up-token')).statusCode).toBe(401);
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const res = await api.get('/api-ops/ops/v1/nothing-here/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: MESSAGES.notFound });
  });
});
