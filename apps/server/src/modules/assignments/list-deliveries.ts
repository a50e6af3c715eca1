import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clients } from '../../db/client-schema.js';
import { deliveries } from '../../db/delivery-schema.js';
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
  /** Page of a search, from 1, of pageSize matches. */
  page?: number;
  pageSize: number;
  limits: SearchLimits;
}

const day = 24 * 3_600_000;

/** Deliveries older than this moment are the archive's; nothing moves, the boundary is this query. */
const archiveCutoff = (options: Pick<ListOptions, 'now' | 'archiveAfterDays'>) =>
  new Date(options.now.getTime() - options.archiveAfterDays * day);

/** A live delivery is one delivered within ARCHIVE_AFTER_DAYS; older ones are the archive's. */
export const isLive = (actualDelivery: Date, options: Pick<ListOptions, 'now' | 'archiveAfterDays'>) =>
  actualDelivery >= archiveCutoff(options);

function scopeCondition(options: ListOptions): SQL {
  const cutoff = archiveCutoff(options);
  return options.scope === 'live'
    ? gte(deliveries.actual_delivery, cutoff)
    : lt(deliveries.actual_delivery, cutoff);
}

export async function listDeliveries(db: Db, options: ListOptions) {
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
    // Recent: the last RECENT_DAYS of the live list, or the RECENT_DAYS that most recently became archive.
    const end = options.scope === 'live' ? options.now.getTime() : archiveCutoff(options).getTime();
    conditions.push(gte(deliveries.actual_delivery, new Date(end - options.recentDays * day)));
  }
  const rows: CardRow[] = await cards(db, and(...conditions), options.sort);
  return { rows, nextPage: null, archivedMatches: undefined };
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
  const rows: CardRow[] = pageIds.length
    ? await cards(db, inArray(deliveries.id, pageIds), options.sort)
    : [];
  const nextPage = found.ids.length > page * size ? page + 1 : null;
  return { rows, nextPage, archivedMatches: found.archived };
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
export type CardRow = {
  delivery: { [K in keyof typeof cardColumns]: (typeof deliveries.$inferSelect)[K] };
  client_code: string;
};
