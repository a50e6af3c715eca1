import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { ASSIGNMENT_TEXTS } from '@ops/contracts';
import type { AssignmentListItem } from '@ops/contracts';
import { useCanDeliver } from '@/shared/session/use-can-deliver';
import type { Scope } from '@/features/assignments/api/assignments-api';
import { LIST_TEXTS as L } from '@/features/assignments/lib/list-texts';
import { AssignmentList } from './assignment-list';
import { SidebarSearch } from './sidebar-search';
import { SortToggle } from './sort-toggle';
import type { AssignmentListState } from './use-assignment-list';
import './sidebar.css';

/** The text shown instead of the list: loading, the stored error, or the scope's empty text. */
export function emptyText(list: AssignmentListState): string {
  if (list.fetching) return ASSIGNMENT_TEXTS.fetching;
  if (list.error) return list.error;
  if (list.scope === 'archive' && list.term) return ASSIGNMENT_TEXTS.noneFound;
  return ASSIGNMENT_TEXTS.noAssignments;
}

const archiveHref = (term: string) =>
  term ? `/ops-archive?${new URLSearchParams({ search: term }).toString()}` : '/ops-archive';

/** Exact up to the server's cap, 'cap+' past it, e.g. '100+' (decision 0025). */
const archivedFigure = ({ count, capped }: { count: number; capped: boolean }) =>
  `${count.toLocaleString('en-US')}${capped ? '+' : ''}`;

/** Live ('Assignments') or archive ('Archive') sidebar: title, sort, search and the months of deliveries. */
export function AssignmentsSidebar({
  id,
  list,
  activeId,
  freshId = null,
  onSelect,
}: {
  id?: string;
  list: AssignmentListState;
  activeId: number | null;
  /** The delivery the user has just made: highlighted. */
  freshId?: number | null;
  onSelect?: (item: AssignmentListItem) => void;
}) {
  const scope: Scope = list.scope;
  const live = scope === 'live';
  const canDeliver = useCanDeliver();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const toggleMonth = useCallback((month: string) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(month)) next.add(month);
      return next;
    });
  }, []);
  const empty = list.months.length === 0;

  return (
    <aside id={id} className="asgn-sidebar" aria-label={live ? L.liveList : L.archiveList}>
      <div className="asgn-sidebar__head">
        <h1 className="asgn-sidebar__title">{live ? L.live : L.archive}</h1>
        <div className="asgn-sidebar__actions">
          <SortToggle sort={list.sort} onToggle={list.toggleSort} />
          {live && canDeliver && (
            <Link to="/addnew" className="btn btn--primary asgn-sidebar__add">
              {L.add}
            </Link>
          )}
        </div>
      </div>
      <SidebarSearch
        id={`${scope}-assignment-search`}
        value={list.search}
        problem={list.searchProblem}
        onChange={list.setSearch}
      />
      {empty ? (
        <p
          className={`asgn-sidebar__empty${list.error && !list.fetching ? ' is-error' : ''}`}
          role="status"
          data-testid="assignments-empty"
        >
          {emptyText(list)}
        </p>
      ) : (
        <AssignmentList
          scope={scope}
          months={list.months}
          collapsed={collapsed}
          activeId={activeId}
          freshId={freshId}
          onToggleMonth={toggleMonth}
          onSelect={onSelect}
        />
      )}
      {(live || list.moreResults.available || list.moreResults.loading) && (
        <div className="asgn-sidebar__foot">
          {list.canSeeMore && (
            <button
              type="button"
              className="btn btn--ghost asgn-sidebar__more"
              aria-busy={list.seeMore && list.fetching ? true : undefined}
              onClick={() => list.setSeeMore(!list.seeMore)}
            >
              {list.seeMore ? L.seeLess : L.seeMore}
            </button>
          )}
          {(list.moreResults.available || list.moreResults.loading) && (
            <button
              type="button"
              className="btn btn--ghost asgn-sidebar__more"
              disabled={list.moreResults.loading}
              aria-busy={list.moreResults.loading ? true : undefined}
              onClick={list.moreResults.load}
            >
              {L.more}
            </button>
          )}
          {live && (
            <Link
              className="asgn-sidebar__archived"
              to={archiveHref(list.searchProblem ? list.term : list.search.trim())}
            >
              {L.archived(archivedFigure(list.archived))}
            </Link>
          )}
        </div>
      )}
    </aside>
  );
}
