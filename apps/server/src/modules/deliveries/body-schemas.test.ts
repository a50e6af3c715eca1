import { API, DELIVERY_MESSAGES, MESSAGES } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import {
  BODY_KINDS,
  describedBodies,
  postAs,
  postRaw,
  uploadGroupFiles,
  useDeliveryWorld,
} from '@/test/deliver-kit.js';
import { buildSignedInUser } from '@/test/factories.js';
import { buildWorkspaceAssignment } from '@/test/workspace-factories.js';

// Batch details, the share check and the deliver calls take JSON or an older client's urlencoded or
// multipart form (without files); their route schemas validate every one, answering the contracts' messages.
const ctx = useDeliveryWorld();

let seq = 0;
const batchId = () => `BS-${Date.now()}-${++seq}`;
const assignment = () =>
  buildWorkspaceAssignment(ctx.t.app, { clientId: ctx.w.client.id, entityId: ctx.w.entity.id });

/** A deliver call's numbered fields (one group), as the wizard's form sends them. */
const deliverFields = (batch: string, assignmentId: string, extra: Record<string, string> = {}) => ({
  delivery_id: batch,
  total_group: '1',
  current_delivery_time: new Date().toISOString(),
  assignment_id_1: assignmentId,
  source_file_1: 'brief.docx',
  target_file_1: 'final.pdf',
  delivery_notes_1: 'Notes',
  ...extra,
});

const expectRefusal = (res: { statusCode: number; json: () => unknown }, message: string, what: unknown) =>
  expect({ what, status: res.statusCode, answer: res.json() }).toEqual({
    what,
    status: 400,
    answer: { success: false, message },
  });

describe.each(BODY_KINDS)('delivery creation calls with a %s body', (kind) => {
  const post = (url: string, body: Record<string, string | string[]>, token = ctx.token) =>
    postAs(ctx.t, kind, url, token, body);

  it('detail-assignment/ and update-detail-assignments/: assignment_id as a list, refusals by the schema', async () => {
    const a = await assignment();
    const ok = await post(API.deliveries.detailAssignment, { assignment_id: [a.id] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ default_groups: [[a.id]] });

    const refusals: [string, Record<string, string | string[]>, string][] = [
      [API.deliveries.detailAssignment, { delivery_id: '' }, DELIVERY_MESSAGES.provideBatchOrAssignments],
      [API.deliveries.detailAssignment, { assignment_id: ['not an id'] }, DELIVERY_MESSAGES.assignmentIdRule],
      [
        API.deliveries.detailAssignment,
        { assignment_id: Array.from({ length: 201 }, (_, i) => `WA-${i}`) },
        MESSAGES.tooLong,
      ],
      [
        API.deliveries.updateDetailAssignments,
        { delivery_id: 'not a batch', assignment_id: [a.id] },
        DELIVERY_MESSAGES.batchIdRule,
      ],
      [API.deliveries.updateDetailAssignments, { assignment_id: [a.id] }, DELIVERY_MESSAGES.batchIdRule],
    ];
    for (const [url, body, message] of refusals) expectRefusal(await post(url, body), message, { url });
  });

  it('share-email/: emails as a list, refusals by the schema', async () => {
    const email = `${kind}-check@${ctx.w.client.domain}`;
    const ok = await post(API.deliveries.shareEmail, { client_code: ctx.w.client.code, emails: [email] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'success', emails: { within_org: [email] } });

    const refusals: [Record<string, string | string[]>, string][] = [
      [{ client_code: ctx.w.client.code }, DELIVERY_MESSAGES.noEmailsForSharing],
      [
        { client_code: ctx.w.client.code, emails: Array.from({ length: 11 }, (_, i) => `p${i}@x.example`) },
        DELIVERY_MESSAGES.moreThanTen,
      ],
      [{ client_code: 'C'.repeat(21), emails: [email] }, MESSAGES.tooLong],
      [{ client_code: ctx.w.client.code, emails: [email], accept_warning: 'maybe' }, MESSAGES.invalidRequest],
    ];
    for (const [body, message] of refusals)
      expectRefusal(await post(API.deliveries.shareEmail, body), message, body);
  });

  it('upload-new-delivery/: the numbered fields gathered and validated by the route schema', async () => {
    const a = await assignment();
    const batch = batchId();
    await uploadGroupFiles(ctx.t, ctx.userId, batch, { source: ['brief.docx'], target: ['final.pdf'] });
    const ok = await post(API.deliveries.uploadNewDelivery, deliverFields(batch, a.id));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, batch_id: batch, version: 1 });

    const refusals: [Record<string, string>, string][] = [
      [{ total_group: '0' }, DELIVERY_MESSAGES.totalGroupRule],
      [{ current_delivery_time: 'someday' }, DELIVERY_MESSAGES.deliveryTimeRule],
      [{ delivery_notes_1: 'n'.repeat(5001) }, DELIVERY_MESSAGES.deliveryNotesTooLong],
      [{ external_text_1: 'c'.repeat(501) }, DELIVERY_MESSAGES.externalCodeTooLong],
      [{ external_link_1: `https://example.com/${'l'.repeat(2000)}` }, MESSAGES.tooLong],
      [{ source_file_1: 'run.exe' }, DELIVERY_MESSAGES.invalidFormat('run.exe')],
      [{ interim_1: 'maybe' }, MESSAGES.invalidRequest],
    ];
    for (const [extra, message] of refusals) {
      const res = await post(API.deliveries.uploadNewDelivery, deliverFields(batchId(), a.id, extra));
      expectRefusal(res, message, Object.keys(extra));
    }
  });

  it('answers a signed-out caller 401 and a reader 403 before it looks at a bad body', async () => {
    const bad = { delivery_id: 'not a batch', total_group: '0' };
    for (const url of [API.deliveries.uploadNewDelivery, API.deliveries.detailAssignment]) {
      const signedOut = await post(url, bad, '');
      expect({ url, status: signedOut.statusCode, message: signedOut.json().message }).toEqual({
        url,
        status: 401,
        message: MESSAGES.notAuthenticated,
      });
    }
    const reader = await buildSignedInUser(ctx.t.app, { userType: 'EMPTY' });
    const forbidden = await post(API.deliveries.updateDelivery, bad, reader.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(MESSAGES.forbidden);
  });
});

describe('deliver calls in the gathered JSON shape', () => {
  it('are validated by the same schema', async () => {
    const a = await assignment();
    const batch = batchId();
    await uploadGroupFiles(ctx.t, ctx.userId, batch, { source: ['brief.docx'], target: ['final.pdf'] });
    const input = (groups: unknown[]) =>
      JSON.stringify({
        delivery_id: batch,
        current_delivery_time: new Date().toISOString(),
        share_emails: [],
        groups,
      });
    const group = { assignment_ids: [a.id], source_files: ['brief.docx'], target_files: ['final.pdf'] };
    const send = (groups: unknown[]) =>
      postRaw(ctx.t, API.deliveries.uploadNewDelivery, ctx.token, input(groups), 'application/json');
    expectRefusal(await send([]), DELIVERY_MESSAGES.totalGroupRule, 'no groups');
    expectRefusal(
      await send([{ ...group, delivery_notes: 'n'.repeat(5001) }]),
      DELIVERY_MESSAGES.deliveryNotesTooLong,
      'long notes',
    );
    const ok = await send([group]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ batch_id: batch, version: 1 });
  });
});

it('an older combined call, which reads its own form (it may stream files), refuses by the same rule', async () => {
  const a = await assignment();
  const res = await postRaw(
    ctx.t,
    API.deliveries.legacyNewAssignment,
    ctx.token,
    new URLSearchParams({ assignment_id: a.id, delivery_notes: 'n'.repeat(5001) }).toString(),
    'application/x-www-form-urlencoded',
  );
  expectRefusal(res, MESSAGES.tooLong, 'legacy notes');
});

it('describes each of these calls’ bodies in the API description, from the route schema', async () => {
  const { fields, requestBody } = await describedBodies(ctx.t);
  expect(fields(API.deliveries.detailAssignment)).toEqual(['assignment_id', 'delivery_id']);
  expect(fields(API.deliveries.updateDetailAssignments)).toEqual(['delivery_id', 'assignment_id']);
  expect(fields(API.deliveries.shareEmail)).toEqual(expect.arrayContaining(['emails', 'accept_warning']));
  for (const path of [API.deliveries.uploadNewDelivery, API.deliveries.updateDelivery])
    expect(fields(path)).toEqual(expect.arrayContaining(['delivery_id', 'current_delivery_time', 'groups']));
  // The older combined calls read their own (multipart, with files) form: no JSON body is described.
  expect(requestBody(API.deliveries.legacyNewAssignment)).toBeUndefined();
});
