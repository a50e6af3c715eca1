import { and, eq } from 'drizzle-orm';
import { API, RETENTION_MESSAGES, filesRemovedNotice } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '@/db/audit-schema.js';
import { deliveryFiles, fileObjects, workspaceAssignments } from '@/db/delivery-schema.js';
import { buildClient } from '@/test/client-factories.js';
import { deliveryOutbox } from '@/test/deliver-kit.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { download } from '@/test/download.js';
import { signIn } from '@/test/factories.js';
import { useRecipientWorld } from '@/test/recipient-kit.js';
import { runRetention } from './retention-job.js';

const DAY = 86_400_000;
const { ctx, api, staffShare, signInRecipient } = useRecipientWorld();

/** A delivery of the world's client, delivered now, with a requester address and shared by the ops user. */
async function sharedDelivery() {
  const { delivery, assignmentId } = await buildDelivery(ctx.t.app, {
    clientId: ctx.w.client.id,
    entityId: ctx.w.entity.id,
    daysAgo: 0,
  });
  await ctx.t.app.services.db
    .update(workspaceAssignments)
    .set({ requester_email: `requester@${ctx.w.client.domain}` })
    .where(eq(workspaceAssignments.id, assignmentId));
  await staffShare(delivery.id, [`reader-${delivery.id}@${ctx.w.client.domain}`]);
  return delivery;
}

const detail = async (id: number) =>
  (await api().get(API.assignments.byId(id), ctx.token)).json().last_assignment;
const auditOf = (action: string, id: number) =>
  ctx.t.app.services.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.target_id, String(id))));
/** Moves the clock and runs the pass; staff sign in again, as their sessions end with the days. */
const tick = async (days: number) => {
  ctx.t.clock.advance(days * DAY);
  const result = await runRetention(ctx.t.app.services);
  ctx.token = await signIn(ctx.t.app, ctx.w.ops.user.email, ctx.w.ops.password);
  ctx.w.admin.token = await signIn(ctx.t.app, ctx.w.admin.user.email, ctx.w.admin.password);
  return result;
};
const warningsFor = async (batchId: string) =>
  (await deliveryOutbox(ctx.t)).filter((m) =>
    m.subject?.startsWith(`Files of batch ${batchId} will be removed`),
  );
/** The bin's entries of one delivery (the world's other deliveries pass through it too). */
const binOf = async (id: number) =>
  (
    (await api().get(API.retention.recycleBin, ctx.w.admin.token)).json().data as { delivery_id: number }[]
  ).filter((e) => e.delivery_id === id);
const setPeriod = (clientId: number, days: number | null) =>
  api().put(API.retention.clientById(clientId), { retention_days: days }, ctx.w.admin.token);

describe('the retention job', () => {
  it('warns 14 days before, removes at the period end into the bin, refuses downloads with the HISTORY notice, restores, purges after 30 days', async () => {
    const saved = await setPeriod(ctx.w.client.id, 30);
    expect(saved.json()).toMatchObject({
      message: RETENTION_MESSAGES.periodSaved,
      data: { effective_days: 30 },
    });
    const delivery = await sharedDelivery();
    const { storage } = ctx.t.app.services;
    const before = await detail(delivery.id);
    const pdfLink = before.target_versions[0].files[0].links.pdf as string;

    // Day 15: nothing yet. Day 16: the warning, to the requester and the sharer, once.
    await tick(15);
    expect(await warningsFor(delivery.batch_id)).toHaveLength(0);
    await tick(1);
    const warnings = await warningsFor(delivery.batch_id);
    expect(warnings.map((m) => m.to?.[0]?.address).sort()).toEqual(
      [`requester@${ctx.w.client.domain}`, ctx.w.ops.user.email].sort(),
    );
    expect(warnings[0]!.text).toContain('under the retention policy');
    await tick(0);
    expect(await warningsFor(delivery.batch_id)).toHaveLength(2);
    expect(await auditOf('retention.warning_sent', delivery.id)).toHaveLength(1);

    // Day 29: still there. Day 30: removed.
    await tick(13);
    expect((await detail(delivery.id)).files_removed).toBeNull();
    expect(await tick(1)).toMatchObject({ removed: 1 });
    const notice = filesRemovedNotice(ctx.t.clock.now(), 'retention');
    expect(notice).toMatch(/^Files removed on \d{4}-\d{2}-\d{2} under the retention policy$/);
    const removed = await detail(delivery.id);
    expect(removed.files_removed).toBe(notice);
    expect(removed.target_versions[0].files[0].name).toBe(before.target_versions[0].files[0].name);

    expect(await download(ctx.t.app, pdfLink, ctx.token)).toHaveProperty('statusCode', 404);
    const staffDownload = await download(ctx.t.app, removed.target_versions[0].files[0].links.pdf, ctx.token);
    expect(staffDownload.statusCode).toBe(410);
    expect(staffDownload.json()).toEqual({ success: false, message: notice });
    const { session } = await signInRecipient(delivery.id, `late-${delivery.id}@${ctx.w.client.domain}`);
    for (const body of [
      { delivery_id: delivery.id, version: 1 },
      { delivery_id: delivery.id, version: 1, file_id: 1 },
    ]) {
      const refused = await api().post(API.recipients.download, body, session);
      expect(refused.statusCode).toBe(410);
      expect(refused.json().message).toBe(notice);
    }
    for (const object of await ctx.t.app.services.db
      .select({ storage_key: fileObjects.storage_key })
      .from(fileObjects)
      .innerJoin(deliveryFiles, eq(deliveryFiles.id, fileObjects.file_id))
      .where(eq(deliveryFiles.delivery_id, delivery.id))) {
      expect(await storage.exists(object.storage_key)).toBe(false);
      expect(await storage.exists(`recycle/${object.storage_key}`)).toBe(true);
    }
    expect(await binOf(delivery.id)).toEqual([
      expect.objectContaining({ delivery_id: delivery.id, reason: 'retention', file_count: 2 }),
    ]);
    expect(await auditOf('retention.files_removed', delivery.id)).toHaveLength(1);

    // Restore: the bytes come back and download again; the period counts from now.
    const restored = await api().post(API.retention.restore(delivery.id), undefined, ctx.w.admin.token);
    expect(restored.json()).toEqual({ success: true, message: RETENTION_MESSAGES.restored });
    expect((await detail(delivery.id)).files_removed).toBeNull();
    const again = await download(
      ctx.t.app,
      (await detail(delivery.id)).target_versions[0].files[0].links.pdf,
      ctx.token,
    );
    expect(again.statusCode).toBe(200);
    expect(again.body).toMatch(/^pdf content of /);
    expect(await binOf(delivery.id)).toEqual([]);
    expect(await tick(1)).toMatchObject({ removed: 0 });

    // A full period later (warned again at day 16 of it), removed again; 30 days in the bin, then gone.
    await tick(16);
    expect(await warningsFor(delivery.batch_id)).toHaveLength(4);
    await tick(14);
    expect((await detail(delivery.id)).files_removed).toMatch(/under the retention policy$/);
    await tick(29);
    expect(await binOf(delivery.id)).toHaveLength(1);
    expect(await tick(1)).toMatchObject({ purged: 1 });
    expect(await binOf(delivery.id)).toEqual([]);
    const keys = await ctx.t.app.services.db
      .select({ storage_key: fileObjects.storage_key })
      .from(fileObjects)
      .innerJoin(deliveryFiles, eq(deliveryFiles.id, fileObjects.file_id))
      .where(eq(deliveryFiles.delivery_id, delivery.id));
    expect(keys).toHaveLength(2);
    for (const object of keys) {
      expect(await storage.exists(object.storage_key)).toBe(false);
      expect(await storage.exists(`recycle/${object.storage_key}`)).toBe(false);
    }
    expect(await auditOf('retention.files_purged', delivery.id)).toHaveLength(1);
    const late = await api().post(API.retention.restore(delivery.id), undefined, ctx.w.admin.token);
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(RETENTION_MESSAGES.notInBin);
  });

  it('keeps each client to its own period: a 30-day client loses its files, a default (365 days) one keeps them', async () => {
    const other = await buildClient(api(), ctx.w.admin.token);
    const otherId = other.client.client_id as number;
    await setPeriod(ctx.w.client.id, 30);
    const clients = (await api().get(API.retention.clients, ctx.w.admin.token)).json();
    expect(clients.default_days).toBe(365);
    expect(clients.data.find((c: { id: number }) => c.id === otherId)).toMatchObject({
      retention_days: null,
      effective_days: 365,
    });
    const short = await sharedDelivery();
    const { delivery: long } = await buildDelivery(ctx.t.app, {
      clientId: otherId,
      entityId: other.entity.id as number,
      daysAgo: 0,
    });
    await tick(16);
    await tick(14);
    expect((await detail(short.id)).files_removed).toMatch(/under the retention policy$/);
    expect((await detail(long.id)).files_removed).toBeNull();
    expect(await auditOf('retention.changed', ctx.w.client.id)).not.toHaveLength(0);
  });

  it('refuses a period out of range with the rule, and an unknown client', async () => {
    for (const days of [0, 3651, 1.5]) {
      const bad = await setPeriod(ctx.w.client.id, days);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(RETENTION_MESSAGES.periodInvalid);
    }
    const unknown = await setPeriod(999_999, 10);
    expect(unknown.statusCode).toBe(404);
  });
});
