import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { ADVISORY_LOCKS } from '@/db/advisory-locks.js';
import { inTransaction } from '@/db/transaction.js';

/**
 * Folds the months named stale into the monthly summary (decision 0041), run by the job queue each minute.
 * The stale names are deleted first and the months computed by the next statement, whose snapshot is newer:
 * every change whose name is taken is in the sums, and a change committed meanwhile keeps its name for the
 * next fold. Summary and names change in one transaction, so readers see a month either folded or stale.
 */
export const foldInsightMonths = (db: Db) =>
  inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.foldInsights})`);
    const taken = await tx.execute(sql`with taken as (delete from insight_stale_months returning month)
      select coalesce(array_agg(distinct month::text), '{}') as months from taken`);
    const months = (taken as unknown as { rows: { months: string[] }[] }).rows[0]?.months ?? [];
    if (!months.length) return 0;
    await tx.execute(sql`select insight_months_fold(array(
      select jsonb_array_elements_text(${JSON.stringify(months)}::jsonb)::timestamptz))`);
    return months.length;
  });
