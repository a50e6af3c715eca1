import { API, WEBHOOK_MESSAGES, type WebhookEventType } from '@ops/contracts';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction.js';
import { webhookEndpoints } from '@/db/webhook-schema.js';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildSignedInUser } from '@/test/factories.js';
import { testReceiver, type Received } from './test-receiver.js';

let t: TestApp;
let api: ApiClient;
let admin: string;
const tool = testReceiver();

beforeAll(async () => {
  await tool.start();
  t = await buildTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  api = apiClient(t.app);
});
afterAll(async () => {
  await t.close();
  await tool.stop();
});
beforeEach(async () => {
  // A test that moves the clock a day ends the sessions made before it.
  admin = (await buildSignedInUser(t.app, { userType: 'OA' })).token;
  await t.app.services.db.delete(webhookEndpoints);
  tool.got.length = 0;
  tool.answers.length = 0;
});

const dispatcher = () => t.app.services.webhooks.dispatcher;
const settle = () => dispatcher().settle();
/** An event stored outside any action (the outbox's two steps at once), as an action's commit would. */
async function raise(
  app: TestApp['app'],
  type: WebhookEventType,
  data: Record<string, unknown>,
  key: string,
) {
  const { webhooks, db } = app.services;
  await webhooks.release([await webhooks.stage(db, type, data, key)]);
}
const emit = (type: WebhookEventType, data: Record<string, unknown>, key: string) =>
  raise(t.app, type, data, key);
async function register(events: string[] = ['delivery.created', 'delivery.version_added']) {
  const res = await api.post(API.webhooks.list, { url: tool.url(), events, description: 'Workflow' }, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; secret: string };
}
const log = async (id: number) => (await api.get(API.webhooks.log(id), admin)).json();
/** Moves the clock past the next retry and lets the due drains run. */
async function retryDue(ms: number) {
  t.clock.advance(ms);
  await dispatcher().requeueDue();
  await settle();
}

describe('webhook endpoints', () => {
  it('answers the secret once; the list and the database never show it', async () => {
    const made = await register();
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = (await api.get(API.webhooks.list, admin)).json();
    expect(listed.data).toEqual([
      expect.objectContaining({ id: made.id, url: tool.url(), description: 'Workflow', active: true }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(made.secret.slice(6));
    const [row] = await t.app.services.db.select().from(webhookEndpoints);
    expect(row!.sealed_secret).not.toContain(made.secret.slice(6));
  });

  it('refuses bad URLs, no events and unknown events with a clear message', async () => {
    const post = (body: Record<string, unknown>) => api.post(API.webhooks.list, body, admin);
    for (const url of ['ftp://example.com/x', 'not a url', 'https://user:pw@example.com/'])
      expect((await post({ url, events: ['share.created'] })).json().message).toBe(WEBHOOK_MESSAGES.badUrl);
    expect((await post({ url: tool.url(), events: [] })).json().message).toBe(WEBHOOK_MESSAGES.chooseEvents);
    const unknown = await post({ url: tool.url(), events: ['delivery.exploded'] });
    expect(unknown.statusCode).toBe(400);
  });

  it('changes, pauses and removes an endpoint; an unknown one is 404', async () => {
    const made = await register();
    const changed = await api.patch(
      API.webhooks.byId(made.id),
      { events: ['share.created'], active: false },
      admin,
    );
    expect(changed.json().data).toMatchObject({ events: ['share.created'], active: false });
    expect((await api.patch(API.webhooks.byId(made.id), {}, admin)).json().message).toBe(
      WEBHOOK_MESSAGES.nothingToChange,
    );
    expect((await api.delete(API.webhooks.byId(made.id), admin)).json().message).toBe(
      WEBHOOK_MESSAGES.deleted,
    );
    expect((await api.delete(API.webhooks.byId(made.id), admin)).statusCode).toBe(404);
    expect((await api.post(API.webhooks.test(made.id), undefined, admin)).statusCode).toBe(404);
  });
});

describe('sending', () => {
  it('signs each event by the Standard Webhooks scheme, which its own library verifies', async () => {
    const made = await register();
    const sent = (await api.post(API.webhooks.test(made.id), undefined, admin)).json();
    expect(sent.message).toBe(WEBHOOK_MESSAGES.testQueued);
    await settle();
    expect(tool.got).toHaveLength(1);
    const [{ headers, body }] = tool.got as [Received];
    expect(headers['content-type']).toBe('application/json');
    expect(headers['webhook-id']).toBe(sent.data.id);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const verified = new Webhook(made.secret).verify(body, headers as Record<string, string>);
    expect(verified).toMatchObject({ type: 'webhook.test', data: { endpoint_id: made.id } });
    // Another secret does not verify it.
    const other = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(() => new Webhook(other).verify(body, headers as Record<string, string>)).toThrow();
  });

  it('sends only the events an endpoint subscribed to; a paused one keeps them until resumed', async () => {
    const made = await register(['share.created']);
    await emit('delivery.created', { delivery_id: 1 }, 'delivery:1');
    await emit('share.created', { delivery_id: 1 }, 'delivery:1');
    await settle();
    expect(tool.got.map((r) => JSON.parse(r.body).type)).toEqual(['share.created']);
    await api.patch(API.webhooks.byId(made.id), { active: false }, admin);
    await emit('share.created', { delivery_id: 2 }, 'delivery:2');
    await settle();
    await retryDue(60_000);
    expect(tool.got).toHaveLength(1);
    // Paused, its events waited; resumed, they go out.
    await api.patch(API.webhooks.byId(made.id), { active: true }, admin);
    await settle();
    expect(tool.events().map((e) => e.data.delivery_id)).toEqual([1, 2]);
  });

  it('keeps an event with its action (the outbox): a rolled-back one never goes out, a committed one whose release was lost goes out with the requeue', async () => {
    await register(['delivery.created']);
    const { db, webhooks } = t.app.services;
    const rolledBack = inTransaction(db, async (tx) => {
      await webhooks.stage(tx, 'delivery.created', { delivery_id: 41 }, 'delivery:41');
      throw new Error('the action failed');
    });
    await expect(rolledBack).rejects.toThrow('the action failed');
    // Committed, then the process stopped before `release`.
    await inTransaction(db, (tx) =>
      webhooks.stage(tx, 'delivery.created', { delivery_id: 42 }, 'delivery:42'),
    );
    await settle();
    expect(tool.got).toHaveLength(0);
    await retryDue(0);
    expect(tool.events().map((e) => e.data.delivery_id)).toEqual([42]);
  });

  it('retries a failing endpoint with growing waits, under the same id, and logs each attempt', async () => {
    const made = await register();
    tool.answers.push(500, 503);
    await emit('delivery.created', { delivery_id: 7 }, 'delivery:7');
    await settle();
    expect(tool.got).toHaveLength(1);
    const first = (await log(made.id)).events[0];
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    const wait1 = Date.parse(first.next_attempt_at) - t.clock.now().getTime();
    expect(wait1).toBe(30_000);

    await retryDue(10_000); // not due yet
    expect(tool.got).toHaveLength(1);
    await retryDue(20_000);
    expect(tool.got).toHaveLength(2);
    const second = (await log(made.id)).events[0];
    expect(Date.parse(second.next_attempt_at) - t.clock.now().getTime()).toBe(60_000);
    await retryDue(60_000);
    expect(tool.got).toHaveLength(3);

    const after = await log(made.id);
    expect(after.events[0]).toMatchObject({ status: 'delivered', attempts: 3, next_attempt_at: null });
    expect(after.attempts.map((a: { status_code: number }) => a.status_code)).toEqual([200, 503, 500]);
    expect(new Set(tool.got.map((r) => r.headers['webhook-id']))).toEqual(new Set([after.events[0].id]));
    expect(after.attempts[1]).toMatchObject({ ok: false, event_type: 'delivery.created' });
  });

  it('keeps the order per delivery: a failing event holds back the later ones of that delivery only', async () => {
    await register();
    tool.answers.push(500);
    await emit('delivery.created', { delivery_id: 8 }, 'delivery:8');
    await emit('delivery.version_added', { delivery_id: 8, version: 2 }, 'delivery:8');
    // Delivery 8's drain answers first, so the failure queued above is its own, not a race with 9's.
    await settle();
    await emit('delivery.created', { delivery_id: 9 }, 'delivery:9');
    await settle();
    const sent = () =>
      tool.got.map((r) => JSON.parse(r.body) as { type: string; data: { delivery_id: number } });
    // Delivery 8's first event failed; its second waits; delivery 9's went out.
    expect(sent().map((e) => `${e.data.delivery_id} ${e.type}`)).toEqual([
      '8 delivery.created',
      '9 delivery.created',
    ]);
    await retryDue(30_000);
    expect(sent().map((e) => `${e.data.delivery_id} ${e.type}`)).toEqual([
      '8 delivery.created',
      '9 delivery.created',
      '8 delivery.created',
      '8 delivery.version_added',
    ]);
  });

  it('gives up 24 hours after the event; a replay sends it again with its id', async () => {
    const made = await register();
    tool.answers.push(...Array.from({ length: 40 }, () => 500));
    await emit('delivery.created', { delivery_id: 10 }, 'delivery:10');
    await settle();
    for (let hour = 0; hour < 25; hour++) await retryDue(3600_000);
    admin = (await buildSignedInUser(t.app, { userType: 'OA' })).token;
    const failed = (await log(made.id)).events[0];
    expect(failed.status).toBe('failed');
    const tries = tool.got.length;
    expect(tries).toBeGreaterThan(5);
    expect(tries).toBeLessThan(30);

    tool.answers.length = 0;
    const replay = await api.post(API.webhooks.replay(made.id, failed.id), undefined, admin);
    expect(replay.json().message).toBe(WEBHOOK_MESSAGES.replayQueued);
    await settle();
    expect(tool.got).toHaveLength(tries + 1);
    expect(tool.got.at(-1)!.headers['webhook-id']).toBe(failed.id);
    expect((await log(made.id)).events[0].status).toBe('delivered');
    const again = await api.post(API.webhooks.replay(made.id, 'msg_doesnotexist00'), undefined, admin);
    expect(again.statusCode).toBe(404);
  });
});

describe('addresses (SSRF)', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp();
  });
  afterAll(() => strict.close());

  it('refuses loopback, link-local and private endpoints unless WEBHOOK_ALLOW_PRIVATE is set', async () => {
    const strictApi = apiClient(strict.app);
    const token = (await buildSignedInUser(strict.app, { userType: 'OA' })).token;
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://[::1]/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.5/hook',
      'http://192.168.1.20/hook',
      'http://[::ffff:127.0.0.1]/hook',
    ]) {
      const res = await strictApi.post(API.webhooks.list, { url, events: ['share.created'] }, token);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(WEBHOOK_MESSAGES.privateUrl);
    }
  });

  it('does not send to an address that became private after registration', async () => {
    const made = await register();
    // The strict app shares no endpoint: send from it by registering the row directly is not possible, so
    // the dispatcher of the strict app is handed this endpoint's URL through its own database.
    const box = strict.app.services.webhooks.box;
    const [row] = await strict.app.services.db
      .insert(webhookEndpoints)
      .values({
        url: tool.url(),
        events: ['share.created'],
        sealed_secret: box.seal(made.secret),
        created_at: strict.clock.now(),
        updated_at: strict.clock.now(),
      })
      .returning();
    await raise(strict.app, 'share.created', { delivery_id: 1 }, 'delivery:1');
    await strict.app.services.webhooks.dispatcher.settle();
    expect(tool.got).toHaveLength(0);
    const token = (await buildSignedInUser(strict.app, { userType: 'OA' })).token;
    const attempts = (await apiClient(strict.app).get(API.webhooks.log(row!.id), token)).json().attempts;
    expect(attempts[0]).toMatchObject({ ok: false, status_code: null });
    expect(attempts[0].error).toMatch(/^address:/);
  });
});
