import { useState } from 'react';
import { useAppDispatch } from '@/shared/state/hooks';
import { assignmentsApi } from '@/features/assignments/api/assignments-api';
import type { AssignmentList, ListArgs } from '@/features/assignments/api/assignments-api';
import { joinPages } from '@/features/assignments/lib/list-rows';
import type { MonthGroup, PageLoader } from '@/features/assignments/lib/list-rows';
import { useListResults, useListSubscriptions } from './use-list-queries';
import type { ListResult } from './use-list-queries';

interface PagedList {
  /** The months of the pages loaded so far, a month cut by a page boundary joined again. */
  months: MonthGroup[];
  /** What loads the next page while another follows (or is loading, or failed); undefined once complete. */
  more: PageLoader | undefined;
}

/** A list answered a page at a time, and its first page as its caller asked for it. */
interface ListToPage {
  args: ListArgs;
  first: AssignmentList | undefined;
}

const listKey = ({ page: _page, ...args }: ListArgs) => JSON.stringify(args);
const pending = (r: ListResult) => !r.isSuccess && !r.isError;

/**
 * The later pages of lists answered a page at a time (a search, a month, the recent view): each is asked for
 * when its list's loader is called, and kept subscribed while shown, so a sync reloads it too. A list whose
 * arguments change (another term, order or month) starts again from its first page.
 */
export function useListPages(lists: ListToPage[]): PagedList[] {
  const dispatch = useAppDispatch();
  const keys = lists.map((list) => listKey(list.args));
  const shown = keys.join('\n');
  const [wanted, setWanted] = useState({ shown, extra: {} as Record<string, number> });
  if (wanted.shown !== shown) {
    // Lists no longer shown forget their pages (adjusted while rendering, as React advises).
    const kept = keys.flatMap((key) => (wanted.extra[key] ? [[key, wanted.extra[key]] as const] : []));
    setWanted({ shown, extra: Object.fromEntries(kept) });
  }
  const extraOf = (key: string) => wanted.extra[key] ?? 0;
  const argsOf = lists.map((list, i) =>
    Array.from({ length: extraOf(keys[i]!) }, (_, n) => ({ ...list.args, page: n + 2 })),
  );
  const pageArgs = argsOf.flat();
  const results = useListResults(pageArgs);
  useListSubscriptions(pageArgs);

  return lists.map((list, i) => {
    const key = keys[i]!;
    const myArgs = argsOf[i]!;
    const extra = myArgs.length;
    const start = argsOf.slice(0, i).reduce((sum, args) => sum + args.length, 0);
    const mine = results.slice(start, start + extra);
    const months = joinPages([list.first?.months ?? [], ...mine.map((r) => r.data?.months ?? [])]);
    const loading = mine.some(pending);
    const failed = mine.findIndex((r) => r.isError);
    const last = extra === 0 ? list.first : mine.at(-1)?.data;
    if (!loading && failed < 0 && !last?.next_page) return { months, more: undefined };
    const next = loading || failed >= 0 ? extra + 1 : extra + 2;
    const load = () => {
      if (failed >= 0) {
        const args = myArgs[failed]!;
        void dispatch(
          assignmentsApi.endpoints.getAssignments.initiate(args, { subscribe: false, forceRefetch: true }),
        );
        return;
      }
      setWanted((w) => ({ ...w, extra: { ...w.extra, [key]: Math.max(w.extra[key] ?? 0, next - 1) } }));
    };
    return { months, more: { list: key, next, loading, load } };
  });
}
