import { useState } from 'react';
import { errorMessage } from '@/shared/api/base-query';
import { hasSessionToken } from '@/shared/session/session-storage';
import { useGetAssignmentsQuery } from '@/features/assignments/api/assignments-api';
import type { Scope, Sort } from '@/features/assignments/api/assignments-api';
import { withMoreRow } from '@/features/assignments/lib/list-rows';
import type { MonthGroup } from '@/features/assignments/lib/list-rows';
import { laterMonth, utcMonth } from '@/features/assignments/lib/months';
import { searchProblem } from '@/shared/forms/search-problem';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { useAllMonths } from './use-all-months';
import { useListPages } from './use-list-pages';

const SEARCH_DEBOUNCE_MS = 400;
const usable = (term: string) => !searchProblem(term);

export interface AssignmentListState {
  scope: Scope;
  search: string;
  setSearch: (text: string) => void;
  /** The shared rule's message for what is typed; nothing is sent while there is one. */
  searchProblem: string | null;
  /** The search term the shown list answers ('' for none). */
  term: string;
  sort: Sort;
  toggleSort: () => void;
  /** 'See more' (all months) instead of the recent ones; live list only, and not while searching. */
  seeMore: boolean;
  setSeeMore: (on: boolean) => void;
  canSeeMore: boolean;
  months: MonthGroup[];
  /** 'More results': the next page of a search. */
  moreResults: { available: boolean; loading: boolean; load: () => void };
  /** 'See Archived (count)': exact, or the server's cap when more match ('100+'). */
  archived: { count: number; capped: boolean };
  fetching: boolean;
  /** The server's message when the list could not be loaded. */
  error: string | null;
}

/** Search, sort and month range of a sidebar, and the months they answer. */
export function useAssignmentList(scope: Scope, initialSearch = ''): AssignmentListState {
  const [search, setSearch] = useState(initialSearch);
  const [sort, setSort] = useState<Sort>('ascending');
  const [seeMore, setSeeMore] = useState(false);

  const typed = search.trim();
  const settled = useDebounced(typed, SEARCH_DEBOUNCE_MS, usable);
  // Clearing the box shows the list at once; typing waits for a pause; symbols keep the last results.
  const term = typed && usable(settled) ? settled : '';

  // Like the top navigation: after logout wipes the token, a reset API state must not refetch the list.
  const signedIn = hasSessionToken();
  // The recent view asks for its first page (answered with each month's count); a search's first page is
  // asked for without a page, as it always was.
  const args = { scope, search: term || undefined, sort, page: term ? undefined : 1 };
  const recent = useGetAssignmentsQuery(args, { skip: !signedIn });
  // The archive follows the same rules (section 4): its default view is its most recent weeks.
  const canSeeMore = !term;
  const showAll = canSeeMore && seeMore;
  const newest = recent.data?.months
    .map((m) => m.month)
    .sort()
    .at(-1);
  const all = useAllMonths({
    scope,
    sort,
    anchor: scope === 'live' ? laterMonth(utcMonth(new Date()), newest) : (newest ?? utcMonth(new Date())),
    enabled: showAll && signedIn,
  });

  const pages = useListPages([{ args, first: recent.currentData }])[0]!;

  const failure = recent.isError ? recent.error : showAll && all.months.length === 0 ? all.error : undefined;
  // A search's next page is 'More results' below the list; the recent view's is a row after its cards.
  // While another list is on its way, the last one stays (without its row).
  const shown = !recent.currentData
    ? (recent.data?.months ?? [])
    : term
      ? pages.months
      : withMoreRow(pages.months, pages.more);
  const months: MonthGroup[] = recent.isError ? [] : showAll && all.ready ? all.months : shown;
  const searchMore = term ? pages.more : undefined;
  return {
    scope,
    search,
    setSearch,
    searchProblem: searchProblem(typed),
    term,
    sort,
    toggleSort: () => setSort((s) => (s === 'ascending' ? 'descending' : 'ascending')),
    seeMore: showAll,
    setSeeMore,
    canSeeMore,
    months,
    moreResults: {
      available: !!searchMore && !searchMore.loading,
      loading: !!searchMore?.loading,
      load: () => searchMore?.load(),
    },
    archived: {
      count: recent.data?.archive_count ?? 0,
      capped: recent.data?.archive_count_capped ?? false,
    },
    fetching: recent.isFetching || (showAll && all.loading),
    error: failure ? errorMessage(failure) : null,
  };
}
