import { sql } from 'drizzle-orm';
import { API, MESSAGES } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildClient } from '@/test/client-factories.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { download } from '@/test/download.js';
import { buildSignedInUser } from '@/test/factories.js';

let t: TestApp;
let api: ApiClient;
let token: string;
let owner: { clientId: number; entityId: number; code: string };
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  token = (await buildSignedInUser(t.app, { userType: 'OU' })).token;
  const admin = (await buildSignedInUser(t.app, { userType: 'OA' })).token;
  const { client, entity } = await buildClient(api, admin);
  owner = { clientId: client.client_id, entityId: entity.id, code: client.client_code };
});
afterAll(() => t.close());

const ids = (body: { data: { months: { info: { id: number }[] }[] } }) =>
  body.data.months.flatMap((m) => m.info.map((i) => i.id));

describe('GET /api-ops/ops/v2/all-assignments/', () => {
  it('shows recent deliveries by default, a month on request, and counts the archive', async () => {
    const recent = await buildDelivery(t.app, {
      ...owner,
      daysAgo: 2,
      lateHours: 18,
      fileName: 'Quarterly Results Deck.pptx',
      assignmentName: 'Investor Update 2026',
    });
    const older = await buildDelivery(t.app, { ...owner, daysAgo: 45 });
    const archived = await buildDelivery(t.app, { ...owner, daysAgo: 120 });

    const body = (await api.get(API.assignments.list, token)).json();
    expect(body.data).toMatchObject({ type_of_data: 'recent', sort_order: 'ascending' });
    expect(ids(body)).toContain(recent.delivery.id);
    expect(ids(body)).not.toContain(older.delivery.id);
    expect(body.data.archive_count).toBeGreaterThanOrEqual(1);
    const card = body.data.months
      .flatMap((m: { info: object[] }) => m.info)
      .find((i: { id: number }) => i.id === recent.delivery.id);
    expect(card).toEqual({
      id: recent.delivery.id,
      file_names: ['Quarterly Results Deck.pptx'],
      client_code: owner.code,
      delivery_user_type: 'default',
      requester_name: 'Priya Raman',
      duration: '-0 Day, 18 Hrs',
      committed_delivery: expect.any(String),
      services: ['Translation Services'],
      unit_details: [{ unit_type: 'Words', unit_count: 1200 }],
      feedback: 4,
      assignment_name: 'Investor Update 2026',
      open_complaints: 0,
    });

    const month = older.delivery.actual_delivery.toISOString().slice(0, 7);
    const byMonth = (await api.get(`${API.assignments.list}?month=${month}`, token)).json();
    expect(byMonth.data.type_of_data).toBe('all');
    expect(ids(byMonth)).toContain(older.delivery.id);
    expect(byMonth.data.months.map((m: { month: string }) => m.month)).toEqual([month]);

    const archive = (await api.get(API.assignments.archiveList, token)).json();
    expect(ids(archive)).toEqual([archived.delivery.id]);
    expect(ids(archive)).not.toContain(recent.delivery.id);
  });

  it('searches file names, assignment ids and names, batch id, requester and client code, case-insensitively', async () => {
    const hit = await buildDelivery(t.app, {
      ...owner,
      daysAgo: 3,
      fileName: 'Merger Memo FINAL.docx',
      requester: 'Tomasz Nowak',
      assignmentName: 'Brand Guidelines Refresh',
    });
    const search = async (q: string) =>
      (await api.get(`${API.assignments.list}?search=${encodeURIComponent(q)}`, token)).json();
    for (const term of [
      'merger memo',
      'tomasz',
      'guidelines refresh',
      hit.assignmentId.toLowerCase(),
      `b-${hit.tag}`,
    ]) {
      const body = await search(term);
      expect(body.data.type_of_data).toBe('search');
      expect(ids(body)).toEqual([hit.delivery.id]);
    }
    expect(ids(await search(owner.code.toLowerCase()))).toContain(hit.delivery.id);
    expect(ids(await search('nothing like this'))).toEqual([]);
  });

  it('has trigram indexes behind the substring search', async () => {
    const result = await t.app.services.db.execute(
      sql`select indexname from pg_indexes where indexname like '%_trgm' order by indexname`,
    );
    const names = (result as unknown as { rows: { indexname: string }[] }).rows.map((r) => r.indexname);
    expect(names).toEqual([
      'deliveries_search_text_trgm',
      'workspace_assignments_id_trgm',
      'workspace_assignments_name_trgm',
    ]);
  });

  it('sorts both ways', async () => {
    const a = await buildDelivery(t.app, { ...owner, daysAgo: 5 });
    const b = await buildDelivery(t.app, { ...owner, daysAgo: 4 });
    const asc = ids((await api.get(`${API.assignments.list}?sort=ascending`, token)).json());
    const desc = ids((await api.get(`${API.assignments.list}?sort=descending`, token)).json());
    expect(asc.indexOf(a.delivery.id)).toBeLessThan(asc.indexOf(b.delivery.id));
    expect(desc.indexOf(b.delivery.id)).toBeLessThan(desc.indexOf(a.delivery.id));
  });

  it('refuses bad parameters and anonymous callers', async () => {
    expect((await api.get(`${API.assignments.list}?month=2026-13`, token)).statusCode).toBe(400);
    const symbols = await api.get(`${API.assignments.list}?search=a%3Cb`, token);
    expect(symbols.json().message).toBe(MESSAGES.symbolsNotAllowed);
    expect((await api.get(`${API.assignments.list}?sort=sideways`, token)).statusCode).toBe(400);
    expect((await api.get(API.assignments.list)).statusCode).toBe(401);
  });
});

describe('GET /api-ops/ops/v2/all-assignments/{id}/', () => {
  it('answers the delivery detail with signed, downloadable links per format', async () => {
    const { delivery } = await buildDelivery(t.app, {
      ...owner,
      daysAgo: 1,
      lateHours: -30,
      fileName: 'Deck.pptx',
      formats: ['pptx', 'pdf'],
    });
    const res = await api.get(API.assignments.byId(delivery.id), token);
    expect(res.statusCode).toBe(200);
    const detail = res.json().last_assignment;
    expect(detail).toMatchObject({
      id: delivery.id,
      batch_id: delivery.batch_id,
      client_code: owner.code,
      entity_code: `${owner.code}-E01`,
      duration: '1 Day, 6 Hrs',
      current_version: 1,
      source_files: [{ name: 'brief.docx', links: {} }],
      assignments: [expect.stringMatching(/^Annual report/)],
      services: [
        {
          service: 'Translation Services',
          sub_services: [{ sub_service: 'Proofreading', unit_type: 'Words', unit_count: 1200 }],
        },
      ],
    });
    const [version] = detail.target_versions;
    expect(version).toMatchObject({
      version: 1,
      overall_feedback: 4,
      delivery_notes: [{ files: ['brief.docx'], notes: 'Final proofread copy.' }],
    });
    expect(Object.keys(version.files[0].links)).toEqual(['pptx', 'pdf']);
    expect(version.files[0].links.pdf).toMatch(/^\/api-ops\/misc\/v1\/download\/[\w-]+\.[\w-]+\/$/);
    const file = await download(t.app, version.files[0].links.pdf, token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment; filename="Deck.pdf"');
    expect(file.body).toMatch(/^pdf content of /);

    t.clock.advance(61 * 60_000);
    expect((await download(t.app, version.files[0].links.pdf, token)).statusCode).toBe(404);
  });

  it('answers 404 for a missing delivery and for an id that is not plain digits, never 500', async () => {
    expect((await api.get(API.assignments.byId(999999), token)).statusCode).toBe(404);
    expect((await api.get(API.assignments.archiveById(999999), token)).statusCode).toBe(404);
    expect((await api.get(API.assignments.byId('abc'), token)).statusCode).toBe(404);
  });
});

describe('v1 and archive lists with ?id=', () => {
  it('answer the list and that delivery as last_assignment, or null for an unknown id', async () => {
    const live = await buildDelivery(t.app, { ...owner, daysAgo: 2 });
    const old = await buildDelivery(t.app, { ...owner, daysAgo: 200 });
    const v1 = (await api.get(`${API.assignments.listV1}?id=${live.delivery.id}`, token)).json();
    expect(v1.data.type_of_data).toBe('recent');
    expect(v1.last_assignment).toMatchObject({ id: live.delivery.id, batch_id: live.delivery.batch_id });
    expect((await api.get(`${API.assignments.listV1}?id=999999`, token)).json().last_assignment).toBeNull();
    const archive = (await api.get(`${API.assignments.archiveList}?id=${old.delivery.id}`, token)).json();
    expect(archive.last_assignment.id).toBe(old.delivery.id);
    expect((await api.get(API.assignments.byIdV1(live.delivery.id), token)).json().last_assignment.id).toBe(
      live.delivery.id,
    );
    expect((await api.get(`${API.assignments.listV1}?id=abc`, token)).statusCode).toBe(400);
  });
});

describe('comments', () => {
  it('lists, adds trimmed text as text, and refuses empty comments', async () => {
    const { delivery } = await buildDelivery(t.app, { ...owner, daysAgo: 1 });
    expect((await api.get(API.assignments.comments(delivery.id), token)).json()).toEqual({
      success: true,
      data: [],
    });
    const html = '  <b>Looks good</b> <script>alert(1)</script>  ';
    const posted = await api.post(
      API.assignments.postComment,
      { message: html, delivery_id: delivery.id, filename: ['Deck.pptx'] },
      token,
    );
    expect(posted.json().success).toBe(true);
    const [comment] = (await api.get(API.assignments.comments(delivery.id), token)).json().data;
    expect(comment).toMatchObject({
      type: 'send',
      user: 'Test',
      message: { chat: html.trim(), filename: ['Deck.pptx'] },
    });

    const empty = await api.post(
      API.assignments.postComment,
      { message: '   ', delivery_id: delivery.id },
      token,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please add a comment.');
    const long = await api.post(
      API.assignments.postComment,
      { message: 'x'.repeat(1_000_000), delivery_id: delivery.id },
      token,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('A comment can have at most 4,000 characters.');
    const longName = await api.post(
      API.assignments.postComment,
      { message: 'ok', delivery_id: delivery.id, filename: ['x'.repeat(300)] },
      token,
    );
    expect(longName.json()).toEqual({ success: false, message: MESSAGES.tooLong });
    expect(
      (await api.post(API.assignments.postComment, { message: 'hi', delivery_id: 999999 }, token)).statusCode,
    ).toBe(404);
    expect((await api.get(API.assignments.comments(999999), token)).statusCode).toBe(404);
  });
});

describe('scopes and bounds', () => {
  it('shows the archive its most recent weeks by default, older months on request', async () => {
    const lately = await buildDelivery(t.app, { ...owner, daysAgo: 100 });
    const long = await buildDelivery(t.app, { ...owner, daysAgo: 400 });
    const archive = (await api.get(API.assignments.archiveList, token)).json();
    expect(archive.data.type_of_data).toBe('recent');
    expect(ids(archive)).toContain(lately.delivery.id);
    expect(ids(archive)).not.toContain(long.delivery.id);
    const month = long.delivery.actual_delivery.toISOString().slice(0, 7);
    expect(ids((await api.get(`${API.assignments.archiveList}?month=${month}`, token)).json())).toContain(
      long.delivery.id,
    );
  });

  it('answers each detail only in its own view: live deliveries live, archived ones in the archive', async () => {
    const live = await buildDelivery(t.app, { ...owner, daysAgo: 3 });
    const archived = await buildDelivery(t.app, { ...owner, daysAgo: 200 });
    expect((await api.get(API.assignments.byId(live.delivery.id), token)).statusCode).toBe(200);
    expect((await api.get(API.assignments.archiveById(live.delivery.id), token)).statusCode).toBe(404);
    expect((await api.get(API.assignments.archiveById(archived.delivery.id), token)).statusCode).toBe(200);
    expect((await api.get(API.assignments.byIdV1(archived.delivery.id), token)).statusCode).toBe(404);
  });

  it('refuses ids no delivery can have and months outside the calendar, never 500', async () => {
    const huge = 3_000_000_000;
    // In the path, an id no delivery can have names nothing: not found, as a foreign id.
    for (const path of [
      API.assignments.byId(huge),
      API.assignments.archiveById(huge),
      API.assignments.comments(huge),
      API.assignments.accessLog(huge),
      API.assignments.sharingFile(huge),
    ]) {
      const res = await api.get(path, token);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message, path).toBe(MESSAGES.notFound);
    }
    for (const path of [`${API.assignments.listV1}?id=${huge}`, `${API.assignments.list}?month=9999-12`]) {
      expect((await api.get(path, token)).statusCode, path).toBe(400);
    }
    expect((await api.post(API.assignments.sync, { delivery_id: huge }, token)).statusCode).toBe(400);
    expect(
      (await api.post(API.assignments.postComment, { message: 'hi', delivery_id: huge }, token)).statusCode,
    ).toBe(400);
  });
});
