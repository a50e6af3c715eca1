import { describe, expect, it } from 'vitest';
import { API, INSIGHT_MESSAGES, MESSAGES, emptyInsightMonth } from '@ops/contracts';
import type { InsightMonth, InsightsResponse } from '@ops/contracts';
import { createDemoState } from '../data/demo-state';
import { DEMO_NOW } from '../test-kit/demo-call';
import { demo } from '../test-kit/delivery-calls';
import { insightsFixture as fixture } from '../test-kit/insights-fixture';

// The fixture's deliveries, ratings, complaints and downloads are listed in test-kit/insights-fixture.ts.
// DEMO_NOW is 2026-11-20 12:00 UTC: the default period is 2025-12 to 2026-11, a year earlier 2024-12 to
// 2025-11.

const empty = emptyInsightMonth;

async function insights(query = '', state = fixture()) {
  const { call } = demo(state);
  const answer = await call(`${API.insights.figures}${query}`, { as: 'TL' });
  expect(answer.status).toBe(200);
  const { data } = answer.body as InsightsResponse;
  const month = (key: string) => data.months.find((m) => m.month === key);
  return { ...data, month };
}

describe('demo insights (decision 0041)', () => {
  it('answers the last 12 months and the same months a year earlier', async () => {
    const { months, previous_months, month } = await insights();
    expect(months.map((m) => m.month)).toEqual([
      '2025-12',
      ...['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'].map((m) => `2026-${m}`),
    ]);
    expect(previous_months.map((m) => m.month)).toEqual(
      months.map((m) => `${+m.month.slice(0, 4) - 1}${m.month.slice(4)}`),
    );
    expect(month('2026-01')).toEqual(empty('2026-01'));
    // 2000, a year before November: one version, 12 h late, 2000 words.
    expect(previous_months.at(-1)).toEqual({
      ...empty('2025-11'),
      versions: 1,
      versions_committed: 1,
      on_time: 0,
      on_time_share: 0,
      median_late_hours: 12,
      deliveries: 1,
      words: 2000,
    });
    expect(previous_months.slice(0, -1)).toEqual(previous_months.slice(0, -1).map((m) => empty(m.month)));
  });

  it('computes each month by hand', async () => {
    const { month } = await insights();
    // September: 2008 v1, on time; 2008's complaint opened (its resolution in October no longer stands).
    expect(month('2026-09')).toEqual({
      ...empty('2026-09'),
      versions: 1,
      versions_committed: 1,
      on_time: 1,
      on_time_share: 1,
      deliveries: 1,
      words: 800,
      complaints_opened: 1,
    });
    // October: 5 versions (2001 v1 and v2, 2002, 2003, 2004); 3 committed, on time only 2001 v1 (to the
    // minute): 1/3 = 0.3333. Late 2 h and 6 h: the median of an even count is their mean, 4. Deliveries
    // 2001–2004; words 1000 + 500 ('word') of 2001 + 200 of 2004 (Pages and Hours are not counted); 30
    // minutes and 4 images of 2002. Ratings 5, 4, 4: 13/3 = 4.33. Complaints of 2001 and 2002 opened.
    // First downloads by recipients (staff's do not count): 2001 v1 2 h, v2 10 h, 2002 3 h (its line
    // names no version), 2004 24 h: median (3 + 10) / 2 = 6.5.
    expect(month('2026-10')).toEqual({
      month: '2026-10',
      versions: 5,
      versions_committed: 3,
      on_time: 1,
      on_time_share: 0.3333,
      median_late_hours: 4,
      deliveries: 4,
      words: 1700,
      minutes: 30,
      images: 4,
      ratings: 3,
      rating_average: 4.33,
      complaints_opened: 2,
      complaints_resolved: 0,
      median_first_download_hours: 6.5,
    });
    // November: 2005, 2006, 2007 and 2008 v2 (a version, not a delivery: 2008 counts in September, its
    // words too); on time only 2008 v2: 1/4. Late 1 h, 3 h 20 min and 10 h: the median of an odd count is
    // the middle one, 3.333… → 3.3. Words 300 of 2006. The rating of 2001 v2 saved in November. 2006's
    // complaint opened, 2001's resolved. First downloads: 2005 after 0.5 h, 2008 v2 after 6 h: 3.25 → 3.3.
    expect(month('2026-11')).toEqual({
      month: '2026-11',
      versions: 4,
      versions_committed: 4,
      on_time: 1,
      on_time_share: 0.25,
      median_late_hours: 3.3,
      deliveries: 3,
      words: 300,
      minutes: 0,
      images: 0,
      ratings: 1,
      rating_average: 2,
      complaints_opened: 1,
      complaints_resolved: 1,
      median_first_download_hours: 3.3,
    });
  });

  it('answers the period per client and per category', async () => {
    const { clients, categories } = await insights();
    // 2000 is before the period. ACME: 2001 (2 versions), 2004, 2007; committed 2001 v1 (on time), v2 (2 h
    // late), 2007 (10 h late). GLOBEX: 2002 (6 h late), 2005 (1 h late), 2008 v1 and v2 (on time). INITECH:
    // 2003 (no committed time), 2006 (3.3 h late). ACME and GLOBEX have 3 deliveries each: by code.
    expect(clients).toEqual([
      {
        client_id: 1,
        client_code: 'ACME',
        client_name: 'Acme Corporation',
        deliveries: 3,
        versions: 4,
        versions_committed: 3,
        on_time: 1,
        on_time_share: 0.3333,
        median_late_hours: 6,
      },
      {
        client_id: 2,
        client_code: 'GLOBEX',
        client_name: 'Globex Industries',
        deliveries: 3,
        versions: 4,
        versions_committed: 4,
        on_time: 2,
        on_time_share: 0.5,
        median_late_hours: 3.5,
      },
      {
        client_id: 3,
        client_code: 'INITECH',
        client_name: 'Initech Ltd',
        deliveries: 2,
        versions: 2,
        versions_committed: 1,
        on_time: 0,
        on_time_share: 0,
        median_late_hours: 3.3,
      },
    ]);
    // Translation: 2001 (2 versions), 2004, 2006, 2008 (2 versions). 2002 counts in AV and GD; 2007 in DP
    // and UNK (Courier). The rest by code.
    expect(categories).toEqual([
      { category: 'TR', label: 'Language Translation', deliveries: 4, versions: 6 },
      { category: 'AV', label: 'Audio-Video Production', deliveries: 1, versions: 1 },
      { category: 'DP', label: 'Data Processing', deliveries: 1, versions: 1 },
      { category: 'GD', label: 'Graphic Design', deliveries: 1, versions: 1 },
      { category: 'PD', label: 'Presentation Design', deliveries: 1, versions: 1 },
      { category: 'RA', label: 'Research & Analytics', deliveries: 1, versions: 1 },
      { category: 'UNK', label: 'Unknown', deliveries: 1, versions: 1 },
    ]);
  });

  it('keeps one client', async () => {
    const { month, clients, categories } = await insights('?client_id=2');
    // GLOBEX in October: 2002 only (6 h late, 30 minutes, 4 images, its rating of 4, its complaint, its
    // download after 3 h).
    expect(month('2026-10')).toEqual({
      ...empty('2026-10'),
      versions: 1,
      versions_committed: 1,
      on_time: 0,
      on_time_share: 0,
      median_late_hours: 6,
      deliveries: 1,
      minutes: 30,
      images: 4,
      ratings: 1,
      rating_average: 4,
      complaints_opened: 1,
      median_first_download_hours: 3,
    });
    // November: 2005 (1 h late) and 2008 v2 (on time); the rating of 2005 has no time.
    expect(month('2026-11')).toMatchObject({ versions: 2, on_time_share: 0.5, deliveries: 1, ratings: 0 });
    expect(clients.map((c) => c.client_code)).toEqual(['GLOBEX']);
    expect(categories.map((c) => [c.category, c.deliveries, c.versions])).toEqual([
      ['AV', 1, 1],
      ['GD', 1, 1],
      ['PD', 1, 1],
      ['TR', 1, 2],
    ]);
  });

  it('keeps one service category', async () => {
    const { month, clients, categories } = await insights('?category=TR');
    // 2001 v1 (on time) and v2 (2 h late), 2004 (no committed time); 2001's rating of 5 and complaint;
    // first downloads 2, 10 and 24 h: median 10.
    expect(month('2026-10')).toEqual({
      ...empty('2026-10'),
      versions: 3,
      versions_committed: 2,
      on_time: 1,
      on_time_share: 0.5,
      median_late_hours: 2,
      deliveries: 2,
      words: 1700,
      ratings: 1,
      rating_average: 5,
      complaints_opened: 1,
      median_first_download_hours: 10,
    });
    expect(month('2026-11')).toMatchObject({
      versions: 2,
      deliveries: 1,
      words: 300,
      complaints_resolved: 1,
    });
    expect(clients.map((c) => [c.client_code, c.deliveries, c.versions])).toEqual([
      ['ACME', 2, 3],
      ['GLOBEX', 1, 2],
      ['INITECH', 1, 1],
    ]);
    expect(categories).toEqual([
      { category: 'TR', label: 'Language Translation', deliveries: 4, versions: 6 },
    ]);
  });

  it('answers a custom period and the same months a year earlier', async () => {
    const { months, previous_months, clients, categories } = await insights(
      '?period=custom&from=2025-11&to=2026-01',
    );
    expect(months.map((m) => m.month)).toEqual(['2025-11', '2025-12', '2026-01']);
    expect(previous_months.map((m) => m.month)).toEqual(['2024-11', '2024-12', '2025-01']);
    expect(months[0]).toMatchObject({ versions: 1, deliveries: 1, median_late_hours: 12, words: 2000 });
    expect(clients).toEqual([expect.objectContaining({ client_code: 'ACME', deliveries: 1, versions: 1 })]);
    expect(categories).toEqual([
      { category: 'TR', label: 'Language Translation', deliveries: 1, versions: 1 },
    ]);
  });

  it('refuses a bad query, and other roles', async () => {
    const { call } = demo(fixture());
    const path = API.insights.figures;
    const refused = (message: string) => ({ status: 400, body: { success: false, message } });
    const ask = async (query: string) => {
      const { status, body } = await call(`${path}${query}`, { as: 'OA' });
      return { status, body };
    };
    expect(await ask('?period=custom&from=2026-01')).toEqual(refused(INSIGHT_MESSAGES.customNeedsMonths));
    expect(await ask('?period=custom&from=2026-03&to=2026-01')).toEqual(
      refused(INSIGHT_MESSAGES.customOrder),
    );
    expect(await ask('?period=24')).toEqual(refused(INSIGHT_MESSAGES.periodRule));
    expect(await ask('?category=XX')).toEqual(refused(INSIGHT_MESSAGES.categoryRule));
    expect((await call(path, { as: 'OU' })).status).toBe(200);
    const forbidden = await call(path, { as: 'SL' });
    expect({ status: forbidden.status, message: forbidden.body.message }).toEqual({
      status: 403,
      message: MESSAGES.forbidden,
    });
    expect((await call(path)).status).toBe(401);
  });

  it('gives the sample something to show in each chart of the default period', async () => {
    const { months } = await insights('', createDemoState(DEMO_NOW));
    const shown = (key: keyof InsightMonth) => months.some((m) => m[key] !== null && m[key] !== 0);
    for (const key of ['on_time_share', 'versions', 'words', 'minutes', 'images'] as const)
      expect(shown(key)).toBe(true);
    for (const key of ['rating_average', 'complaints_opened', 'median_first_download_hours'] as const)
      expect(shown(key)).toBe(true);
  });

  it('rounds a month’s rating average half up from the total, as the server does (41 / 40 is 1.03)', async () => {
    const state = fixture();
    // 39 ones and a two in October: 41 over 40 ratings, 1.025 exactly, which a float quotient holds as 1.0249…
    state.recipientRatings = new Map(
      Array.from({ length: 40 }, (_, i) => [
        `rater${i}@acme.example.com:2001:1`,
        { rating: i === 0 ? 2 : 1, comment: '', saved_at: new Date('2026-10-06T09:00:00Z') },
      ]),
    );
    const { month } = await insights('', state);
    expect(month('2026-10')).toMatchObject({ ratings: 40, rating_average: 1.03 });
  });
});
