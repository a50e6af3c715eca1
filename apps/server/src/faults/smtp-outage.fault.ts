import { API } from '@ops/contracts';
import PostalMime from 'postal-mime';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outgoingMails } from '../db/schema.js';
import { buildSignedInUser, buildUser } from '../test/factories.js';
import { capturingSmtpServer } from '../test/smtp-server.js';
import { faultWorld, type FaultWorld } from './fault-world.js';
import { freePort } from '../test/free-port.js';
import { answered, liveClient } from './live-client.js';
import { waitFor } from './load.js';

const received: Buffer[] = [];
let smtpPort: number;
let smtp: SMTPServer | null = null;
let w: FaultWorld;

beforeAll(async () => {
  smtpPort = await freePort();
  w = await faultWorld('faults_smtp_outage', {
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Ops <ops@console.test>',
      JOB_POLL_SECONDS: '0.5',
      MAIL_RETRY_SECONDS: '1',
    },
  });
});
afterAll(async () => {
  await w?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

const mails = () => w.t.app.services.db.select().from(outgoingMails);

it('mails queued while the SMTP server is down (and the console restarted) each go out once when it returns', async () => {
  const admin = await buildSignedInUser(w.t.app, { userType: 'OA' });
  const staff = await Promise.all([1, 2].map(() => buildUser(w.t.app, { userType: 'OU' })));
  await w.start();
  const api = liveClient(w.base);

  // Three invitations and two reset links, all made while nothing listens on the SMTP port.
  const invited = [1, 2, 3].map((n) => `invitee-${n}@console.test`);
  for (const email of invited) {
    const body = { email, first_name: 'New', user_type: 'OU' };
    answered(await api.post(API.staff.users, body, admin.token));
  }
  for (const { user } of staff) answered(await api.post(API.auth.forgetPassword, { email: user.email }));
  const expected = [...invited, ...staff.map((s) => s.user.email)].sort();

  // Every one stored and tried at least once, in vain.
  await waitFor(
    async () => {
      const rows = await mails();
      return rows.length === expected.length && rows.every((r) => r.last_error !== null);
    },
    20_000,
    'every mail to be tried while the SMTP server is down',
  );
  // A restart while they wait loses none of them.
  await w.server.stop('SIGTERM');
  await w.start();
  expect((await mails()).every((r) => r.sent_at === null)).toBe(true);

  smtp = capturingSmtpServer(received);
  await new Promise<void>((resolve) => smtp!.listen(smtpPort, '127.0.0.1', resolve));
  const back = Date.now();
  const deliveredIn = await waitFor(
    () => received.length >= expected.length,
    40_000,
    'every mail to arrive once the SMTP server is back',
  );
  await waitFor(
    async () => (await mails()).every((r) => r.sent_at !== null),
    10_000,
    'every mail marked sent',
  );
  // Later retry rounds send nothing more.
  await new Promise((r) => setTimeout(r, 3000));
  const recipients = await Promise.all(
    received.map(async (raw) => (await PostalMime.parse(raw)).to?.[0]?.address ?? ''),
  );
  expect(recipients.sort()).toEqual(expected);
  const attempts = (await mails()).map((r) => r.attempts);
  console.log(
    `SMTP outage: ${expected.length} mails, ${Math.min(...attempts)} to ${Math.max(...attempts)} attempts each, ` +
      `all delivered ${deliveredIn} ms after the SMTP server returned (${Date.now() - back} ms incl. the quiet check)`,
  );
});
