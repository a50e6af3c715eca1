import { RequireSession } from '../features/auth/components/require-session';
import { SignedInLayout } from './layout/signed-in-layout';

/**
 * The signed-in pages' root: the session guard and the layout, in one lazy chunk. The guard decrypts the
 * stored token, so its crypto loads with the signed-in pages, not with the login page (issue 23).
 */
export function SignedInRoot() {
  return (
    <RequireSession>
      <SignedInLayout />
    </RequireSession>
  );
}
