import { describe, expect, it } from 'vitest';
import { API, FILE_REQUEST_MESSAGES, MESSAGES, RECIPIENT_MESSAGES } from '@ops/contracts';
import type { UserType } from '@ops/contracts';
import { DEMO_REQUEST } from '../data/file-requests';
import { demo as demoWithHeaders } from '../test-kit/delivery-calls';
import { demoCaller as demo } from '../test-kit/demo-call';

const post = (body: unknown, extra: RequestInit & { as?: UserType } = {}) => ({
  method: 'POST',
  body: JSON.stringify(body),
  ...extra,
});

describe('demo file request handlers', () => {
  it('lists by status for staff who may deliver, and refuses others', async () => {
    const call = demo();
    const open = await call(`${API.fileRequests.list}?status=open`, { as: 'OU' });
    expect((open.body.data as { id: number }[]).map((r) => r.id)).toEqual([2]);
    const all = await call(API.fileRequests.list, { as: 'OU' });
    expect((all.body.data as { id: number; file_count: number }[]).map((r) => [r.id, r.file_count])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    expect(await call(API.fileRequests.list, { as: 'EMPTY' })).toEqual({
      status: 403,
      body: { success: false, message: MESSAGES.forbidden },
    });
  });

  it('creates a request with its link; the contact signs in with the code and may not upload other types', async () => {
    const call = demo();
    const created = await call(
      API.fileRequests.list,
      post(
        {
          client_id: 1,
          email: 'a@b.example',
          title: 'Files',
          due_date: '2099-01-01',
          extensions: ['.PDF'],
          max_size_mb: 25,
        },
        { as: 'OA' },
      ),
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      message: FILE_REQUEST_MESSAGES.created,
      data: { extensions: ['pdf'] },
    });
    // The link's token has the server's form (lib/secret-token.ts): 256 random bits in base64url.
    expect(created.body.link).toMatch(/#\/request#t=[A-Za-z0-9_-]{43}$/);

    const wrong = await call(
      API.requestLinks.verify,
      post({ token: DEMO_REQUEST.linkToken, code: '000000' }),
    );
    expect(wrong.body.message).toBe(RECIPIENT_MESSAGES.codeWrong);
    const session = await call(
      API.requestLinks.verify,
      post({ token: DEMO_REQUEST.linkToken, code: DEMO_REQUEST.code }),
    );
    const headers = { authorization: `Bearer ${String(session.body.token)}` };
    expect(session.body.request_id).toBe(2);
    const refused = await call(
      API.requestLinks.getUrl(2),
      post({ file_name: 'a.exe', file_size: 10, chunk_size: 10 }, { headers }),
    );
    expect(refused.body.message).toBe(FILE_REQUEST_MESSAGES.typeNotAllowed('a.exe', 'docx, pdf, png, jpg'));
    expect((await call(API.requestLinks.byId(1), { headers })).status).toBe(404);
    expect((await call(API.requestLinks.byId(2))).status).toBe(401);
  });

  it('answers 409 once the request is closed', async () => {
    const call = demo();
    await call(API.fileRequests.close(2), post({}, { as: 'OA' }));
    const session = await call(
      API.requestLinks.verify,
      post({ token: DEMO_REQUEST.linkToken, code: DEMO_REQUEST.code }),
    );
    const headers = { authorization: `Bearer ${String(session.body.token)}` };
    const view = await call(API.requestLinks.byId(2), { headers });
    expect(view.body.data).toMatchObject({ status: 'closed' });
    expect(
      await call(
        API.requestLinks.getUrl(2),
        post({ file_name: 'a.pdf', file_size: 10, chunk_size: 10 }, { headers }),
      ),
    ).toEqual({ status: 409, body: { success: false, message: FILE_REQUEST_MESSAGES.closed } });
  });

  // As the server's submit: each upload once however often it is named, and the contact's note kept with the
  // assignment the staff see.
  it('sends a file named twice once, and keeps the contact’s note with the assignment', async () => {
    const { call } = demoWithHeaders();
    const session = await call(API.requestLinks.verify, {
      method: 'POST',
      json: { token: DEMO_REQUEST.linkToken, code: DEMO_REQUEST.code },
    });
    const headers = { authorization: `Bearer ${String(session.body.token)}` };
    const urls = await call(API.requestLinks.getUrl(2), {
      method: 'POST',
      headers,
      json: { file_name: 'brief.pdf', file_size: 10, chunk_size: 10 },
    });
    const { upload_id, urls: partUrls } = urls.body as { upload_id: string; urls: string[] };
    const put = await call(partUrls[0]!, { method: 'PUT', body: new Uint8Array(10) });
    const parts = [{ ETag: put.headers.get('etag')!, PartNumber: 1 }];
    const done = await call(API.requestLinks.complete(2), {
      method: 'POST',
      headers,
      json: { upload_id, file_name: 'brief.pdf', parts },
    });
    expect(done.status).toBe(200);

    const sent = await call(API.requestLinks.submit(2), {
      method: 'POST',
      headers,
      json: { upload_ids: [upload_id, upload_id], note: 'The final brief.' },
    });
    expect(sent.status).toBe(200);
    expect((sent.body.data as { files: unknown[] }).files).toEqual([{ name: 'brief.pdf', size: 10 }]);
    const seen = (await call(API.fileRequests.byId(2), { as: 'OU' })).body.data as {
      files: { name: string }[];
      assignments: { name: string; note?: string }[];
    };
    expect(seen.files.map((f) => f.name)).toEqual(['brief.pdf']);
    expect(seen.assignments.map((a) => a.note)).toEqual(['The final brief.']);
  });
});
