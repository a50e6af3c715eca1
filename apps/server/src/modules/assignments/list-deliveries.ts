import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { durationText, type AssignmentListItem } from '@ops/contracts';
import type { Db } from '../../db/client.js';
import { clients } from '../../db/client-schema.js';
import {
  deliveries,
  deliveryAssignments,
  deliveryFiles,
  deliveryVersions,
  workspaceAssignments,
} from '../../db/delivery-schema.js';

export type Scope = 'live' | 'archive';
export interface ListOptions {
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
const escapeLike = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Deliveries whose file names, assignment ids or names, batch id, requester or client code contain the term,
 * case-insensitively. One branch per table, so each can use its trigram index (terms of 3+ characters).
 */
function searchCondition(term: string): SQL {
  const pattern = escapeLike(term);
  return sql`${deliveries.id} in (
    select d.id from deliveries d where d.batch_id ilike ${pattern} or d.requester_name ilike ${pattern}
    union select f.delivery_id from delivery_files f where f.name ilike ${pattern}
    union select da.delivery_id from delivery_assignments da
      join workspace_assignments wa on wa.id = da.assignment_id
      where wa.id ilike ${pattern} or wa.name ilike ${pattern}
    union select d.id from deliveries d
      where d.client_id in (select c.id from clients c where c.client_code ilike ${pattern}))`;
}

function scopeCondition(options: ListOptions): SQL {
  const cutoff = new Date(options.now.getTime() - options.archiveAfterDays * day);
  return options.scope === 'live'
    ? gte(deliveries.actual_delivery, cutoff)
    : lt(deliveries.actual_delivery, cutoff);
}

/** type_of_data of section 4: search with a keyword, all with a month, otherwise recent. */
export const typeOfData = (o: Pick<ListOptions, 'month' | 'search'>): 'search' | 'all' | 'recent' =>
  o.search ? 'search' : o.month ? 'all' : 'recent';

export async function listDeliveries(db: Db, options: ListOptions) {
  const conditions = [scopeCondition(options)];
  if (options.search) conditions.push(searchCondition(options.search));
  else if (options.month) {
    conditions.push(
      sql`to_char(${deliveries.actual_delivery} at time zone 'UTC', 'YYYY-MM') = ${options.month}`,
    );
  } else if (options.scope === 'live') {
    conditions.push(
      gte(deliveries.actual_delivery, new Date(options.now.getTime() - options.recentDays * day)),
    );
  }
  const order = options.sort === 'descending' ? desc : asc;
  const query = db
    .select({ delivery: deliveries, client_code: clients.client_code })
    .from(deliveries)
    .innerJoin(clients, eq(clients.id, deliveries.client_id))
    .where(and(...conditions))
    .orderBy(order(deliveries.actual_delivery), order(deliveries.id));
  // A search answers one page at a time (one row more tells whether another page follows).
  const page = options.search ? (options.page ?? 1) : undefined;
  const size = options.pageSize;
  const fetched = page ? await query.limit(size + 1).offset((page - 1) * size) : await query;
  const rows = page ? fetched.slice(0, size) : fetched;
  const nextPage = page && fetched.length > size ? page + 1 : null;
  return { rows, items: await toListItems(db, rows), nextPage };
}

/** How many archived deliveries match the same search ('See Archived (count)'). */
export async function countArchived(db: Db, options: ListOptions) {
  const conditions = [scopeCondition({ ...options, scope: 'archive' })];
  if (options.search) conditions.push(searchCondition(options.search));
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(deliveries)
    .innerJoin(clients, eq(clients.id, deliveries.client_id))
    .where(and(...conditions));
  return row?.count ?? 0;
}

type Row = { delivery: typeof deliveries.$inferSelect; client_code: string };

async function toListItems(db: Db, rows: Row[]): Promise<AssignmentListItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.delivery.id);
  // Names of each delivery's current version, and the services of its assignments, grouped once.
  const files = await db
    .select({ delivery_id: deliveryFiles.delivery_id, name: deliveryFiles.name })
    .from(deliveryFiles)
    .innerJoin(deliveryVersions, eq(deliveryVersions.id, deliveryFiles.version_id))
    .innerJoin(
      deliveries,
      and(
        eq(deliveries.id, deliveryFiles.delivery_id),
        eq(deliveries.current_version, deliveryVersions.version),
      ),
    )
    .where(inArray(deliveryFiles.delivery_id, ids))
    .orderBy(asc(deliveryFiles.position), asc(deliveryFiles.id));
  const assignments = await db
    .select({ delivery_id: deliveryAssignments.delivery_id, services: workspaceAssignments.services })
    .from(deliveryAssignments)
    .innerJoin(workspaceAssignments, eq(workspaceAssignments.id, deliveryAssignments.assignment_id))
    .where(inArray(deliveryAssignments.delivery_id, ids));
  const namesOf = groupBy(files, (f) => f.delivery_id);
  const servicesOf = groupBy(assignments, (a) => a.delivery_id);

  return rows.map(({ delivery, client_code }) => {
    const services = (servicesOf.get(delivery.id) ?? []).flatMap((a) => a.services);
    return {
      id: delivery.id,
      file_names: (namesOf.get(delivery.id) ?? []).map((f) => f.name),
      client_code,
      delivery_user_type: delivery.delivery_user_type,
      requester_name: delivery.requester_name,
      duration: durationText(delivery.committed_delivery, delivery.actual_delivery),
      committed_delivery: delivery.committed_delivery?.toISOString() ?? null,
      services: [...new Set(services.map((s) => s.service))],
      unit_details: services.flatMap((s) =>
        s.sub_services.map((sub) => ({ unit_type: sub.unit_type, unit_count: sub.unit_count })),
      ),
      feedback: delivery.feedback,
    };
  });
}

function groupBy<T, K>(list: T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of list) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
