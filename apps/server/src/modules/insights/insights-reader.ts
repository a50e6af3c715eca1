import { sql, type SQL } from 'drizzle-orm';
import type { ServiceCategoryCode } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { inTransaction } from '@/db/transaction.js';

/** A period of whole UTC months: from the first month's first moment to the next month after the last. */
export interface MonthRange {
  start: Date;
  end: Date;
}
export interface InsightFilters {
  clientId?: number;
  category?: ServiceCategoryCode;
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;
// Rows group by the month as a timestamp and are written 'YYYY-MM' once per group: writing every row's month
// as text and grouping by the text cost half of a statement at a million deliveries.
const monthStart = (column: SQL) => sql`date_trunc('month', ${column} at time zone 'UTC')`;
const month = (column: SQL) => sql`to_char(${monthStart(column)}, 'YYYY-MM')`;
const within = (column: SQL, ranges: MonthRange[]) =>
  sql`(${sql.join(
    ranges.map((r) => sql`(${column} >= ${r.start.toISOString()} and ${column} < ${r.end.toISOString()})`),
    sql` or `,
  )})`;

/** The rows the filters keep (`v` is an insight_versions row or a summary row: both have these columns). */
function kept(filters: InsightFilters) {
  const conditions: SQL[] = [sql`true`];
  if (filters.clientId !== undefined) conditions.push(sql`v.client_id = ${filters.clientId}`);
  if (filters.category) conditions.push(sql`${filters.category} = any(v.categories)`);
  return sql.join(conditions, sql` and `);
}

/** The summary's columns, named: the table and the function line up by name, whatever their order. */
const FACT_COLUMNS = sql.raw(`v.month, v.client_id, v.categories, v.versions, v.versions_committed, v.on_time,
  v.deliveries, v.words, v.minutes, v.images, v.late_hours, v.download_hours`);

/**
 * The summary's rows of the ranges' months as `facts` (month, client, categories; counts, sums, late hours):
 * folded months from insight_months, months changed since their fold from insight_versions through the same
 * SQL rule (insight_month_facts), so the figures are exact at every commit while a period reads a few
 * thousand summary rows rather than every version in it (decision 0041).
 */
const facts = (ranges: MonthRange[], filters: InsightFilters) => sql`
  stale as (select distinct s.month from insight_stale_months s where ${within(sql`s.month`, ranges)}),
  facts as (
    select ${FACT_COLUMNS} from insight_months v
    where ${within(sql`v.month`, ranges)} and v.month not in (select month from stale) and ${kept(filters)}
    union all
    select ${FACT_COLUMNS} from insight_month_facts(array(select month from stale)) v where ${kept(filters)}
  )`;

/**
 * The ratings given in the ranges' months (count and sum per client and categories of the version rated), as
 * `rating_facts`: folded months from insight_rating_months, the others live through the same SQL rule.
 */
const ratingFacts = (ranges: MonthRange[], filters: InsightFilters) => sql`
  stale as (select distinct s.month from insight_stale_months s where ${within(sql`s.month`, ranges)}),
  rating_facts as (
    select v.month, v.ratings, v.rating_sum from insight_rating_months v
    where ${within(sql`v.month`, ranges)} and v.month not in (select month from stale) and ${kept(filters)}
    union all
    select v.month, v.ratings, v.rating_sum
    from insight_rating_month_facts(array(select month from stale)) v where ${kept(filters)}
  )`;

type MedianColumn = 'late_hours' | 'download_hours';

/** The median of an array column of `facts` (hours late, hours to the first download), per `key`. */
const medianOf = (column: MedianColumn, key: SQL, where: SQL = sql`true`) => sql`
  select ${key} as key, percentile_cont(0.5) within group (order by h) as median
  from facts v cross join lateral unnest(v.${sql.raw(column)}) h
  where ${where}
  group by ${key}`;

/**
 * Per month, the median of a column over the filters' versions. Without a client filter a folded month's
 * median is the fold's (insight_month_medians, for all categories or the chosen one) and only months not
 * folded yet are sorted here; a client's months are few values and computed from `facts` (decision 0041).
 */
function monthMedians(column: MedianColumn, ranges: MonthRange[], filters: InsightFilters) {
  if (filters.clientId !== undefined) return medianOf(column, sql`v.month`);
  return sql`
    select m.month as key, m.${sql.raw(column)} as median from insight_month_medians m
    where ${within(sql`m.month`, ranges)} and m.month not in (select month from stale)
      and m.category = ${filters.category ?? ''}
    union all
    ${medianOf(column, sql`v.month`, sql`v.month in (select month from stale)`)}`;
}

export interface VersionMonthRow {
  month: string;
  versions: number;
  versions_committed: number;
  on_time: number;
  median_late_hours: number | null;
  deliveries: number;
  words: string | number;
  minutes: string | number;
  images: string | number;
  median_first_download_hours: number | null;
}

/**
 * Per month, the versions delivered in it (on time or how late), the deliveries whose first version it is,
 * the words, minutes and images of those deliveries' services, and how long their first downloads took.
 */
const versionMonths = (db: Db, ranges: MonthRange[], filters: InsightFilters) =>
  rowsOf<VersionMonthRow>(
    db,
    sql`with ${facts(ranges, filters)}, late as (${monthMedians('late_hours', ranges, filters)}),
      downloads as (${monthMedians('download_hours', ranges, filters)})
    select to_char(v.month at time zone 'UTC', 'YYYY-MM') as month, sum(v.versions)::int as versions,
      sum(v.versions_committed)::int as versions_committed, sum(v.on_time)::int as on_time,
      max(late.median) as median_late_hours, sum(v.deliveries)::int as deliveries,
      sum(v.words) as words, sum(v.minutes) as minutes, sum(v.images) as images,
      max(downloads.median) as median_first_download_hours
    from facts v left join late on late.key = v.month left join downloads on downloads.key = v.month
    group by v.month`,
  );

export interface ClientRow {
  client_id: number;
  client_code: string;
  client_name: string;
  deliveries: number;
  versions: number;
  versions_committed: number;
  on_time: number;
  median_late_hours: number | null;
}

/** The period's figures per client with a version in it, most deliveries first. */
const clientFigures = (db: Db, range: MonthRange, filters: InsightFilters) =>
  rowsOf<ClientRow>(
    db,
    sql`with ${facts([range], filters)}, late as (${medianOf('late_hours', sql`v.client_id`)})
    select v.client_id, c.client_code, c.client_name, sum(v.deliveries)::int as deliveries,
      sum(v.versions)::int as versions, sum(v.versions_committed)::int as versions_committed,
      sum(v.on_time)::int as on_time, max(late.median) as median_late_hours
    from facts v
    join clients c on c.id = v.client_id
    left join late on late.key = v.client_id
    group by v.client_id, c.client_code, c.client_name
    order by deliveries desc, c.client_code`,
  );

/** The period's deliveries and versions per service category (a delivery counts in each of its own). */
export const categoryFigures = (db: Db, range: MonthRange, filters: InsightFilters) =>
  rowsOf<{ category: ServiceCategoryCode; deliveries: number; versions: number }>(
    db,
    sql`with ${facts([range], filters)}
    select cat.category, sum(v.deliveries)::int as deliveries, sum(v.versions)::int as versions
    from facts v
    cross join lateral unnest(v.categories) as cat(category)
    group by cat.category
    order by deliveries desc, cat.category`,
  );

/** Per month: the ratings given in it and their average; complaints opened and resolved in it. */
// One after another: a transaction has one connection, and node-postgres deprecates queries sent together.
export async function responseMonths(db: Db, ranges: MonthRange[], filters: InsightFilters) {
  const ratings = await rowsOf<{ month: string; ratings: number; rating_sum: number }>(
    db,
    sql`with ${ratingFacts(ranges, filters)}
      select to_char(v.month at time zone 'UTC', 'YYYY-MM') as month, sum(v.ratings)::int as ratings,
        sum(v.rating_sum)::int as rating_sum
      from rating_facts v
      group by v.month`,
  );
  const complaintMonths = await rowsOf<{ month: string; opened: number; resolved: number }>(
    db,
    sql`select e.month, count(*) filter (where e.kind = 'opened')::int as opened,
        count(*) filter (where e.kind = 'resolved')::int as resolved
      from (
        select ${month(sql`k.created_at`)} as month, 'opened' as kind from complaints k
        join insight_versions v on v.version_id = k.version_id
        where ${within(sql`k.created_at`, ranges)} and ${kept(filters)}
        union all
        select ${month(sql`k.resolved_at`)}, 'resolved' from complaints k
        join insight_versions v on v.version_id = k.version_id
        where k.status = 'resolved' and ${within(sql`k.resolved_at`, ranges)} and ${kept(filters)}
      ) e
      group by e.month`,
  );
  return [ratings, complaintMonths] as const;
}

/**
 * Every figure of a page, in one transaction on one connection: the statements see the same moment, and a
 * page takes one pool connection rather than five. JIT compilation is off for them: at a million deliveries it
 * cost 360 of 510 ms of one statement (EXPLAIN ANALYZE, decision 0041); the sorts of the medians get the
 * memory to stay off disk.
 */
export const readInsights = (db: Db, ranges: [MonthRange, MonthRange], filters: InsightFilters) =>
  inTransaction(db, async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '32MB'`);
    const versions = await versionMonths(tx, ranges, filters);
    const response = await responseMonths(tx, ranges, filters);
    const clients = await clientFigures(tx, ranges[0], filters);
    const categories = await categoryFigures(tx, ranges[0], filters);
    return { versions, response, clients, categories };
  });
