/** 'YYYY-MM' of a date in UTC, the way the server groups deliveries into months. */
export const utcMonth = (date: Date) =>
  `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

/** `count` months ending with `anchor` ('YYYY-MM'), newest first. */
export function monthsBack(anchor: string, count: number): string[] {
  const [year, month] = anchor.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => utcMonth(new Date(Date.UTC(year, month - 1 - i, 1))));
}

/** The later of two 'YYYY-MM' texts (they sort as strings). */
export const laterMonth = (a: string, b: string | undefined) => (b && b > a ? b : a);

/*
 * 'See more' (all months): the server answers all live months only one month at a time, and the live list
 * is a rolling window whose length is server configuration. So months are asked for in pages of four,
 * newest first and in parallel within a page; the next older page is asked for only while the last one
 * came back with deliveries, up to two years back. With the default 90-day window that is eight small
 * calls, and a longer window still loads completely.
 */
export const SEE_MORE_PAGE = 4;
export const SEE_MORE_MAX_MONTHS = 24;

export type MonthStatus = 'pending' | 'empty' | 'filled' | 'failed';

/** How many months (newest first) to ask for, given what the months asked for so far answered. */
export function monthsToRequest(statuses: MonthStatus[]): number {
  let count = SEE_MORE_PAGE;
  while (count < SEE_MORE_MAX_MONTHS) {
    const page = statuses.slice(count - SEE_MORE_PAGE, count);
    const settled = page.length === SEE_MORE_PAGE && page.every((s) => s !== 'pending');
    if (!settled || !page.includes('filled')) break;
    count += SEE_MORE_PAGE;
  }
  return count;
}
