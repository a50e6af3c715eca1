import { formatDate } from '@/shared/dates/date-format';

/** A whole month ('2026-11') as 'Nov 2026': the console's one date ('1 Nov 2026') without its day. */
export const monthLabel = (month: string) =>
  formatDate(`${month}-01T00:00:00Z`, { utc: true }).replace(/^\d{1,2} /, '');

/** 'Nov 2025 – Oct 2026' (one month alone when the list has one). */
export function monthRangeLabel(months: readonly string[]) {
  const [first, last] = [months[0], months.at(-1)];
  if (!first || !last) return '';
  return first === last ? monthLabel(first) : `${monthLabel(first)} – ${monthLabel(last)}`;
}
