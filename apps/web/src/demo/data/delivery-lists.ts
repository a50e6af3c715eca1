import type { AssignmentListItem, AssignmentListResponse, FileDetails } from '@ops/contracts';
import {
  ASSIGNMENT_TEXTS,
  LIST_WINDOW_DEFAULTS,
  deliveryListAnswer,
  groupByMonth,
  isLiveAt,
  recentViewStart,
} from '@ops/contracts';
import { refuse } from './refusal';

/** The server's defaults for the lists' windows and pages. */
const { archiveAfterDays, searchPageSize, listPageSize, archiveCountCap } = LIST_WINDOW_DEFAULTS;

export type Scope = 'live' | 'archive';

interface ListQuery {
  month?: string;
  search?: string;
  sort: 'ascending' | 'descending';
  page?: number;
}

const deliveredAt = (delivery: FileDetails) => new Date(delivery.actual_delivery ?? 0).getTime();

const isLive = (delivery: FileDetails, now: number) => isLiveAt(deliveredAt(delivery), now, archiveAfterDays);

export const inScope = (deliveries: FileDetails[], scope: Scope, now: number): FileDetails[] =>
  deliveries.filter((d) => isLive(d, now) === (scope === 'live'));

/** Comments, downloads and sync are for live deliveries only: an archived one answers 409, as on the server. */
export function assertLive(delivery: FileDetails, now: number) {
  if (!isLive(delivery, now)) refuse(409, ASSIGNMENT_TEXTS.archivedReadOnly);
}

/** The ids of the assignments a delivery holds (by default its first one, which its detail names). */
export type AssignmentIds = (delivery: FileDetails) => string[];

/**
 * The server's search: a substring of the batch id, requester, a file name, an assignment's id or name, the
 * client code.
 */
const matches = (delivery: FileDetails, term: string, ids: AssignmentIds) =>
  [
    delivery.batch_id,
    delivery.requester_name,
    delivery.client_code,
    ...delivery.assignments,
    delivery.assignment_name ?? '',
    ...ids(delivery),
    ...delivery.source_files.map((f) => f.name),
    ...delivery.target_versions.flatMap((v) => v.files.map((f) => f.name)),
  ].some((text) => text.toLowerCase().includes(term.toLowerCase()));

/** A delivery's complaints not resolved yet (the card's badge, decision 0040). */
type OpenComplaints = (delivery: FileDetails) => number;

const card = (delivery: FileDetails, openComplaints: OpenComplaints): AssignmentListItem => ({
  id: delivery.id,
  // The current version's files, as the server's list read model keeps them.
  file_names: delivery.target_versions.at(-1)?.files.map((f) => f.name) ?? [],
  client_code: delivery.client_code,
  delivery_user_type: delivery.delivery_user_type,
  requester_name: delivery.requester_name,
  duration: delivery.duration,
  committed_delivery: delivery.committed_delivery,
  services: [...new Set(delivery.services.map((s) => s.service))],
  unit_details: delivery.unit_details,
  feedback: delivery.feedback,
  assignment_name: delivery.assignment_name ?? null,
  open_complaints: openComplaints(delivery),
});

/**
 * A live or archive list as the server answers it: recent days or one month (whole, or a page with each
 * month's count), or a page of a search.
 */
export function deliveryList(
  deliveries: FileDetails[],
  scope: Scope,
  query: ListQuery,
  now: number,
  ids: AssignmentIds = (d) => [d.assignment_id],
  openComplaints: OpenComplaints = () => 0,
): AssignmentListResponse {
  const scoped = inScope(deliveries, scope, now);
  let rows: FileDetails[];
  if (query.search) rows = scoped.filter((d) => matches(d, query.search!, ids));
  else if (query.month) rows = scoped.filter((d) => d.actual_delivery?.startsWith(query.month!));
  else {
    const start = recentViewStart(scope, now, LIST_WINDOW_DEFAULTS);
    rows = scoped.filter((d) => deliveredAt(d) >= start);
  }
  const direction = query.sort === 'descending' ? -1 : 1;
  rows = [...rows].sort((a, b) => direction * (deliveredAt(a) - deliveredAt(b) || a.id - b.id));
  const dateOf = (d: FileDetails) => new Date(deliveredAt(d));
  // A month or the recent view is whole unless a page is asked for; then each month carries its size.
  const monthCounts =
    query.search || !query.page
      ? undefined
      : new Map(groupByMonth(rows, dateOf, () => null).map((m) => [m.month, m.info.length]));
  const page = query.page ?? 1;
  const size = query.search ? searchPageSize : listPageSize;
  let nextPage: number | null = null;
  if (query.search || query.page) {
    nextPage = rows.length > page * size ? page + 1 : null;
    rows = rows.slice((page - 1) * size, page * size);
  }
  const archived = inScope(deliveries, 'archive', now);
  const archivedMatches = query.search ? archived.filter((d) => matches(d, query.search!, ids)) : archived;
  return deliveryListAnswer({
    rows,
    dateOf,
    card: (delivery) => card(delivery, openComplaints),
    nextPage,
    monthCounts,
    archived: { matches: archivedMatches.length, cap: archiveCountCap },
    query,
  });
}
