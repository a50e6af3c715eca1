import type { InsightClient, InsightMonth, InsightsResponse } from '@ops/contracts';
import { formatMonth } from '@/shared/dates/date-format';
import { TEXTS } from './texts';

export type InsightsData = InsightsResponse['data'];

/** How a measure is written: a count, a share (in per cent), hours, or a rating out of five. */
export type MeasureKind = 'count' | 'share' | 'hours' | 'rating';

export interface Measure {
  label: string;
  kind: MeasureKind;
  /** Drawn in the chart; the others (counts behind a share) show in the table and the file only. */
  charted: boolean;
}

export interface FigureRow {
  key: string;
  /** As the table shows it ('Nov 2026', a client's name). */
  label: string;
  /** As the CSV file writes it ('2026-11'). */
  fileLabel: string;
  /** One value per measure, in the figure's units (a share in per cent); null where there is none. */
  values: (number | null)[];
  /** The same month a year earlier, for figures per month. */
  previous?: (number | null)[];
}

export interface Figure {
  id: string;
  title: string;
  /** The first column's name. */
  rowHeader: string;
  chart: 'bar' | 'line';
  /** Per month with the year before beside it, or per client or category (bars along the side). */
  byMonth: boolean;
  measures: Measure[];
  rows: FigureRow[];
}

export interface Section {
  id: 'on-time' | 'volume' | 'response';
  title: string;
  intro: string;
  figures: Figure[];
}

const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);
const M = TEXTS.measures;
const F = TEXTS.figures;

type MonthMeasure = Measure & { of: (month: InsightMonth) => number | null };
const measure = (
  label: string,
  kind: MeasureKind,
  of: (month: InsightMonth) => number | null,
  charted = true,
): MonthMeasure => ({ label, kind, of, charted });

/** A figure per month: each month of the period beside the same month a year earlier. */
function monthFigure(
  data: InsightsData,
  id: string,
  title: string,
  chart: Figure['chart'],
  measures: MonthMeasure[],
): Figure {
  return {
    id,
    title,
    rowHeader: TEXTS.month,
    chart,
    byMonth: true,
    measures: measures.map(({ label, kind, charted }) => ({ label, kind, charted })),
    rows: data.months.map((month, index) => {
      const earlier = data.previous_months[index];
      return {
        key: month.month,
        label: formatMonth(month.month),
        fileLabel: month.month,
        values: measures.map((m) => m.of(month)),
        previous: measures.map((m) => (earlier ? m.of(earlier) : null)),
      };
    }),
  };
}

const clientRow = (client: InsightClient, values: (number | null)[]): FigureRow => ({
  key: String(client.client_id),
  label: client.client_name,
  fileLabel: `${client.client_name} (${client.client_code})`,
  values,
});

/** Words, minutes and images only where the data has them, this period or a year earlier. */
const hasAny = (data: InsightsData, of: (month: InsightMonth) => number) =>
  [...data.months, ...data.previous_months].some((month) => of(month) > 0);

function onTimeFigures(data: InsightsData): Figure[] {
  return [
    monthFigure(data, 'on-time', F.onTime, 'bar', [
      measure(M.onTimeShare, 'share', (m) => percent(m.on_time_share)),
      measure(M.onTime, 'count', (m) => m.on_time, false),
      measure(M.committed, 'count', (m) => m.versions_committed, false),
    ]),
    monthFigure(data, 'lateness', F.lateness, 'line', [
      measure(M.lateness, 'hours', (m) => m.median_late_hours),
    ]),
    {
      id: 'on-time-clients',
      title: F.onTimeClients,
      rowHeader: TEXTS.client,
      chart: 'bar',
      byMonth: false,
      measures: [
        { label: M.onTimeShare, kind: 'share', charted: true },
        { label: M.lateness, kind: 'hours', charted: false },
        { label: M.onTime, kind: 'count', charted: false },
        { label: M.committed, kind: 'count', charted: false },
      ],
      rows: data.clients.map((c) =>
        clientRow(c, [percent(c.on_time_share), c.median_late_hours, c.on_time, c.versions_committed]),
      ),
    },
  ];
}

function volumeFigures(data: InsightsData): Figure[] {
  const amounts = (
    [
      ['words', F.words, M.words, (m: InsightMonth) => m.words],
      ['minutes', F.minutes, M.minutes, (m: InsightMonth) => m.minutes],
      ['images', F.images, M.images, (m: InsightMonth) => m.images],
    ] as const
  )
    .filter(([, , , of]) => hasAny(data, of))
    .map(([id, title, label, of]) => monthFigure(data, id, title, 'bar', [measure(label, 'count', of)]));
  const both: Measure[] = [
    { label: M.deliveries, kind: 'count', charted: true },
    { label: M.versions, kind: 'count', charted: true },
  ];
  return [
    monthFigure(data, 'deliveries', F.deliveries, 'bar', [
      measure(M.deliveries, 'count', (m) => m.deliveries),
    ]),
    monthFigure(data, 'versions', F.versions, 'bar', [measure(M.versions, 'count', (m) => m.versions)]),
    {
      id: 'categories',
      title: F.categories,
      rowHeader: TEXTS.category,
      chart: 'bar',
      byMonth: false,
      measures: both,
      rows: data.categories.map((c) => ({
        key: c.category,
        label: c.label,
        fileLabel: c.label,
        values: [c.deliveries, c.versions],
      })),
    },
    {
      id: 'clients',
      title: F.clients,
      rowHeader: TEXTS.client,
      chart: 'bar',
      byMonth: false,
      measures: both,
      rows: data.clients.map((c) => clientRow(c, [c.deliveries, c.versions])),
    },
    ...amounts,
  ];
}

function responseFigures(data: InsightsData): Figure[] {
  return [
    monthFigure(data, 'rating', F.rating, 'line', [measure(M.rating, 'rating', (m) => m.rating_average)]),
    monthFigure(data, 'ratings', F.ratings, 'bar', [measure(M.ratings, 'count', (m) => m.ratings)]),
    monthFigure(data, 'complaints', F.complaints, 'bar', [
      measure(M.opened, 'count', (m) => m.complaints_opened),
      measure(M.resolved, 'count', (m) => m.complaints_resolved),
    ]),
    monthFigure(data, 'first-download', F.firstDownload, 'line', [
      measure(M.firstDownload, 'hours', (m) => m.median_first_download_hours),
    ]),
  ];
}

/** Nothing was delivered in the period: no version in any of its months. */
export const isEmpty = (data: InsightsData) =>
  data.months.every(
    (m) =>
      m.versions === 0 &&
      m.deliveries === 0 &&
      m.ratings === 0 &&
      m.complaints_opened === 0 &&
      m.complaints_resolved === 0 &&
      m.median_first_download_hours === null,
  );

/** The page's three sections and their figures, from one answer. */
export function insightSections(data: InsightsData): Section[] {
  return [
    { id: 'on-time', title: TEXTS.onTime, intro: TEXTS.sectionIntro.onTime, figures: onTimeFigures(data) },
    { id: 'volume', title: TEXTS.volume, intro: TEXTS.sectionIntro.volume, figures: volumeFigures(data) },
    {
      id: 'response',
      title: TEXTS.response,
      intro: TEXTS.sectionIntro.response,
      figures: responseFigures(data),
    },
  ];
}

/** A column's name: the measure, or the same measure a year earlier. */
export const columnLabel = (m: Measure, earlier = false) => (earlier ? TEXTS.earlier(m.label) : m.label);

const numbers = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A value as the table shows it: '1,204', '83.3%', '12.5 h', '4.25'; a dash where there is none. */
export function formatValue(kind: MeasureKind, value: number | null, dash: string) {
  if (value === null) return dash;
  if (kind === 'share') return `${oneDecimal.format(value)}%`;
  if (kind === 'hours') return TEXTS.hours(oneDecimal.format(value));
  if (kind === 'rating') return twoDecimals.format(value);
  return numbers.format(value);
}
