import { and, eq, inArray } from 'drizzle-orm';
import { API, RECIPIENT_MESSAGES, RETENTION_MESSAGES } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '@/db/audit-schema.js';
import { outgoingMails } from '@/db/schema.js';
import { accessLogs, comments, deliveryFiles, fileObjects, sharedLogs } from '@/db/delivery-schema.js';
import { notifications } from '@/db/notification-schema.js';
import {
  complaints,
  recipientApprovals,
  recipientCodes,
  recipientFeedback,
  recipientSessions,
} from '@/db/recipient-schema.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { download } from '@/test/download.js';
import { useRecipientWorld } from '@/test/recipient-kit.js';

const { ctx, api, sharedLog, signInRecipient, staffShare, linkTokenFor } = useRecipientWorld();

const freshDelivery = async () =>
  (await buildDelivery(ctx.t.app, { clientId: ctx.w.client.id, entityId: ctx.w.entity.id })).delivery;
const detail = async (id: number) =>
  (await api().get(API.assignments.byId(id), ctx.token)).json().last_assignment;
const auditRows = (action: string) =>
  ctx.t.app.services.db.select().from(auditEvents).where(eq(auditEvents.action, action));

describe('erasing a delivery’s files on request', () => {
  it('moves them to the bin at once; HISTORY and downloads say so; a second erase is refused; deleted for good from the bin', async () => {
    const delivery = await freshDelivery();
    const link = (await detail(delivery.id)).target_versions[0].files[0].links.pdf as string;
    // A zip's streaming link handed out just before the erasure.
    const zipGrant = (await detail(delivery.id)).target_versions[0].zip_link.link as string;
    const zipUrl = (await api().get(zipGrant, ctx.token)).json().download_url as string;
    const erased = await api().post(API.retention.eraseFiles(delivery.id), undefined, ctx.w.admin.token);
    expect(erased.json()).toEqual({ success: true, message: RETENTION_MESSAGES.erased });
    const notice = (await detail(delivery.id)).files_removed as string;
    expect(notice).toMatch(/^Files erased on \d{4}-\d{2}-\d{2} on request$/);
    const refused = await download(ctx.t.app, link, ctx.token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe(notice);
    const zip = await ctx.t.app.inject({ method: 'GET', url: zipUrl });
    expect(zip.statusCode).toBe(410);
    expect(zip.json().message).toBe(notice);
    const again = await api().post(API.retention.eraseFiles(delivery.id), undefined, ctx.w.admin.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RETENTION_MESSAGES.alreadyRemoved);
    const unknown = await api().post(API.retention.eraseFiles(999_999), undefined, ctx.w.admin.token);
    expect(unknown.statusCode).toBe(404);
    const bin = (await api().get(API.retention.recycleBin, ctx.w.admin.token)).json().data;
    expect(bin).toContainEqual(expect.objectContaining({ delivery_id: delivery.id, reason: 'erasure' }));
    const [row] = (await auditRows('erasure.delivery_files')).filter(
      (r) => r.target_id === String(delivery.id),
    );
    expect(row).toMatchObject({
      actor_id: ctx.w.admin.user.id,
      details: { batch_id: delivery.batch_id, files: 2 },
    });

    // An OA deletes them for good from the bin: the bytes are gone; a restore then finds nothing.
    const purged = await api().post(API.retention.purge(delivery.id), undefined, ctx.w.admin.token);
    expect(purged.json()).toEqual({ success: true, message: RETENTION_MESSAGES.purged });
    const { storage } = ctx.t.app.services;
    expect(await storage.exists(`deliveries/${delivery.id}`)).toBe(false);
    expect(
      (await api().post(API.retention.restore(delivery.id), undefined, ctx.w.admin.token)).statusCode,
    ).toBe(404);
    expect((await detail(delivery.id)).files_removed).toBe(notice);
  });

  it('purges only the objects it put in the bin, never a file the delivery was given afterwards', async () => {
    const delivery = await freshDelivery();
    await api().post(API.retention.eraseFiles(delivery.id), undefined, ctx.w.admin.token);
    const { db, storage } = ctx.t.app.services;
    const [later] = await db
      .insert(deliveryFiles)
      .values({ delivery_id: delivery.id, version_id: null, name: 'later.docx' })
      .returning();
    const key = `deliveries/${delivery.id}/later.docx`;
    await storage.put(key, Buffer.from('delivered after the erasure'));
    await db.insert(fileObjects).values({ file_id: later!.id, format: 'docx', storage_key: key, size: 27 });
    await api().post(API.retention.purge(delivery.id), undefined, ctx.w.admin.token);
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.exists(`recycle/${key}`)).toBe(false);
  });

  it('is for operations admins only', async () => {
    const delivery = await freshDelivery();
    const refused = await api().post(API.retention.eraseFiles(delivery.id), undefined, ctx.token);
    expect(refused.statusCode).toBe(403);
    expect((await detail(delivery.id)).files_removed).toBeNull();
  });
});

describe('erasing a recipient’s personal data', () => {
  it('turns the address into a pseudonym in logs and shares and deletes sessions, codes, rating texts and requests', async () => {
    const delivery = await freshDelivery();
    const email = `leaver@${ctx.w.client.domain}`;
    const { session } = await signInRecipient(delivery.id, email);
    // A code left unused, a rating with a comment, a request for a colleague, a colleague's request for them.
    await api().post(API.recipients.requestCode, { token: await linkTokenFor(email) });
    await api().post(
      API.recipients.feedback,
      { delivery_id: delivery.id, version: 1, rating: 2, comment: 'Personal remark by the leaver.' },
      session,
    );
    await api().post(
      API.recipients.requestAccess,
      { delivery_id: delivery.id, email: `mate@${ctx.w.client.domain}` },
      session,
    );
    await api().post(API.recipients.download, { delivery_id: delivery.id, version: 1 }, session);
    // An approval and a complaint in their own words (decision 0040).
    await api().post(API.recipients.approve, { delivery_id: delivery.id, version: 1 }, session);
    const complaint = await api().post(
      API.recipients.complaints,
      { delivery_id: delivery.id, version: 1, category: 'style', text: 'Complaint by the leaver.' },
      session,
    );
    expect(complaint.statusCode).toBe(200);
    // Another recipient whose address ends with the erased one's: untouched.
    const stay = `old.leaver@${ctx.w.client.domain}`;
    const { session: staySession } = await signInRecipient(delivery.id, stay);
    await staffShare(delivery.id, [stay]);

    const preview = await api().post(
      API.retention.recipientErasurePreview,
      { email: email.toUpperCase() },
      ctx.w.admin.token,
    );
    expect(preview.json().data).toMatchObject({
      shares: 1,
      ratings: 1,
      comments: 1,
      requests: 1,
      complaints: 2,
    });
    expect(preview.json().data.sessions).toBeGreaterThanOrEqual(1);
    expect(preview.json().data.codes).toBeGreaterThanOrEqual(1);
    expect(preview.json().data.access_logs).toBeGreaterThanOrEqual(3);

    const erased = await api().post(API.retention.recipientErasure, { email }, ctx.w.admin.token);
    expect(erased.json()).toMatchObject({ success: true, message: RETENTION_MESSAGES.recipientErased });
    const pseudonym = erased.json().pseudonym as string;
    expect(pseudonym).toMatch(/^erased-[0-9a-f]{12}@erased\.invalid$/);

    const { db } = ctx.t.app.services;
    const dump = JSON.stringify([
      await db.select().from(sharedLogs),
      await db.select().from(accessLogs),
      await db.select().from(comments),
      await db.select().from(recipientFeedback),
      await db.select().from(complaints),
      await db.select().from(recipientApprovals),
      await db.select().from(notifications),
      await db.select().from(recipientSessions),
      await db.select().from(auditEvents),
      await db.select({ to: outgoingMails.recipient, subject: outgoingMails.subject }).from(outgoingMails),
    ]);
    expect(dump).not.toMatch(new RegExp(`(?<![\\w.%+-])${email.replace(/[.]/g, '\\.')}`));
    expect(dump).toContain(stay);
    expect(dump).not.toContain('Personal remark by the leaver.');
    expect(dump).not.toContain('Complaint by the leaver.');
    const [kept] = await db.select().from(complaints).where(eq(complaints.email, pseudonym));
    expect(kept).toMatchObject({ category: 'style', text: '', status: 'open' });
    const log = await sharedLog(delivery.id);
    // The share ended with the erasure (the staff list shows shares in force); the other recipient's stays.
    expect(log.shared_log.map((r: { shared_to_user_email: string }) => r.shared_to_user_email)).toEqual([
      stay,
    ]);
    expect(log.request_shared_log).toEqual([]);
    const entries = await db.select().from(accessLogs).where(eq(accessLogs.delivery_id, delivery.id));
    const theirs = entries.filter((e) => e.actor === pseudonym);
    expect(theirs.length).toBeGreaterThanOrEqual(3);
    expect(theirs.every((e) => e.ip === '' && e.location === '')).toBe(true);
    const [rating] = await db.select().from(recipientFeedback).where(eq(recipientFeedback.email, pseudonym));
    expect(rating).toMatchObject({ rating: 2, comment: '' });
    const [note] = await db
      .select()
      .from(comments)
      .where(and(eq(comments.delivery_id, delivery.id), eq(comments.type, 'feedback')));
    expect(note!.message.chat).toBe('Rated version 1 2 of 5 stars.');
    const erasedShares = db
      .select({ id: sharedLogs.id })
      .from(sharedLogs)
      .where(eq(sharedLogs.shared_to_user_email, pseudonym));
    expect(
      await db.select().from(sharedLogs).where(eq(sharedLogs.shared_to_user_email, pseudonym)),
    ).not.toEqual([]);
    expect(
      await db.select().from(recipientCodes).where(inArray(recipientCodes.shared_log_id, erasedShares)),
    ).toEqual([]);

    // Their session and link end; another recipient is untouched.
    const ended = await api().get(API.recipients.deliveries, session);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe(RECIPIENT_MESSAGES.sessionEnded);
    expect((await api().get(API.recipients.deliveries, staySession)).statusCode).toBe(200);

    const [row] = await auditRows('erasure.recipient');
    expect(row).toMatchObject({
      actor_id: ctx.w.admin.user.id,
      target_type: 'recipient',
      target_id: pseudonym,
    });
    expect(JSON.stringify(row)).not.toContain(email);

    const nothing = await api().post(API.retention.recipientErasure, { email }, ctx.w.admin.token);
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json().message).toBe(RETENTION_MESSAGES.nothingToErase);
  });

  it('refuses a staff account’s address: staff are deactivated, not erased', async () => {
    const { email } = ctx.w.admin.user;
    const refused = await api().post(API.retention.recipientErasure, { email }, ctx.w.admin.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(RETENTION_MESSAGES.staffAddress);
    expect(await auditRows('erasure.recipient')).toHaveLength(1);
  });

  it('refuses an address that is not one', async () => {
    const bad = await api().post(
      API.retention.recipientErasurePreview,
      { email: 'not an address' },
      ctx.w.admin.token,
    );
    expect(bad.statusCode).toBe(400);
  });
});
