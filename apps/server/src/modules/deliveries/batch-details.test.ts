import { API, DELIVERY_MESSAGES, MESSAGES } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { buildDelivery } from '@/test/delivery-factories.js';
import { postRaw, useDeliveryWorld } from '@/test/deliver-kit.js';
import { buildSignedInUser } from '@/test/factories.js';
import { buildWorkspaceAssignment } from '@/test/workspace-factories.js';

const ctx = useDeliveryWorld();

const assignment = (overrides: Partial<Parameters<typeof buildWorkspaceAssignment>[1]> = {}) =>
  buildWorkspaceAssignment(ctx.t.app, { clientId: ctx.w.client.id, entityId: ctx.w.entity.id, ...overrides });

describe('GET assignment-api/ (assignment options)', () => {
  it('lists undelivered assignments newest first and narrows by search, requester and client code', async () => {
    const older = await assignment({ requester: 'Kiran Das', name: 'Older leaflet' });
    ctx.t.clock.advance(1000);
    const newer = await assignment({ requester: 'Kiran Das', name: 'Newer leaflet' });
    const delivered = await buildDelivery(ctx.t.app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
    });

    const res = await ctx.w.api.get(API.deliveries.assignmentOptions, ctx.token);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((o: { assignment_id: string }) => o.assignment_id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(delivered.assignmentId);
    expect(res.json().data).toContainEqual({
      assignment_id: newer.id,
      requester_name: 'Kiran Das',
      client_code: ctx.w.client.code,
      assignment_name: 'Newer leaflet',
    });

    const narrowed = await ctx.w.api.get(
      `${API.deliveries.assignmentOptions}?search=older%20leaf&requester_name=Kiran%20Das&client_code=${ctx.w.client.code}`,
      ctx.token,
    );
    expect(narrowed.json().data.map((o: { assignment_id: string }) => o.assignment_id)).toEqual([older.id]);
  });

  it('needs a session (401) and a delivery role (403 for EMPTY)', async () => {
    expect((await ctx.w.api.get(API.deliveries.assignmentOptions)).statusCode).toBe(401);
    const empty = await buildSignedInUser(ctx.t.app, { userType: 'EMPTY' });
    const res = await ctx.w.api.get(API.deliveries.assignmentOptions, empty.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
  });
});

describe('POST detail-assignment/ (new flow)', () => {
  it('answers the batch details of chosen assignments under a generated batch id', async () => {
    const a = await assignment({ requester: 'Lena Fox' });
    const b = await assignment({ requester: 'Lena Fox' });
    const res = await ctx.w.api.post(
      API.deliveries.detailAssignment,
      { assignment_id: [a.id, b.id] },
      ctx.token,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      requester_name: 'Lena Fox',
      client_code: ctx.w.client.code,
      delivery_user_type: 'default',
      external_type: '',
      client_charge_code: 'CC-1',
      entity_code: ctx.w.entity.code,
      default_groups: [[a.id, b.id]],
    });
    expect(body.batch_id).toMatch(new RegExp(`^${ctx.w.client.code}-\\d+$`));
    expect(body.delivery_id).toBe(body.batch_id);
    expect(body.data[0]).toEqual({
      assignment_name: a.name,
      assignment_id: a.id,
      services: a.services,
    });
  });

  it('picks the undelivered assignments of a batch id given alone (also as a urlencoded form)', async () => {
    const batch = `WF-${Date.now()}`;
    const a = await assignment({ batchId: batch, requester: 'Noor Ali' });
    const res = await postRaw(
      ctx.t,
      API.deliveries.detailAssignment,
      ctx.token,
      `delivery_id=${batch}`,
      'application/x-www-form-urlencoded',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ batch_id: batch, delivery_id: batch, default_groups: [[a.id]] });
  });

  it('reads form fields named like Object.prototype members as plain fields, urlencoded or multipart', async () => {
    const batch = `WF-${Date.now()}-proto`;
    const a = await assignment({ batchId: batch, requester: 'Noor Ali' });
    const res = await postRaw(
      ctx.t,
      API.deliveries.detailAssignment,
      ctx.token,
      `delivery_id=${batch}&__proto__=0&constructor=1&toString=2`,
      'application/x-www-form-urlencoded',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ batch_id: batch, default_groups: [[a.id]] });
    const form = new FormData();
    form.append('__proto__', '0');
    form.append('constructor', '1');
    form.append('total_group', '1');
    const multipart = await ctx.w.api.post(API.deliveries.uploadNewDelivery, form, ctx.token);
    expect(multipart.statusCode).toBe(400);
  });

  it('refuses bad selections with the message, never 500', async () => {
    const delivered = await buildDelivery(ctx.t.app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
    });
    const one = await assignment({ requester: 'Ada' });
    const other = await assignment({ requester: 'Grace' });
    const noEntity = await assignment({ entityId: null });
    const cases: [object, string][] = [
      [{}, DELIVERY_MESSAGES.provideBatchOrAssignments],
      [{ assignment_id: ['bad id!'] }, DELIVERY_MESSAGES.assignmentIdRule],
      [{ assignment_id: ['WA-missing'] }, DELIVERY_MESSAGES.assignmentUnknown('WA-missing')],
      [
        { assignment_id: [delivered.assignmentId] },
        DELIVERY_MESSAGES.assignmentDelivered(delivered.assignmentId),
      ],
      [{ assignment_id: [one.id, other.id] }, DELIVERY_MESSAGES.sameRequesterAndClient],
      [{ assignment_id: [noEntity.id] }, DELIVERY_MESSAGES.entityMissing],
      [{ delivery_id: 'NO-SUCH-BATCH' }, DELIVERY_MESSAGES.batchHasNoAssignments('NO-SUCH-BATCH')],
      [
        { assignment_id: [one.id], delivery_id: delivered.delivery.batch_id },
        DELIVERY_MESSAGES.batchExists(delivered.delivery.batch_id),
      ],
    ];
    for (const [body, message] of cases) {
      const res = await ctx.w.api.post(API.deliveries.detailAssignment, body as never, ctx.token);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
  });
});

describe('update flow: update-assignment-api/{id}/ and update-detail-assignments/', () => {
  it('lists the delivery’s own assignments and the undelivered ones of its requester and client', async () => {
    const { delivery, assignmentId } = await buildDelivery(ctx.t.app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
      requester: 'Mira Sol',
    });
    const same = await assignment({ requester: 'Mira Sol' });
    const other = await assignment({ requester: 'Someone Else' });
    const res = await ctx.w.api.get(API.deliveries.updateAssignmentOptions(delivery.id), ctx.token);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.list.map((o: { assignment_id: string }) => o.assignment_id);
    expect(ids).toEqual([assignmentId, same.id]);
    expect(ids).not.toContain(other.id);
    expect(res.json().data.default_data).toEqual({ asgn_ids: [assignmentId], batch_id: delivery.batch_id });
    expect((await ctx.w.api.get(API.deliveries.updateAssignmentOptions(999_999), ctx.token)).statusCode).toBe(
      404,
    );
  });

  it('answers a delivery made before groups as group 1, plus one new group per chosen assignment', async () => {
    const { delivery, assignmentId } = await buildDelivery(ctx.t.app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
      requester: 'Omar Haddad',
    });
    const extra = await assignment({ requester: 'Omar Haddad' });
    const res = await ctx.w.api.post(
      API.deliveries.updateDetailAssignments,
      { delivery_id: delivery.batch_id, assignment_id: [assignmentId, extra.id] },
      ctx.token,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      delivery_id: String(delivery.id),
      batch_id: delivery.batch_id,
      requester_name: 'Omar Haddad',
      default_groups: [
        { default_assignments: [assignmentId], new_assignments: [] },
        { default_assignments: [], new_assignments: [extra.id] },
      ],
    });
    expect(body.group_data).toEqual([
      {
        gid: 1,
        assignment_names: [expect.any(String)],
        assignment_ids: [assignmentId],
        current_deliveries: 1,
        committed_delivery: delivery.committed_delivery!.toISOString(),
        delivery_notes: 'Final proofread copy.',
        assignment_services: expect.any(Array),
        external_link: '',
        external_text: '',
        email_attachment: false,
      },
    ]);
    expect(body.data.map((d: { assignment_id: string }) => d.assignment_id)).toEqual([
      assignmentId,
      extra.id,
    ]);
    // The committed delivery's window from COMMITTED_WINDOW_DAYS (365) either side of the server's today.
    const day = 86_400_000;
    const now = ctx.t.clock.now().getTime();
    expect(body.committed_window).toEqual({
      from: new Date(now - 365 * day).toISOString().slice(0, 10),
      to: new Date(now + 365 * day).toISOString().slice(0, 10),
    });
  });

  it('refuses unknown deliveries (404) and assignments of another requester (400)', async () => {
    const { delivery } = await buildDelivery(ctx.t.app, {
      clientId: ctx.w.client.id,
      entityId: ctx.w.entity.id,
    });
    const stranger = await assignment({ requester: 'Not The Requester' });
    const missing = await ctx.w.api.post(
      API.deliveries.updateDetailAssignments,
      { delivery_id: 'NOPE-1', assignment_id: [] },
      ctx.token,
    );
    expect(missing.statusCode).toBe(404);
    const res = await ctx.w.api.post(
      API.deliveries.updateDetailAssignments,
      { delivery_id: delivery.id, assignment_id: [stranger.id] },
      ctx.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DELIVERY_MESSAGES.sameRequesterAndClient);
  });
});
