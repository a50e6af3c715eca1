import { useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../../../shared/state/hooks';
import { assignmentsApi } from '../../api/assignments-api';
import type { Scope, Sort } from '../../api/assignments-api';
import type { MonthGroup } from '../../lib/list-rows';
import { SEE_MORE_MAX_MONTHS, SEE_MORE_PAGE, monthsBack, monthsToRequest } from '../../lib/months';
import type { MonthStatus } from '../../lib/months';

type ListSelector = ReturnType<typeof assignmentsApi.endpoints.getAssignments.select>;
/** The store as the injected endpoints see it (the shared RootState predates them). */
type ListState = Parameters<ListSelector>[0];

const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

export interface AllMonths {
  /** The months that have deliveries, in the sort order. */
  months: MonthGroup[];
  /** The newest page of months has answered, so the list can switch to them. */
  ready: boolean;
  loading: boolean;
  error: unknown;
}

/**
 * 'See more': every month of the list, asked for month by month (see `monthsToRequest`). The queries stay
 * subscribed while shown, so a sync that invalidates the list reloads these months too.
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
  const dispatch = useAppDispatch();
  const candidates = useMemo(() => monthsBack(anchor, SEE_MORE_MAX_MONTHS), [anchor]);
  // One memoised selector per month keeps each result's identity while its cache entry is unchanged.
  const selectors = useMemo(
    () => candidates.map((month) => assignmentsApi.endpoints.getAssignments.select({ scope, month, sort })),
    [candidates, scope, sort],
  );
  const results = useSelector((state: ListState) => selectors.map((select) => select(state)), sameItems);

  const statuses = results.map((r): MonthStatus => {
    if (r.isError) return 'failed';
    if (!r.isSuccess) return 'pending';
    return r.data.months.some((m) => m.info.length > 0) ? 'filled' : 'empty';
  });
  const count = enabled ? monthsToRequest(statuses) : 0;
  const requested = candidates.slice(0, count);
  const requestedKey = requested.join(',');

  useEffect(() => {
    if (!requestedKey) return;
    const subscriptions = requestedKey
      .split(',')
      .map((month) => dispatch(assignmentsApi.endpoints.getAssignments.initiate({ scope, month, sort })));
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [dispatch, requestedKey, scope, sort]);

  const answered = results.slice(0, count);
  const months = answered
    .flatMap((r) => (r.isSuccess ? r.data.months : []))
    .filter((m) => m.info.length > 0)
    .sort((a, b) => (sort === 'ascending' ? a.month.localeCompare(b.month) : b.month.localeCompare(a.month)));
  return {
    months,
    ready: count > 0 && statuses.slice(0, SEE_MORE_PAGE).every((s) => s !== 'pending'),
    loading: statuses.slice(0, count).includes('pending'),
    error: answered.find((r) => r.isError)?.error,
  };
}
