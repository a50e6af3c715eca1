import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clients } from '../../db/client-schema.js';
import { deliveries } from '../../db/delivery-schema.js';
import { containsPattern } from '../../db/like-pattern.js';

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
}

const day = 24 * 3_600_000;

/**
 * Deliveries whose batch id, requester, file names or assignment ids or names (their lower-cased
 * search_text) or client code contain the term, case-insensitively. Both arms read the deliveries table
 * alone, so PostgreSQL walks the date index and stops at a page for a term many deliveries match, or reads
 * the trigram index for a rare one (terms of 3+ characters).
 */
function searchCondition(term: string): SQL {
  const pattern = containsPattern(term);
  return sql`(${deliveries.search_text} like lower(${pattern})
    or ${deliveries.client_id} = any(array(select c.id from clients c where c.client_code ilike ${pattern})))`;
}

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
  const conditions = [scopeCondition(options)];
  if (options.search) conditions.push(searchCondition(options.search));
  else if (options.month) {
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
  const order = options.sort === 'descending' ? desc : asc;
  const query = db
    .select({ delivery: cardColumns, client_code: clients.client_code })
    .from(deliveries)
    .innerJoin(clients, eq(clients.id, deliveries.client_id))
    .where(and(...conditions))
    .orderBy(order(deliveries.actual_delivery), order(deliveries.id));
  // A search answers one page at a time (one row more tells whether another page follows).
  const page = options.search ? (options.page ?? 1) : undefined;
  const size = options.pageSize;
  const fetched = page ? await query.limit(size + 1).offset((page - 1) * size) : await query;
  const rows: CardRow[] = page ? fetched.slice(0, size) : fetched;
  const nextPage = page && fetched.length > size ? page + 1 : null;
  return { rows, nextPage };
}

/** How many archived deliveries match the same search ('See Archived (count)'). */
export async function countArchived(db: Db, options: ListOptions) {
  const archive = { ...options, scope: 'archive' as const };
  const conditions = [scopeCondition(archive)];
  if (options.search) conditions.push(searchCondition(options.search));
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(deliveries)
    .where(and(...conditions));
  return row?.count ?? 0;
}

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
