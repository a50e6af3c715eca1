import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { INTAKE_ROLES } from '@ops/contracts';
import {
  canAdministerClients,
  canManageRetention,
  canManageStaff,
  canReadAudit,
  canReadInsights,
  canRequestFiles,
} from '@/shared/session/roles';
import { NAV_TEXTS } from '../nav-texts';

/** Stroked paths on a 24-unit grid, drawn above each label in the phone's bottom bar. */
const ICONS = {
  assignments: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  archive: 'M3 4h18v4H3zM5 8v11a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8M10 12h4',
  clients: 'M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16M15 9h4a1 1 0 0 1 1 1v11M3 21h18M8 8h3M8 12h3M8 16h3',
  staff: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7M19 14a6 6 0 0 1 3 7',
  quarantine: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3ZM9 9l6 6M15 9l-6 6',
  audit: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
  retention: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3 2',
  import: 'M12 3v12M7 10l5 5 5-5M4 17v2a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-2',
  requests: 'M4 4h16v12H7l-3 3zM12 7v6M9 10l3 3 3-3',
  insights: 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
};

function Icon({ d }: { d: string }) {
  return (
    <svg className="topnav__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
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

interface Item {
  to: string;
  label: string;
  icon: string;
  /** Only in the phone's bottom bar: on a desktop the assignments' side rail holds the link. */
  phoneOnly?: boolean;
}

/** The bottom bar holds this many items side by side; with more, the last of them is 'More'. */
const BAR_SLOTS = 4;

function itemsFor(userType: string | null | undefined): Item[] {
  const L = NAV_TEXTS.links;
  const items: (Item | false)[] = [
    { to: '/deliver', label: L.deliver, icon: ICONS.assignments },
    { to: '/ops-archive', label: L.archive, icon: ICONS.archive, phoneOnly: true },
    canAdministerClients(userType) && { to: '/requester', label: L.clients, icon: ICONS.clients },
    canManageStaff(userType) && { to: '/staff', label: L.staff, icon: ICONS.staff },
    canManageStaff(userType) && { to: '/quarantine', label: L.quarantine, icon: ICONS.quarantine },
    canReadAudit(userType) && { to: '/audit-trail', label: L.audit, icon: ICONS.audit },
    canManageRetention(userType) && { to: '/retention', label: L.retention, icon: ICONS.retention },
    (INTAKE_ROLES as readonly string[]).includes(userType ?? '') && {
      to: '/import-assignments',
      label: L.import,
      icon: ICONS.import,
      phoneOnly: true,
    },
    canRequestFiles(userType) && {
      to: '/file-requests',
      label: L.requests,
      icon: ICONS.requests,
    },
    canReadInsights(userType) && {
      to: '/insights',
      label: L.insights,
      icon: ICONS.insights,
    },
  ];
  return items.filter((item): item is Item => item !== false);
}

function ItemLink({ item, onClick }: { item: Item; onClick?: () => void }) {
  return (
    <NavLink
      to={item.to}
      className={`topnav__link${item.phoneOnly ? ' topnav__link--phone' : ''}`}
      onClick={onClick}
    >
      <Icon d={item.icon} />
      <span className="topnav__label">{item.label}</span>
    </NavLink>
  );
}

/**
 * The page links: in the top bar on a desktop; under 600 px a bottom bar (navigation.css) of labelled
 * icons, the links that do not fit behind 'More'. One list serves both, so a screen reader meets one 'Main'.
 */
export function MainLinks({ userType }: { userType: string | null | undefined }) {
  const items = itemsFor(userType);
  const split = items.length > BAR_SLOTS ? BAR_SLOTS - 1 : items.length;
  const shown = items.slice(0, split);
  const rest = items.slice(split);
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const area = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!moreOpen) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (!area.current?.contains(event.target as Node)) setMoreOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMoreOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [moreOpen]);

  return (
    <nav ref={area} className="topnav__links" aria-label={NAV_TEXTS.main}>
      {shown.map((item) => (
        <ItemLink key={item.to} item={item} />
      ))}
      {rest.length > 0 && (
        <>
          <button
            ref={button}
            type="button"
            className="topnav__link topnav__more"
            aria-expanded={moreOpen}
            aria-controls={moreId}
            onClick={() => setMoreOpen((open) => !open)}
          >
            <Icon d={ICONS.more} />
            <span className="topnav__label">{NAV_TEXTS.more}</span>
          </button>
          {/* On a desktop the group lays its links out in the bar (display: contents). */}
          <div id={moreId} className={`topnav__more-group${moreOpen ? ' is-open' : ''}`}>
            {rest.map((item) => (
              <ItemLink key={item.to} item={item} onClick={() => setMoreOpen(false)} />
            ))}
          </div>
        </>
      )}
    </nav>
  );
}
