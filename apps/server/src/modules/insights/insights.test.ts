import { API, INSIGHT_MESSAGES, emptyInsightMonth } from '@ops/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, deliveryVersions, shareDownloads, sharedLogs } from '@/db/delivery-schema.js';
import { complaints, recipientFeedback } from '@/db/recipient-schema.js';
import { foldInsightMonths } from './insight-fold.js';
import { apiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { buildClient } from '@/test/client-factories.js';
import { buildSignedInUser } from '@/test/factories.js';

// Insights (issue 25, decision 0041): the SQL figures against a fixture whose numbers are worked out by hand
// in the comments below.
let t: TestApp;
let token: string;
const clientIds = { a: 0, b: 0 };
const entityIds = { a: 0, b: 0 };
/** D1's second version (client A; translation and audio-video), for a rating given later. */
const versionIds = { d1v2: 0 };
const at = (iso: string) => new Date(iso);
const units = (service: string, unit_type: string, unit_count: number) => ({
  service,
  sub_services: [{ sub_service: 'Work', unit_type, unit_count }],
});

/** A delivery of a client with its services and versions ([actual, committed or null]). */
async function delivery(
  clientId: number,
  entityId: number,
  services: ReturnType<typeof units>[],
  versions: [string, string | null][],
) {
  const { db } = t.app.services;
  const tag = Math.random().toString(36).slice(2, 8);
  const [row] = await db
    .insert(deliveries)
    .values({
      batch_id: `B-${tag}`,
      general_delivery_id: `GD-${tag}`,
      client_id: clientId,
      entity_id: entityId,
      requester_name: 'Priya Raman',
      user_name: 'Olivia Ops',
      actual_delivery: at(versions.at(-1)![0]),
      current_version: versions.length,
      summary_services: services,
    })
    .returning();
  const rows = await db
    .insert(deliveryVersions)
    .values(
      versions.map(([actual, committed], i) => ({
        delivery_id: row!.id,
        version: i + 1,
        actual_delivery: at(actual),
        committed_delivery: committed ? at(committed) : null,
      })),
    )
    .returning();
  return { id: row!.id, versions: rows };
}

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await buildSignedInUser(t.app, { userType: 'OA' });
  token = admin.token;
  const api = apiClient(t.app);
  const a = await buildClient(api, token);
  const b = await buildClient(api, token);
  clientIds.a = a.client.client_id as number;
  clientIds.b = b.client.client_id as number;
  const [ea, eb] = [a.entity.id as number, b.entity.id as number];
  Object.assign(entityIds, { a: ea, b: eb });
  const { db } = t.app.services;

  // D1 (A): v1 on time in January; v2 4 h late in February.
  const d1 = await delivery(
    clientIds.a,
    ea,
    [units('Translation Services', 'Words', 1000), units('Audio Video Production', 'Minutes', 30)],
    [
      ['2026-01-10T12:00:00Z', '2026-01-10T14:00:00Z'],
      ['2026-02-05T10:00:00Z', '2026-02-05T06:00:00Z'],
    ],
  );
  versionIds.d1v2 = d1.versions[1]!.id;
  // D2 (A): 2 h late in January.
  const d2 = await delivery(
    clientIds.a,
    ea,
    [units('Graphic Design', 'Images', 12)],
    [['2026-01-20T00:00:00Z', '2026-01-19T22:00:00Z']],
  );
  // D3 (B): 8 h late in January; v2 in March without a committed time.
  const d3 = await delivery(
    clientIds.b,
    eb,
    [units('Translation Services', 'Words', 500)],
    [
      ['2026-01-25T00:00:00Z', '2026-01-24T16:00:00Z'],
      ['2026-03-01T00:00:00Z', null],
    ],
  );
  // D4 (B): a year earlier, on time.
  await delivery(
    clientIds.b,
    eb,
    [units('Translation Services', 'Words', 200)],
    [['2025-01-15T00:00:00Z', '2025-01-16T00:00:00Z']],
  );

  // Ratings: January 5 and 2 (average 3.5), February 4.
  await db.insert(recipientFeedback).values([
    { version_id: d1.versions[0]!.id, email: 'r1@c.test', rating: 5, updated_at: at('2026-01-12T00:00:00Z') },
    { version_id: d2.versions[0]!.id, email: 'r1@c.test', rating: 2, updated_at: at('2026-01-21T00:00:00Z') },
    { version_id: d3.versions[0]!.id, email: 'r2@c.test', rating: 4, updated_at: at('2026-02-02T00:00:00Z') },
  ]);
  // Complaints: one opened in January and resolved in February (D2), one opened in February (D3).
  await db.insert(complaints).values([
    {
      delivery_id: d2.id,
      version_id: d2.versions[0]!.id,
      email: 'r1@c.test',
      category: 'style',
      text: 'x',
      status: 'resolved',
      created_at: at('2026-01-22T00:00:00Z'),
      resolved_at: at('2026-02-03T00:00:00Z'),
    },
    {
      delivery_id: d3.id,
      version_id: d3.versions[0]!.id,
      email: 'r2@c.test',
      category: 'accuracy',
      text: 'y',
      created_at: at('2026-02-10T00:00:00Z'),
    },
  ]);
  // First downloads: D1 v1 after 6 h (a second share's at 24 h does not count), D2 v1 after 24 h, D3 v1
  // after 3 h: January's median 6 h. D1 v2 after 2 h: February's 2 h.
  const share = async (deliveryId: number, email: string) =>
    (
      await db
        .insert(sharedLogs)
        .values({ delivery_id: deliveryId, shared_to_user_email: email, shared_by: 'Olivia Ops' })
        .returning()
    )[0]!.id;
  const [s1, s1b, s2, s3] = [
    await share(d1.id, 'r1@c.test'),
    await share(d1.id, 'r3@c.test'),
    await share(d2.id, 'r1@c.test'),
    await share(d3.id, 'r2@c.test'),
  ];
  await db.insert(shareDownloads).values([
    { share_id: s1, version: 1, downloads: 1, first_at: at('2026-01-10T18:00:00Z') },
    { share_id: s1b, version: 1, downloads: 1, first_at: at('2026-01-11T12:00:00Z') },
    { share_id: s1, version: 2, downloads: 1, first_at: at('2026-02-05T12:00:00Z') },
    { share_id: s2, version: 1, downloads: 2, first_at: at('2026-01-21T00:00:00Z') },
    { share_id: s3, version: 1, downloads: 1, first_at: at('2026-01-25T03:00:00Z') },
  ]);
});
afterAll(() => t.close());

const figures = async (query: string) => {
  const res = await apiClient(t.app).get(`${API.insights.figures}?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const CUSTOM = 'period=custom&from=2026-01&to=2026-03';
const { month: _month, ...quiet } = emptyInsightMonth('');

describe('insights figures', () => {
  it('computes each month, the same months a year earlier, clients and categories', async () => {
    const data = await figures(CUSTOM);
    expect(data.months).toEqual([
      // D1 v1, D2 v1, D3 v1: one on time of three; late 2 h and 8 h, median 5; three first versions.
      {
        month: '2026-01',
        versions_committed: 3,
        on_time: 1,
        on_time_share: 0.3333,
        median_late_hours: 5,
        deliveries: 3,
        versions: 3,
        words: 1500,
        minutes: 30,
        images: 12,
        ratings: 2,
        rating_average: 3.5,
        complaints_opened: 1,
        complaints_resolved: 0,
        median_first_download_hours: 6,
      },
      // D1 v2, 4 h late.
      {
        ...quiet,
        month: '2026-02',
        versions_committed: 1,
        on_time_share: 0,
        median_late_hours: 4,
        versions: 1,
        ratings: 1,
        rating_average: 4,
        complaints_opened: 1,
        complaints_resolved: 1,
        median_first_download_hours: 2,
      },
      // D3 v2, no committed time.
      { ...quiet, month: '2026-03', versions: 1 },
    ]);
    expect(data.previous_months).toEqual([
      {
        ...quiet,
        month: '2025-01',
        versions_committed: 1,
        on_time: 1,
        on_time_share: 1,
        deliveries: 1,
        versions: 1,
        words: 200,
      },
      { ...quiet, month: '2025-02' },
      { ...quiet, month: '2025-03' },
    ]);
    // A: D1 (2 versions) and D2; late 4 h and 2 h. B: D3 (2 versions); late 8 h.
    expect(data.clients).toEqual([
      expect.objectContaining({
        client_id: clientIds.a,
        deliveries: 2,
        versions: 3,
        versions_committed: 3,
        on_time: 1,
        on_time_share: 0.3333,
        median_late_hours: 3,
      }),
      expect.objectContaining({
        client_id: clientIds.b,
        deliveries: 1,
        versions: 2,
        versions_committed: 1,
        on_time: 0,
        on_time_share: 0,
        median_late_hours: 8,
      }),
    ]);
    // Translation: D1 and D3 (four versions); audio-video: D1; graphic design: D2.
    expect(data.categories).toEqual([
      { category: 'TR', label: 'Language Translation', deliveries: 2, versions: 4 },
      { category: 'AV', label: 'Audio-Video Production', deliveries: 1, versions: 2 },
      { category: 'GD', label: 'Graphic Design', deliveries: 1, versions: 1 },
    ]);
  });

  it('keeps one client, or one service category', async () => {
    const a = await figures(`${CUSTOM}&client_id=${clientIds.a}`);
    expect(a.months[0]).toMatchObject({
      versions: 2,
      on_time: 1,
      on_time_share: 0.5,
      median_late_hours: 2,
      deliveries: 2,
      words: 1000,
      ratings: 2,
      complaints_opened: 1,
    });
    expect(a.months[1]).toMatchObject({ complaints_opened: 0, complaints_resolved: 1 });
    expect(a.clients.map((c: { client_id: number }) => c.client_id)).toEqual([clientIds.a]);
    const design = await figures(`${CUSTOM}&category=GD`);
    expect(design.months[0]).toMatchObject({ versions: 1, deliveries: 1, images: 12, words: 0, minutes: 0 });
    expect(design.categories).toEqual([
      { category: 'GD', label: 'Graphic Design', deliveries: 1, versions: 1 },
    ]);
  });

  it('answers the last 3, 6 or 12 months up to the current one', async () => {
    const now = t.app.services.clock.now().toISOString().slice(0, 7);
    for (const period of ['3', '6', '12']) {
      const data = await figures(`period=${period}`);
      expect(data.months).toHaveLength(Number(period));
      expect(data.months.at(-1).month).toBe(now);
    }
  });

  it('refuses a period it cannot read, with its message', async () => {
    const cases: [string, string][] = [
      ['period=7', INSIGHT_MESSAGES.periodRule],
      ['period=custom&from=2026-01', INSIGHT_MESSAGES.customNeedsMonths],
      ['period=custom&from=2026-03&to=2026-01', INSIGHT_MESSAGES.customOrder],
      ['period=custom&from=2020-01&to=2026-01', INSIGHT_MESSAGES.customTooLong],
      ['period=custom&from=2026-13&to=2026-14', INSIGHT_MESSAGES.monthRule],
      ['category=XX', INSIGHT_MESSAGES.categoryRule],
      ['client_id=abc', INSIGHT_MESSAGES.clientRule],
    ];
    for (const [query, message] of cases) {
      const res = await apiClient(t.app).get(`${API.insights.figures}?${query}`, token);
      expect([query, res.statusCode, res.json().message]).toEqual([query, 400, message]);
    }
  });
});

describe('the monthly summary', () => {
  const stale = async () =>
    Number(
      (
        (await t.app.services.db.execute(
          sql`select count(*)::int as n from insight_stale_months`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n,
    );
  const views = () =>
    Promise.all([CUSTOM, `${CUSTOM}&client_id=${clientIds.a}`, `${CUSTOM}&category=TR`].map(figures));

  it('answers the same figures once the job folds the months, and a later change at once', async () => {
    const before = await views();
    expect(await stale()).toBeGreaterThan(0);
    expect(await foldInsightMonths(t.app.services.db)).toBeGreaterThanOrEqual(4);
    expect(await stale()).toBe(0);
    expect(await views()).toEqual(before);

    // A version of B 10 h late in February (folded): February now 2 versions, late 4 h and 10 h, median 7.
    const late = await delivery(
      clientIds.b,
      entityIds.b,
      [units('Translation Services', 'Words', 100)],
      [['2026-02-20T10:00:00Z', '2026-02-20T00:00:00Z']],
    );
    const changed = (await figures(CUSTOM)).months[1];
    expect(changed).toMatchObject({ versions: 2, deliveries: 1, words: 100, median_late_hours: 7 });
    await foldInsightMonths(t.app.services.db);
    expect((await figures(CUSTOM)).months[1]).toEqual(changed);

    // Its delivered time taken back: February is as before, folded or not.
    await t.app.services.db
      .update(deliveryVersions)
      .set({ actual_delivery: null })
      .where(eq(deliveryVersions.id, late.versions[0]!.id));
    expect(await views()).toEqual(before);
    await foldInsightMonths(t.app.services.db);
    expect(await views()).toEqual(before);
    expect(await foldInsightMonths(t.app.services.db)).toBe(0);

    // A rating given in folded January (3, for D1's second version) counts at once, in every view, and after
    // the fold.
    const [given] = await t.app.services.db
      .insert(recipientFeedback)
      .values({
        version_id: versionIds.d1v2,
        email: 'r3@c.test',
        rating: 3,
        updated_at: at('2026-01-30T00:00:00Z'),
      })
      .returning();
    const january = async () =>
      (await views()).map((view) => ({
        ratings: view.months[0].ratings,
        rating_average: view.months[0].rating_average,
      }));
    // All clients and client A: 5, 2 and 3; translation: 5 and 3.
    const withRating = [
      { ratings: 3, rating_average: 3.33 },
      { ratings: 3, rating_average: 3.33 },
      { ratings: 2, rating_average: 4 },
    ];
    expect(await january()).toEqual(withRating);
    await foldInsightMonths(t.app.services.db);
    expect(await january()).toEqual(withRating);
    // Changed to 5: the average moves at once.
    await t.app.services.db
      .update(recipientFeedback)
      .set({ rating: 5 })
      .where(eq(recipientFeedback.id, given!.id));
    expect((await january())[0]).toEqual({ ratings: 3, rating_average: 4 });
    await t.app.services.db.delete(recipientFeedback).where(eq(recipientFeedback.id, given!.id));
    await foldInsightMonths(t.app.services.db);
    expect(await views()).toEqual(before);

    // Emptied (as a restore or a cleanup might), the read model leaves no summary behind; the ratings given
    // stay counted overall, folded or not (March's first rating, not folded yet, included).
    await t.app.services.db.insert(recipientFeedback).values({
      version_id: versionIds.d1v2,
      email: 'r4@c.test',
      rating: 1,
      updated_at: at('2026-03-03T00:00:00Z'),
    });
    await t.app.services.db.execute(sql`truncate insight_versions`);
    const emptied = (await figures(CUSTOM)).months;
    expect(emptied.map((m: { versions: number }) => m.versions)).toEqual([0, 0, 0]);
    expect(emptied.map((m: { ratings: number }) => m.ratings)).toEqual([2, 1, 1]);
    await foldInsightMonths(t.app.services.db);
    expect((await figures(CUSTOM)).months.map((m: { ratings: number }) => m.ratings)).toEqual([2, 1, 1]);
  });
});
