import { eq } from 'drizzle-orm';
import { API, COMPLAINT_MESSAGES, COMPLAINT_REOPEN_DAYS, MESSAGES, RECIPIENT_MESSAGES } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { deliveries } from '@/db/delivery-schema.js';
import { complaints } from '@/db/recipient-schema.js';
import { deliveryOutbox } from '@/test/deliver-kit.js';
import { useRecipientWorld } from '@/test/recipient-kit.js';

// Typed client feedback (issue 25, decision 0040): approvals and complaints from the portal, answered and
// resolved by staff, reopened by their author within 14 days.
const { ctx, world, api, signInRecipient, accessTypes } = useRecipientWorld();
const DAY = 24 * 3_600_000;

const portalVersion = async (session: string, version = 1) =>
  (await api().get(API.recipients.delivery(world.deliveryA), session))
    .json()
    .data.versions.find((v: { version: number }) => v.version === version);
const raise = (session: string, body: Record<string, unknown>) =>
  api().post(
    API.recipients.complaints,
    { delivery_id: world.deliveryA, version: 1, category: 'terminology', text: 'Wrong term.', ...body },
    session,
  );
const staffList = async () =>
  (await api().get(API.assignments.complaints(world.deliveryA), ctx.token)).json();
async function cardOfDeliveryA() {
  const [row] = await ctx.t.app.services.db
    .select({ batch_id: deliveries.batch_id })
    .from(deliveries)
    .where(eq(deliveries.id, world.deliveryA));
  const list = (await api().get(`${API.assignments.list}?search=${row!.batch_id}`, ctx.token)).json();
  return list.data.months
    .flatMap((m: { info: { id: number }[] }) => m.info)
    .find((c: { id: number }) => c.id === world.deliveryA);
}

describe('approvals', () => {
  it('approves a version once, shows it in the portal and logs it', async () => {
    const { session } = await signInRecipient(world.deliveryA, `approver@${ctx.w.client.domain}`);
    expect((await portalVersion(session)).approved_at).toBeNull();
    const first = await api().post(
      API.recipients.approve,
      { delivery_id: world.deliveryA, version: 1 },
      session,
    );
    expect(first.json()).toEqual({ success: true, message: COMPLAINT_MESSAGES.approved });
    const approvedAt = (await portalVersion(session)).approved_at;
    expect(approvedAt).toBe(ctx.t.clock.now().toISOString());
    ctx.t.clock.advance(60_000);
    expect(
      (await api().post(API.recipients.approve, { delivery_id: world.deliveryA, version: 1 }, session))
        .statusCode,
    ).toBe(200);
    expect((await portalVersion(session)).approved_at).toBe(approvedAt);
    expect((await accessTypes(world.deliveryA)).filter((t) => t === 'approval')).toHaveLength(1);
  });

  it('refuses a version that does not exist and a delivery not shared', async () => {
    const { session } = await signInRecipient(world.deliveryA, `approver2@${ctx.w.client.domain}`);
    for (const body of [
      { delivery_id: world.deliveryA, version: 9 },
      { delivery_id: world.deliveryB, version: 1 },
    ]) {
      const res = await api().post(API.recipients.approve, body, session);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(RECIPIENT_MESSAGES.deliveryNotFound);
    }
  });
});

describe('complaints', () => {
  it('goes from the portal to staff, is answered and resolved, and the recipient is told', async () => {
    const email = `complainer@${ctx.w.client.domain}`;
    const { session } = await signInRecipient(world.deliveryA, email);
    const file = (await portalVersion(session)).files[0].name as string;

    const raised = await raise(session, { files: [file, file], text: '  Wrong term on slide 3.  ' });
    expect(raised.statusCode, raised.body).toBe(200);
    const complaint = raised.json().data;
    expect(raised.json().message).toBe(COMPLAINT_MESSAGES.raised);
    expect(complaint).toMatchObject({
      version: 1,
      email,
      category: 'terminology',
      text: 'Wrong term on slide 3.',
      files: [file],
      status: 'open',
      answer: null,
      reopen_until: null,
    });
    expect((await portalVersion(session)).complaints).toEqual([complaint]);
    expect((await staffList()).data).toEqual([complaint]);
    expect((await cardOfDeliveryA()).open_complaints).toBe(1);
    const bell = (await api().get(API.notifications.list, ctx.token)).json();
    expect(bell.data[0]).toMatchObject({ kind: 'complaint', delivery_id: world.deliveryA });

    const answered = await api().post(
      API.assignments.answerComplaint(complaint.id),
      { answer: 'We are checking the glossary.' },
      ctx.token,
    );
    expect(answered.json()).toMatchObject({
      message: COMPLAINT_MESSAGES.answered,
      data: {
        status: 'answered',
        answer: 'We are checking the glossary.',
        answered_by: expect.stringMatching(/Olivia/),
      },
    });
    ctx.t.clock.advance(60_000);
    const resolved = await api().post(
      API.assignments.resolveComplaint(complaint.id),
      { resolution: 'Corrected in version 2.' },
      ctx.token,
    );
    const now = ctx.t.clock.now();
    expect(resolved.json().data).toMatchObject({
      status: 'resolved',
      resolution: 'Corrected in version 2.',
      resolved_at: now.toISOString(),
      reopen_until: new Date(now.getTime() + COMPLAINT_REOPEN_DAYS * DAY).toISOString(),
    });
    expect((await cardOfDeliveryA()).open_complaints).toBe(0);
    const again = await api().post(
      API.assignments.answerComplaint(complaint.id),
      { answer: 'More.' },
      ctx.token,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(COMPLAINT_MESSAGES.alreadyResolved);

    const mails = (await deliveryOutbox(ctx.t)).filter((m) => m.to?.[0]?.address === email);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Answer to your complaint about batch /),
        expect.stringMatching(/^Your complaint about batch .* is resolved$/),
      ]),
    );
    expect(mails.find((m) => /resolved$/.test(m.subject ?? ''))?.text).toContain('Corrected in version 2.');
    expect(await accessTypes(world.deliveryA)).toEqual(
      expect.arrayContaining(['complaint', 'complaint answer', 'complaint resolved']),
    );
  });

  it('refuses what it cannot take, with the field’s message', async () => {
    const { session } = await signInRecipient(world.deliveryA, `strict@${ctx.w.client.domain}`);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ category: 'vibes' }, 400, COMPLAINT_MESSAGES.categoryRule],
      [{ text: '   ' }, 400, COMPLAINT_MESSAGES.textRequired],
      [{ text: 'x'.repeat(4001) }, 400, COMPLAINT_MESSAGES.textTooLong],
      [{ files: ['not-here.docx'] }, 400, COMPLAINT_MESSAGES.fileNotInVersion('not-here.docx')],
      [{ version: 7 }, 404, RECIPIENT_MESSAGES.deliveryNotFound],
      [{ delivery_id: world.deliveryB }, 404, RECIPIENT_MESSAGES.deliveryNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await raise(session, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    const staff = await api().post(API.assignments.answerComplaint(999_999), { answer: 'x' }, ctx.token);
    expect([staff.statusCode, staff.json().message]).toEqual([404, COMPLAINT_MESSAGES.notFound]);
    const empty = await api().post(API.assignments.resolveComplaint(1), { resolution: ' ' }, ctx.token);
    expect([empty.statusCode, empty.json().message]).toEqual([400, COMPLAINT_MESSAGES.resolutionRequired]);
    const unknown = await api().get(API.assignments.complaints(999_999), ctx.token);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MESSAGES.notFound]);
  });

  it('is reopened by its author alone, within 14 days of its resolution', async () => {
    const email = `reopener@${ctx.w.client.domain}`;
    const { session } = await signInRecipient(world.deliveryA, email);
    const { session: colleague } = await signInRecipient(world.deliveryA, `colleague@${ctx.w.client.domain}`);
    const id = (await raise(session, { category: 'style' })).json().data.id as number;
    const reopen = (who: string, text = '') => api().post(API.recipients.reopenComplaint(id), { text }, who);

    expect((await reopen(session)).json().message).toBe(COMPLAINT_MESSAGES.notResolved);
    await api().post(API.assignments.resolveComplaint(id), { resolution: 'Restyled.' }, ctx.token);
    const stranger = await reopen(colleague);
    expect([stranger.statusCode, stranger.json().message]).toEqual([404, COMPLAINT_MESSAGES.notFound]);

    const reopened = await reopen(session, 'Still formal in places.');
    expect(reopened.json()).toMatchObject({
      message: COMPLAINT_MESSAGES.reopened,
      data: { status: 'open', reopen_reason: 'Still formal in places.', resolution: 'Restyled.' },
    });
    expect((await cardOfDeliveryA()).open_complaints).toBeGreaterThan(0);

    await api().post(API.assignments.resolveComplaint(id), { resolution: 'Restyled again.' }, ctx.token);
    // Resolved a moment more than 14 days ago: too late.
    const late = new Date(ctx.t.clock.now().getTime() - COMPLAINT_REOPEN_DAYS * DAY - 1000);
    await ctx.t.app.services.db.update(complaints).set({ resolved_at: late }).where(eq(complaints.id, id));
    const tooLate = await reopen(session);
    expect([tooLate.statusCode, tooLate.json().message]).toEqual([
      400,
      COMPLAINT_MESSAGES.reopenWindowOver(COMPLAINT_REOPEN_DAYS),
    ]);
    const shown = (await portalVersion(session)).complaints.find((c: { id: number }) => c.id === id);
    expect(new Date(shown.reopen_until).getTime()).toBeLessThan(ctx.t.clock.now().getTime());
  });
});
