import { and, eq } from 'drizzle-orm';
import { API } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@/db/audit-schema.js';
import { deliveryFiles, fileObjects } from '@/db/delivery-schema.js';
import { apiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildClient } from '@/test/client-factories.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { buildSignedInUser, signIn } from '@/test/factories.js';
import { startMultipartS3Server } from '@/test/s3-server.js';
import { runUpkeep } from '@/jobs/upkeep.js';
import { upkeepTasks } from '@/upkeep-tasks.js';
import { runRetention } from './retention-job.js';

const DAY = 86_400_000;
const BUCKET = 'retention';
let s3: Awaited<ReturnType<typeof startMultipartS3Server>>;
beforeAll(async () => {
  s3 = await startMultipartS3Server(BUCKET);
});
afterAll(() => s3.close());

const stores = {
  'local disk': () => ({}),
  S3: () => ({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }),
};

async function world(t: TestApp) {
  const api = apiClient(t.app);
  const admin = await buildSignedInUser(t.app, { userType: 'OA' });
  const { client, entity } = await buildClient(api, admin.token);
  const clientId = client.client_id as number;
  await api.put(API.retention.clientById(clientId), { retention_days: 20 }, admin.token);
  const delivery = async () =>
    (
      await buildDelivery(t.app, {
        clientId,
        entityId: entity.id as number,
        daysAgo: 0,
        sourceFormats: ['docx'],
      })
    ).delivery;
  /** A fresh OA session: the clock moves past the old one's end. */
  const adminToken = () => signIn(t.app, admin.user.email, admin.password);
  return { api, admin, adminToken, delivery };
}

async function keysOf(t: TestApp, deliveryId: number) {
  const rows = await t.app.services.db
    .select({ key: fileObjects.storage_key })
    .from(fileObjects)
    .innerJoin(deliveryFiles, eq(deliveryFiles.id, fileObjects.file_id))
    .where(eq(deliveryFiles.delivery_id, deliveryId));
  return rows.map((r) => r.key);
}

/** Where each of the delivery's objects is: in place, in the bin, or gone. */
async function whereAre(t: TestApp, deliveryId: number) {
  const { storage } = t.app.services;
  const places = new Set<string>();
  for (const key of await keysOf(t, deliveryId)) {
    const here = await storage.exists(key);
    const binned = await storage.exists(`recycle/${key}`);
    places.add(here && !binned ? 'store' : binned && !here ? 'bin' : !here && !binned ? 'gone' : 'both');
  }
  return [...places];
}

describe.each(Object.entries(stores))('the recycle bin on %s', (_name, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: env() });
  });
  afterAll(() => t.close());

  it('moves the bytes into the bin at the period end, back on restore, and deletes them 30 days later', async () => {
    const w = await world(t);
    const delivery = await w.delivery();
    expect(await keysOf(t, delivery.id)).toHaveLength(3);
    expect(await whereAre(t, delivery.id)).toEqual(['store']);
    t.clock.advance(6 * DAY);
    await runRetention(t.app.services);
    t.clock.advance(14 * DAY);
    expect(await runRetention(t.app.services)).toMatchObject({ removed: 1 });
    expect(await whereAre(t, delivery.id)).toEqual(['bin']);

    await w.api.post(API.retention.restore(delivery.id), undefined, await w.adminToken());
    expect(await whereAre(t, delivery.id)).toEqual(['store']);
    const object = await t.app.services.storage.get((await keysOf(t, delivery.id))[0]!);
    expect(object?.size).toBeGreaterThan(0);
    object?.stream.destroy();

    t.clock.advance(6 * DAY);
    await runRetention(t.app.services);
    t.clock.advance(14 * DAY);
    await runRetention(t.app.services);
    expect(await whereAre(t, delivery.id)).toEqual(['bin']);
    t.clock.advance(30 * DAY);
    expect(await runRetention(t.app.services)).toMatchObject({ purged: 1 });
    expect(await whereAre(t, delivery.id)).toEqual(['gone']);
  });
});

describe('two instances on one database', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp();
    second = await buildTestApp({ database: first.database, dataDir: first.dataDir });
  });
  afterAll(async () => {
    await second.app.close();
    await first.close();
  });

  it('warn, remove and purge each delivery once when both run the hourly upkeep at the same moment', async () => {
    const w = await world(first);
    const deliveries = [await w.delivery(), await w.delivery(), await w.delivery()];
    const both = async (days: number) => {
      for (const t of [first, second]) t.clock.advance(days * DAY);
      // The hourly upkeep (which pg-boss runs once per tick across nodes) is what runs the pass; here both
      // instances run it at once, as if two ticks overlapped.
      await Promise.all([first, second].map((t) => runUpkeep(upkeepTasks(t.app.services), t.app.log)));
    };
    const count = async (action: string) =>
      (await first.app.services.db.select().from(auditEvents).where(eq(auditEvents.action, action))).filter(
        (r) => deliveries.some((d) => r.target_id === String(d.id)),
      ).length;

    await both(6);
    expect(await count('retention.warning_sent')).toBe(3);
    await both(14);
    expect(await count('retention.files_removed')).toBe(3);
    await both(30);
    expect(await count('retention.files_purged')).toBe(3);
    for (const d of deliveries) expect(await whereAre(first, d.id)).toEqual(['gone']);
    // The job rows audit the system: no actor.
    const [row] = await first.app.services.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'retention.files_removed'),
          eq(auditEvents.target_id, String(deliveries[0]!.id)),
        ),
      );
    expect(row).toMatchObject({ actor_id: null, actor_email: '', ip: '' });
  });
});
