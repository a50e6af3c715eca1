import { useEffect, useEffectEvent } from 'react';
import type { PageLoader } from '@/features/assignments/lib/list-rows';

/**
 * The row after the loaded cards of a list with more pages. The virtual list renders it only when the user
 * scrolls near it, so being rendered loads the next page; it stays a button for keyboards and retries.
 */
export function MoreRow({ label, loader }: { label: string; loader: PageLoader }) {
  const load = useEffectEvent(() => loader.load());
  // Again for each page it stands for: still on screen after one loads, it asks for the one after.
  useEffect(() => load(), [loader.next]);
  return (
    <button
      type="button"
      className="btn btn--ghost asgn-list__more"
      aria-busy={loader.loading ? true : undefined}
      aria-disabled={loader.loading ? true : undefined}
      data-testid="list-more"
      onClick={() => {
        if (!loader.loading) loader.load();
      }}
    >
      {label}
    </button>
  );
}
