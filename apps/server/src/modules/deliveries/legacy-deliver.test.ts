import { API, DELIVERY_MESSAGES, MESSAGES } from '@ops/contracts';
import { LEGACY_COMMITTED_CASES } from '@ops/contracts/rule-cases';
import { describe, expect, it } from 'vitest';
import { fileUploads } from '@/db/delivery-schema.js';
import { postRaw, useDeliveryWorld } from '@/test/deliver-kit.js';
import { download } from '@/test/download.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { buildSignedInUser } from '@/test/factories.js';
import { buildWorkspaceAssignment } from '@/test/workspace-factories.js';

const ctx = useDeliveryWorld();

const file = (form: FormData, field: string, name: string, text: string) =>
  form.append(field, new Blob([Buffer.from(text)], { type: 'application/octet-stream' }), name);

describe('older combined calls', () => {
  it('upload-new-assignment/ then upload-update-assignment/ deliver streamed files and answer a secure key', async () => {
    const a = await buildWorkspaceAssignment(ctx.t.app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
    });
    const form = new FormData();
    form.append('assignment_id', a.id);
    form.append('delivery_notes', 'Older client');
    file(form, 'source_file', 'brief.docx', 'source bytes');
    file(form, 'target_file', 'out.pdf', 'target bytes');
    const res = await ctx.w.api.post(API.deliveries.legacyNewAssignment, form, ctx.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: DELIVERY_MESSAGES.delivered,
      secure_key: expect.any(String),
    });

    const later = new FormData();
    later.append('assignment_id', a.id);
    later.append('is_update_delivery_time', 'true');
    file(later, 'target_file', 'out-v2.pdf', 'second bytes');
    const second = await ctx.w.api.post(API.deliveries.legacyUpdateAssignment, later, ctx.token);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      message: DELIVERY_MESSAGES.versionDelivered(2),
      secure_key: expect.any(String),
    });
    expect(second.json().secure_key).not.toBe(res.json().secure_key);

    const list = (await ctx.w.api.get(`${API.assignments.list}?search=${a.id}`, ctx.token)).json();
    const deliveryId = list.data.months[0].info[0].id;
    const detail = (await ctx.w.api.get(API.assignments.byId(deliveryId), ctx.token)).json().last_assignment;
    expect(detail.target_versions.map((v: { files: { name: string }[] }) => v.files[0]!.name)).toEqual([
      'out.pdf',
      'out-v2.pdf',
    ]);
    const got = await download(ctx.t.app, detail.target_versions[1].files[0].links.pdf, ctx.token);
    expect(got.rawPayload.toString()).toBe('second bytes');
  });

  it('upload-update-assignment/ without a committed time keeps the old one, however long ago', async () => {
    const { delivery, assignmentId } = await buildDelivery(ctx.t.app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
      daysAgo: 500,
    });
    const form = new FormData();
    form.append('assignment_id', assignmentId);
    file(form, 'target_file', 'late-fix.pdf', 'fixed bytes');
    const res = await ctx.w.api.post(API.deliveries.legacyUpdateAssignment, form, ctx.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(DELIVERY_MESSAGES.versionDelivered(2));
    // Delivered now, so live again.
    const live = await ctx.w.api.get(API.assignments.byId(delivery.id), ctx.token);
    const last = live.json().last_assignment;
    expect(new Date(last.target_versions[1].committed_delivery).getTime()).toBe(
      delivery.committed_delivery!.getTime(),
    );
  });

  it('refuses empty files, unknown assignments and anonymous callers', async () => {
    const a = await buildWorkspaceAssignment(ctx.t.app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
    });
    const form = new FormData();
    form.append('assignment_id', a.id);
    file(form, 'source_file', 'brief.docx', '');
    const empty = await ctx.w.api.post(API.deliveries.legacyNewAssignment, form, ctx.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(DELIVERY_MESSAGES.fileEmpty('brief.docx'));

    const update = new FormData();
    update.append('assignment_id', 'WA-never-delivered');
    file(update, 'target_file', 'x.pdf', 'bytes');
    expect((await ctx.w.api.post(API.deliveries.legacyUpdateAssignment, update, ctx.token)).statusCode).toBe(
      404,
    );
    expect((await ctx.w.api.post(API.deliveries.legacyNewAssignment, new FormData())).statusCode).toBe(401);
    const other = await buildSignedInUser(ctx.t.app, { userType: 'EMPTY' });
    expect(
      (await ctx.w.api.post(API.deliveries.legacyNewAssignment, new FormData(), other.token)).statusCode,
    ).toBe(403);
  });

  it('answers a form cut off inside a streamed file as incomplete, and keeps no upload of it', async () => {
    const boundary = 'cut-off-form';
    const whole = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="assignment_id"\r\n\r\nWA-cut\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="target_file"; filename="cut.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      Buffer.alloc(2 * 1024 * 1024, 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const before = await ctx.t.app.services.db.select().from(fileUploads);
    const res = await postRaw(
      ctx.t,
      API.deliveries.legacyNewAssignment,
      ctx.token,
      whole.subarray(0, whole.length / 2),
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.uploadIncomplete);
    expect(await ctx.t.app.services.db.select().from(fileUploads)).toHaveLength(before.length);
  });
});

// The contracts' cases of the older update call's committed delivery, through upload-update-assignment/.
describe('the older update call committed delivery', () => {
  it.each(LEGACY_COMMITTED_CASES)('$name', async ({ value, outcome }) => {
    const { delivery, assignmentId } = await buildDelivery(ctx.t.app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
    });
    const form = new FormData();
    form.append('assignment_id', assignmentId);
    if (value !== undefined) form.append('is_update_delivery_time', value);
    file(form, 'target_file', 'next.pdf', 'next bytes');
    const res = await ctx.w.api.post(API.deliveries.legacyUpdateAssignment, form, ctx.token);
    expect(res.statusCode).toBe(200);
    const detail = await ctx.w.api.get(API.assignments.byId(delivery.id), ctx.token);
    const committed = detail.json().last_assignment.target_versions[1].committed_delivery;
    const expected =
      outcome === 'now'
        ? ctx.t.clock.now().toISOString()
        : outcome === 'kept'
          ? delivery.committed_delivery!.toISOString()
          : outcome.at;
    expect(committed).toBe(expected);
  });
});
