import { useState } from 'react';
import { Link } from 'react-router';
import { FILE_REQUEST_TEXTS } from '@ops/contracts';
import { useGetProfileQuery } from '@/shared/api/api-slice';
import { canRequestFiles } from '@/shared/session/roles';
import { hasSessionToken } from '@/shared/session/session-storage';
import { Button } from '@/shared/ui/button';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { SelectField } from '@/shared/ui/select-field';
import { Spinner } from '@/shared/ui/spinner';
import { useGetFileRequestsQuery } from '@/features/file-requests/api/file-requests-api';
import type { FileRequestFilter } from '@/features/file-requests/api/file-requests-api';
import { formatDue } from '@/features/file-requests/lib/format';
import { FR_TEXTS } from '@/features/file-requests/lib/texts';
import { NewRequestModal } from './new-request-modal';
import { StatusBadge } from './status-badge';
import '@/features/file-requests/file-requests.css';
import { AccessRefusal } from '@/shared/ui/access-refusal';

const FILTERS = ['open', 'closed', 'all'] as const;

function RequestList({ filter }: { filter: FileRequestFilter }) {
  const { data: requests, error, isLoading } = useGetFileRequestsQuery(filter);
  if (isLoading) {
    return (
      <p className="fr-page__status" role="status">
        <Spinner /> {FR_TEXTS.loading}
      </p>
    );
  }
  if (error || !requests) {
    return (
      <p className="fr-page__status" role="alert">
        {FR_TEXTS.loadFailed}
      </p>
    );
  }
  if (requests.length === 0) {
    return (
      <p className="fr-page__status" role="status">
        {FR_TEXTS.empty}
      </p>
    );
  }
  const [title, client, contact, due, status, files] = FR_TEXTS.columns;
  return (
    <ScrollRegion label={FILE_REQUEST_TEXTS.staffTitle} className="fr-page__scroll table-cards-scroll">
      <table className="fr-table table-cards">
        <thead>
          <tr>
            {FR_TEXTS.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.id} data-testid="file-request-row">
              <td data-label={title} className="fr-table__title">
                <Link to={`/file-requests/${request.id}`}>{request.title}</Link>
              </td>
              <td data-label={client}>{request.client_name}</td>
              <td data-label={contact} className="fr-table__email">
                {request.email}
              </td>
              <td data-label={due}>{formatDue(request.due_date)}</td>
              <td data-label={status}>
                <StatusBadge status={request.status} />
              </td>
              <td data-label={files}>{request.file_count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** /file-requests: the staff's file requests, with a filter by status and the New request modal. */
export function FileRequestsPage() {
  const { data: profile } = useGetProfileQuery(undefined, { skip: !hasSessionToken() });
  const [filter, setFilter] = useState<FileRequestFilter>('open');
  const [creating, setCreating] = useState(false);
  if (!profile) {
    return (
      <p className="fr-page__status" role="status">
        <Spinner /> {FR_TEXTS.loading}
      </p>
    );
  }
  // Others never call the list: an authenticated 403 would end their session.
  const allowed = canRequestFiles(profile.user_type);
  return (
    <section className="fr-page" aria-labelledby="file-requests-title">
      <div className="fr-page__head">
        <h1 id="file-requests-title" className="fr-page__title">
          {FILE_REQUEST_TEXTS.staffTitle}
        </h1>
        {allowed && <Button onClick={() => setCreating(true)}>{FILE_REQUEST_TEXTS.create}</Button>}
      </div>
      {allowed ? (
        <>
          <p className="fr-page__intro">{FR_TEXTS.intro}</p>
          <div className="fr-page__card">
            <SelectField
              label={FR_TEXTS.filter}
              name="status"
              className="fr-page__filter"
              options={FILTERS.map((value) => ({ value, label: FR_TEXTS.filters[value] }))}
              value={filter}
              onChange={(event) => setFilter(event.target.value as FileRequestFilter)}
            />
            <RequestList filter={filter} />
          </div>
          {creating && <NewRequestModal onClose={() => setCreating(false)} />}
        </>
      ) : (
        <AccessRefusal className="fr-page__status" />
      )}
    </section>
  );
}
