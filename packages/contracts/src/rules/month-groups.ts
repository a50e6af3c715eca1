const monthTitle = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Groups items, already in order, under the UTC month of their date: {title: 'November 2026', month, info} (the server's lists and the demo's). */
export function groupByMonth<T, R>(items: T[], dateOf: (item: T) => Date, present: (item: T) => R) {
  const months = new Map<string, { title: string; month: string; info: R[] }>();
  for (const item of items) {
    const date = dateOf(item);
    const month = date.toISOString().slice(0, 7);
    let group = months.get(month);
    if (!group) {
      group = { title: monthTitle.format(date), month, info: [] };
      months.set(month, group);
    }
    group.info.push(present(item));
  }
  return [...months.values()];
}
