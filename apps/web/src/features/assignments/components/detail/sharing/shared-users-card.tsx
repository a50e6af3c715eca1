import { ASSIGNMENT_TEXTS, LOG_MESSAGES } from '@ops/contracts';
import { useGetSharedLogQuery } from '../../../api/assignments-api';
import type { Scope } from '../../../api/assignments-api';
import { formatDateTime, orDash } from '../format';

const COLUMNS = ['User', 'Shared By', 'Times Accessed', 'Last Downloaded Version', 'Last Accessed on'];

/** Who the delivery is shared with (shared_log, else data). Sharing and revoking come with a later issue. */
export function SharedUsersCard({ scope, deliveryId }: { scope: Scope; deliveryId: number }) {
  const { currentData, isError, isFetching } = useGetSharedLogQuery({ scope, id: deliveryId });
  const entries = currentData
    ? currentData.shared_log.length > 0
      ? currentData.shared_log
      : currentData.data
    : [];
  let state: string | null = null;
  if (isError) state = LOG_MESSAGES.cantFetch;
  else if (!currentData) state = isFetching ? ASSIGNMENT_TEXTS.fetching : LOG_MESSAGES.cantFetch;
  else if (entries.length === 0) state = LOG_MESSAGES.empty;
  return (
    <section className="detail-card" aria-labelledby={`users-${deliveryId}`}>
      <h3 id={`users-${deliveryId}`} className="detail-card__title">
        Users
      </h3>
      {state ? (
        <p className="detail-muted" data-testid="shared-users-state">
          {state}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="detail-table" aria-labelledby={`users-${deliveryId}`}>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                <tr key={`${index}-${entry.shared_to_user_email}`} data-testid="shared-user-row">
                  <td>{orDash(entry.shared_to_user_email)}</td>
                  <td>{orDash(entry.shared_by)}</td>
                  <td>{entry.accessed_number}</td>
                  <td>{orDash(entry.last_download_version)}</td>
                  <td>{formatDateTime(entry.last_accessed_time)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
