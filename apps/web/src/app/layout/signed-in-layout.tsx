import { useState } from 'react';
import { Outlet } from 'react-router';
import { ForcedPasswordModal } from '@/features/auth';
import { TopNav } from '@/features/navigation';
import { NotFoundPage } from '@/features/status';
import { readIsVerified } from '@/shared/session/session-storage';
import { DemoDataNotice } from '@/shared/ui/demo-data-notice';
import { SkipLinks, SkipTargetsProvider } from '@/shared/ui/skip-links';
import { useAppSelector } from '@/shared/state/hooks';
import { LAYOUT_TEXTS } from './layout-texts';
import './layout.css';

const MAIN_ID = 'main-content';

/** Skip links and the top navigation over the page (pages may add skip targets); an unverified account sees only the forced password modal. */
export function SignedInLayout() {
  const notFoundError = useAppSelector((state) => state.ui.notFoundError);
  // An unverified token may call only a few endpoints, so no page content (and none of its calls) renders.
  const [verified, setVerified] = useState(readIsVerified);
  return (
    <SkipTargetsProvider>
      <div className="shell">
        <SkipLinks main={{ id: MAIN_ID, label: LAYOUT_TEXTS.skip }} />
        <TopNav />
        <DemoDataNotice />
        <main id={MAIN_ID} className="shell__main" tabIndex={-1}>
          {!verified ? null : notFoundError ? <NotFoundPage variant="error" embedded /> : <Outlet />}
        </main>
        {!verified && <ForcedPasswordModal onPasswordChanged={() => setVerified(true)} />}
      </div>
    </SkipTargetsProvider>
  );
}
