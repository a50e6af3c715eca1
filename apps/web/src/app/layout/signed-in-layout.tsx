import { useState } from 'react';
import { Outlet } from 'react-router';
import { ForcedPasswordModal } from '@/features/auth';
import { TopNav } from '@/features/navigation';
import { NotFoundPage } from '@/features/status';
import { readIsVerified } from '@/shared/session/session-storage';
import { DemoDataNotice } from '@/shared/ui/demo-data-notice';
import { useAppSelector } from '@/shared/state/hooks';
import './layout.css';

const MAIN_ID = 'main-content';

/** Top navigation over the page; an unverified account sees only the forced password modal. */
export function SignedInLayout() {
  const notFoundError = useAppSelector((state) => state.ui.notFoundError);
  // An unverified token may call only a few endpoints, so no page content (and none of its calls) renders.
  const [verified, setVerified] = useState(readIsVerified);
  return (
    <div className="shell">
      <a
        href={`#${MAIN_ID}`}
        className="skip-link"
        onClick={(event) => {
          // Moved by hand: a hash in the address would be a navigation for the router.
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        Skip to main content
      </a>
      <TopNav />
      <DemoDataNotice />
      <main id={MAIN_ID} className="shell__main" tabIndex={-1}>
        {!verified ? null : notFoundError ? <NotFoundPage variant="error" embedded /> : <Outlet />}
      </main>
      {!verified && <ForcedPasswordModal onPasswordChanged={() => setVerified(true)} />}
    </div>
  );
}
