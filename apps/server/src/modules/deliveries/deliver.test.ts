import { and, eq } from 'drizzle-orm';
import { API, DELIVERY_MESSAGES, MESSAGES, type DeliverGroupInput } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { deliveries, fileUploads } from '@/db/delivery-schema.js';
import {
  deliverForm,
  deliveryOutbox,
  postRaw,
  useDeliveryWorld,
  uploadGroupFiles,
} from '@/test/deliver-kit.js';
import { download } from '@/test/download.js';
import { buildSignedInUser } from '@/test/factories.js';
import { buildCompletedUpload } from '@/test/upload-factories.js';
import { buildWorkspaceAssignment } from '@/test/workspace-factories.js';

const ctx = useDeliveryWorld();

let seq = 0;
const batchId = () => `NB-${Date.now()}-${++seq}`;
const assignment = (requesterEmail?: string | null) =>
  buildWorkspaceAssignment(ctx.t.app, {
    clientId: ctx.w.client.id,
    entityId: ctx.w.entity.id,
    requesterEmail,
  });
const group = (ids: string[], overrides: Partial<DeliverGroupInput> = {}): DeliverGroupInput => ({
  assignment_ids: ids,
  source_files: ['brief.docx'],
  target_files: ['final.pdf'],
  delivery_notes: 'First cut',
  ...overrides,
});
const deliverNew = (batch: string, groups: DeliverGroupInput[], extra = {}) =>
  ctx.w.api.post(API.deliveries.uploadNewDelivery, deliverForm(batch, groups, 'new', extra), ctx.token);
const storedBatch = (batch: string) =>
  ctx.t.app.services.db.$count(deliveries, eq(deliveries.batch_id, batch));

describe('POST upload-new-delivery/', () => {
  it('creates the delivery from completed uploads; the live list, detail, downloads and access log show it', async () => {
    const a = await assignment();
    const batch = batchId();
    const bytes = await uploadGroupFiles(ctx.t, ctx.userId, batch, {
      source: ['brief.docx'],
      target: ['final.pdf'],
    });

    const res = await deliverNew(batch, [group([a.id])]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: DELIVERY_MESSAGES.delivered,
      batch_id: batch,
      version: 1,
    });
    expect(body.secure_key).toMatch(/^[\w-]{20,}$/);

    const list = (await ctx.w.api.get(API.assignments.list, ctx.token)).json();
    const card = list.data.months
      .flatMap((m: { info: object[] }) => m.info)
      .find((i: { id: number }) => i.id === body.id);
    expect(card).toMatchObject({ file_names: ['final.pdf'], client_code: ctx.w.client.code });

    const detail = (await ctx.w.api.get(API.assignments.byId(body.id), ctx.token)).json().last_assignment;
    expect(detail).toMatchObject({
      batch_id: batch,
      current_version: 1,
      user_name: 'Olivia',
      assignments: [a.name],
    });
    expect(detail.target_versions[0].delivery_notes).toEqual([{ files: ['brief.docx'], notes: 'First cut' }]);
    const target = await download(ctx.t.app, detail.target_versions[0].files[0].links.pdf, ctx.token);
    expect(target.rawPayload.equals(bytes.get('final.pdf')!)).toBe(true);
    const source = await download(ctx.t.app, detail.source_files[0].links.docx, ctx.token);
    expect(source.rawPayload.equals(bytes.get('brief.docx')!)).toBe(true);

    const log = (await ctx.w.api.get(API.assignments.accessLog(body.id), ctx.token)).json().data;
    expect(log.map((e: { type: string }) => e.type)).toContain('new_delivery');
    const [upload] = await ctx.t.app.services.db
      .select()
      .from(fileUploads)
      .where(eq(fileUploads.delivery_ref, batch));
    expect(upload!.status).toBe('delivered');
  });

  it('refuses a file without a completed upload of the caller and stores nothing', async () => {
    const a = await assignment();
    const batch = batchId();
    await uploadGroupFiles(ctx.t, ctx.userId, batch, { source: ['brief.docx'] });
    const other = await buildSignedInUser(ctx.t.app, { userType: 'OU' });
    await uploadGroupFiles(ctx.t, other.user.id, batch, { target: ['final.pdf'] });
    await buildCompletedUpload(ctx.t.app, {
      userId: ctx.userId,
      deliveryRef: batch,
      fileName: 'final.pdf',
      fileType: 'target_files',
      status: 'pending',
    });

    const res = await deliverNew(batch, [group([a.id])]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DELIVERY_MESSAGES.fileNotUploaded('final.pdf'));
    expect(await storedBatch(batch)).toBe(0);
    const mine = await ctx.t.app.services.db
      .select()
      .from(fileUploads)
      .where(and(eq(fileUploads.delivery_ref, batch), eq(fileUploads.user_id, ctx.userId)));
    expect(mine.find((u) => u.file_name === 'brief.docx')!.status).toBe('completed');
  });

  it('delivers the newest upload of a file uploaded again, in its own group first, and keeps the others', async () => {
    const a = await assignment();
    const batch = batchId();
    await uploadGroupFiles(ctx.t, ctx.userId, batch, { source: ['brief.docx'] });
    const upload = (completedAt: Date, groupRef = 'G_1') =>
      buildCompletedUpload(ctx.t.app, {
        userId: ctx.userId,
        deliveryRef: batch,
        fileName: 'final.pdf',
        fileType: 'target_files',
        groupRef,
        completedAt,
      });
    const now = ctx.t.app.services.clock.now().getTime();
    const older = await upload(new Date(now - 60_000));
    const newer = await upload(new Date(now - 30_000));
    const otherGroup = await upload(new Date(now), 'G_2');

    const res = await deliverNew(batch, [group([a.id])]);
    expect(res.statusCode).toBe(200);
    const detail = (await ctx.w.api.get(API.assignments.byId(res.json().id), ctx.token)).json()
      .last_assignment;
    const target = await download(ctx.t.app, detail.target_versions[0].files[0].links.pdf, ctx.token);
    expect(target.rawPayload.equals(newer.bytes)).toBe(true);
    const rows = await ctx.t.app.services.db
      .select()
      .from(fileUploads)
      .where(eq(fileUploads.delivery_ref, batch));
    const statusOf = (id: string) => rows.find((r) => r.id === id)!;
    expect(statusOf(newer.id)).toMatchObject({ status: 'delivered' });
    expect(statusOf(older.id)).toMatchObject({ status: 'completed', delivered_at: null });
    expect(statusOf(otherGroup.id)).toMatchObject({ status: 'completed', delivered_at: null });
  });

  it('refuses an upload the caller made for another delivery, or for the update of a delivery', async () => {
    const a = await assignment();
    const batch = `${Date.now() % 1_000_000_000}`;
    await uploadGroupFiles(ctx.t, ctx.userId, batch, { source: ['brief.docx'] });
    // The same name uploaded for another batch, and for updating the delivery whose id reads like this batch.
    await uploadGroupFiles(ctx.t, ctx.userId, batchId(), { target: ['final.pdf'] });
    await uploadGroupFiles(ctx.t, ctx.userId, batch, { target: ['final.pdf'], flow: 'update' });

    const res = await deliverNew(batch, [group([a.id])]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DELIVERY_MESSAGES.fileNotUploaded('final.pdf'));
    expect(await storedBatch(batch)).toBe(0);
  });

  it('checks the groups with the spec’s messages (400, never 500)', async () => {
    const a = await assignment();
    const batch = batchId();
    const cases: [DeliverGroupInput[], string][] = [
      [[group([a.id], { target_files: [] })], DELIVERY_MESSAGES.noTargetFiles],
      [[group([a.id], { source_files: [] })], DELIVERY_MESSAGES.reenterSource(1)],
      [[group([a.id], { external_link: 'ftp://example.com/x' })], DELIVERY_MESSAGES.invalidLink(1)],
      [
        [
          group([a.id], { target_files: ['final.pdf'] }),
          group(['WA-x'], { target_files: [], external_text: 'K1' }),
        ],
        DELIVERY_MESSAGES.reenterTarget(2),
      ],
      [
        [group([a.id], { target_files: [], email_attachment: true })],
        DELIVERY_MESSAGES.attachmentNeedsTarget(1),
      ],
      [[group([a.id], { target_files: ['notes.exe'] })], DELIVERY_MESSAGES.invalidFormat('notes.exe')],
      [[group(['WA-unknown'])], DELIVERY_MESSAGES.assignmentUnknown('WA-unknown')],
    ];
    for (const [groups, message] of cases) {
      const res = await deliverNew(batch, groups);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
    const noGroups = await ctx.w.api.post(
      API.deliveries.uploadNewDelivery,
      { delivery_id: batch, current_delivery_time: new Date().toISOString() },
      ctx.token,
    );
    expect(noGroups.statusCode).toBe(400);
    expect(noGroups.json().message).toBe(DELIVERY_MESSAGES.totalGroupRule);
  });

  it('refuses e-mail attachments over 24 MB in a group', async () => {
    const a = await assignment();
    const batch = batchId();
    await uploadGroupFiles(ctx.t, ctx.userId, batch, { source: ['brief.docx'] });
    const big = await buildCompletedUpload(ctx.t.app, {
      userId: ctx.userId,
      deliveryRef: batch,
      fileName: 'final.pdf',
      fileType: 'target_files',
    });
    await ctx.t.app.services.db
      .update(fileUploads)
      .set({ file_size: 25_165_825 })
      .where(eq(fileUploads.id, big.id));
    const res = await deliverNew(batch, [group([a.id], { email_attachment: true })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DELIVERY_MESSAGES.attachmentTooLarge(1));
  });

  it('accepts urlencoded and JSON bodies with the same field names', async () => {
    for (const kind of ['urlencoded', 'json'] as const) {
      const a = await assignment();
      const batch = batchId();
      await uploadGroupFiles(ctx.t, ctx.userId, batch, { source: ['brief.docx'], target: ['final.pdf'] });
      const fields = new URLSearchParams({
        delivery_id: batch,
        total_group: '1',
        current_delivery_time: new Date().toISOString(),
        assignment_id_1: a.id,
        source_file_1: 'brief.docx',
        target_file_1: 'final.pdf',
        interim_1: 'True',
      });
      const res = await postRaw(
        ctx.t,
        API.deliveries.uploadNewDelivery,
        ctx.token,
        kind === 'json' ? JSON.stringify(Object.fromEntries(fields)) : fields.toString(),
        kind === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
      );
      expect({ kind, status: res.statusCode }).toEqual({ kind, status: 200 });
    }
  });

  it('answers two identical creates at once with one delivery and the sequential 400', async () => {
    const a = await assignment();
    const batch = batchId();
    await uploadGroupFiles(ctx.t, ctx.userId, batch, { source: ['brief.docx'], target: ['final.pdf'] });
    await uploadGroupFiles(ctx.t, ctx.userId, batch, { source: ['brief.docx'], target: ['final.pdf'] });
    const [one, two] = await Promise.all([
      deliverNew(batch, [group([a.id])]),
      deliverNew(batch, [group([a.id])]),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 400]);
    const loser = one.statusCode === 400 ? one : two;
    expect(loser.json().message).toBe(DELIVERY_MESSAGES.batchExists(batch));
    expect(await storedBatch(batch)).toBe(1);
    const again = await deliverNew(batch, [group([a.id])]);
    expect(again.json().message).toBe(DELIVERY_MESSAGES.batchExists(batch));
  });

  it('needs a session (401) and a delivery role (403)', async () => {
    const form = deliverForm(batchId(), [group(['WA-1'])], 'new');
    expect((await ctx.w.api.post(API.deliveries.uploadNewDelivery, form)).statusCode).toBe(401);
    const empty = await buildSignedInUser(ctx.t.app, { userType: 'EMPTY' });
    const res = await ctx.w.api.post(API.deliveries.uploadNewDelivery, form, empty.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
  });
});

describe('sharing and mail on delivery', () => {
  it('shares within the organisation, mails the requester and the shared address with the attachment', async () => {
    const requester = `req-${Date.now()}@${ctx.w.client.domain}`;
    const a = await assignment(requester);
    const batch = batchId();
    const bytes = await uploadGroupFiles(ctx.t, ctx.userId, batch, {
      source: ['brief.docx'],
      target: ['final.pdf'],
    });
    const res = await deliverNew(batch, [group([a.id], { email_attachment: true })], {
      share_emails: [ctx.w.client.userEmail],
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().id;
    const shared = (await ctx.w.api.get(API.assignments.sharingFile(id), ctx.token)).json().shared_log;
    expect(shared).toMatchObject([{ shared_to_user_email: ctx.w.client.userEmail, shared_by: 'Olivia' }]);
    const types = (await ctx.w.api.get(API.assignments.accessLog(id), ctx.token))
      .json()
      .data.map((e: { type: string }) => e.type);
    expect(types).toEqual(expect.arrayContaining(['new_delivery', 'shared']));

    const mails = (await deliveryOutbox(ctx.t)).filter((m) => m.subject === `Batch ${batch} delivered`);
    expect(mails.map((m) => m.to?.[0]?.address).sort()).toEqual([requester, ctx.w.client.userEmail].sort());
    for (const mail of mails) {
      expect(mail.attachments.map((f) => f.filename)).toEqual(['final.pdf']);
      expect(Buffer.from(mail.attachments[0]!.content as ArrayBuffer).equals(bytes.get('final.pdf')!)).toBe(
        true,
      );
    }
  });

  it('needs the caller’s password for outside addresses; a wrong one shares and stores nothing', async () => {
    const a = await assignment(null);
    const batch = batchId();
    await uploadGroupFiles(ctx.t, ctx.userId, batch, { source: ['brief.docx'], target: ['final.pdf'] });
    const outside = ['someone@elsewhere.example'];
    const none = await deliverNew(batch, [group([a.id])], { share_emails: outside });
    expect(none.json().message).toBe(DELIVERY_MESSAGES.outsideNeedsPassword);
    const wrong = await deliverNew(batch, [group([a.id])], {
      share_emails: outside,
      password: 'Wrong#Pass1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.incorrectPassword);
    expect(await storedBatch(batch)).toBe(0);
    const right = await deliverNew(batch, [group([a.id])], {
      share_emails: outside,
      password: ctx.w.ops.password,
    });
    expect(right.statusCode).toBe(200);
    const shared = (await ctx.w.api.get(API.assignments.sharingFile(right.json().id), ctx.token)).json()
      .shared_log;
    expect(shared.map((s: { shared_to_user_email: string }) => s.shared_to_user_email)).toEqual(outside);
  });
});
