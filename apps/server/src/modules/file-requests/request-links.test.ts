import { eq } from 'drizzle-orm';
import { API, FILE_REQUEST_MESSAGES, RECIPIENT_MESSAGES } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUploads } from '@/db/delivery-schema.js';
import { fileRequests } from '@/db/file-request-schema.js';
import { openRecipientSession } from '@/modules/recipients/index.js';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildClient } from '@/test/client-factories.js';
import { buildSignedInUser } from '@/test/factories.js';
import { buildFileRequestSession, contactSteps, dueIn } from '@/test/file-request-kit.js';

const MiB = 1024 * 1024;
const CONTACT = 'someone@elsewhere.example';
let t: TestApp;
let api: ApiClient;
let staffToken: string;
let clientId: number;
let steps: ReturnType<typeof contactSteps>;

/** A request made through the API (pdf only, 1 MB, due in 3 days) and its contact's session. */
async function openRequest(overrides: Record<string, unknown> = {}) {
  const created = await api.post(
    API.fileRequests.list,
    {
      client_id: clientId,
      email: CONTACT,
      title: 'Scans',
      due_date: dueIn(t.app, 3),
      extensions: ['pdf'],
      max_size_mb: 1,
      ...overrides,
    },
    staffToken,
  );
  expect(created.statusCode).toBe(200);
  const { data, link } = created.json();
  return { id: data.id as number, link: link as string, session: (await steps.signIn(link, CONTACT)).token };
}
const getUrl = (id: number, session: string, name: string, size: number) =>
  api.post(API.requestLinks.getUrl(id), { file_name: name, file_size: size, chunk_size: 5 }, session);

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  const admin = await buildSignedInUser(t.app, { userType: 'OA' });
  staffToken = (await buildSignedInUser(t.app, { userType: 'SL' })).token;
  clientId = (await buildClient(api, admin.token)).client.client_id as number;
  steps = contactSteps(api, t);
});
afterAll(() => t?.close());

describe("the contact's way in", () => {
  it('mails a code for the link, refuses a wrong one and an unknown link, and a session names its request', async () => {
    const created = await api.post(
      API.fileRequests.list,
      {
        client_id: clientId,
        email: CONTACT,
        title: 'Way in',
        due_date: dueIn(t.app, 1),
        extensions: ['pdf'],
        max_size_mb: 1,
      },
      staffToken,
    );
    const token = (created.json().link as string).split('#t=')[1]!;
    expect((await api.post(API.requestLinks.requestCode, { token: 'x'.repeat(43) })).json().message).toBe(
      FILE_REQUEST_MESSAGES.linkInvalid,
    );
    expect((await api.post(API.requestLinks.requestCode, { token })).json().message).toBe(
      RECIPIENT_MESSAGES.codeSent,
    );
    const code = await steps.codeFor(CONTACT);
    const wrong = await api.post(API.requestLinks.verify, {
      token,
      code: code === '000000' ? '111111' : '000000',
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, RECIPIENT_MESSAGES.codeWrong]);
    const verified = await api.post(API.requestLinks.verify, { token, code });
    expect(verified.json()).toMatchObject({
      success: true,
      email: CONTACT,
      request_id: created.json().data.id,
    });
    // The code works once.
    expect((await api.post(API.requestLinks.verify, { token, code })).statusCode).toBe(400);
  });

  it('keeps a request session to its request and out of the portal, and a portal session out of requests', async () => {
    const mine = await openRequest();
    const other = await buildFileRequestSession(t.app, { clientId });
    expect((await api.get(API.requestLinks.byId(other.requestId), mine.session)).statusCode).toBe(404);
    expect((await getUrl(other.requestId, mine.session, 'a.pdf', 10)).statusCode).toBe(404);
    // A request session in the portal, and the portal's in a request.
    const portal = await api.get(API.recipients.deliveries, mine.session);
    expect([portal.statusCode, portal.json().message]).toEqual([401, RECIPIENT_MESSAGES.sessionEnded]);
    const recipient = await openRecipientSession(t.app.services.db, CONTACT, t.app.services.clock.now());
    const asRecipient = await api.get(API.requestLinks.byId(mine.id), recipient.token);
    expect([asRecipient.statusCode, asRecipient.json().message]).toEqual([
      401,
      RECIPIENT_MESSAGES.sessionEnded,
    ]);
    // Nor does a staff session count on the contact's side, or a request session on staff's.
    expect((await api.get(API.requestLinks.byId(mine.id), staffToken)).statusCode).toBe(401);
    expect((await api.get(API.fileRequests.byId(mine.id), mine.session)).statusCode).toBe(401);
  });
});

describe('what a request takes', () => {
  it('refuses another type and a larger file at get-url', async () => {
    const { id, session } = await openRequest();
    const type = await getUrl(id, session, 'Photo.png', 10);
    expect([type.statusCode, type.json().message]).toEqual([
      400,
      FILE_REQUEST_MESSAGES.typeNotAllowed('Photo.png', 'pdf'),
    ]);
    const size = await getUrl(id, session, 'Big.pdf', 2 * MiB);
    expect([size.statusCode, size.json().message]).toEqual([
      400,
      FILE_REQUEST_MESSAGES.tooLarge('Big.pdf', '1'),
    ]);
    expect((await getUrl(id, session, 'Fits.pdf', MiB)).statusCode).toBe(200);
  });

  it('checks the type and size again at complete', async () => {
    const { id, session } = await openRequest({ extensions: ['pdf', 'docx'], max_size_mb: 2 });
    const bytes = Buffer.alloc(MiB + 10, 1);
    const started = (await getUrl(id, session, 'Notes.docx', bytes.length)).json();
    // The request changed meanwhile: the stored file no longer fits it.
    await t.app.services.db
      .update(fileRequests)
      .set({ extensions: ['pdf'] })
      .where(eq(fileRequests.id, id));
    const put = await t.app.inject({
      method: 'PUT',
      url: started.urls[0],
      payload: bytes,
      headers: { 'content-type': 'application/octet-stream' },
    });
    const parts = [{ PartNumber: 1, ETag: String(put.headers.etag) }];
    const complete = (name: string) =>
      api.post(
        API.requestLinks.complete(id),
        { upload_id: started.upload_id, file_name: name, parts },
        session,
      );
    const type = await complete('Notes.docx');
    expect([type.statusCode, type.json().message]).toEqual([
      400,
      FILE_REQUEST_MESSAGES.typeNotAllowed('Notes.docx', 'pdf'),
    ]);
    await t.app.services.db
      .update(fileRequests)
      .set({ extensions: ['pdf', 'docx'], max_size_mb: 1 })
      .where(eq(fileRequests.id, id));
    const size = await complete('Notes.docx');
    expect([size.statusCode, size.json().message]).toEqual([
      400,
      FILE_REQUEST_MESSAGES.tooLarge('Notes.docx', '1'),
    ]);
    await t.app.services.db.update(fileRequests).set({ max_size_mb: 2 }).where(eq(fileRequests.id, id));
    expect((await complete('Notes.docx')).statusCode).toBe(200);
    // Resume answers where the upload stands.
    const resumed = await api.post(API.requestLinks.resume(id), { upload_id: started.upload_id }, session);
    expect(resumed.json()).toMatchObject({ completed: true, file_name: 'Notes.docx' });
  });

  it('refuses to submit uploads not completed, of another request, already sent or infected', async () => {
    const { id, session } = await openRequest();
    const pending = (await getUrl(id, session, 'Pending.pdf', 10)).json().upload_id as string;
    const submit = (ids: string[]) => api.post(API.requestLinks.submit(id), { upload_ids: ids }, session);
    let res = await submit([pending]);
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      FILE_REQUEST_MESSAGES.uploadNotComplete('Pending.pdf'),
    ]);
    const other = await openRequest();
    const foreign = (await getUrl(other.id, other.session, 'Other.pdf', 10)).json().upload_id as string;
    res = await submit([foreign]);
    expect([res.statusCode, res.json().message]).toEqual([400, FILE_REQUEST_MESSAGES.uploadNotFound]);
    const sent = await steps.upload(id, session, 'Sent.pdf', Buffer.from('sent'));
    expect((await submit([sent.uploadId])).statusCode).toBe(200);
    res = await submit([sent.uploadId]);
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      FILE_REQUEST_MESSAGES.uploadAlreadySent('Sent.pdf'),
    ]);
    const bad = await steps.upload(id, session, 'Bad.pdf', Buffer.from('bad'));
    await t.app.services.db
      .update(fileUploads)
      .set({ scan_status: 'infected', scan_signature: 'Eicar-Test-Signature' })
      .where(eq(fileUploads.id, bad.uploadId));
    res = await submit([bad.uploadId]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Bad.pdf');
    expect((await submit([])).json().message).toBe(FILE_REQUEST_MESSAGES.uploadsRule);
  });
});

describe('submits at the same time', () => {
  it('get their own assignments, and a file sent twice at once goes with one of them', async () => {
    const { id, session } = await openRequest();
    const [a, b] = [
      await steps.upload(id, session, 'A.pdf', Buffer.from('a')),
      await steps.upload(id, session, 'B.pdf', Buffer.from('b')),
    ];
    const submit = (ids: string[]) => api.post(API.requestLinks.submit(id), { upload_ids: ids }, session);
    const both = await Promise.all([submit([a.uploadId]), submit([b.uploadId])]);
    expect(both.map((r) => r.json().data.assignment_id).sort()).toEqual([`REQ-${id}-1`, `REQ-${id}-2`]);
    const c = await steps.upload(id, session, 'C.pdf', Buffer.from('c'));
    const twice = await Promise.all([submit([c.uploadId]), submit([c.uploadId])]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('a closed request', () => {
  it('closed early: the page says so and uploads and submits answer 409', async () => {
    const { id, session } = await openRequest();
    const done = await steps.upload(id, session, 'Early.pdf', Buffer.from('early'));
    await api.post(API.fileRequests.close(id), undefined, staffToken);
    expect((await api.get(API.requestLinks.byId(id), session)).json().data.status).toBe('closed');
    for (const res of [
      await getUrl(id, session, 'Late.pdf', 10),
      await api.post(API.requestLinks.submit(id), { upload_ids: [done.uploadId] }, session),
      await api.post(API.requestLinks.resume(id), { upload_id: done.uploadId }, session),
    ]) {
      expect([res.statusCode, res.json().message]).toEqual([409, FILE_REQUEST_MESSAGES.closed]);
    }
  });

  it('past its due date (by the clock): expired, and refused the same way', async () => {
    const { id, link, session: first } = await openRequest({ due_date: dueIn(t.app, 0) });
    const started = (await getUrl(id, first, 'Slow.pdf', 10)).json();
    // One second past the end of the due date (UTC); the contact comes back through the link.
    const now = t.clock.now();
    t.clock.advance(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime() + 1000,
    );
    const session = (await steps.signIn(link, CONTACT)).token;
    const view = await api.get(API.requestLinks.byId(id), session);
    expect(view.json().data.status).toBe('expired');
    const staff = (await buildSignedInUser(t.app, { userType: 'TL' })).token;
    expect((await api.get(API.fileRequests.byId(id), staff)).json().data.status).toBe('expired');
    const complete = await api.post(
      API.requestLinks.complete(id),
      { upload_id: started.upload_id, file_name: 'Slow.pdf', parts: [{ PartNumber: 1, ETag: 'x' }] },
      session,
    );
    expect([complete.statusCode, complete.json().message]).toEqual([409, FILE_REQUEST_MESSAGES.closed]);
    expect((await getUrl(id, session, 'Slow.pdf', 10)).statusCode).toBe(409);
  });
});
