import { Link } from 'react-router';
import { portalMessages } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import type { RecipientSession } from '@/shared/session/recipient-session';
import { useGetRecipientDeliveriesQuery } from '@/features/recipients/api/recipients-api';
import { useFocusOnMount } from '@/shared/hooks/use-focus-on-mount';
import { deliveryPath } from '@/features/recipients/lib/paths';
import { useTranslator } from '@/shared/i18n/language-context';
import { AssignmentNameLine } from '../assignment-name-line';
import { DeliveryFacts } from '../delivery-facts';
import { LoadProblem, Loading } from '../load-state';
import { PortalShell } from '../portal-shell';

interface DeliveriesListProps {
  session: RecipientSession;
  /** A personal link was opened while this session was running. */
  linkOpened?: boolean;
}

/** Everything shared with the signed-in address and still in force, each opening its delivery. */
export function DeliveriesList({ session, linkOpened = false }: DeliveriesListProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { t } = useTranslator();
  const { data, error, isLoading, refetch } = useGetRecipientDeliveriesQuery(session.id, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
  });

  return (
    <PortalShell email={data?.email ?? session.email}>
      <h1 className="portal-title" ref={heading} tabIndex={-1}>
        {t(portalMessages.title)}
      </h1>
      {linkOpened && <p className="portal-banner">{t(portalMessages.otherAddress)}</p>}
      {isLoading ? (
        <Loading />
      ) : error || !data ? (
        <LoadProblem message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : data.data.length === 0 ? (
        <p className="portal-card portal-muted">{t(portalMessages.empty)}</p>
      ) : (
        <ul className="portal-list">
          {data.data.map((delivery) => (
            <li key={delivery.id} className="portal-card portal-list__item">
              <h2 className="portal-list__title">
                <Link to={deliveryPath(delivery.id)}>{delivery.batch_id}</Link>
              </h2>
              <AssignmentNameLine name={delivery.assignment_name} />
              <DeliveryFacts delivery={delivery} />
            </li>
          ))}
        </ul>
      )}
    </PortalShell>
  );
}
