import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { deliveries } from '@/db/delivery-schema.js';
import { preparedPerDatabase, typedPlaceholder } from '@/db/prepared.js';

/** Every delivery's current file names and services, set-based (hash joins), for the bulk refresh. */
const allFileNames = sql`
  select f.delivery_id, jsonb_agg(f.name order by f.position, f.id) as names
  from delivery_files f
  join delivery_versions v on v.id = f.version_id
  join deliveries owner on owner.id = f.delivery_id and v.version = owner.current_version
  group by f.delivery_id`;

const allServices = sql`
  select da.delivery_id, jsonb_agg(s.service order by da.assignment_id, s.n) as services
  from delivery_assignments da
  join workspace_assignments wa on wa.id = da.assignment_id
  cross join lateral jsonb_array_elements(wa.services) with ordinality as s(service, n)
  group by da.delivery_id`;

/**
 * The updated delivery's file names of `version` and its services, by index. The pieces below name the updated
 * row `deliveries`, without an alias, so the named statement of a new version (built by drizzle) uses them too.
 */
const ownFileNames = (version: SQL) => sql`coalesce((
  select jsonb_agg(f.name order by f.position, f.id) from delivery_files f
  join delivery_versions v on v.id = f.version_id
  where f.delivery_id = deliveries.id and v.version = ${version}), '[]'::jsonb)`;

const ownServices = sql`coalesce((
  select jsonb_agg(s.service order by da.assignment_id, s.n) from delivery_assignments da
  join workspace_assignments wa on wa.id = da.assignment_id
  cross join lateral jsonb_array_elements(wa.services) with ordinality as s(service, n)
  where da.delivery_id = deliveries.id), '[]'::jsonb)`;

/** Lower-cased once here, so a search is a plain LIKE (a third of ILIKE's cost per row). */
const searchText = sql`lower(concat_ws(E'\n', deliveries.batch_id, deliveries.requester_name,
  (select string_agg(f.name, E'\n' order by f.id) from delivery_files f where f.delivery_id = deliveries.id),
  (select string_agg(wa.id || E'\n' || wa.name, E'\n' order by wa.id)
   from delivery_assignments da join workspace_assignments wa on wa.id = da.assignment_id
   where da.delivery_id = deliveries.id)))`;

/** A new version of one delivery, written with its summaries: from `from` (else nothing is written) to `to`. */
export interface VersionBump {
  from: number;
  to: number;
  /** The other columns a new version sets. */
  actualDelivery: Date;
  committedDelivery: Date | null;
  userName: string;
  secureKeyHash: string;
}

/**
 * The two statements a delivered version runs, named (planned once per connection, not on every call:
 * planning the update cost about 0.5 ms, decision 0025): one delivery's summaries, and its new version. Each
 * built on its own, since a transaction builds what it runs again.
 */
const summaryOfOne = preparedPerDatabase((db) =>
  db
    .update(deliveries)
    .set({
      search_text: searchText,
      summary_file_names: ownFileNames(sql`deliveries.current_version`),
      summary_services: ownServices,
    })
    .where(eq(deliveries.id, sql.placeholder('id')))
    .prepare('delivery_summary_one'),
);

const newVersionStatement = preparedPerDatabase((db) =>
  db
    .update(deliveries)
    .set({
      search_text: searchText,
      summary_file_names: ownFileNames(typedPlaceholder('to', 'int')),
      summary_services: ownServices,
      current_version: typedPlaceholder('to', 'int'),
      actual_delivery: typedPlaceholder('actual', 'timestamptz'),
      committed_delivery: typedPlaceholder('committed', 'timestamptz'),
      user_name: typedPlaceholder('user_name', 'text'),
      secure_key_hash: typedPlaceholder('secure_key_hash', 'text'),
    })
    .where(
      and(eq(deliveries.id, sql.placeholder('id')), eq(deliveries.current_version, sql.placeholder('from'))),
    )
    .returning({ id: deliveries.id })
    .prepare('delivery_new_version'),
);

/**
 * Lists read each delivery's file names and services from its own row, and search its search_text (batch id,
 * requester, every file name, the assignments' ids and names), so a month of cards is one index
 * range scan. Whatever writes versions, files or assignments of deliveries calls this afterwards (all of
 * them without ids). One statement, so each delivery gets one new row version, not three: each non-HOT update
 * also adds the row's few hundred trigrams to the GIN index's pending list (decision 0025). A new version of
 * one delivery (`bump`) moves its version in the same statement, only from the version it was planned on, and
 * answers whether it did. The caller moves the list version (`bumpListVersion`) once its writes are
 * committed: moved inside a transaction, a list read before the commit would be kept under the new version.
 */
export async function refreshDeliverySummaries(
  db: Db,
  deliveryIds?: number[],
  bump?: VersionBump,
): Promise<boolean> {
  if (!deliveryIds) {
    // The delivery joined to itself, so the aggregates can be outer-joined: a delivery without files or
    // services gets '[]'.
    await db.execute(sql`update deliveries
      set search_text = ${searchText},
        summary_file_names = coalesce(x.names, '[]'::jsonb),
        summary_services = coalesce(y.services, '[]'::jsonb)
      from deliveries self
      left join (${allFileNames}) x on x.delivery_id = self.id
      left join (${allServices}) y on y.delivery_id = self.id
      where self.id = deliveries.id`);
    return true;
  }
  if (deliveryIds.length === 0) return true;
  if (bump) {
    if (deliveryIds.length !== 1) throw new Error('a new version is of one delivery');
    const moved = await newVersionStatement(db).execute({
      id: deliveryIds[0],
      from: bump.from,
      to: bump.to,
      actual: bump.actualDelivery.toISOString(),
      committed: bump.committedDelivery?.toISOString() ?? null,
      user_name: bump.userName,
      secure_key_hash: bump.secureKeyHash,
    });
    return moved.length > 0;
  }
  if (deliveryIds.length === 1) {
    await summaryOfOne(db).execute({ id: deliveryIds[0] });
    return true;
  }
  // Subqueries per delivery rather than joins: planning the joined form cost 2-3 ms a call, this 0.5.
  const ids = sql.join(
    deliveryIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`update deliveries
    set search_text = ${searchText},
      summary_file_names = ${ownFileNames(sql`deliveries.current_version`)},
      summary_services = ${ownServices}
    where deliveries.id in (${ids})`);
  return true;
}
