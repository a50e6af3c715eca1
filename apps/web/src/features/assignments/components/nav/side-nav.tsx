import { Link } from 'react-router';
import { INTAKE_ROLES } from '@ops/contracts';
import { useGetProfileQuery } from '@/shared/api/api-slice';
import { hasSessionToken } from '@/shared/session/session-storage';
import { BrandLogo } from '@/shared/ui/brand-logo';
import type { Scope } from '@/features/assignments/api/assignments-api';
import { LIST_TEXTS as L } from '@/features/assignments/lib/list-texts';
import './side-nav.css';

/** A rail icon: one stroked path on a 24-unit grid. */
function NavIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

const ICONS = {
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  archive: 'M3 4h18v4H3zM5 8v11a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8M10 12h4',
  import: 'M12 3v12M7 10l5 5 5-5M4 17v2a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-2',
  sidebar: 'M4 4h16v16H4zM10 4v16',
};

/** The left rail: logo, live assignments, archive, the import (OU, OA, TL) and (on phones) the sidebar toggle. */
export function SideNav({
  scope,
  sidebarId,
  sidebarOpen,
  onToggleSidebar,
  canToggle = true,
}: {
  scope: Scope;
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  /** False while no delivery is open: the list is all there is to show. */
  canToggle?: boolean;
}) {
  const { data: profile } = useGetProfileQuery(undefined, { skip: !hasSessionToken() });
  const canImport = (INTAKE_ROLES as readonly string[]).includes(profile?.user_type ?? '');
  return (
    <nav className="side-nav" aria-label={L.nav}>
      <span className="side-nav__logo">
        <BrandLogo compact />
      </span>
      <Link
        to="/deliver/"
        className="side-nav__button"
        aria-label={L.live}
        title={L.live}
        aria-current={scope === 'live' ? 'page' : undefined}
      >
        <NavIcon d={ICONS.list} />
      </Link>
      <Link
        to="/ops-archive"
        className="side-nav__button"
        aria-label={L.archive}
        title={L.archive}
        aria-current={scope === 'archive' ? 'page' : undefined}
      >
        <NavIcon d={ICONS.archive} />
      </Link>
      {canImport && (
        <Link to="/import-assignments" className="side-nav__button" aria-label={L.import} title={L.import}>
          <NavIcon d={ICONS.import} />
        </Link>
      )}
      <button
        type="button"
        className="side-nav__button side-nav__toggle"
        aria-label={L.toggle}
        title={L.toggle}
        aria-expanded={sidebarOpen}
        aria-controls={sidebarId}
        disabled={!canToggle}
        onClick={onToggleSidebar}
      >
        <NavIcon d={ICONS.sidebar} />
      </button>
    </nav>
  );
}
