import { Link, useParams } from 'react-router';
import { portalMessages, recipientAnswerMessages } from '@ops/contracts';
import { errorMessage, isApiError } from '@/shared/api/base-query';
import { useRecipientState } from '@/shared/session/recipient-session';
import type { RecipientSession } from '@/shared/session/recipient-session';
import { useGetRecipientDeliveryQuery } from '@/features/recipients/api/recipients-api';
import { useFocusOnMount } from '@/shared/hooks/use-focus-on-mount';
import { useTranslator } from '@/shared/i18n/language-context';
import { LanguageProvider } from '@/shared/i18n/language-provider';
import { useRecipientDownload } from '@/features/recipients/hooks/use-recipient-download';
import { PORTAL_HOME } from '@/features/recipients/lib/paths';
import { AssignmentNameLine } from '../assignment-name-line';
import { DeliveryFacts } from '../delivery-facts';
import { LoadProblem, Loading } from '../load-state';
import { NoticeCard, SignedOutNotice } from '../portal-notice';
import { PortalShell } from '../portal-shell';
import { AccessRequestForm } from './access-request-form';
import { VersionSection } from './version-section';

/** How often an open delivery checks that it is still shared. */
const SHARE_RECHECK_MS = 30_000;

function NotShared() {
  const { t } = useTranslator();
  return (
    <NoticeCard title={t(portalMessages.notAvailable)} message={t(recipientAnswerMessages.deliveryNotFound)}>
      <Link to={PORTAL_HOME} className="btn btn--primary portal-notice__action">
        {t(portalMessages.title)}
      </Link>
    </NoticeCard>
  );
}

function DeliveryView({ session, id }: { session: RecipientSession; id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isLoading, refetch } = useGetRecipientDeliveryQuery(
    { session: session.id, id },
    // Read again on focus and now and then, so a share ended meanwhile shows here without a reload.
    {
      skip: !valid,
      refetchOnMountOrArgChange: true,
      refetchOnFocus: true,
      pollingInterval: SHARE_RECHECK_MS,
      skipPollingIfUnfocused: true,
    },
  );
  const { start, pending } = useRecipientDownload();
  const { t } = useTranslator();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const notShared = !valid || (isApiError(error) && error.status === 404);

  let body;
  if (notShared) body = <NotShared />;
  else if (isLoading) body = <Loading />;
  else if (error || !data)
    body = <LoadProblem message={errorMessage(error)} onRetry={() => void refetch()} />;
  else {
    const versions = [...data.versions].sort((a, b) => b.version - a.version);
    body = (
      <>
        <header className="portal-card portal-delivery__head">
          <h1 className="portal-title" ref={heading} tabIndex={-1}>
            {data.batch_id}
          </h1>
          <AssignmentNameLine name={data.assignment_name} />
          <DeliveryFacts delivery={data} />
        </header>
        {versions.map((version, index) => (
          <VersionSection
            key={version.version}
            deliveryId={data.id}
            version={version}
            latest={index === 0}
            pending={pending}
            downloadLimit={data.download_limit}
            onDownload={(key, request) => void start(key, request)}
          />
        ))}
        <AccessRequestForm deliveryId={data.id} requests={data.requests} />
      </>
    );
  }

  return (
    <PortalShell email={session.email}>
      <nav className="portal-back" aria-label={t(portalMessages.breadcrumb)}>
        <Link to={PORTAL_HOME}>
          <span aria-hidden="true">←</span>
          {t(portalMessages.back)}
        </Link>
      </nav>
      {body}
    </PortalShell>
  );
}

function DeliveryPage() {
  const { deliveryId } = useParams();
  const { session, exit } = useRecipientState();
  // Without a session (it ran out, or this tab never had one) the e-mailed link is the way back.
  if (!session) return <SignedOutNotice reason={exit ?? 'ended'} />;
  return <DeliveryView key={session.id} session={session} id={Number(deliveryId)} />;
}

/** /shared/deliveries/:deliveryId: one delivery shared with the signed-in recipient, in their language. */
export function RecipientDeliveryPage() {
  return (
    <LanguageProvider>
      <DeliveryPage />
    </LanguageProvider>
  );
}
