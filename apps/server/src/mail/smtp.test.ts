import type { AddressInfo } from 'node:net';
import { API, MESSAGES } from '@ops/contracts';
import PostalMime from 'postal-mime';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiClient } from '../test/api-client.js';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { buildUser } from '../test/factories.js';
import { resetTokenOf } from '../test/outbox.js';
import { capturingSmtpServer } from '../test/smtp-server.js';

const received: Buffer[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = capturingSmtpServer(received);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await buildTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Ops <ops@console.test>' },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it('delivers the reset e-mail over SMTP, and its link sets a new password', async () => {
  const { user } = await buildUser(t.app, { firstName: 'Priya' });
  const api = apiClient(t.app);
  await api.post(API.auth.forgetPassword, { email: user.email });
  await t.app.services.auth.drain();
  await t.app.services.mail.flush();

  expect(received).toHaveLength(1);
  const mail = await PostalMime.parse(received[0]!);
  expect(mail.from?.address).toBe('ops@console.test');
  expect(mail.to?.[0]?.address).toBe(user.email);
  expect(mail.text).toContain('Hello Priya');
  expect(mail.html).toContain('Reset your password</a>');

  const res = await api.post(API.auth.changePasswordWithLink, {
    password: 'Mailed#Pass1',
    q: resetTokenOf(mail.text),
  });
  expect(res.json()).toEqual({ success: true, message: MESSAGES.passwordUpdated });
  expect(
    (await api.post(API.auth.login, { username: user.email, password: 'Mailed#Pass1' })).statusCode,
  ).toBe(200);
});
