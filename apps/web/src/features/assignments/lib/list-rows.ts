import type { AssignmentListItem } from '@ops/contracts';
import { LIST_TEXTS } from './list-texts';

/** The next page of a list answered a page at a time (a month, or the recent view). */
export interface PageLoader {
  /** The paged list this loads more of: one row per list, kept while its pages load. */
  list: string;
  /** The page the row stands for: it loads it when rendered (again after each page). */
  next: number;
  loading: boolean;
  /** Loads the next page; retries the last one if it failed. Repeated calls ask once. */
  load: () => void;
}

export interface MonthGroup {
  title: string;
  month: string;
  info: AssignmentListItem[];
  /** The month's deliveries in the whole list, when only a page of them is loaded. */
  count?: number;
  /** The last group of a list with more pages: the row that loads the next follows its cards. */
  more?: PageLoader;
}

export type ListRow =
  | { kind: 'month'; key: string; month: string; title: string; count: number; expanded: boolean }
  | { kind: 'card'; key: string; item: AssignmentListItem }
  | { kind: 'more'; key: string; label: string; loader: PageLoader };

/** The 'show more' row's text: the month it continues, or the list when that month is complete. */
const moreLabel = (group: MonthGroup) =>
  group.count !== undefined && group.info.length >= group.count
    ? LIST_TEXTS.moreAll
    : LIST_TEXTS.moreOf(group.title);

/** Month headers, the cards of expanded months and their 'show more' rows, in order: the rows the virtual list lays out. */
export function listRows(months: MonthGroup[], collapsed: ReadonlySet<string>): ListRow[] {
  const rows: ListRow[] = [];
  for (const group of months) {
    const expanded = !collapsed.has(group.month);
    rows.push({
      kind: 'month',
      key: `month-${group.month}`,
      month: group.month,
      title: group.title,
      count: group.count ?? group.info.length,
      expanded,
    });
    if (!expanded) continue;
    group.info.forEach((item, index) => {
      rows.push({ kind: 'card', key: `card-${group.month}-${item.id}-${index}`, item });
    });
    if (group.more) {
      rows.push({
        kind: 'more',
        key: `more-${group.more.list}`,
        label: moreLabel(group),
        loader: group.more,
      });
    }
  }
  return rows;
}

/** The first card with an id, in the order shown. */
export const firstItem = (months: MonthGroup[]) =>
  months.flatMap((group) => group.info).find((item) => item.id > 0);

/** Pages of a list joined: a month cut by a page boundary becomes one group again, with the latest count. */
export function joinPages(pages: MonthGroup[][]): MonthGroup[] {
  const joined: MonthGroup[] = [];
  for (const group of pages.flat()) {
    const last = joined.at(-1);
    if (last?.month === group.month)
      joined[joined.length - 1] = {
        ...last,
        info: [...last.info, ...group.info],
        count: group.count ?? last.count,
      };
    else joined.push(group);
  }
  return joined;
}

/** The groups of a paged list with its 'show more' row after the last one's cards. */
export function withMoreRow(groups: MonthGroup[], more: PageLoader | undefined): MonthGroup[] {
  const last = groups.at(-1);
  if (!more || !last) return groups;
  return [...groups.slice(0, -1), { ...last, more }];
}
