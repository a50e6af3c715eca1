import { Link } from 'react-router';
import { BrandLogo } from '../../../../shared/ui/brand-logo';
import type { Scope } from '../../api/assignments-api';
import './side-nav.css';

function ListIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function ArchiveIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M3 4h18v4H3zM5 8v11a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8M10 12h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

function SidebarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M4 4h16v16H4zM10 4v16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The left rail: logo, live assignments, archive and (on phones) the sidebar toggle. */
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
  return (
    <nav className="side-nav" aria-label="Assignments navigation">
      <span className="side-nav__logo">
        <BrandLogo compact />
      </span>
      <Link
        to="/deliver/"
        className="side-nav__button"
        aria-label="Assignments"
        title="Assignments"
        aria-current={scope === 'live' ? 'page' : undefined}
      >
        <ListIcon />
      </Link>
      <Link
        to="/ops-archive"
        className="side-nav__button"
        aria-label="Archive"
        title="Archive"
        aria-current={scope === 'archive' ? 'page' : undefined}
      >
        <ArchiveIcon />
      </Link>
      <button
        type="button"
        className="side-nav__button side-nav__toggle"
        aria-label="Toggle assignments list"
        title="Toggle assignments list"
        aria-expanded={sidebarOpen}
        aria-controls={sidebarId}
        disabled={!canToggle}
        onClick={onToggleSidebar}
      >
        <SidebarIcon />
      </button>
    </nav>
  );
}
