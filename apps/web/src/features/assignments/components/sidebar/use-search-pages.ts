import { useMemo, useState } from 'react';
import type { AssignmentList, Scope, Sort } from '../../api/assignments-api';
import type { MonthGroup } from '../../lib/list-rows';
import { useListResults, useListSubscriptions } from './use-list-queries';

interface SearchPages {
  /** The months of the pages after the first, in order. */
  pages: MonthGroup[][];
  /** Another page follows the last one loaded. */
  more: boolean;
  loading: boolean;
  loadMore: () => void;
}

/** A search answers a page at a time; 'More results' asks for the next one. */
export function useSearchPages({
  scope,
  sort,
  term,
  first,
}: {
  scope: Scope;
  sort: Sort;
  term: string;
  first: AssignmentList | undefined;
}): SearchPages {
  const key = `${scope} ${sort} ${term}`;
  const [wanted, setWanted] = useState({ key, extra: 0 });
  // A new search (or order) starts again from its first page.
  const extra = wanted.key === key && term ? wanted.extra : 0;
  const args = useMemo(
    () => Array.from({ length: extra }, (_, i) => ({ scope, search: term, sort, page: i + 2 })),
    [extra, scope, sort, term],
  );
  const results = useListResults(args);
  useListSubscriptions(args);

  const loading = results.some((r) => !r.isSuccess && !r.isError);
  const last = extra === 0 ? first : results.at(-1)?.data;
  const pages = useMemo(() => results.map((r) => r.data?.months ?? []), [results]);
  return {
    pages,
    more: !!term && !loading && !!last?.next_page,
    loading,
    loadMore: () => setWanted({ key, extra: extra + 1 }),
  };
}
