import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
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
}

const day = 24 * 3_600_000;
const escapeLike = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Matches file names, assignment ids and names, batch id, requester and client code, case-insensitively. */
function searchCondition(term: string): SQL {
  const pattern = escapeLike(term);
  return or(
    sql`${deliveries.batch_id} ilike ${pattern}`,
    sql`${deliveries.requester_name} ilike ${pattern}`,
    sql`${clients.client_code} ilike ${pattern}`,
    sql`exists (select 1 from delivery_files f where f.delivery_id = ${deliveries.id} and f.name ilike ${pattern})`,
    sql`exists (select 1 from delivery_assignments da join workspace_assignments wa on wa.id = da.assignment_id
      where da.delivery_id = ${deliveries.id} and (wa.id ilike ${pattern} or wa.name ilike ${pattern}))`,
  )!;
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
  const rows = await db
    .select({ delivery: deliveries, client_code: clients.client_code })
    .from(deliveries)
    .innerJoin(clients, eq(clients.id, deliveries.client_id))
    .where(and(...conditions))
    .orderBy(order(deliveries.actual_delivery), order(deliveries.id));
  return { rows, items: await toListItems(db, rows) };
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
  const files = await db
    .select({
      delivery_id: deliveryFiles.delivery_id,
      name: deliveryFiles.name,
      version: deliveryVersions.version,
    })
    .from(deliveryFiles)
    .leftJoin(deliveryVersions, eq(deliveryVersions.id, deliveryFiles.version_id))
    .where(inArray(deliveryFiles.delivery_id, ids))
    .orderBy(asc(deliveryFiles.position), asc(deliveryFiles.id));
  const assignments = await db
    .select({ delivery_id: deliveryAssignments.delivery_id, services: workspaceAssignments.services })
    .from(deliveryAssignments)
    .innerJoin(workspaceAssignments, eq(workspaceAssignments.id, deliveryAssignments.assignment_id))
    .where(inArray(deliveryAssignments.delivery_id, ids));

  return rows.map(({ delivery, client_code }) => {
    const services = assignments.filter((a) => a.delivery_id === delivery.id).flatMap((a) => a.services);
    return {
      id: delivery.id,
      file_names: files
        .filter((f) => f.delivery_id === delivery.id && f.version === delivery.current_version)
        .map((f) => f.name),
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
