import { ASSIGNMENT_TEXTS, LOG_MESSAGES, SHARING_TEXTS } from '@ops/contracts';
import type { FileDetails } from '@ops/contracts';
import { useMediaQuery } from '@/shared/hooks/use-media-query';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { useGetSharedLogQuery } from '@/features/assignments/api/assignments-api';
import type { Scope } from '@/features/assignments/api/assignments-api';
import { CARD_WIDTH_QUERY } from '../card-width';
import { formatDateTime, orDash } from '../format';
import { SecureKeyDialog } from './secure-key-dialog';
import { ShareRowButton } from './share-row-button';
import { ShareAssignment } from './share-assignment';
import { ShareTerms } from './share-terms';
import { useCanDeliver } from '@/shared/session/use-can-deliver';
import { SHARING_TAB_TEXTS as S } from '@/features/assignments/lib/sharing-texts';

/**
 * Who the delivery is shared with (shared_log, else data). The live view shares and revokes; the archive
 * only reads.
 */
export function SharedUsersCard({ scope, details }: { scope: Scope; details: FileDetails }) {
  const deliveryId = details.id;
  // Sharing, revoking and answering requests are writes: the live view's, for those who deliver.
  const live = scope === 'live';
  const canDeliver = useCanDeliver();
  const canAct = live && canDeliver;
  const { currentData, isError, isFetching } = useGetSharedLogQuery({ scope, id: deliveryId });
  const requests = canAct ? (currentData?.request_shared_log ?? []) : [];
  const entries = currentData
    ? currentData.shared_log.length > 0
      ? currentData.shared_log
      : currentData.data
    : [];
  // As cards (under 600 px) nothing scrolls sideways: no scroll box, so no Tab stop whose ring the page cuts.
  const cards = useMediaQuery(CARD_WIDTH_QUERY);
  const columns = S.columns;
  let state: string | null = null;
  if (isError) state = LOG_MESSAGES.cantFetch;
  else if (!currentData) state = isFetching ? ASSIGNMENT_TEXTS.fetching : LOG_MESSAGES.cantFetch;
  else if (entries.length === 0) state = LOG_MESSAGES.empty;
  const table = (
    <table className="detail-table table-cards" aria-labelledby={`users-${deliveryId}`}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, index) => (
          <tr key={`${index}-${entry.shared_to_user_email}`} data-testid="shared-user-row">
            <td data-label={columns[0]}>
              {/* The revoke action sits with the address: the table keeps the spec's five columns. */}
              <span className="shared-user">
                <span className="shared-user__email">{orDash(entry.shared_to_user_email)}</span>
                {canAct && entry.shared_to_user_email && (
                  <ShareRowButton
                    action="revoke"
                    deliveryId={deliveryId}
                    email={entry.shared_to_user_email}
                  />
                )}
              </span>
              <ShareTerms entry={entry} />
            </td>
            <td data-label={columns[1]}>{orDash(entry.shared_by)}</td>
            <td data-label={columns[2]}>{entry.accessed_number}</td>
            <td data-label={columns[3]}>{orDash(entry.last_download_version)}</td>
            <td data-label={columns[4]}>{formatDateTime(entry.last_accessed_time)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <section className="detail-card" aria-labelledby={`users-${deliveryId}`}>
      <div className="sharing-card__head">
        <h3 id={`users-${deliveryId}`} className="detail-card__title">
          {S.users}
        </h3>
        {canAct && (
          <span className="sharing-card__actions">
            <SecureKeyDialog deliveryId={deliveryId} />
            <ShareAssignment details={details} />
          </span>
        )}
      </div>
      {state ? (
        <p className="detail-muted" data-testid="shared-users-state">
          {state}
        </p>
      ) : cards ? (
        table
      ) : (
        <ScrollRegion label={S.sharedWith}>{table}</ScrollRegion>
      )}
      {requests.length > 0 && (
        <div className="sharing-requests">
          <h4 className="sharing-requests__title">{SHARING_TEXTS.requests}</h4>
          <ul className="sharing-requests__list">
            {requests.map((request) => (
              <li
                key={request.shared_to_user_email}
                className="sharing-requests__item"
                data-testid="share-request-row"
              >
                <span>
                  {request.shared_to_user_email}
                  <span className="detail-muted">
                    {' '}
                    {SHARING_TEXTS.requestedBy} {request.shared_by}
                  </span>
                </span>
                <span className="sharing-requests__actions">
                  <ShareAssignment
                    details={details}
                    label={SHARING_TEXTS.accept}
                    initialEmail={request.shared_to_user_email}
                  />
                  <ShareRowButton
                    action="decline"
                    deliveryId={deliveryId}
                    email={request.shared_to_user_email}
                  />
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
