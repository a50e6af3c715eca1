import { API, MESSAGES } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildUser, signIn } from '@/test/factories.js';
import { readOutbox, resetTokenOf } from '@/test/outbox.js';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

async function requestLink(email: string) {
  const before = (await readOutbox(t)).length;
  const res = await api.post(API.auth.forgetPassword, { email });
  expect(res.statusCode).toBe(200);
  const mails = await readOutbox(t);
  expect(mails).toHaveLength(before + 1);
  const mail = mails.at(-1)!;
  expect(mail.to?.[0]?.address).toBe(email);
  expect(mail.subject).toBe('Reset your password');
  expect(mail.text).toContain('http://console.test/oppsforgotpassword/token?q=');
  return resetTokenOf(mail.text);
}

describe('forget-password', () => {
  it('answers the same whether or not the address exists, and mails only a real account', async () => {
    const { user } = await buildUser(t.app);
    const before = (await readOutbox(t)).length;
    const known = await api.post(API.auth.forgetPassword, { email: user.email });
    const unknown = await api.post(API.auth.forgetPassword, { email: 'ghost@example.com' });
    expect(known.json()).toEqual({ success: true, message: MESSAGES.resetLinkSent });
    expect(unknown.json()).toEqual(known.json());
    expect(await readOutbox(t)).toHaveLength(before + 1);
  });

  it.each([
    ['', 'Empty email!'],
    ['nope', 'Invalid Email'],
  ])('rejects "%s" with "%s"', async (email, message) => {
    const res = await api.post(API.auth.forgetPassword, { email });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('limits reset mails per address and hour', async () => {
    const email = 'flood@example.com';
    for (let i = 0; i < 5; i++)
      expect((await api.post(API.auth.forgetPassword, { email })).statusCode).toBe(200);
    const res = await api.post(API.auth.forgetPassword, { email });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });
});

describe('change-password from the reset link', () => {
  it('sets a new password once, verifies the account and ends its sessions', async () => {
    const { user } = await buildUser(t.app, { verified: false });
    const oldToken = await signIn(t.app, user.email, 'Start#Pass123');
    const q = await requestLink(user.email);

    const res = await api.post(API.auth.changePasswordWithLink, { password: 'Brand#New456', q });
    expect(res.json()).toEqual({ success: true, message: MESSAGES.passwordUpdated });
    expect((await api.get(API.ops.profile, oldToken)).statusCode).toBe(401);

    const login = await api.post(API.auth.login, { username: user.email, password: 'Brand#New456' });
    expect(login.json().is_verified).toBe(true);

    const again = await api.post(API.auth.changePasswordWithLink, { password: 'Other#New789', q });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.resetLinkInvalid);
  });

  it('lifts a login lock once the password is reset through the link', async () => {
    const { user } = await buildUser(t.app);
    for (let i = 0; i < 6; i++)
      await api.post(
        API.auth.login,
        { username: user.email, password: 'Wrong#123' },
        undefined,
        `10.2.0.${i}`,
      );
    const q = await requestLink(user.email);
    expect(
      (await api.post(API.auth.changePasswordWithLink, { password: 'Brand#New456', q })).statusCode,
    ).toBe(200);
    expect(
      (await api.post(API.auth.login, { username: user.email, password: 'Brand#New456' })).statusCode,
    ).toBe(200);
  });

  it('refuses a link older than one hour', async () => {
    const { user } = await buildUser(t.app);
    const q = await requestLink(user.email);
    t.clock.advance(60 * 60_000 + 1000);
    const res = await api.post(API.auth.changePasswordWithLink, { password: 'Brand#New456', q });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.resetLinkInvalid);
  });

  it('keeps the link usable when the new password breaks the rule', async () => {
    const { user } = await buildUser(t.app);
    const q = await requestLink(user.email);
    const weak = await api.post(API.auth.changePasswordWithLink, { password: 'weakpass', q });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(MESSAGES.passwordRule);
    const banned = await api.post(API.auth.changePasswordWithLink, { password: 'Good#Pass1<', q });
    expect(banned.json().message).toBe(MESSAGES.passwordSymbols);
    expect((await api.post(API.auth.changePasswordWithLink, { password: 'Good#Pass12', q })).statusCode).toBe(
      200,
    );
  });

  it('refuses a made-up link', async () => {
    const res = await api.post(API.auth.changePasswordWithLink, { password: 'Good#Pass12', q: 'made-up' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.resetLinkInvalid);
  });
});
