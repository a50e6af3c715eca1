import type { ReactNode } from 'react';
import { useGetProfileQuery } from '@/shared/api/api-slice';
import { errorMessage } from '@/shared/api/base-query';
import { canAdministerClients } from '@/shared/session/roles';
import { hasSessionToken } from '@/shared/session/session-storage';
import { Spinner } from '@/shared/ui/spinner';
import { ACCESS_TEXTS } from '@/features/clients/lib/access-texts';
import { NoClientAccess } from './no-client-access';
import './no-access.css';

/** Only OA, SL and CR see the client area; the decision reads the profile and calls nothing else. */
export function ClientAdminGuard({ children }: { children: ReactNode }) {
  const { data: profile, error } = useGetProfileQuery(undefined, { skip: !hasSessionToken() });
  if (!profile) {
    return (
      <p className="no-access__loading" role={error ? 'alert' : 'status'}>
        {error ? errorMessage(error) : <Spinner className="no-access__spinner" />}
        {error ? null : ` ${ACCESS_TEXTS.loading}`}
      </p>
    );
  }
  return canAdministerClients(profile.user_type) ? children : <NoClientAccess />;
}
