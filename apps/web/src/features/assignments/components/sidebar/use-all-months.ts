import { useMemo } from 'react';
import type { Scope, Sort } from '@/features/assignments/api/assignments-api';
import { withMoreRow } from '@/features/assignments/lib/list-rows';
import type { MonthGroup } from '@/features/assignments/lib/list-rows';
import {
  SEE_MORE_MAX_MONTHS,
  SEE_MORE_PAGE,
  monthsBack,
  monthsToRequest,
} from '@/features/assignments/lib/months';
import type { MonthStatus } from '@/features/assignments/lib/months';
import { useListPages } from './use-list-pages';
import { useListResults, useListSubscriptions } from './use-list-queries';
import type { ListResult } from './use-list-queries';

interface AllMonths {
  /** The months that have deliveries, in the sort order. */
  months: MonthGroup[];
  /** The newest page of months has answered, so the list can switch to them. */
  ready: boolean;
  loading: boolean;
  error: unknown;
}

function statusOf(result: ListResult): MonthStatus {
  if (result.isError) return 'failed';
  if (!result.isSuccess) return 'pending';
  return result.data.months.some((m) => m.info.length > 0) ? 'filled' : 'empty';
}

/**
 * 'See more': every month of the list, asked for month by month (see `monthsToRequest`), each a page at a
 * time: a month's next page loads from the row after its cards.
 */
export function useAllMonths({
  scope,
  sort,
  anchor,
  enabled,
}: {
  scope: Scope;
  sort: Sort;
  anchor: string;
  enabled: boolean;
}): AllMonths {
  const candidates = useMemo(
    () => monthsBack(anchor, SEE_MORE_MAX_MONTHS).map((month) => ({ scope, month, sort, page: 1 })),
    [anchor, scope, sort],
  );
  // What the months asked for so far answered decides how far back to ask.
  const results = useListResults(candidates);
  const statuses = useMemo(() => results.map(statusOf), [results]);
  const count = useMemo(() => (enabled ? monthsToRequest(statuses) : 0), [enabled, statuses]);
  const asked = useMemo(() => candidates.slice(0, count), [candidates, count]);
  useListSubscriptions(asked);
  const paged = useListPages(asked.map((args, i) => ({ args, first: results[i]!.data })));

  const months = paged
    .flatMap((list) => withMoreRow(list.months, list.more))
    .filter((m) => m.info.length > 0)
    .sort((a, b) => (sort === 'ascending' ? a.month.localeCompare(b.month) : b.month.localeCompare(a.month)));
  return {
    months,
    ready: count > 0 && statuses.slice(0, SEE_MORE_PAGE).every((s) => s !== 'pending'),
    loading: statuses.slice(0, count).includes('pending'),
    error: results.slice(0, count).find((r) => r.isError)?.error,
  };
}
