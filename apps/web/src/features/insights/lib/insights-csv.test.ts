import { describe, expect, it } from 'vitest';
import { emptyInsightMonth, type InsightMonth } from '@ops/contracts';
import { insightSections, isEmpty, type InsightsData } from './figures';
import { insightsCsv, insightsFileName } from './insights-csv';

const month = (key: string, patch: Partial<InsightMonth> = {}): InsightMonth => ({
  ...emptyInsightMonth(key),
  ...patch,
});

const data: InsightsData = {
  months: [
    month('2026-10'),
    month('2026-11', {
      versions_committed: 3,
      on_time: 2,
      on_time_share: 0.6667,
      deliveries: 2,
      versions: 3,
    }),
  ],
  previous_months: [month('2025-10', { deliveries: 1, versions: 1 }), month('2025-11')],
  clients: [
    {
      client_id: 7,
      client_code: 'EVIL',
      client_name: '=HYPERLINK("x"), Ltd',
      deliveries: 2,
      versions: 3,
      versions_committed: 3,
      on_time: 2,
      on_time_share: 0.6667,
      median_late_hours: 5.5,
    },
  ],
  categories: [{ category: 'TR', label: 'Language Translation', deliveries: 2, versions: 3 }],
};

describe('the insights CSV', () => {
  it('writes a line per figure, row and measure, a year earlier beside it, every cell formula-safe', () => {
    const text = insightsCsv(insightSections(data));
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\n');
    expect(lines[0]).toBe('Section,Figure,"Month, client or category",Measure,Value,A year earlier');
    expect(lines).toContain(
      'On-time delivery,"Delivered on time, per month",2026-11,On-time share (%),66.7,',
    );
    expect(lines).toContain('On-time delivery,"Delivered on time, per month",2026-10,On time,0,0');
    expect(lines).toContain('Volume,Deliveries per month,2026-10,Deliveries,0,1');
    expect(lines).toContain(
      `Volume,Deliveries and versions by client,"'=HYPERLINK(""x""), Ltd (EVIL)",Versions,3,`,
    );
    const evil = `"'=HYPERLINK(""x""), Ltd (EVIL)"`;
    expect(lines).toContain(
      `On-time delivery,"Delivered on time, per client",${evil},Median lateness (hours),5.5,`,
    );
    expect(lines).toContain(
      'Volume,Deliveries and versions by service category,Language Translation,Deliveries,2,',
    );
    // No words, minutes or images in the data: no figures for them.
    expect(lines.some((line) => line.includes('Words'))).toBe(false);
    expect(insightsFileName(data.months.map((m) => m.month))).toBe('insights-2026-10-2026-11.csv');
  });

  it('finds a period empty when nothing was delivered in it', () => {
    expect(isEmpty(data)).toBe(false);
    expect(isEmpty({ ...data, months: [month('2026-10'), month('2026-11')] })).toBe(true);
  });
});
