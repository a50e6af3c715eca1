import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { archiveCutoff as cutoffOf, isLiveAt, recentViewStart } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { clients } from '@/db/client-schema.js';
import { deliveries } from '@/db/delivery-schema.js';
import { assignmentNamesOf } from './assignment-names.js';
import { countMonths } from './list-pages.js';
import { openComplaintCounts } from './open-complaints.js';
import { countArchive, searchDeliveries, type SearchLimits } from './search-deliveries.js';

export type Scope = 'live' | 'archive';
interface ListOptions {
  scope: Scope;
  month?: string;
  search?: string;
  sort: 'ascending' | 'descending';
  now: Date;
  recentDays: number;
  archiveAfterDays: number;
  /** Page of a search (of pageSize matches), or of a month or the recent view (of listPageSize cards), from 1. */
  page?: number;
  pageSize: number;
  listPageSize: number;
  limits: SearchLimits;
}

/** Deliveries older than this moment are the archive's; nothing moves, the boundary is this query. */
const archiveCutoff = (options: Pick<ListOptions, 'now' | 'archiveAfterDays'>) =>
  new Date(cutoffOf(options.now.getTime(), options.archiveAfterDays));

/** A live delivery is one delivered within ARCHIVE_AFTER_DAYS; older ones are the archive's. */
export const isLive = (actualDelivery: Date, options: Pick<ListOptions, 'now' | 'archiveAfterDays'>) =>
  isLiveAt(actualDelivery.getTime(), options.now.getTime(), options.archiveAfterDays);

function scopeCondition(options: ListOptions): SQL {
  const cutoff = archiveCutoff(options);
  return options.scope === 'live'
    ? gte(deliveries.actual_delivery, cutoff)
    : lt(deliveries.actual_delivery, cutoff);
}

export async function listDeliveries(db: Db, options: ListOptions) {
  const found = await listRows(db, options);
  return { ...found, rows: await withNames(db, found.rows) };
}

/** The cards with their assignments' names and open complaints, read for these cards alone once paged. */
async function withNames(db: Db, rows: CardRowOf[]): Promise<CardRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.delivery.id);
  const [names, open] = await Promise.all([assignmentNamesOf(db, ids), openComplaintCounts(db, ids)]);
  return rows.map((r) => ({
    ...r,
    assignment_names: names.get(r.delivery.id) ?? [],
    open_complaints: open.get(r.delivery.id) ?? 0,
  }));
}

async function listRows(db: Db, options: ListOptions) {
  if (options.search) return searchPage(db, options, options.search);
  const conditions = [scopeCondition(options)];
  if (options.month) {
    // A range, not to_char(...) = month, so the index on actual_delivery serves it.
    const [year, month] = options.month.split('-').map(Number) as [number, number];
    conditions.push(
      gte(deliveries.actual_delivery, new Date(Date.UTC(year, month - 1, 1))),
      lt(deliveries.actual_delivery, new Date(Date.UTC(year, month, 1))),
    );
  } else {
    conditions.push(
      gte(
        deliveries.actual_delivery,
        new Date(recentViewStart(options.scope, options.now.getTime(), options)),
      ),
    );
  }
  const where = and(...conditions);
  if (options.page === undefined) {
    // Without a page, the whole month or recent window, as callers from before paging expect.
    const rows: CardRowOf[] = await cards(db, where, options.sort);
    return { rows, nextPage: null, archivedMatches: undefined, monthCounts: undefined };
  }
  return { ...(await listPage(db, where, options, options.page)), archivedMatches: undefined };
}

/**
 * A page of a month or of the recent view: one card more than a page tells whether another follows, and
 * each month on the page carries how many cards the whole list holds in it (decision 0025).
 */
async function listPage(db: Db, where: SQL | undefined, options: ListOptions, page: number) {
  const size = options.listPageSize;
  const found: CardRowOf[] = await cards(db, where, options.sort)
    .limit(size + 1)
    .offset((page - 1) * size);
  const rows = found.slice(0, size);
  const whole = page === 1 && found.length <= size;
  // A list that fits on its first page counts itself (the presenter counts the cards of a month not given).
  const monthCounts = rows.length > 0 && !whole ? await countMonths(db, where) : new Map<string, number>();
  return { rows, nextPage: found.length > size ? page + 1 : null, monthCounts };
}

const cards = (db: Db, where: SQL | undefined, sort: ListOptions['sort']) => {
  const order = sort === 'descending' ? desc : asc;
  return db
    .select({ delivery: cardColumns, client_code: clients.client_code })
    .from(deliveries)
    .innerJoin(clients, eq(clients.id, deliveries.client_id))
    .where(where)
    .orderBy(order(deliveries.actual_delivery), order(deliveries.id));
};

/** A search answers one page at a time (one match more tells whether another page follows). */
async function searchPage(db: Db, options: ListOptions, term: string) {
  const page = options.page ?? 1;
  const size = options.pageSize;
  const list = {
    cutoff: archiveCutoff(options),
    live: options.scope === 'live',
    descending: options.sort === 'descending',
  };
  const found = await searchDeliveries(db, { term, list, wanted: page * size + 1, limits: options.limits });
  const pageIds = found.ids.slice((page - 1) * size, page * size);
  const rows: CardRowOf[] = pageIds.length
    ? await cards(db, inArray(deliveries.id, pageIds), options.sort)
    : [];
  const nextPage = found.ids.length > page * size ? page + 1 : null;
  return { rows, nextPage, archivedMatches: found.archived, monthCounts: undefined };
}

/** How many deliveries the archive holds ('See Archived (count)' without a search), up to one past the cap. */
export const countArchived = (db: Db, options: ListOptions) =>
  countArchive(db, archiveCutoff(options), options.limits);

/** Only what a card shows: a month of cards is read, parsed and sent many times a minute. */
const cardColumns = {
  id: deliveries.id,
  delivery_user_type: deliveries.delivery_user_type,
  requester_name: deliveries.requester_name,
  committed_delivery: deliveries.committed_delivery,
  actual_delivery: deliveries.actual_delivery,
  feedback: deliveries.feedback,
  summary_file_names: deliveries.summary_file_names,
  summary_services: deliveries.summary_services,
};
/** A card's row as the list query reads it. */
type CardRowOf = {
  delivery: { [K in keyof typeof cardColumns]: (typeof deliveries.$inferSelect)[K] };
  client_code: string;
};
/** A card's row with its assignments' names (assignmentNamesOf) and its complaints not resolved yet. */
export type CardRow = CardRowOf & { assignment_names: string[]; open_complaints: number };
