import { useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '@/shared/state/hooks';
import { assignmentsApi } from '@/features/assignments/api/assignments-api';
import type { ListArgs } from '@/features/assignments/api/assignments-api';

type ListSelector = ReturnType<typeof assignmentsApi.endpoints.getAssignments.select>;
/** The store as the injected endpoints see it (the shared RootState predates them). */
type ListState = Parameters<ListSelector>[0];
export type ListResult = ReturnType<ListSelector>;

const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** The cached answers of several list calls (months of 'See more', further pages of a search). */
export function useListResults(args: ListArgs[]): ListResult[] {
  const key = JSON.stringify(args);
  // One memoised selector per call keeps each result's identity while its cache entry is unchanged.
  const selectors = useMemo(
    () => (JSON.parse(key) as ListArgs[]).map((a) => assignmentsApi.endpoints.getAssignments.select(a)),
    [key],
  );
  return useSelector((state: ListState) => selectors.map((select) => select(state)), sameItems);
}

/**
 * Requests these list calls and keeps them subscribed while shown, so a sync that invalidates the list
 * reloads them too.
 */
export function useListSubscriptions(args: ListArgs[]): void {
  const dispatch = useAppDispatch();
  const key = JSON.stringify(args);
  useEffect(() => {
    const subscriptions = (JSON.parse(key) as ListArgs[]).map((a) =>
      dispatch(assignmentsApi.endpoints.getAssignments.initiate(a)),
    );
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [dispatch, key]);
}
