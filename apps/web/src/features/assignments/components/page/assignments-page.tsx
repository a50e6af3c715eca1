import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { AssignmentListItem } from '@ops/contracts';
import type { Scope } from '@/features/assignments/api/assignments-api';
import { firstItem } from '@/features/assignments/lib/list-rows';
import { LIST_TEXTS as L } from '@/features/assignments/lib/list-texts';
import { PHONE_QUERY, useMediaQuery } from '@/shared/hooks/use-media-query';
import { AssignmentDetail } from '../detail/assignment-detail';
import type { DetailFocusRequest } from '../detail/detail-heading';
import { SideNav } from '../nav/side-nav';
import { deliveryPath } from '../sidebar/assignment-card';
import { AssignmentsSidebar, emptyText } from '../sidebar/assignments-sidebar';
import { useAssignmentList } from '../sidebar/use-assignment-list';
import './assignments-page.css';

const SIDEBAR_ID = 'assignments-sidebar';

/** A positive whole number from the route, or null. */
function parseId(text: string | undefined): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  // Ids are PostgreSQL serials; a larger number cannot be a delivery.
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The router state the wizard leaves: the delivery it made (at /deliver), then the one to highlight. */
function arrival(state: unknown): { delivered: number | null; fresh: number | null } {
  const read = (key: string) => {
    const value = (state as Record<string, unknown> | null)?.[key];
    return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
  };
  return { delivered: read('delivered'), fresh: read('fresh') };
}

/**
 * /deliver, /deliver/:asgnId, /ops-archive and /ops-archive/:asgnId: side navigation, the sidebar of
 * deliveries and the open delivery.
 */
export function AssignmentsPage({ scope }: { scope: Scope }) {
  const { asgnId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_QUERY);
  // The archive starts from ?search= (the live list's 'See Archived' keeps its search term).
  const list = useAssignmentList(scope, scope === 'archive' ? (params.get('search') ?? '') : '');
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const id = parseId(asgnId);
  const first = firstItem(list.months);
  const base = scope === 'live' ? '/deliver' : '/ops-archive';

  // Desktop without a delivery opens the first card (keeping ?search=); a phone shows the list instead.
  // Arriving from the wizard, the delivery just made opens instead, on a phone too, and is highlighted.
  const { search: query, state } = useLocation();
  const { delivered, fresh } = arrival(state);
  useEffect(() => {
    if (asgnId !== undefined && id === null) navigate(base, { replace: true });
    else if (asgnId === undefined && delivered !== null)
      navigate(deliveryPath(scope, delivered), { replace: true, state: { fresh: delivered } });
    else if (asgnId === undefined && !phone && first)
      navigate({ pathname: deliveryPath(scope, first.id), search: query }, { replace: true });
  }, [asgnId, id, phone, first, scope, base, navigate, query, delivered]);

  const [focusRequest, setFocusRequest] = useState<DetailFocusRequest | null>(null);
  // The new delivery's detail takes the focus, as a card opened by the user does.
  const freshFocus = useMemo(() => (fresh !== null && fresh === id ? { id: fresh } : null), [fresh, id]);
  // Opening a card (click or keyboard) takes the focus to the detail; the first card opened on arrival does not.
  const onSelect = useCallback((item: AssignmentListItem) => {
    setSidebarOpen(false);
    setFocusRequest({ id: item.id });
  }, []);
  const showSidebar = !phone || sidebarOpen || id === null;

  return (
    <div className={`asgn-page${showSidebar ? ' is-sidebar-open' : ''}`} data-scope={scope}>
      <SideNav
        scope={scope}
        sidebarId={SIDEBAR_ID}
        sidebarOpen={showSidebar}
        onToggleSidebar={() => setSidebarOpen(!showSidebar)}
        canToggle={id !== null}
      />
      <div className="asgn-page__sidebar">
        <AssignmentsSidebar id={SIDEBAR_ID} list={list} activeId={id} freshId={fresh} onSelect={onSelect} />
      </div>
      {!showSidebar && (
        // The list's h1 is hidden with the list on a phone: the page keeps its title for screen readers.
        <h1 className="visually-hidden">{scope === 'live' ? L.live : L.archive}</h1>
      )}
      <section className="asgn-page__main" aria-label={L.main}>
        {id !== null ? (
          <AssignmentDetail key={id} scope={scope} id={id} focusRequest={focusRequest ?? freshFocus} />
        ) : (
          // With deliveries listed, the first one opens (desktop) or the list covers this (phone).
          !first && (
            <p className="asgn-page__empty" role="status" data-testid="dashboard-empty">
              {emptyText(list)}
            </p>
          )
        )}
      </section>
    </div>
  );
}
