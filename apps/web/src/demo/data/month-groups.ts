const monthTitle = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Groups items, already in order, under the UTC month of their date, as the server does. */
export function groupByMonth<T, R>(items: T[], dateOf: (item: T) => Date, present: (item: T) => R) {
  const months = new Map<string, { title: string; month: string; info: R[] }>();
  for (const item of items) {
    const date = dateOf(item);
    const month = date.toISOString().slice(0, 7);
    const group = months.get(month) ?? { title: monthTitle.format(date), month, info: [] };
    group.info.push(present(item));
    months.set(month, group);
  }
  return [...months.values()];
}
