import { API } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildClient } from '@/test/client-factories.js';
import { buildDelivery } from '@/test/delivery-factories.js';
import { buildSignedInUser } from '@/test/factories.js';

// Its own file: it needs an app with a page of two cards (and the list cache on, so a kept page 1 is never
// answered for page 2); on PostgreSQL each test file owns the database.
const DAY = 24 * 3_600_000;
const MINUTE = 60_000;

interface ListBody {
  data: {
    months: { month: string; count?: number; info: { id: number }[] }[];
    next_page: number | null;
  };
}
const ids = (body: ListBody) => body.data.months.flatMap((m) => m.info.map((i) => i.id));
const counts = (body: ListBody) => body.data.months.map((m) => [m.month, m.count]);

let t: TestApp;
let api: ApiClient;
let token: string;
/** Deliveries in delivery order (oldest first), with their UTC month. */
type Made = { id: number; month: string }[];
const made: Record<'month' | 'recent' | 'archive' | 'archiveRecent', Made> = {
  month: [],
  recent: [],
  archive: [],
  archiveRecent: [],
};

/** The 15th at noon of the month `daysAgo` days back: minutes around it stay in that month. */
const midMonth = (now: Date, daysAgo: number) => {
  const then = new Date(now.getTime() - daysAgo * DAY);
  return Date.UTC(then.getUTCFullYear(), then.getUTCMonth(), 15, 12);
};

beforeAll(async () => {
  t = await buildTestApp({ env: { LIST_PAGE_SIZE: '2', LIST_CACHE_SECONDS: '60' } });
  api = apiClient(t.app);
  token = (await buildSignedInUser(t.app, { userType: 'OU' })).token;
  const admin = (await buildSignedInUser(t.app, { userType: 'OA' })).token;
  const { client, entity } = await buildClient(api, admin);
  const now = t.clock.now();
  const deliverAt = async (list: Made, at: number) => {
    const { delivery } = await buildDelivery(t.app, {
      clientId: client.client_id,
      entityId: entity.id,
      daysAgo: (now.getTime() - at) / DAY,
    });
    list.push({ id: delivery.id, month: delivery.actual_delivery.toISOString().slice(0, 7) });
  };
  // Three in one live month before the recent window (45 to 75 days back), three in the recent window
  // (perhaps across a month boundary), three in one archived month (134 to 166 days back).
  for (const minutes of [3, 2, 1]) await deliverAt(made.month, midMonth(now, 60) - minutes * MINUTE);
  for (const daysAgo of [25, 2, 1]) await deliverAt(made.recent, now.getTime() - daysAgo * DAY);
  for (const minutes of [3, 2, 1]) await deliverAt(made.archive, midMonth(now, 150) - minutes * MINUTE);
  // One in the archive's recent view (its 30 days after ARCHIVE_AFTER_DAYS): a list that fits on one page.
  await deliverAt(made.archiveRecent, now.getTime() - 100 * DAY);
});
afterAll(() => t.close());

const get = async (path: string) => {
  const answer = await api.get(path, token);
  expect(answer.statusCode).toBe(200);
  return answer.json() as ListBody;
};
const idsOf = (list: Made) => list.map((d) => d.id);
/** Each month's deliveries in a list, as [month, count] in the order shown. */
const monthCounts = (list: Made, shown: string[]) =>
  shown.map((month) => [month, list.filter((d) => d.month === month).length]);

describe('pages of a month and of the recent view', () => {
  it('answers a month a page at a time in either order, each month with its full count', async () => {
    const month = made.month[0]!.month;
    const page = (n: number, sort: string) =>
      get(`${API.assignments.list}?month=${month}&sort=${sort}&page=${n}`);

    const first = await page(1, 'ascending');
    expect(ids(first)).toEqual(idsOf(made.month).slice(0, 2));
    expect(first.data.next_page).toBe(2);
    expect(counts(first)).toEqual([[month, 3]]);
    const second = await page(2, 'ascending');
    expect(ids(second)).toEqual(idsOf(made.month).slice(2));
    expect(second.data.next_page).toBeNull();
    expect(counts(second)).toEqual([[month, 3]]);

    const newest = await page(1, 'descending');
    expect(ids(newest)).toEqual(idsOf(made.month).reverse().slice(0, 2));
    expect(newest.data.next_page).toBe(2);
    const oldest = await page(2, 'descending');
    expect(ids(oldest)).toEqual([made.month[0]!.id]);
    expect(oldest.data.next_page).toBeNull();
    expect(counts(oldest)).toEqual([[month, 3]]);
  });

  it('answers the whole month without a count when no page is asked for (older clients)', async () => {
    const month = made.month[0]!.month;
    const whole = await get(`${API.assignments.list}?month=${month}&sort=ascending`);
    expect(ids(whole)).toEqual(idsOf(made.month));
    expect(whole.data.next_page).toBeNull();
    expect(whole.data.months.every((m) => !('count' in m))).toBe(true);
  });

  it('pages the recent view, and counts each month of it', async () => {
    const first = await get(`${API.assignments.list}?sort=ascending&page=1`);
    expect(ids(first)).toEqual(idsOf(made.recent).slice(0, 2));
    expect(first.data.next_page).toBe(2);
    const shown = first.data.months.map((m) => m.month);
    expect(counts(first)).toEqual(monthCounts(made.recent, shown));
    const second = await get(`${API.assignments.list}?sort=ascending&page=2`);
    expect(ids(second)).toEqual(idsOf(made.recent).slice(2));
    expect(second.data.next_page).toBeNull();
    expect(counts(second)).toEqual(monthCounts(made.recent, [made.recent[2]!.month]));

    const whole = await get(`${API.assignments.list}?sort=descending`);
    expect(ids(whole)).toEqual(idsOf(made.recent).reverse());
    expect(whole.data.months.every((m) => !('count' in m))).toBe(true);
  });

  it('pages the archive list the same way', async () => {
    const month = made.archive[0]!.month;
    const page = (n: number) =>
      get(`${API.assignments.archiveList}?month=${month}&sort=descending&page=${n}`);
    const first = await page(1);
    expect(ids(first)).toEqual(idsOf(made.archive).reverse().slice(0, 2));
    expect(first.data.next_page).toBe(2);
    expect(counts(first)).toEqual([[month, 3]]);
    const second = await page(2);
    expect(ids(second)).toEqual([made.archive[0]!.id]);
    expect(second.data.next_page).toBeNull();

    const recent = await get(`${API.assignments.archiveList}?sort=ascending&page=1`);
    expect(ids(recent)).toEqual(idsOf(made.archiveRecent));
    expect(recent.data.next_page).toBeNull();
    expect(counts(recent)).toEqual([[made.archiveRecent[0]!.month, 1]]);
  });

  it('answers a page past the end with no months, and refuses a page that is not a number', async () => {
    const month = made.month[0]!.month;
    const past = await get(`${API.assignments.list}?month=${month}&sort=ascending&page=3`);
    expect(past.data).toMatchObject({ months: [], next_page: null });
    const pastRecent = await get(`${API.assignments.archiveList}?sort=ascending&page=2`);
    expect(pastRecent.data).toMatchObject({ months: [], next_page: null });
    expect((await api.get(`${API.assignments.list}?month=${month}&page=abc`, token)).statusCode).toBe(400);
    expect((await api.get(`${API.assignments.list}?page=0`, token)).statusCode).toBe(400);
  });
});
