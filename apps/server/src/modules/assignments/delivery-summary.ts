import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const fileNames = (filter: SQL) => sql`
  select f.delivery_id, jsonb_agg(f.name order by f.position, f.id) as names
  from delivery_files f
  join delivery_versions v on v.id = f.version_id
  join deliveries owner on owner.id = f.delivery_id and owner.current_version = v.version
  ${filter}
  group by f.delivery_id`;

const services = (filter: SQL) => sql`
  select da.delivery_id, jsonb_agg(s.service order by da.assignment_id, s.n) as services
  from delivery_assignments da
  join workspace_assignments wa on wa.id = da.assignment_id
  cross join lateral jsonb_array_elements(wa.services) with ordinality as s(service, n)
  ${filter}
  group by da.delivery_id`;

/** Lower-cased once here, so a search is a plain LIKE (a third of ILIKE's cost per row). */
const searchText = sql`lower(concat_ws(E'\n', d.batch_id, d.requester_name,
  (select string_agg(f.name, E'\n' order by f.id) from delivery_files f where f.delivery_id = d.id),
  (select string_agg(wa.id || E'\n' || wa.name, E'\n' order by wa.id)
   from delivery_assignments da join workspace_assignments wa on wa.id = da.assignment_id
   where da.delivery_id = d.id)))`;

/**
 * Lists read each delivery's file names and services from its own row, and search its search_text (batch id,
 * requester, every file name, the assignments' ids and names), so a month of cards is one index
 * range scan. Whatever writes versions, files or assignments of deliveries calls this afterwards (all of
 * them without ids). One statement, so each delivery gets one new row version, not three: each non-HOT update
 * also adds the row's few hundred trigrams to the GIN index's pending list (decision 0025). The caller moves
 * the list version (`bumpListVersion`) once its writes are committed: moved inside a transaction, a list
 * read before the commit would be kept under the new version.
 */
export async function refreshDeliverySummaries(db: Db, deliveryIds?: number[]) {
  if (deliveryIds?.length === 0) return;
  const list =
    deliveryIds &&
    sql.join(
      deliveryIds.map((id) => sql`${id}`),
      sql`, `,
    );
  const only = (column: string) => (list ? sql`where ${sql.raw(column)} in (${list})` : sql``);
  // The delivery joined to itself, so the aggregates can be outer-joined: a delivery without files or
  // services gets '[]'. Set-based (hash joins) for the bulk refresh, by index for a few ids.
  await db.execute(sql`update deliveries d
    set search_text = ${searchText},
      summary_file_names = coalesce(x.names, '[]'::jsonb),
      summary_services = coalesce(y.services, '[]'::jsonb)
    from deliveries self
    left join (${fileNames(only('f.delivery_id'))}) x on x.delivery_id = self.id
    left join (${services(only('da.delivery_id'))}) y on y.delivery_id = self.id
    where self.id = d.id ${list ? sql`and self.id in (${list})` : sql``}`);
}
