import { SCAN_TEXTS } from '@ops/contracts';
import { useGetProfileQuery } from '@/shared/api/api-slice';
import { canManageStaff } from '@/shared/session/roles';
import { hasSessionToken } from '@/shared/session/session-storage';
import { Spinner } from '@/shared/ui/spinner';
import { useGetQuarantineQuery } from '../api/quarantine-api';
import { QUARANTINE_TEXTS } from '../quarantine-texts';
import { QuarantineTable } from './quarantine-table';
import '../quarantine.css';
import { AccessRefusal } from '@/shared/ui/access-refusal';

function QuarantineList() {
  const { data: files, error, isLoading } = useGetQuarantineQuery();
  if (isLoading) {
    return (
      <p className="quarantine__status" role="status">
        <Spinner /> {QUARANTINE_TEXTS.loading}
      </p>
    );
  }
  if (error || !files) {
    return (
      <p className="quarantine__status" role="alert">
        {SCAN_TEXTS.loadFailed}
      </p>
    );
  }
  return <QuarantineTable files={files} />;
}

/** /quarantine: operations admins see the uploads the malware scanner quarantined (decision 0024). */
export function QuarantinePage() {
  const { data: profile } = useGetProfileQuery(undefined, { skip: !hasSessionToken() });
  if (!profile) {
    return (
      <p className="quarantine__status" role="status">
        <Spinner /> {QUARANTINE_TEXTS.loading}
      </p>
    );
  }
  return (
    <section className="quarantine" aria-labelledby="quarantine-title">
      <h1 id="quarantine-title" className="quarantine__title">
        {SCAN_TEXTS.quarantineTitle}
      </h1>
      {/* Others never call the list: an authenticated 403 would end their session. */}
      {canManageStaff(profile.user_type) ? (
        <>
          <p className="quarantine__intro">{SCAN_TEXTS.quarantineIntro}</p>
          <div className="quarantine__card">
            <QuarantineList />
          </div>
        </>
      ) : (
        <AccessRefusal className="quarantine__status" testId="no-quarantine-access" />
      )}
    </section>
  );
}
