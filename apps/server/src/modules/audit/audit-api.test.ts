import {
  API,
  AUDIT_ACTIONS,
  AUDIT_CSV_HEADER,
  AUDIT_MESSAGES,
  MESSAGES,
  type AuditEvent,
} from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@/db/audit-schema.js';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildClient } from '@/test/client-factories.js';
import { buildSignedInUser, buildUser } from '@/test/factories.js';

let t: TestApp;
let api: ApiClient;
let admin: string;
let adminId: number;
let other: { id: number; email: string };
let clientId: number;
const DAY = 86_400_000;
const START = Date.parse('2026-03-01T12:00:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  const oa = await buildSignedInUser(t.app, { userType: 'OA', firstName: 'Ada' });
  admin = oa.token;
  adminId = oa.user.id;
  const sl = await buildSignedInUser(t.app, { userType: 'SL', firstName: 'Sam' });
  other = { id: sl.user.id, email: sl.user.email };
  clientId = (await buildClient(api, sl.token)).client.client_id as number;
  // A known history: 60 client edits by Sam a day apart from START, and one failed sign-in whose typed
  // address would be a formula in a spreadsheet.
  await t.app.services.db.insert(auditEvents).values([
    ...Array.from({ length: 60 }, (_, i) => ({
      at: new Date(START + i * DAY),
      actor_id: other.id,
      actor_email: other.email,
      action: 'client.updated',
      target_type: 'client',
      target_id: String(clientId),
      client_id: clientId,
      ip: '198.51.100.7',
      user_agent: 'Mozilla/5.0',
      details: { n: i },
    })),
    {
      at: new Date(START + 10 * DAY + 1000),
      actor_email: '=HYPERLINK("http://evil.example","x")',
      action: 'auth.login.failed',
      ip: '198.51.100.8',
      user_agent: '@SUM(1+1)',
    },
  ]);
});
afterAll(() => t.close());

const list = async (query: string, token = admin) => {
  const res = await api.get(`${API.audit.events}?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: AuditEvent[]; total: number; next_cursor: string | null };
};
const ns = (events: AuditEvent[]) => events.map((e) => e.details.n);

describe('who may read the trail', () => {
  it.each(['OU', 'SL', 'CR', 'TL', 'EMPTY'] as const)(
    'refuses a %s account (403) and anyone signed out (401)',
    async (type) => {
      const { token } = await buildSignedInUser(t.app, { userType: type });
      for (const url of [API.audit.events, API.audit.export, API.audit.filters]) {
        const res = await api.get(url, token);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(MESSAGES.forbidden);
        expect((await api.get(url)).statusCode).toBe(401);
      }
    },
  );
});

describe('GET events/', () => {
  it('pages newest first by keyset: no row twice, none missed, pages stay put as rows arrive', async () => {
    const first = await list('action=client.updated&page_size=25');
    expect(first.total).toBe(60);
    expect(ns(first.data)).toEqual(Array.from({ length: 25 }, (_, i) => 59 - i));
    expect(first.data[0]).toMatchObject({
      actor_id: other.id,
      actor_email: other.email,
      actor_name: 'Sam',
      action_label: 'Client changed',
      client_id: clientId,
      at: new Date(START + 59 * DAY).toISOString(),
      ip: '198.51.100.7',
    });

    // A newer row arrives between pages: the next page still starts where the first ended.
    await t.app.services.db.insert(auditEvents).values({
      at: new Date(START + 100 * DAY),
      action: 'client.updated',
      client_id: clientId,
      details: { n: 100 },
    });
    const second = await list(`action=client.updated&page_size=25&cursor=${first.next_cursor}`);
    expect(ns(second.data)).toEqual(Array.from({ length: 25 }, (_, i) => 34 - i));
    const third = await list(`action=client.updated&page_size=25&cursor=${second.next_cursor}`);
    expect(ns(third.data)).toEqual(Array.from({ length: 10 }, (_, i) => 9 - i));
    expect(third.next_cursor).toBeNull();
    expect(third.total).toBe(61);
  });

  it('filters by person, action, client and date range, alone and together', async () => {
    // Sign-ins and the client's creation are Sam's too: the client edits are the 60 seeded.
    const sams = await list(`actor=${other.id}&action=client.updated&page_size=100`);
    expect(sams.total).toBe(60);
    expect(new Set(sams.data.map((e) => e.actor_id))).toEqual(new Set([other.id]));
    expect((await list(`actor=${adminId}&action=client.updated`)).total).toBe(0);
    expect((await list('action=auth.login.failed')).data).toMatchObject([
      { actor_id: null, client_id: null },
    ]);
    expect((await list(`client=${clientId}&action=client.updated`)).total).toBe(61);
    // Days are whole UTC days at both ends; date-times are exact.
    const days = await list(`actor=${other.id}&action=client.updated&from=2026-03-03&to=2026-03-05`);
    expect(ns(days.data)).toEqual([4, 3, 2]);
    const instants = await list(
      `actor=${other.id}&action=client.updated&from=${new Date(START + 2 * DAY).toISOString()}&to=${encodeURIComponent('2026-03-05T12:00:00.000+00:00')}`,
    );
    expect(ns(instants.data)).toEqual([4, 3, 2]);
    expect((await list(`from=2026-03-11&to=2026-03-11`)).data.map((e) => e.action).sort()).toEqual([
      'auth.login.failed',
      'client.updated',
    ]);
  });

  it.each([
    ['action=nope', AUDIT_MESSAGES.badAction],
    ['actor=abc', AUDIT_MESSAGES.badActor],
    ['client=-1', AUDIT_MESSAGES.badClient],
    ['from=yesterday', AUDIT_MESSAGES.badDate],
    ['from=2026-02-30T10:00Z', AUDIT_MESSAGES.badDate],
    // PostgreSQL has no year 0: the bound would be a 500, not a refusal.
    ['from=0000-01-01', AUDIT_MESSAGES.badDate],
    ['from=2026-03-05&to=2026-03-04', AUDIT_MESSAGES.dateOrder],
    ['cursor=abc', AUDIT_MESSAGES.badCursor],
    ['page_size=7', AUDIT_MESSAGES.pageSize],
  ])('refuses %s with a clear message', async (query, message) => {
    const res = await api.get(`${API.audit.events}?${query}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });
});

describe('GET filters/', () => {
  it('offers the people and clients that appear in the trail, and every action', async () => {
    const { user: idle } = await buildUser(t.app, { userType: 'OU' });
    const res = await api.get(API.audit.filters, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.actors).toContainEqual({ id: other.id, email: other.email, name: 'Sam' });
    expect(body.actors.map((a: { id: number }) => a.id)).not.toContain(idle.id);
    expect(body.clients).toEqual([{ id: clientId, name: expect.stringMatching(/^Acme /) }]);
    expect(body.actions.map((a: { value: string }) => a.value)).toEqual([...AUDIT_ACTIONS]);
    expect(body.actions).toContainEqual({ value: 'share.revoked', label: 'Share revoked' });
  });
});

describe('GET events/export/', () => {
  it('exports every row the filters match, newest first, formula-safe', async () => {
    const res = await api.get(`${API.audit.export}?from=2026-03-11&to=2026-03-11`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body.split('\n').filter(Boolean);
    expect(lines[0]).toBe(`\uFEFF${AUDIT_CSV_HEADER.join(',')}`);
    expect(lines).toHaveLength(3);
    // The failed sign-in (a second later) comes first; its typed address and agent cannot run as formulas.
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[1]).toContain(",'@SUM(1+1),");
    expect(lines[1]).toContain(',Sign-in failed,auth.login.failed,');
    expect(lines[2]).toContain(
      `Sam <${other.email}>,${other.id},Client changed,client.updated,client,${clientId},`,
    );
    expect(lines[2]).toContain('"{""n"":10}"');
  });

  it('streams a long trail whole, past one batch of rows', async () => {
    await t.app.services.db.insert(auditEvents).values(
      Array.from({ length: 1100 }, (_, i) => ({
        at: new Date(START - (i + 1) * 60_000),
        action: 'settings.changed',
        details: { n: i },
      })),
    );
    const res = await api.get(`${API.audit.export}?action=settings.changed`, admin);
    const lines = res.body.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1 + 1100);
    expect(new Set(lines).size).toBe(1 + 1100);
    const refused = await api.get(`${API.audit.export}?action=nope`, admin);
    expect(refused.statusCode).toBe(400);
  });
});
