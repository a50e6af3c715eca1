import {
  archiveCountFields,
  type AssignmentListItem,
  type AssignmentListResponse,
} from '../assignments/assignment.js';

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

/** type_of_data of section 4: search with a keyword, all with a month, otherwise recent. */
const typeOfData = (o: { month?: string; search?: string }): 'search' | 'all' | 'recent' =>
  o.search ? 'search' : o.month ? 'all' : 'recent';

/** A live or archive list (the server's and the demo's): the cards, already in order, under their month. */
export function deliveryListAnswer<T>(input: {
  rows: T[];
  dateOf: (row: T) => Date;
  card: (row: T) => AssignmentListItem;
  nextPage: number | null;
  /** Per 'YYYY-MM', the deliveries the whole list holds in that month; given when the answer is a page. */
  monthCounts?: ReadonlyMap<string, number>;
  /** Archived matches counted up to one past the cap. */
  archived: { matches: number; cap: number };
  query: { month?: string; search?: string; sort: 'ascending' | 'descending' };
}): AssignmentListResponse {
  return {
    success: true as const,
    message: '',
    data: {
      months: groupByMonth(input.rows, input.dateOf, input.card).map((group) =>
        input.monthCounts
          ? { ...group, count: input.monthCounts.get(group.month) ?? group.info.length }
          : group,
      ),
      ...archiveCountFields(input.archived.matches, input.archived.cap),
      sort_order: input.query.sort,
      next_page: input.nextPage,
      type_of_data: typeOfData(input.query),
    },
  };
}
