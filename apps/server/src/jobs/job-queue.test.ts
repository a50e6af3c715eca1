import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { outgoingMails } from '../db/schema.js';
import { webhookEndpoints } from '../db/webhook-schema.js';
import { testReceiver } from '../modules/webhooks/test-receiver.js';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { capturingSmtpServer } from '../test/smtp-server.js';
import { JOBS } from './job-queue.js';

const apps: TestApp[] = [];
afterEach(async () => {
  // The later instances share the first one's database: they close first, the first closes it.
  const [owner, ...sharing] = apps.splice(0);
  for (const t of sharing.reverse()) await t.app.close();
  await owner?.close();
});

const queueOn = { JOB_QUEUE: 'true', JOB_POLL_SECONDS: '0.5', MAIL_RETRY_SECONDS: '1' };

/** Polls until `check` holds, for at most `ms`. */
async function eventually(check: () => Promise<boolean> | boolean, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Mail jobs still waiting, waiting for a retry, or running: while there are none, nothing sends a mail. */
async function unfinishedMailJobs(t: TestApp) {
  const { rows } = await t.database.executeSql(
    `select count(*)::int as n from pgboss.job where name = $1 and state < 'completed'`,
    [JOBS.mail],
  );
  return (rows[0] as { n: number }).n;
}

const mail = (n: number) => ({
  to: `person${n}@client.example`,
  subject: `Mail ${n}`,
  text: `Body ${n}`,
  html: `<p>Body ${n}</p>`,
});

it('a mail queued while the SMTP server is down waits, then goes out once after it returns', async () => {
  // A free port, with nothing listening on it yet.
  const received: Buffer[] = [];
  const smtp = capturingSmtpServer(received);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => smtp.close(() => resolve()));

  const t = await buildTestApp({ env: { ...queueOn, SMTP_URL: `smtp://127.0.0.1:${port}` } });
  apps.push(t);
  await t.app.services.mail.queue(mail(1));
  const row = async () => (await t.app.services.db.select().from(outgoingMails))[0]!;
  await eventually(async () => (await row()).last_error !== null);
  expect((await row()).sent_at).toBeNull();

  const back = capturingSmtpServer(received);
  await new Promise<void>((resolve) => back.listen(port, '127.0.0.1', resolve));
  try {
    await eventually(() => received.length > 0);
    await eventually(async () => (await row()).sent_at !== null);
    // Later rounds (retries, the requeue) send nothing more: once the requeue's hand-overs are in and every
    // mail job has finished, nothing is left that could send it (a second send ends the wait at once).
    await t.app.services.mail.requeueOrphans();
    await t.app.services.mail.settle();
    await eventually(async () => received.length > 1 || (await unfinishedMailJobs(t)) === 0);
    expect(received).toHaveLength(1);
    expect(received[0]!.toString()).toContain('Subject: Mail 1');
  } finally {
    await new Promise<void>((resolve) => back.close(() => resolve()));
  }
});

it('two instances on one database send each mail once, however often it is handed to the queue', async () => {
  const first = await buildTestApp({ env: queueOn });
  apps.push(first);
  const second = await buildTestApp({ database: first.database, dataDir: first.dataDir, env: queueOn });
  apps.push(second);

  for (let n = 1; n <= 6; n++) await (n % 2 ? first : second).app.services.mail.queue(mail(n));
  // Both instances hand every stored mail to the queue again, as their requeue rounds would after a crash.
  const ids = (await first.app.services.db.select({ id: outgoingMails.id }).from(outgoingMails)).map(
    (r) => r.id,
  );
  await Promise.all(
    [first, second].flatMap((t) => ids.map((id) => t.app.services.mail.deliver(id).catch(() => false))),
  );
  const sent = async () =>
    (await first.app.services.db.select().from(outgoingMails)).filter((r) => r.sent_at !== null).length;
  await eventually(async () => (await sent()) === 6);
  // The jobs handed over too (however late) have all run: nothing is left that could send a mail again.
  await Promise.all([first, second].map((t) => t.app.services.mail.settle()));
  await eventually(async () => (await unfinishedMailJobs(first)) === 0);

  const files = (await readdir(path.join(first.dataDir, 'outbox'))).filter((f) => f.endsWith('.eml'));
  expect(files).toHaveLength(6);
  const rows = await first.app.services.db.select().from(outgoingMails).where(eq(outgoingMails.id, ids[0]!));
  expect(rows[0]!.sent_at).not.toBeNull();

  // Both instances scheduled the periodic work: one schedule per job, so each tick makes one job.
  const schedules = await first.database.executeSql('select name from pgboss.schedule order by name');
  expect(schedules.rows).toEqual([
    { name: 'fold-insights' },
    { name: 'hourly-upkeep' },
    { name: 'requeue-mail' },
    { name: 'requeue-scans' },
    { name: 'requeue-webhooks' },
  ]);
});

it('a backlog of mails goes out one after another without waiting a poll interval between them', async () => {
  const received: Buffer[] = [];
  const smtp = capturingSmtpServer(received);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  // A poll every minute: without draining, five mails would take five minutes.
  const t = await buildTestApp({
    env: { ...queueOn, JOB_POLL_SECONDS: '60', SMTP_URL: `smtp://127.0.0.1:${port}` },
  });
  apps.push(t);
  try {
    for (let n = 1; n <= 5; n++) await t.app.services.mail.queue(mail(n));
    await eventually(() => received.length === 5, 20_000);
    expect(received.map((m) => /Subject: (Mail \d)/.exec(m.toString())?.[1]).sort()).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Mail ${n}`),
    );
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});

it('webhook events go out through the queue, in order per delivery, one drain per endpoint and delivery', async () => {
  const tool = testReceiver();
  await tool.start();
  try {
    const t = await buildTestApp({ env: { ...queueOn, WEBHOOK_ALLOW_PRIVATE: 'true' } });
    apps.push(t);
    const now = t.clock.now();
    await t.app.services.db.insert(webhookEndpoints).values({
      url: tool.url(),
      events: ['delivery.created', 'delivery.version_added'],
      sealed_secret: t.app.services.webhooks.box.seal(`whsec_${Buffer.alloc(32, 1).toString('base64')}`),
      created_at: now,
      updated_at: now,
    });
    const { webhooks, db } = t.app.services;
    for (let version = 1; version <= 5; version++) {
      const type = version === 1 ? 'delivery.created' : 'delivery.version_added';
      await webhooks.release([await webhooks.stage(db, type, { version }, 'delivery:1')]);
    }
    await eventually(() => tool.got.length === 5);
    expect(tool.events().map((e) => e.data.version)).toEqual([1, 2, 3, 4, 5]);
  } finally {
    await tool.stop();
  }
});
