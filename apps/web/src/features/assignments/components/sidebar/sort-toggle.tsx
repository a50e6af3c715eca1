import type { Sort } from '@/features/assignments/api/assignments-api';
import { LIST_TEXTS as L } from '@/features/assignments/lib/list-texts';

/** Ascending (the default) or descending; the name says the current order, a click switches it. */
export function SortToggle({ sort, onToggle }: { sort: Sort; onToggle: () => void }) {
  const descending = sort === 'descending';
  return (
    <button
      type="button"
      className="asgn-sidebar__icon-button"
      aria-label={descending ? L.sortDesc : L.sortAsc}
      title={descending ? L.sortedDesc : L.sortedAsc}
      data-sort={sort}
      onClick={onToggle}
    >
      <svg
        viewBox="0 0 20 20"
        width="18"
        height="18"
        aria-hidden="true"
        className={descending ? 'is-flipped' : ''}
      >
        <path
          d="M6 15V4m0 0L3 7m3-3 3 3M14 5v11m0 0-3-3m3 3 3-3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
