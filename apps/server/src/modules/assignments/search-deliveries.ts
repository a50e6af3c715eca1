import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { containsPattern } from '@/db/like-pattern.js';

/**
 * How a search runs (decision 0025). The strategy is explicit, so no estimate of the planner can turn a rare
 * term into a walk of the whole table or a common one into collecting every match:
 * - Walk: the scope's newest (or oldest, by the sort) deliveries through the date index, filtered by the
 *   term, with a LIMIT inside that bounds what is read. A term that many deliveries match fills its page
 *   within the first `walkRows`; one that matches a few in a hundred gets a walk sized from what the first
 *   walk found (at most eight times as long). The archive count walks the same way when the first walk shows
 *   the term dense enough to pass the cap within eight such walks.
 * - Index: what the walks left open is answered from the trigram index on search_text (and the client index
 *   for a client's code); when both the page and the count are open and the term is rare, one scan of the
 *   indexes serves both. Sequential scans are off for the transaction, and plain index scans too once the
 *   walks are done, so the date index can narrow a bitmap but never drive a walk of its own.
 */
export interface SearchLimits {
  /** Deliveries the first walk reads (SEARCH_WALK_ROWS). */
  walkRows: number;
  /** The archive count is exact up to this; above it the list says 'cap+' (ARCHIVE_COUNT_CAP). */
  countCap: number;
}

interface SearchScope {
  /** The scope's cutoff and side: live is on or after it, the archive before it. */
  cutoff: Date;
  live: boolean;
  descending: boolean;
}

/** The scope on a deliveries row aliased `alias`. */
const inScope = ({ cutoff, live }: SearchScope, alias = 'd') => {
  const at = sql.raw(`${alias}.actual_delivery`);
  const moment = sql`${cutoff.toISOString()}::timestamptz`;
  return live ? sql`${at} >= ${moment}` : sql`${at} < ${moment}`;
};

/**
 * The longest run of letters and digits in the term, when the term has more than that: a pattern of it alone
 * has no word boundary inside, so the trigram index reads no padded trigrams such as '  0' (the start of
 * every number; for a batch id like 'B-0712345' those made the index read 20 ms at 1M instead of 1 ms).
 */
function indexCore(term: string): string | undefined {
  const lower = term.toLowerCase();
  const core = (lower.match(/[a-z0-9]+/g) ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
  return core.length >= 3 && core !== lower ? core : undefined;
}

/**
 * Matches when the batch id, requester, file names or assignment ids or names (the lower-cased search_text)
 * or the client's code contain the term, case-insensitively, on a deliveries row aliased `alias`. For the
 * index path (`indexed`), the trigram index is asked for the term's core and each row checked for the term.
 */
function matches(alias: string, term: string | undefined, indexed = false): SQL {
  if (term === undefined) return sql`true`;
  const pattern = containsPattern(term);
  const d = sql.raw(alias);
  const core = indexed ? indexCore(term) : undefined;
  // `|| ''` keeps the whole term out of the index condition: it is checked on the rows the core found.
  const text = core
    ? sql`(${d}.search_text like ${containsPattern(core)} and ${d}.search_text || '' like lower(${pattern}))`
    : sql`${d}.search_text like lower(${pattern})`;
  return sql`(${text}
    or ${d}.client_id = any(array(select c.id from clients c where c.client_code ilike ${pattern})))`;
}

const direction = (descending: boolean) => sql.raw(descending ? 'desc' : 'asc');
const listOrder = (where: SearchScope, alias: string) => {
  const order = where.descending ? 'desc' : 'asc';
  return sql.raw(`${alias}.actual_delivery ${order}, ${alias}.id ${order}`);
};

/** The scope's first `rows` deliveries, in the list's order (which the queries over it keep, unsorted). */
const walked = (where: SearchScope, rows: number) => sql`(
  select d.id, d.actual_delivery, d.search_text, d.client_id from deliveries d where ${inScope(where)}
  order by ${listOrder(where, 'd')} limit ${rows}) w`;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;
const plannerOff = (tx: Db, ...settings: string[]) =>
  tx.execute(
    sql`select ${sql.join(
      settings.map((s) => sql`set_config(${s}, 'off', true)`),
      sql`, `,
    )}`,
  );

/** Ids of the first `wanted` matches among the scope's first `rows`, in the list's order. */
const walkIds = async (db: Db, term: string, where: SearchScope, rows: number, wanted: number) =>
  (
    await rowsOf<{ id: number }>(
      db,
      sql`select w.id from ${walked(where, rows)} where ${matches('w', term)}
        order by ${listOrder(where, 'w')} limit ${wanted}`,
    )
  ).map((r) => r.id);

/** Matches among the scope's first `rows` (all of them counted), and how many rows the walk read. */
const walkCount = async (db: Db, term: string | undefined, where: SearchScope, rows: number) => {
  const [row] = await rowsOf<{ matched: number; read: number }>(
    db,
    sql`select (count(*) filter (where ${matches('w', term)}))::int as matched, count(*)::int as read
      from ${walked(where, rows)}`,
  );
  return row ?? { matched: 0, read: 0 };
};

/** Matches among the scope's first `rows`, the walk stopping at the `enough`th. */
const walkCountUpTo = async (
  db: Db,
  term: string | undefined,
  where: SearchScope,
  rows: number,
  enough: number,
) =>
  (
    await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${walked(where, rows)} where ${matches('w', term)}
        limit ${enough}) x`,
    )
  )[0]?.n ?? 0;

interface SearchRequest {
  term: string;
  /** The listed scope (live or archive) and its order. */
  list: SearchScope;
  /** Matches wanted for the page (one more than the pages so far, to tell whether another follows). */
  wanted: number;
  limits: SearchLimits;
}

/**
 * The first `wanted` matching ids of the listed scope in its order, and the archive's matches counted up to
 * one past the cap (so `> cap` means 'more').
 */
export function searchDeliveries(db: Db, request: SearchRequest) {
  const { term, list, wanted, limits } = request;
  const archive: SearchScope = { ...list, live: false, descending: true };
  const enough = limits.countCap + 1;
  return db.transaction(async (tx) => {
    // The clients lookup keeps its (tiny) sequential scan, whose disable cost would otherwise trigger JIT.
    await plannerOff(tx, 'enable_seqscan', 'jit');
    let ids = await walkIds(tx, term, list, limits.walkRows, wanted);
    const firstFound = ids.length;
    // A few in a hundred: a longer walk, sized to fill the page with a margin, is cheaper than the index.
    if (firstFound < wanted && firstFound * 8 >= wanted) {
      const rows = Math.min(8 * limits.walkRows, Math.ceil((1.5 * wanted * limits.walkRows) / firstFound));
      ids = await walkIds(tx, term, list, rows, wanted);
    }
    const listOpen = ids.length < wanted;
    const probe = await walkCount(tx, term, archive, limits.walkRows);
    let archived: number | undefined =
      probe.read < limits.walkRows || probe.matched >= enough ? Math.min(probe.matched, enough) : undefined;
    // Dense enough to pass the cap within eight first walks (with a margin): walk on, stopping past the cap.
    const rowsToCap = probe.matched && Math.ceil((1.5 * enough * limits.walkRows) / probe.matched);
    if (archived === undefined && probe.matched && rowsToCap <= 8 * limits.walkRows) {
      const on = await walkCountUpTo(tx, term, archive, rowsToCap, enough);
      if (on >= enough) archived = on;
    }
    if (!listOpen && archived !== undefined) return { ids, archived };
    await plannerOff(tx, 'enable_indexscan');
    if (listOpen && archived === undefined && probe.matched * 100 <= limits.walkRows) {
      // Rare in both scopes: one scan of the indexes answers the page and the count.
      const [both] = await rowsOf<{ ids: number[]; archived: number }>(
        tx,
        sql`with m as materialized (select d.id, d.actual_delivery from deliveries d where ${matches('d', term, true)})
        select array(select m.id from m where ${inScope(list, 'm')} order by ${listOrder(list, 'm')} limit ${wanted}) as ids,
          (select count(*) from (select 1 from m where ${inScope(archive, 'm')} limit ${enough}) x)::int as archived`,
      );
      return { ids: both?.ids ?? [], archived: both?.archived ?? 0 };
    }
    if (listOpen) {
      // Ordered by an expression, so the matches come from the bitmaps and are sorted, never walked.
      const order = direction(list.descending);
      ids = (
        await rowsOf<{ id: number }>(
          tx,
          sql`select d.id from deliveries d where ${inScope(list)} and ${matches('d', term, true)}
          order by d.actual_delivery + interval '0' ${order}, d.id + 0 ${order} limit ${wanted}`,
        )
      ).map((r) => r.id);
    }
    archived ??= await indexCount(tx, term, archive, enough);
    return { ids, archived };
  });
}

const indexCount = async (db: Db, term: string, archive: SearchScope, enough: number) =>
  (
    await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from deliveries d
        where ${inScope(archive)} and ${matches('d', term, true)} limit ${enough}) x`,
    )
  )[0]?.n ?? 0;

/** The archive's deliveries, counted up to one past the cap: a walk of at most that many rows. */
export function countArchive(db: Db, cutoff: Date, limits: SearchLimits) {
  const enough = limits.countCap + 1;
  const archive: SearchScope = { cutoff, live: false, descending: true };
  return walkCountUpTo(db, undefined, archive, enough, enough);
}
