import { useState } from 'react';
import { Link } from 'react-router';
import { INTAKE_MESSAGES } from '@ops/contracts';
import type { IntakeReport } from '@ops/contracts';
import { useGetProfileQuery } from '@/shared/api/api-slice';
import { errorMessage } from '@/shared/api/base-query';
import { hasSessionToken } from '@/shared/session/session-storage';
import { Spinner } from '@/shared/ui/spinner';
import { canImportAssignments, canManageIntegrationKeys } from '../lib/roles';
import { INTAKE_TEXTS } from '../lib/intake-texts';
import { ImportColumns } from './import-columns';
import { ImportForm } from './import-form';
import { ImportReport } from './import-report';
import { IntegrationKeysCard } from './keys/integration-keys-card';
import { WebhooksCard } from './webhooks/webhooks-card';
import '../assignment-intake.css';

/** /import-assignments: the CSV/XLSX import with its report and, for an OA, the integration keys and webhooks. */
export function AssignmentImportPage() {
  const { data: profile, error } = useGetProfileQuery(undefined, { skip: !hasSessionToken() });
  const [report, setReport] = useState<IntakeReport | null>(null);

  if (!profile) {
    return (
      <p className="intake-page__loading" role={error ? 'alert' : 'status'}>
        {error ? errorMessage(error) : <Spinner />}
        {error ? null : ` ${INTAKE_TEXTS.loading}`}
      </p>
    );
  }
  return (
    <div className="intake-page">
      <h1 className="intake-page__title">{INTAKE_TEXTS.title}</h1>
      {canImportAssignments(profile.user_type) ? (
        <>
          <section className="intake-card" aria-labelledby="intake-import-title">
            <h2 id="intake-import-title" className="intake-card__title">
              {INTAKE_TEXTS.importTitle}
            </h2>
            <ImportColumns />
            <ImportForm onReport={setReport} />
            {report && <ImportReport report={report} />}
          </section>
          {canManageIntegrationKeys(profile.user_type) && (
            <>
              <IntegrationKeysCard />
              <WebhooksCard />
            </>
          )}
        </>
      ) : (
        <section className="intake-card" data-testid="no-intake-access">
          <p>{INTAKE_MESSAGES.noAccess}</p>
          <Link className="btn btn--primary intake-card__action" to="/deliver/">
            {INTAKE_TEXTS.goTo}
          </Link>
        </section>
      )}
    </div>
  );
}
