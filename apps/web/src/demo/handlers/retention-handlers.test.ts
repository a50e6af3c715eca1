import { describe, expect, it } from 'vitest';
import { API, MESSAGES, RECIPIENT_MESSAGES, RETENTION_MESSAGES } from '@ops/contracts';
import type { FileDetails, RecycleBinEntry, RetentionClient } from '@ops/contracts';
import { DEMO_RECIPIENT } from '../data/recipients';
import { downloadFormatsOf } from '../data/sample-files';
import { demoCaller as demo } from '../test-kit/demo-call';

const put = (body: unknown) => ({ method: 'PUT', as: 'OA' as const, body: JSON.stringify(body) });
const post = (body?: unknown) => ({
  method: 'POST',
  as: 'OA' as const,
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

describe('demo retention handlers', () => {
  it('lists the clients with the default period and saves one, refusing a period out of range and other types', async () => {
    const call = demo();
    const list = await call(API.retention.clients, { as: 'OA' });
    const first = (list.body.data as RetentionClient[])[0]!;
    expect(first).toMatchObject({ retention_days: null, effective_days: 365 });
    const saved = await call(API.retention.clientById(first.id), put({ retention_days: 90 }));
    expect(saved.body).toMatchObject({
      message: RETENTION_MESSAGES.periodSaved,
      data: { effective_days: 90 },
    });
    const bad = await call(API.retention.clientById(first.id), put({ retention_days: 0 }));
    expect(bad).toEqual({ status: 400, body: { success: false, message: RETENTION_MESSAGES.periodInvalid } });
    expect((await call(API.retention.clients, { as: 'OU' })).body).toEqual({
      success: false,
      message: MESSAGES.forbidden,
    });
  });

  it('erases a delivery’s files into the bin, shows the notice in its detail, and restores them', async () => {
    const call = demo();
    const { data } = (await call(API.assignments.list, { as: 'OA' })).body as {
      data: { months: { info: { id: number }[] }[] };
    };
    const id = data.months[0]!.info[0]!.id;
    const before = (await call(API.assignments.byId(id), { as: 'OA' })).body.last_assignment as FileDetails;
    // The server's bin counts the stored objects, one per format (an outside link stores none), and their bytes.
    const stored = [...before.source_files, ...before.target_versions.flatMap((v) => v.files)].flatMap(
      downloadFormatsOf,
    );
    expect((await call(API.retention.eraseFiles(id), post())).body).toEqual({
      success: true,
      message: RETENTION_MESSAGES.erased,
    });
    const detail = (await call(API.assignments.byId(id), { as: 'OA' })).body.last_assignment as FileDetails;
    expect(detail.files_removed).toMatch(/^Files erased on \d{4}-\d{2}-\d{2} on request$/);
    expect((await call(API.retention.eraseFiles(id), post())).status).toBe(409);
    const bin = (await call(API.retention.recycleBin, { as: 'OA' })).body.data as RecycleBinEntry[];
    expect(bin.map((e) => e.delivery_id)).toEqual([id]);
    expect(bin[0]).toMatchObject({
      file_count: stored.length,
      total_size: stored.reduce((sum, f) => sum + f.size, 0),
    });
    expect(stored.length).toBeGreaterThan(0);
    expect((await call(API.retention.restore(id), post())).body.message).toBe(RETENTION_MESSAGES.restored);
    expect((await call(API.retention.recycleBin, { as: 'OA' })).body.data).toEqual([]);
    expect((await call(API.retention.restore(id), post())).status).toBe(404);
  });

  it('answers an erasure of an unknown address with nothing to erase', async () => {
    const call = demo();
    const email = { email: 'nobody@nowhere.example' };
    const preview = await call(API.retention.recipientErasurePreview, post(email));
    expect(Object.values(preview.body.data as Record<string, number>).every((n) => n === 0)).toBe(true);
    expect(await call(API.retention.recipientErasure, post(email))).toEqual({
      status: 404,
      body: { success: false, message: RETENTION_MESSAGES.nothingToErase },
    });
  });

  it('erases a recipient of the sample shares: their shares go from the shared log, their address from the access log', async () => {
    const call = demo();
    const { data } = (await call(API.assignments.list, { as: 'OA' })).body as {
      data: { months: { info: { id: number }[] }[] };
    };
    const id = data.months[0]!.info[0]!.id;
    const shared = (await call(API.assignments.sharingFile(id), { as: 'OA' })).body.shared_log as {
      shared_to_user_email: string;
    }[];
    const email = shared[0]!.shared_to_user_email;
    type Line = { access_log_string: string; tooltip: { ip: string; location: string } };
    const linesOf = async () => (await call(API.assignments.accessLog(id), { as: 'OA' })).body.data as Line[];
    const before = await linesOf();
    const theirs = before.map((line) => line.access_log_string.startsWith(email));
    expect(theirs).toContain(true);
    const preview = await call(API.retention.recipientErasurePreview, post({ email }));
    expect((preview.body.data as { shares: number }).shares).toBeGreaterThan(0);
    const erased = await call(API.retention.recipientErasure, post({ email }));
    expect(erased.body).toMatchObject({ message: RETENTION_MESSAGES.recipientErased });
    const after = await call(API.assignments.sharingFile(id), { as: 'OA' });
    expect(JSON.stringify(after.body)).not.toContain(email);
    const log = await call(API.assignments.accessLog(id), { as: 'OA' });
    expect(JSON.stringify(log.body)).not.toContain(email);
    // Where they were (address and place) goes from the lines they made, as on the server; others keep theirs.
    const places = (lines: Line[]) => lines.map((line) => [line.tooltip.ip, line.tooltip.location]);
    const expected = places(before).map((place, i) => (theirs[i] ? ['', ''] : place));
    expect(places(await linesOf())).toEqual(expected);
  });

  // As the server's erasure, which counts and deletes the recipient's portal sessions: a signed-in recipient's
  // next portal call is refused as a session that has ended.
  it('ends the erased recipient’s portal session', async () => {
    const call = demo();
    const email = DEMO_RECIPIENT.email;
    const json = (body: unknown) => ({
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    await call(API.recipients.requestCode, json({ token: DEMO_RECIPIENT.linkToken }));
    const verified = await call(
      API.recipients.verify,
      json({ token: DEMO_RECIPIENT.linkToken, code: DEMO_RECIPIENT.code }),
    );
    const portal = { headers: { authorization: `Bearer ${verified.body.token as string}` } };
    expect((await call(API.recipients.deliveries, portal)).status).toBe(200);
    const preview = await call(API.retention.recipientErasurePreview, post({ email }));
    expect(preview.body.data).toMatchObject({ sessions: 1 });
    await call(API.retention.recipientErasure, post({ email }));
    expect(await call(API.recipients.deliveries, portal)).toEqual({
      status: 401,
      body: { success: false, message: RECIPIENT_MESSAGES.sessionEnded },
    });
  });

  // As the server's erasure (retention/recipient-erasure.ts): complaints and approvals are counted; a
  // complaint keeps its category and dates under the pseudonym but loses its words; staff notifications
  // name the pseudonym instead.
  it('erases a recipient’s complaints, approvals and the notifications that name them', async () => {
    const call = demo();
    const email = DEMO_RECIPIENT.email;
    const preview = await call(API.retention.recipientErasurePreview, post({ email }));
    expect(preview.body.data).toMatchObject({ complaints: 3 });
    const complaintsOf = async (id: number) =>
      (await call(API.assignments.complaints(id), { as: 'OA' })).body.data as {
        email: string;
        text: string;
      }[];
    expect((await complaintsOf(1001)).map((c) => c.email)).toEqual([email]);

    const erased = await call(API.retention.recipientErasure, post({ email }));
    expect(erased.body).toMatchObject({ data: { complaints: 3 } });
    const pseudonym = erased.body.pseudonym as string;
    expect(await complaintsOf(1001)).toEqual([expect.objectContaining({ email: pseudonym, text: '' })]);
    const notes = JSON.stringify((await call(API.notifications.list, { as: 'OA' })).body);
    expect(notes).not.toContain(email);
    expect(notes).toContain(pseudonym);
    expect(await call(API.retention.recipientErasurePreview, post({ email }))).toMatchObject({
      body: { data: { complaints: 0 } },
    });
  });
});
