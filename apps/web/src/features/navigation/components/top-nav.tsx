import { useId } from 'react';
import { Link } from 'react-router';
import { useGetProfileQuery } from '@/shared/api/api-slice';
import { hasSessionToken } from '@/shared/session/session-storage';
import { useLogout } from '@/shared/session/use-logout';
import { useAppDispatch } from '@/shared/state/hooks';
import { pageFlagsCleared } from '@/shared/state/ui-slice';
import { Avatar } from '@/shared/ui/avatar';
import { BrandLogo } from '@/shared/ui/brand-logo';
import { NAV_TEXTS as T } from '../nav-texts';
import { MainLinks } from './main-links';
import { NotificationBell } from './notification-bell';
import { useMenuButton } from './use-menu-button';
import '../navigation.css';

function Chevron({ open }: { open: boolean }) {
  return (
    <svg className={`topnav__chevron${open ? ' is-open' : ''}`} viewBox="0 0 20 20" width="16" height="16">
      <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export function TopNav() {
  const dispatch = useAppDispatch();
  const { data: profile } = useGetProfileQuery(undefined, { skip: !hasSessionToken() });
  const { logout, isLoggingOut } = useLogout();
  const { open, close, toggle, area, button, menu, onButtonKeyDown, onMenuKeyDown } = useMenuButton();
  const greetingId = useId();
  const purposeId = useId();

  const firstName = profile?.first_name.trim() || T.user;

  return (
    <header className="topnav">
      <Link
        to="/addnew"
        className="topnav__logo"
        aria-label={T.home}
        onClick={() => dispatch(pageFlagsCleared())}
      >
        <BrandLogo />
      </Link>
      <MainLinks userType={profile?.user_type} />
      {/* An account still to change its temporary password calls nothing else (the forced modal). */}
      {profile?.is_verified && <NotificationBell />}
      <div className="topnav__user" ref={area}>
        <button
          ref={button}
          type="button"
          className="topnav__trigger"
          // Its name starts with the greeting it shows (WCAG 2.5.3, label in name), then says what it opens.
          aria-labelledby={`${greetingId} ${purposeId}`}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls="account-menu"
          data-testid="account-menu-button"
          onClick={toggle}
          onKeyDown={onButtonKeyDown}
        >
          <span className="topnav__greeting" id={greetingId} data-testid="greeting">
            {T.hi(firstName)}
          </span>
          <span className="visually-hidden" id={purposeId}>
            {T.menu}
          </span>
          <Avatar src={profile?.image} alt={T.image} size={36} />
          <Chevron open={open} />
        </button>
        {open && (
          <div
            ref={menu}
            className="topnav__menu"
            id="account-menu"
            role="menu"
            aria-label={T.account}
            onKeyDown={onMenuKeyDown}
          >
            <Link
              to="/profile"
              role="menuitem"
              tabIndex={-1}
              className="topnav__item"
              onClick={() => close(false)}
            >
              {T.account}
            </Link>
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="topnav__item"
              disabled={isLoggingOut}
              onClick={() => void logout()}
            >
              {T.logout}
            </button>
          </div>
        )}
      </div>
    </header>
  );
}
