import type { AddressInfo } from 'node:net';
import { API, NOTIFICATION_TEXTS } from '@ops/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries } from '@/db/delivery-schema.js';
import { openPostgres } from '@/db/client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { useRecipientWorld } from '@/test/recipient-kit.js';
import { openSse } from './sse-client.js';

// The bell (issue 24): whoever shared a delivery hears of a recipient's first download of a version, a
// rating and an access request, in the list and live on the event stream, from any instance.
const { ctx, world, api, staffShare, linkTokenFor, codeFor } = useRecipientWorld();
let base = '';

beforeAll(async () => {
  await ctx.t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(ctx.t.app.server.address() as AddressInfo).port}`;
});

async function recipientSession(email: string) {
  await staffShare(world.deliveryA, [email]);
  const token = await linkTokenFor(email);
  await api().post(API.recipients.requestCode, { token });
  return (await api().post(API.recipients.verify, { token, code: await codeFor(email) })).json()
    .token as string;
}
const download = (session: string, version = 1) =>
  api().post(API.recipients.download, { delivery_id: world.deliveryA, version }, session);
const bell = async () => (await api().get(API.notifications.list, ctx.token)).json();
const ticket = async (token = ctx.token) =>
  (await api().post(API.notifications.streamTicket, undefined, token)).json().ticket as string;
/** Polls until `check` holds, for at most 2 s (the bound). */
async function within2s(check: () => boolean) {
  const end = Date.now() + 2000;
  while (!check()) {
    if (Date.now() > end) throw new Error('not within 2 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('notifications', () => {
  it('tell the sharer of a first download per version, a rating and an access request; read marks them', async () => {
    const email = `bell-reader@${ctx.w.client.domain}`;
    const session = await recipientSession(email);
    const batch = (await bell()).data;
    await download(session);
    await download(session);
    await api().post(
      API.recipients.feedback,
      { delivery_id: world.deliveryA, version: 1, rating: 4, comment: '' },
      session,
    );
    const colleague = `bell-colleague@${ctx.w.client.domain}`;
    await api().post(
      API.recipients.requestAccess,
      { delivery_id: world.deliveryA, email: colleague },
      session,
    );

    const after = await bell();
    const fresh = after.data.slice(0, after.data.length - batch.length);
    const [row] = await ctx.t.app.services.db
      .select({ batch_id: deliveries.batch_id })
      .from(deliveries)
      .where(eq(deliveries.id, world.deliveryA));
    const batch_id = row!.batch_id;
    expect(fresh.map((n: { text: string }) => n.text)).toEqual([
      NOTIFICATION_TEXTS.accessRequest(email, colleague, batch_id),
      NOTIFICATION_TEXTS.feedback(email, batch_id, 1, 4),
      // The second download of the version tells nobody.
      NOTIFICATION_TEXTS.firstDownload(email, batch_id, 1),
    ]);
    expect(
      fresh.every(
        (n: { read: boolean; delivery_id: number }) => !n.read && n.delivery_id === world.deliveryA,
      ),
    ).toBe(true);
    expect(after.unread).toBeGreaterThanOrEqual(3);
    const read = await api().post(API.notifications.read, { ids: [fresh[0].id] }, ctx.token);
    expect(read.json().unread).toBe(after.unread - 1);
    expect((await bell()).data[0].read).toBe(true);
    expect((await api().post(API.notifications.readAll, undefined, ctx.token)).json().unread).toBe(0);
    // Another account sees none of them.
    const other = (await api().get(API.notifications.list, ctx.w.admin.token)).json();
    expect(other.data.map((n: { id: number }) => n.id)).not.toContain(fresh[0].id);
  });

  it('streams a new notification and a delivery change within 2 s; a reconnect gets what it missed', async () => {
    const stream = openSse(`${base}${API.notifications.stream}?ticket=${encodeURIComponent(await ticket())}`);
    expect(await stream.opened).toBe(200);
    const email = `bell-live@${ctx.w.client.domain}`;
    const session = await recipientSession(email);
    // The share itself changed the delivery's log.
    await within2s(() => stream.events.some((e) => e.event === 'delivery'));
    expect(JSON.parse(stream.events.find((e) => e.event === 'delivery')!.data)).toEqual({
      delivery_id: world.deliveryA,
    });
    await download(session);
    // The new notification's own event; one of the first test's may still arrive before it on a busy machine.
    const newest = String((await bell()).data[0].id);
    await within2s(() => stream.events.some((e) => e.event === 'notification' && e.id === newest));
    stream.close();

    // Away: a rating comes in. The browser comes back with the last id it had, and hears of it.
    await api().post(
      API.recipients.feedback,
      { delivery_id: world.deliveryA, version: 1, rating: 2, comment: '' },
      session,
    );
    const again = openSse(`${base}${API.notifications.stream}?ticket=${encodeURIComponent(await ticket())}`, {
      'last-event-id': newest,
    });
    await again.opened;
    await within2s(() => again.events.some((e) => e.event === 'notification'));
    const missed = again.events.filter((e) => e.event === 'notification').map((e) => Number(e.id));
    expect(missed).toEqual([(await bell()).data[0].id]);
    again.close();
  });

  it('refuses a stream without a valid ticket', async () => {
    for (const bad of ['nothing-like-a-ticket', `1.${Math.floor(Date.now() / 1000) + 60}.forged`]) {
      const stream = openSse(`${base}${API.notifications.stream}?ticket=${encodeURIComponent(bad)}`);
      expect(await stream.opened).toBe(401);
      stream.close();
    }
  });
});

describe('across instances', () => {
  let second: TestApp;
  let secondBase = '';
  beforeAll(async () => {
    // On PostgreSQL the second instance has its own pool and its own LISTEN connection, as another process
    // would; on the embedded database both share the one in-process database.
    const url = process.env.TEST_DATABASE_URL;
    second = await buildTestApp({
      database: url ? openPostgres(url) : ctx.t.database,
      dataDir: ctx.t.dataDir,
    });
    await second.app.listen({ host: '127.0.0.1', port: 0 });
    secondBase = `http://127.0.0.1:${(second.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    if (process.env.TEST_DATABASE_URL) await second.close();
    else await second.app.close();
  });

  it('an event raised on one instance reaches a browser connected to the other', async () => {
    const stream = openSse(
      `${secondBase}${API.notifications.stream}?ticket=${encodeURIComponent(await ticket())}`,
    );
    expect(await stream.opened).toBe(200);
    const session = await recipientSession(`bell-far@${ctx.w.client.domain}`);
    await download(session);
    await within2s(() => stream.events.some((e) => e.event === 'notification'));
    stream.close();
  });
});
