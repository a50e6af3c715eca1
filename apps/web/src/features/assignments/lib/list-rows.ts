import type { AssignmentListItem } from '@ops/contracts';

export interface MonthGroup {
  title: string;
  month: string;
  info: AssignmentListItem[];
}

export type ListRow =
  | { kind: 'month'; key: string; month: string; title: string; count: number; expanded: boolean }
  | { kind: 'card'; key: string; item: AssignmentListItem };

/** Month headers and the cards of expanded months, in order: the rows the virtual list lays out. */
export function listRows(months: MonthGroup[], collapsed: ReadonlySet<string>): ListRow[] {
  const rows: ListRow[] = [];
  for (const group of months) {
    const expanded = !collapsed.has(group.month);
    rows.push({
      kind: 'month',
      key: `month-${group.month}`,
      month: group.month,
      title: group.title,
      count: group.info.length,
      expanded,
    });
    if (!expanded) continue;
    group.info.forEach((item, index) => {
      rows.push({ kind: 'card', key: `card-${group.month}-${item.id}-${index}`, item });
    });
  }
  return rows;
}

/** The first card with an id, in the order shown. */
export const firstItem = (months: MonthGroup[]) =>
  months.flatMap((group) => group.info).find((item) => item.id > 0);

/** Pages of a search joined: a month cut by a page boundary becomes one group again. */
export function joinPages(pages: MonthGroup[][]): MonthGroup[] {
  const joined: MonthGroup[] = [];
  for (const group of pages.flat()) {
    const last = joined.at(-1);
    if (last?.month === group.month)
      joined[joined.length - 1] = { ...last, info: [...last.info, ...group.info] };
    else joined.push(group);
  }
  return joined;
}
