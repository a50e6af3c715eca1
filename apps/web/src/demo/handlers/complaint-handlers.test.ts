import { describe, expect, it } from 'vitest';
import {
  API,
  COMPLAINT_LOG,
  COMPLAINT_MESSAGES,
  COMPLAINT_REOPEN_DAYS,
  MESSAGES,
  NOTIFICATION_TEXTS,
  RECIPIENT_MESSAGES,
  refusalMessage,
} from '@ops/contracts';
import type { AssignmentListItem, Complaint, RecipientDeliveryResponse, UserType } from '@ops/contracts';
import { createDemoState } from '../data/demo-state';
import type { DemoState } from '../data/demo-state';
import { DEMO_RECIPIENT, recipientSessionToken } from '../data/recipients';
import { DEMO_NOW } from '../test-kit/demo-call';
import { demo } from '../test-kit/delivery-calls';

const DAY = 86_400_000;
/** Another person at the client with a share of the sample recipient's deliveries. */
const COLLEAGUE = 'finance@acme.example.com';
/** The sample recipient's deliveries: the newest (an open complaint) and one with a resolved complaint. */
const NEWEST = 1001;
const FIXED = 1004;

/** The demo's calls, as the sample recipient (`by`) or a staff account (`as`). */
function setUp(state: DemoState = createDemoState(DEMO_NOW)) {
  const { call } = demo(state);
  const recipient = (path: string, json?: unknown, by: string = DEMO_RECIPIENT.email) =>
    call(path, {
      method: json === undefined ? 'GET' : 'POST',
      json,
      headers: { authorization: `Bearer ${recipientSessionToken(by)}` },
    });
  const staff = (path: string, as: UserType, json?: unknown) =>
    call(path, { method: json === undefined ? 'GET' : 'POST', json, as });
  const view = async (id: number, version: number) =>
    ((await recipient(API.recipients.delivery(id))).body as RecipientDeliveryResponse).data.versions.find(
      (v) => v.version === version,
    )!;
  const lastLog = (id: number) => state.accessLogs.get(id)!.at(-1)!;
  const row = (id: number) => state.complaints.rows.find((r) => r.id === id)!;
  return { state, call, recipient, staff, view, lastLog, row };
}

const refusal = (status: number, message: string) => ({ status, body: { success: false, message } });
/**
 * A body refused by its schema answers what the contracts' one refusal rule makes of the schema's message,
 * as on the server (the rule answers a message only when it is listed as written for people).
 */
const schemaRefusal = (message: string) => refusal(400, refusalMessage({ code: 'custom', message }));
const fileOf = (state: DemoState, id: number, version: number) =>
  state.deliveries.find((d) => d.id === id)!.target_versions.find((v) => v.version === version)!.files;

describe('demo approvals (decision 0040)', () => {
  it('approves a version once: again answers the same and keeps the first time', async () => {
    const { state, recipient, view, lastLog } = setUp();
    const body = { delivery_id: NEWEST, version: 2 };
    const first = await recipient(API.recipients.approve, body);
    expect(first).toMatchObject({
      status: 200,
      body: { success: true, message: COMPLAINT_MESSAGES.approved },
    });
    const names = fileOf(state, NEWEST, 2).map((f) => f.name);
    expect(lastLog(NEWEST)).toMatchObject({
      type: 'approval',
      access_log_string: COMPLAINT_LOG.approved(DEMO_RECIPIENT.email, 2, names).logString,
      tooltip: { files: names },
    });
    const approved = (await view(NEWEST, 2)).approved_at;
    expect(approved).toBe(new Date(DEMO_NOW).toISOString());
    const logged = state.accessLogs.get(NEWEST)!.length;
    state.now += DAY;
    expect((await recipient(API.recipients.approve, body)).body).toEqual(first.body);
    expect((await view(NEWEST, 2)).approved_at).toBe(approved);
    expect(state.accessLogs.get(NEWEST)!.length).toBe(logged);
    expect((await view(NEWEST, 1)).approved_at).toBeNull();
  });

  it('refuses without a session, an unshared delivery, an unknown version and a bad body', async () => {
    const { call, recipient } = setUp();
    const body = { delivery_id: NEWEST, version: 1 };
    expect(await call(API.recipients.approve, { method: 'POST', json: body })).toMatchObject(
      refusal(401, RECIPIENT_MESSAGES.sessionEnded),
    );
    const notFound = refusal(404, RECIPIENT_MESSAGES.deliveryNotFound);
    // 1002 is GLOBEX's: not shared with the ACME recipient.
    expect(await recipient(API.recipients.approve, { delivery_id: 1002, version: 1 })).toMatchObject(
      notFound,
    );
    expect(await recipient(API.recipients.approve, { delivery_id: NEWEST, version: 9 })).toMatchObject(
      notFound,
    );
    expect((await recipient(API.recipients.approve, { delivery_id: NEWEST, version: 0 })).status).toBe(400);
  });
});

describe('demo complaints: the recipient (decision 0040)', () => {
  it('shows the samples: an open complaint on the newest delivery, a resolved one to reopen', async () => {
    const { view } = setUp();
    const [open] = (await view(NEWEST, 1)).complaints!;
    expect(open).toMatchObject({ status: 'open', email: DEMO_RECIPIENT.email, reopen_until: null });
    const fixed = await view(FIXED, 1);
    expect(fixed.complaints).toMatchObject([{ status: 'resolved', answer: expect.any(String) }]);
    const resolvedAt = Date.parse(fixed.complaints![0]!.resolved_at!);
    expect(resolvedAt).toBe(DEMO_NOW - 3 * DAY);
    expect(fixed.complaints![0]!.reopen_until).toBe(
      new Date(resolvedAt + COMPLAINT_REOPEN_DAYS * DAY).toISOString(),
    );
    expect((await view(FIXED, 2)).approved_at).toBe(new Date(DEMO_NOW - 4 * DAY).toISOString());
  });

  it('raises a complaint naming files once each: logged, on the bell, listed newest first', async () => {
    const { state, recipient, staff, view, lastLog } = setUp();
    const name = fileOf(state, NEWEST, 1)[0]!.name;
    const raised = await recipient(API.recipients.complaints, {
      delivery_id: NEWEST,
      version: 1,
      category: 'style',
      text: 'The tone is too formal.',
      files: [name, name],
    });
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ success: true, message: COMPLAINT_MESSAGES.raised });
    const complaint = raised.body.data as Complaint;
    expect(complaint).toMatchObject({
      delivery_id: NEWEST,
      version: 1,
      email: DEMO_RECIPIENT.email,
      category: 'style',
      files: [name],
      status: 'open',
      answer: null,
      created_at: new Date(DEMO_NOW).toISOString(),
    });
    expect(lastLog(NEWEST)).toMatchObject({
      type: 'complaint',
      access_log_string: COMPLAINT_LOG.raised(DEMO_RECIPIENT.email, 1, 'style', [name]).logString,
      tooltip: { files: [name] },
    });
    const notes = (await staff(API.notifications.list, 'OA')).body.data as { kind: string; text: string }[];
    expect(notes[0]).toMatchObject({
      kind: 'complaint',
      text: NOTIFICATION_TEXTS.complaint(DEMO_RECIPIENT.email, 'B-ACME-001001', 1, 'style'),
    });
    const listed = (await view(NEWEST, 1)).complaints!;
    expect(listed.map((c) => c.id)).toEqual([complaint.id, state.complaints.rows[0]!.id]);
    // Another recipient's complaints are not in this one's answer.
    expect((await view(NEWEST, 2)).complaints).toEqual([]);
  });

  it('refuses a file of no version, a missing category or text, an unknown version', async () => {
    const { recipient } = setUp();
    const body = { delivery_id: NEWEST, version: 1, category: 'accuracy', text: 'Wrong figures.' };
    expect(await recipient(API.recipients.complaints, { ...body, files: ['other.pdf'] })).toMatchObject(
      refusal(400, COMPLAINT_MESSAGES.fileNotInVersion('other.pdf')),
    );
    expect(await recipient(API.recipients.complaints, { ...body, category: 'price' })).toMatchObject(
      schemaRefusal(COMPLAINT_MESSAGES.categoryRule),
    );
    expect(await recipient(API.recipients.complaints, { ...body, text: '' })).toMatchObject(
      schemaRefusal(COMPLAINT_MESSAGES.textRequired),
    );
    expect(await recipient(API.recipients.complaints, { ...body, version: 5 })).toMatchObject(
      refusal(404, RECIPIENT_MESSAGES.deliveryNotFound),
    );
  });

  it('reopens a resolved complaint within the window, keeping the answer and the resolution', async () => {
    const { state, recipient, lastLog, row } = setUp();
    const resolved = state.complaints.rows.find((r) => r.status === 'resolved')!;
    const before = {
      answer: resolved.answer,
      resolution: resolved.resolution,
      resolved_at: resolved.resolved_at,
    };
    const reopened = await recipient(API.recipients.reopenComplaint(resolved.id), { text: 'Page 5 too.' });
    expect(reopened.body).toMatchObject({
      success: true,
      message: COMPLAINT_MESSAGES.reopened,
      data: {
        status: 'open',
        reopen_reason: 'Page 5 too.',
        reopened_at: new Date(DEMO_NOW).toISOString(),
        reopen_until: null,
        answer: before.answer,
        resolution: before.resolution,
        resolved_at: before.resolved_at!.toISOString(),
      },
    });
    expect(lastLog(FIXED)).toMatchObject({
      type: 'complaint reopened',
      access_log_string: COMPLAINT_LOG.reopened(DEMO_RECIPIENT.email, 1).logString,
    });
    // Open again: a second reopening is refused; an empty reason is kept as none.
    expect(await recipient(API.recipients.reopenComplaint(resolved.id), { text: '' })).toMatchObject(
      refusal(400, COMPLAINT_MESSAGES.notResolved),
    );
    Object.assign(row(resolved.id), { status: 'resolved', resolved_at: new Date(DEMO_NOW - DAY) });
    await recipient(API.recipients.reopenComplaint(resolved.id), {});
    expect(row(resolved.id).reopen_reason).toBeNull();
  });

  it('keeps the reopen window by the demo clock: 14 days after the resolution, no more', async () => {
    const { state, recipient, row } = setUp();
    const { id } = state.complaints.rows.find((r) => r.status === 'resolved')!;
    const resolvedAt = row(id).resolved_at!.getTime();
    state.now = resolvedAt + COMPLAINT_REOPEN_DAYS * DAY + 1;
    expect(await recipient(API.recipients.reopenComplaint(id), { text: '' })).toMatchObject(
      refusal(400, COMPLAINT_MESSAGES.reopenWindowOver(COMPLAINT_REOPEN_DAYS)),
    );
    state.now = resolvedAt + COMPLAINT_REOPEN_DAYS * DAY;
    expect((await recipient(API.recipients.reopenComplaint(id), { text: '' })).status).toBe(200);
  });

  it('refuses another recipient’s complaint, an unknown one, and a delivery no longer shared', async () => {
    const { state, recipient } = setUp();
    const { id } = state.complaints.rows.find((r) => r.status === 'resolved')!;
    const path = API.recipients.reopenComplaint(id);
    expect(await recipient(path, { text: '' }, COLLEAGUE)).toMatchObject(
      refusal(404, COMPLAINT_MESSAGES.notFound),
    );
    expect(await recipient(API.recipients.reopenComplaint(999), { text: '' })).toMatchObject(
      refusal(404, COMPLAINT_MESSAGES.notFound),
    );
    expect(await recipient(API.recipients.reopenComplaint('x'), { text: '' })).toMatchObject(
      refusal(404, MESSAGES.notFound),
    );
    const log = state.sharedLogs.get(FIXED)!;
    log.shared = log.shared.filter((s) => s.shared_to_user_email !== DEMO_RECIPIENT.email);
    expect(await recipient(path, { text: '' })).toMatchObject(refusal(404, COMPLAINT_MESSAGES.notFound));
  });
});

describe('demo complaints: staff (decision 0040)', () => {
  it('lists a delivery’s open and answered complaints newest first, then the resolved', async () => {
    const { state, staff, row } = setUp();
    const rows = state.complaints.rows;
    const at = (days: number) => new Date(DEMO_NOW - days * DAY);
    const add = (id: number, status: Complaint['status'], created: number, resolved: number | null) =>
      rows.push({
        ...row(1),
        id,
        status,
        created_at: at(created),
        resolved_at: resolved ? at(resolved) : null,
      });
    add(11, 'resolved', 9, 5);
    add(12, 'answered', 2, null);
    add(13, 'resolved', 8, 1);
    const listed = await staff(API.assignments.complaints(NEWEST), 'EMPTY');
    expect(listed.status).toBe(200);
    expect(listed.body.message).toBe('');
    expect((listed.body.data as Complaint[]).map((c) => c.id)).toEqual([1, 12, 13, 11]);
    expect((await staff(API.assignments.complaints(1002), 'OU')).body.data).toEqual([]);
  });

  // As the server's order: a reopened complaint counts from its resolution, which it keeps.
  it('lists a reopened complaint by the time of its resolution, ahead of one raised before that', async () => {
    const { state, staff, row } = setUp();
    const at = (days: number) => new Date(DEMO_NOW - days * DAY);
    state.complaints.rows.push(
      { ...row(1), id: 21, status: 'open', created_at: at(6), resolved_at: at(1), reopened_at: at(0.5) },
      { ...row(1), id: 22, status: 'open', created_at: at(3), resolved_at: null },
    );
    const listed = await staff(API.assignments.complaints(NEWEST), 'OA');
    expect((listed.body.data as Complaint[]).map((c) => c.id)).toEqual([1, 21, 22]);
  });

  it('refuses the list without a session and for an unknown delivery', async () => {
    const { call, staff } = setUp();
    expect((await call(API.assignments.complaints(NEWEST))).status).toBe(401);
    expect(await staff(API.assignments.complaints(999_999), 'OA')).toMatchObject(
      refusal(404, MESSAGES.notFound),
    );
  });

  it('answers, then resolves: named by the account, logged, the card’s badge counting down', async () => {
    const { state, staff, lastLog } = setUp();
    const badge = async () => {
      const list = (await staff(`${API.assignments.list}?sort=descending`, 'OU')).body.data as {
        months: { info: AssignmentListItem[] }[];
      };
      return list.months.flatMap((m) => m.info).find((c) => c.id === NEWEST)!.open_complaints;
    };
    expect(await badge()).toBe(1);
    const answered = await staff(API.assignments.answerComplaint(1), 'OA', { answer: 'We will fix it.' });
    expect(answered.body).toMatchObject({
      success: true,
      message: COMPLAINT_MESSAGES.answered,
      data: { status: 'answered', answer: 'We will fix it.', answered_by: 'Olivia Admin' },
    });
    expect(lastLog(NEWEST)).toMatchObject({
      type: 'complaint answer',
      access_log_string: COMPLAINT_LOG.answered('Olivia Admin', DEMO_RECIPIENT.email, 1).logString,
      tooltip: { shared_users: [DEMO_RECIPIENT.email] },
    });
    expect(await badge()).toBe(1);
    const resolved = await staff(API.assignments.resolveComplaint(1), 'TL', { resolution: 'Version 2.' });
    expect(resolved.body).toMatchObject({
      message: COMPLAINT_MESSAGES.resolved,
      data: {
        status: 'resolved',
        resolution: 'Version 2.',
        resolved_by: 'Tara Lead',
        resolved_at: new Date(DEMO_NOW).toISOString(),
        reopen_until: new Date(DEMO_NOW + COMPLAINT_REOPEN_DAYS * DAY).toISOString(),
        answer: 'We will fix it.',
      },
    });
    expect(lastLog(NEWEST).type).toBe('complaint resolved');
    expect(await badge()).toBe(0);
    expect(state.complaints.rows[0]!.status).toBe('resolved');
    const again = { answer: 'More.' };
    expect(await staff(API.assignments.answerComplaint(1), 'OA', again)).toMatchObject(
      refusal(400, COMPLAINT_MESSAGES.alreadyResolved),
    );
    expect(await staff(API.assignments.resolveComplaint(1), 'OA', { resolution: 'Again.' })).toMatchObject(
      refusal(400, COMPLAINT_MESSAGES.alreadyResolved),
    );
  });

  it('refuses other roles, an unknown complaint and an empty answer or resolution', async () => {
    const { call, staff } = setUp();
    const answer = { answer: 'Thanks.' };
    expect((await call(API.assignments.answerComplaint(1), { method: 'POST', json: answer })).status).toBe(
      401,
    );
    expect(await staff(API.assignments.answerComplaint(1), 'EMPTY', answer)).toMatchObject(
      refusal(403, MESSAGES.forbidden),
    );
    expect(await staff(API.assignments.resolveComplaint(999), 'OA', { resolution: 'Done.' })).toMatchObject(
      refusal(404, COMPLAINT_MESSAGES.notFound),
    );
    expect(await staff(API.assignments.answerComplaint(1), 'OA', { answer: '' })).toMatchObject(
      schemaRefusal(COMPLAINT_MESSAGES.answerRequired),
    );
    expect(await staff(API.assignments.resolveComplaint(1), 'OA', { resolution: '' })).toMatchObject(
      schemaRefusal(COMPLAINT_MESSAGES.resolutionRequired),
    );
  });
});
