import { useGetProfileQuery } from '@/shared/api/api-slice';
import { errorMessage } from '@/shared/api/base-query';
import { canManageStaff } from '@/shared/session/roles';
import { hasSessionToken } from '@/shared/session/session-storage';
import { Spinner } from '@/shared/ui/spinner';
import { useGetStaffQuery } from '../api/staff-api';
import { InviteStaffForm } from './invite-staff-form';
import { StaffTable } from './staff-table';
import { STAFF_TEXTS as T } from '../lib/staff-texts';
import '../staff.css';
import { AccessRefusal } from '@/shared/ui/access-refusal';

function StaffList({ selfId }: { selfId: number }) {
  const { data: members, error, isLoading } = useGetStaffQuery();
  if (isLoading) {
    return (
      <p className="staff__status" role="status">
        <Spinner /> {T.loading}
      </p>
    );
  }
  if (error || !members) {
    return (
      <p className="staff__status" role="alert">
        {errorMessage(error)}
      </p>
    );
  }
  return <StaffTable members={members} selfId={selfId} />;
}

/** /staff: operations admins invite colleagues, change their account type and deactivate them. */
export function StaffPage() {
  const { data: profile } = useGetProfileQuery(undefined, { skip: !hasSessionToken() });
  if (!profile) {
    return (
      <p className="staff__status" role="status">
        <Spinner /> {T.loading}
      </p>
    );
  }
  // Others never call the staff API: the page says so instead.
  if (!canManageStaff(profile.user_type)) {
    return (
      <section className="staff" aria-labelledby="staff-title">
        <h1 id="staff-title" className="staff__title">
          {T.title}
        </h1>
        <AccessRefusal className="staff__status" reason={T.forOas} testId="no-staff-access" />
      </section>
    );
  }
  return (
    <section className="staff" aria-labelledby="staff-title">
      <h1 id="staff-title" className="staff__title">
        {T.title}
      </h1>
      <p className="staff__intro">{T.intro}</p>
      <div className="staff__card">
        <InviteStaffForm />
      </div>
      <div className="staff__card">
        <h2 className="staff__card-title">{T.accounts}</h2>
        <StaffList selfId={profile.id} />
      </div>
    </section>
  );
}
