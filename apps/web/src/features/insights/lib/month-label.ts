import { formatMonth } from '@/shared/dates/date-format';

/** 'Nov 2025 – Oct 2026' (one month alone when the list has one). */
export function monthRangeLabel(months: readonly string[]) {
  const [first, last] = [months[0], months.at(-1)];
  if (!first || !last) return '';
  return first === last ? formatMonth(first) : `${formatMonth(first)} – ${formatMonth(last)}`;
}
