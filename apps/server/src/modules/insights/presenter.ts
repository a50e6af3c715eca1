import {
  SERVICE_CATEGORIES,
  averageFigure,
  roundFigure,
  type InsightCategory,
  type InsightClient,
  type InsightMonth,
} from '@ops/contracts';
import type { ClientRow, VersionMonthRow, categoryFigures, responseMonths } from './insights-reader.js';

const round = (value: number | string | null | undefined, places: number) =>
  value === null || value === undefined ? null : roundFigure(Number(value), places);
const shareOf = (part: number, whole: number) => (whole > 0 ? round(part / whole, 4) : null);

type ResponseRows = Awaited<ReturnType<typeof responseMonths>>;

/** Each month of the list with its figures; a month nothing happened in has zeros and nulls. */
export function presentMonths(
  months: string[],
  versions: VersionMonthRow[],
  response: ResponseRows,
): InsightMonth[] {
  const [ratings, complaints] = response;
  const by = <T extends { month: string }>(rows: T[]) => new Map(rows.map((r) => [r.month, r]));
  const [v, r, c] = [by(versions), by(ratings), by(complaints)];
  return months.map((month) => {
    const row = v.get(month);
    const rated = r.get(month);
    return {
      month,
      versions_committed: row?.versions_committed ?? 0,
      on_time: row?.on_time ?? 0,
      on_time_share: shareOf(row?.on_time ?? 0, row?.versions_committed ?? 0),
      median_late_hours: round(row?.median_late_hours, 1),
      deliveries: row?.deliveries ?? 0,
      versions: row?.versions ?? 0,
      words: Number(row?.words ?? 0),
      minutes: Number(row?.minutes ?? 0),
      images: Number(row?.images ?? 0),
      ratings: rated?.ratings ?? 0,
      rating_average: averageFigure(rated?.rating_sum ?? 0, rated?.ratings ?? 0, 2),
      complaints_opened: c.get(month)?.opened ?? 0,
      complaints_resolved: c.get(month)?.resolved ?? 0,
      median_first_download_hours: round(row?.median_first_download_hours, 1),
    };
  });
}

export const presentClient = (row: ClientRow): InsightClient => ({
  client_id: row.client_id,
  client_code: row.client_code,
  client_name: row.client_name,
  deliveries: row.deliveries,
  versions: row.versions,
  versions_committed: row.versions_committed,
  on_time: row.on_time,
  on_time_share: shareOf(row.on_time, row.versions_committed),
  median_late_hours: round(row.median_late_hours, 1),
});

export const presentCategory = (
  row: Awaited<ReturnType<typeof categoryFigures>>[number],
): InsightCategory => ({
  category: row.category,
  label: SERVICE_CATEGORIES[row.category],
  deliveries: row.deliveries,
  versions: row.versions,
});
