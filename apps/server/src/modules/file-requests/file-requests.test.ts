import { and, eq } from 'drizzle-orm';
import { API, CLIENT_MESSAGES, FILE_REQUEST_MESSAGES, MESSAGES, NOTIFICATION_TEXTS } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentSources, workspaceAssignments } from '@/db/delivery-schema.js';
import { auditEvents } from '@/db/audit-schema.js';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildClient } from '@/test/client-factories.js';
import { buildSignedInUser } from '@/test/factories.js';
import { contactSteps, dueIn } from '@/test/file-request-kit.js';
import { readOutbox } from '@/test/outbox.js';

let t: TestApp;
let api: ApiClient;
let staff: Awaited<ReturnType<typeof buildSignedInUser>>;
let client: { id: number; name: string; userEmail: string; entityId: number };
let steps: ReturnType<typeof contactSteps>;

const body = (overrides: Record<string, unknown> = {}) => ({
  client_id: client.id,
  email: client.userEmail,
  title: 'Q4 source documents',
  due_date: dueIn(t.app, 7),
  extensions: ['pdf', 'docx'],
  max_size_mb: 10,
  message: 'The signed contracts, please.',
  ...overrides,
});
const create = (overrides: Record<string, unknown> = {}, token = staff.token) =>
  api.post(API.fileRequests.list, body(overrides), token);

beforeAll(async () => {
  t = await buildTestApp({ env: { UPLOAD_MAX_FILE_MB: '50' } });
  api = apiClient(t.app);
  const admin = await buildSignedInUser(t.app, { userType: 'OA' });
  staff = await buildSignedInUser(t.app, { userType: 'OU', firstName: 'Olivia' });
  const built = await buildClient(api, admin.token);
  client = {
    id: built.client.client_id as number,
    name: built.payload.company_name,
    userEmail: built.payload.user_data.user_email,
    entityId: built.entity.id as number,
  };
  steps = contactSteps(api, t);
});
afterAll(() => t?.close());

describe('creating a file request', () => {
  it('refuses a past due date, unknown types, sizes past the server limit, an unknown client and an empty title', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ due_date: dueIn(t.app, -1) }, FILE_REQUEST_MESSAGES.dueDatePast],
      [{ due_date: '2026-02-30' }, FILE_REQUEST_MESSAGES.dueDateRule],
      [{ extensions: ['pdf', 'exe'] }, FILE_REQUEST_MESSAGES.extensionUnknown('exe')],
      [{ extensions: [] }, FILE_REQUEST_MESSAGES.extensionsRule],
      [{ max_size_mb: 51 }, FILE_REQUEST_MESSAGES.maxSizeOverLimit('50')],
      [{ max_size_mb: 0 }, FILE_REQUEST_MESSAGES.maxSizeRule],
      [{ client_id: 999_999 }, CLIENT_MESSAGES.clientNotFound],
      [{ title: '  ' }, FILE_REQUEST_MESSAGES.titleRule],
      [{ email: 'not-an-address' }, MESSAGES.invalidEmail],
    ];
    for (const [overrides, message] of cases) {
      const res = await create(overrides);
      expect([overrides, res.statusCode, res.json().message]).toEqual([overrides, 400, message]);
    }
  });

  it('answers the request and its link once, e-mails the contact, normalises the types and writes the audit trail', async () => {
    const res = await create({ extensions: ['.PDF', 'pdf', 'Docx'] });
    expect(res.statusCode).toBe(200);
    const { data, link, message } = res.json();
    expect(message).toBe(FILE_REQUEST_MESSAGES.created);
    expect(link).toMatch(/^http:\/\/console\.test\/request#t=[\w-]{40,}$/);
    expect(data).toMatchObject({
      client_id: client.id,
      client_name: client.name,
      email: client.userEmail,
      extensions: ['pdf', 'docx'],
      max_size_mb: 10,
      status: 'open',
      created_by: expect.stringContaining('Olivia'),
      closed_at: null,
      files: [],
      assignments: [],
    });
    const mail = (await readOutbox(t))
      .filter((m) => m.subject === 'Files requested: Q4 source documents')
      .at(-1)!;
    expect(mail.to?.[0]?.address).toBe(client.userEmail);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Olivia');
    expect(mail.text).toContain(body().due_date);
    expect(mail.text).toContain('pdf, docx');
    expect(mail.text).toContain('10 MB');
    const [event] = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.target_type, 'file_request'), eq(auditEvents.target_id, String(data.id))));
    expect(event).toMatchObject({ action: 'file_request.created', client_id: client.id });
    // The detail never answers the link again.
    expect((await api.get(API.fileRequests.byId(data.id), staff.token)).json().data).not.toHaveProperty(
      'link',
    );
  });
});

describe('a contact sends files in', () => {
  it('uploads two files, submits them as a new workspace assignment, and the creator is notified', async () => {
    const created = (await create()).json();
    const id = created.data.id as number;
    const session = await steps.signIn(created.link, client.userEmail);
    expect(session).toMatchObject({ request_id: id, email: client.userEmail });

    const view = await api.get(API.requestLinks.byId(id), session.token);
    expect(view.json().data).toMatchObject({
      id,
      title: 'Q4 source documents',
      client_name: client.name,
      requested_by: expect.stringContaining('Olivia'),
      status: 'open',
      files_sent: [],
    });
    const contract = Buffer.from('%PDF-1.4 the contract');
    const notes = Buffer.from('the notes as docx');
    const one = await steps.upload(id, session.token, 'Contract.pdf', contract);
    const two = await steps.upload(id, session.token, 'Notes.docx', notes);
    expect(one.completed!.json().details).toMatchObject({
      file_name: 'Contract.pdf',
      file_size: contract.length,
    });
    expect(two.completed!.statusCode).toBe(200);

    const submitted = await api.post(
      API.requestLinks.submit(id),
      { upload_ids: [one.uploadId, two.uploadId], note: 'Both signed.' },
      session.token,
    );
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toEqual({
      success: true,
      message: FILE_REQUEST_MESSAGES.submitted,
      data: {
        assignment_id: `REQ-${id}-1`,
        assignment_name: 'Q4 source documents',
        files: [
          { name: 'Contract.pdf', size: contract.length },
          { name: 'Notes.docx', size: notes.length },
        ],
      },
    });
    const [assignment] = await t.app.services.db
      .select()
      .from(workspaceAssignments)
      .where(eq(workspaceAssignments.id, `REQ-${id}-1`));
    // The contact is the client's user: their name, their address, the client's only entity.
    expect(assignment).toMatchObject({
      client_id: client.id,
      name: 'Q4 source documents',
      requester_name: 'Meera Nair',
      requester_email: client.userEmail,
      entity_id: client.entityId,
    });
    const sources = await t.app.services.db
      .select()
      .from(assignmentSources)
      .where(eq(assignmentSources.assignment_id, `REQ-${id}-1`));
    expect(sources.map((s) => s.file_name).sort()).toEqual(['Contract.pdf', 'Notes.docx']);

    const notes1 = (await api.get(API.notifications.list, staff.token)).json();
    expect(notes1.data[0]).toMatchObject({
      kind: 'file_received',
      text: NOTIFICATION_TEXTS.fileReceived(client.userEmail, 2, 'Q4 source documents'),
      delivery_id: null,
      file_request_id: id,
      read: false,
    });

    // Staff see the files and the assignment, and download a file's bytes.
    const detail = (await api.get(API.fileRequests.byId(id), staff.token)).json().data;
    expect(detail.assignments).toEqual([
      {
        id: `REQ-${id}-1`,
        name: 'Q4 source documents',
        created_at: expect.any(String),
        note: 'Both signed.',
      },
    ]);
    expect(detail.files.map((f: { name: string }) => f.name)).toEqual(['Contract.pdf', 'Notes.docx']);
    const file = detail.files[0];
    const download = await api.get(API.fileRequests.download(id, file.id), staff.token);
    expect(download.statusCode).toBe(200);
    expect(download.json()).toMatchObject({ success: true, name: 'Contract.pdf' });
    const bytes = await t.app.inject({ method: 'GET', url: download.json().download_url });
    expect(bytes.rawPayload.equals(contract)).toBe(true);
    expect((await api.get(API.fileRequests.download(id, 999_999), staff.token)).statusCode).toBe(404);

    // The contact sees what they sent; the step-1 options offer the new assignment.
    const after = (await api.get(API.requestLinks.byId(id), session.token)).json().data;
    expect(after.files_sent.map((f: { name: string }) => f.name)).toEqual(['Contract.pdf', 'Notes.docx']);
    const options = await api.get(
      `${API.deliveries.assignmentOptions}?client_id=${client.id}&search=REQ-${id}`,
      staff.token,
    );
    expect(options.body).toContain(`REQ-${id}-1`);

    // A second submit makes the next assignment.
    const three = await steps.upload(id, session.token, 'Late.pdf', Buffer.from('late'));
    const second = await api.post(
      API.requestLinks.submit(id),
      { upload_ids: [three.uploadId] },
      session.token,
    );
    expect(second.json().data.assignment_id).toBe(`REQ-${id}-2`);
  });
});

describe('listing and closing', () => {
  it('lists by client and status with file counts; closes early, idempotently, with an audit entry', async () => {
    const created = (await create({ title: 'To close' })).json();
    const id = created.data.id as number;
    const list = await api.get(`${API.fileRequests.list}?client_id=${client.id}&status=open`, staff.token);
    expect(list.statusCode).toBe(200);
    const item = list.json().data.find((r: { id: number }) => r.id === id);
    expect(item).toMatchObject({ status: 'open', file_count: 0, title: 'To close' });
    expect(item).not.toHaveProperty('files');

    const closed = await api.post(API.fileRequests.close(id), undefined, staff.token);
    expect(closed.json()).toMatchObject({
      message: FILE_REQUEST_MESSAGES.closedNow,
      data: { status: 'closed' },
    });
    const again = await api.post(API.fileRequests.close(id), undefined, staff.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.closed_at).toBe(closed.json().data.closed_at);
    const closedList = (await api.get(`${API.fileRequests.list}?status=closed`, staff.token)).json().data;
    expect(closedList.map((r: { id: number }) => r.id)).toContain(id);
    const openList = (await api.get(`${API.fileRequests.list}?status=open`, staff.token)).json().data;
    expect(openList.map((r: { id: number }) => r.id)).not.toContain(id);
    const events = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.target_type, 'file_request'), eq(auditEvents.target_id, String(id))));
    expect(events.map((e) => e.action).sort()).toEqual(['file_request.closed', 'file_request.created']);
    expect((await api.post(API.fileRequests.close(999_999), undefined, staff.token)).statusCode).toBe(404);
  });
});
