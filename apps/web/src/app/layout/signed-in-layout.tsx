import { Outlet } from 'react-router';
import { ForcedPasswordModal } from '../../features/auth';
import { TopNav } from '../../features/navigation';
import { NotFoundPage } from '../../features/status';
import { readIsVerified } from '../../shared/session/session-storage';
import { useAppSelector } from '../../shared/state/hooks';
import './layout.css';

/** Top navigation over the page; an unverified account sees only the forced password modal. */
export function SignedInLayout() {
  const notFoundError = useAppSelector((state) => state.ui.notFoundError);
  // An unverified token may call only a few endpoints, so no page content (and none of its calls) renders.
  const verified = readIsVerified();
  return (
    <div className="shell">
      <TopNav />
      <main className="shell__main">
        {!verified ? null : notFoundError ? <NotFoundPage variant="error" embedded /> : <Outlet />}
      </main>
      {!verified && <ForcedPasswordModal />}
    </div>
  );
}
