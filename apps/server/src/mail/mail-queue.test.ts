import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outgoingMails, secretCompactions } from '../db/schema.js';
import { rowsAsText, searchFiles } from '../secrets-at-rest/secret-search.js';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { freePort } from '../test/free-port.js';
import { capturingSmtpServer } from '../test/smtp-server.js';
import { openTestDatabase } from '../test/test-database.js';

const received: Buffer[] = [];
const smtp = capturingSmtpServer(received);
let smtpUrl = '';
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ops-mail-queue-'));
/** Apps still open when a test fails; each closes its own database unless it shares one. */
const open = new Set<{ close(): Promise<void> }>();

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const item of [...open].reverse()) await item.close().catch(() => undefined);
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await rm(dataDir, { recursive: true, force: true });
});

const mail = (secret: string) => ({
  to: 'reader@client.example',
  subject: 'Delivery shared with you',
  text: `Open http://console.test/shared#t=${secret}`,
  html: `<p><a href="http://console.test/shared#t=${secret}">Open</a></p>`,
});
/** The text of every mail the SMTP server received. */
const receivedTexts = () =>
  Promise.all(received.map(async (m) => ((await PostalMime.parse(m)).text ?? '').trim()));
const rows = (t: TestApp) => t.app.services.db.select().from(outgoingMails);

it(
  'keeps a waiting mail sealed, sends it whole, then keeps only its recipient, subject and status',
  { timeout: 60_000 },
  async () => {
    // Nothing listens on this port yet: the mail waits.
    const port = await freePort();
    const t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    open.add(t);
    const secret = 'waitingLinkToken0123456789abcdefghijklmnopq';
    await t.app.services.mail.queue(mail(secret));
    await t.app.services.mail.flush();
    const [waiting] = await rows(t);
    expect(waiting).toMatchObject({ sent_at: null, message: null, recipient: 'reader@client.example' });
    expect(waiting!.last_error).not.toBeNull();
    expect(waiting!.sealed_message).toMatch(/^v1:/);
    expect((await rowsAsText(t.database)).toString()).not.toContain(secret);

    const late = capturingSmtpServer(received);
    await new Promise<void>((resolve) => late.listen(port, '127.0.0.1', resolve));
    try {
      expect(await t.app.services.mail.deliver(waiting!.id)).toBe(true);
    } finally {
      await new Promise<void>((resolve) => late.close(() => resolve()));
    }
    expect((await receivedTexts()).at(-1)).toBe(`Open http://console.test/shared#t=${secret}`);
    const [sent] = await rows(t);
    expect(sent).toMatchObject({
      recipient: 'reader@client.example',
      subject: 'Delivery shared with you',
      sealed_message: null,
      message: null,
      last_error: null,
    });
    expect(sent!.sent_at).not.toBeNull();
    expect((await rowsAsText(t.database)).toString()).not.toContain(secret);
    await t.close();
    open.delete(t);
  },
);

it(
  'a mail stored in clear before bodies were sealed is sealed at start-up and still goes out; a sent one loses its body, also from the files',
  { timeout: 60_000 },
  async () => {
    const database = await openTestDatabase({ dataDir: path.join(dataDir, 'pglite') });
    open.add(database);
    const first = await buildTestApp({ database, dataDir, env: { SMTP_URL: smtpUrl } });
    open.add(first.app);
    // What migration 0014 finds and leaves: an unsent clear body, and a table to rewrite at start-up.
    const unsentSecret = 'legacyUnsentToken0123456789abcdefghijklmnop';
    const sentSecret = 'legacySentToken0123456789abcdefghijklmnopqr';
    const { db } = first.app.services;
    await db.insert(outgoingMails).values([
      {
        message: mail(unsentSecret),
        recipient: 'reader@client.example',
        subject: 'Delivery shared with you',
      },
      { message: mail(sentSecret), sent_at: new Date(), recipient: 'reader@client.example' },
    ]);
    await db.insert(secretCompactions).values({ table_name: 'outgoing_mails' });
    await first.app.close();
    open.delete(first.app);

    const second = await buildTestApp({ database, dataDir, env: { SMTP_URL: smtpUrl } });
    open.add(second.app);
    const stored = await rows(second);
    expect(stored.every((r) => r.message === null)).toBe(true);
    expect(stored.find((r) => r.sent_at === null)?.sealed_message).toMatch(/^v1:/);
    expect(await second.app.services.db.select().from(secretCompactions)).toEqual([]);
    const dump = (await rowsAsText(database)).toString();
    expect(dump).not.toContain(unsentSecret);
    expect(dump).not.toContain(sentSecret);

    await second.app.services.mail.flush();
    expect(await receivedTexts()).toContain(`Open http://console.test/shared#t=${unsentSecret}`);
    await second.app.close();
    open.delete(second.app);
    await database.close();
    open.delete(database);
    if (!process.env.TEST_DATABASE_URL) {
      const secrets = [unsentSecret, sentSecret].map((value) => ({ what: value, value }));
      expect(await searchFiles(dataDir, secrets)).toEqual([]);
    }
  },
);

it('a mail whose hand-over to the job queue fails stays stored, and the orphan requeue hands it over again', async () => {
  const t = await buildTestApp({ env: { SMTP_URL: smtpUrl } });
  open.add(t);
  const { mail: queue } = t.app.services;
  const handed: number[] = [];
  let refuse = true;
  queue.attach(async (id) => {
    handed.push(id);
    if (refuse) throw new Error('job queue down');
  });
  await queue.queue(mail('handOverToken0123456789abcdefghijklmnopqrs'));
  await queue.settle();
  const [stored] = await rows(t);
  expect(stored).toMatchObject({ sent_at: null, recipient: 'reader@client.example' });
  expect(handed).toEqual([stored!.id]);

  refuse = false;
  expect(await queue.requeueOrphans()).toBe(0);
  t.clock.advance(3 * 60_000);
  expect(await queue.requeueOrphans()).toBe(1);
  expect(handed).toEqual([stored!.id, stored!.id]);
  await t.close();
  open.delete(t);
});
