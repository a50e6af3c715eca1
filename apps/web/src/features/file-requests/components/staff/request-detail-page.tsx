import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { FILE_REQUEST_TEXTS } from '@ops/contracts';
import type { FileRequest } from '@ops/contracts';
import { useGetProfileQuery } from '@/shared/api/api-slice';
import { errorMessage } from '@/shared/api/base-query';
import { formatDateTime } from '@/shared/dates/date-format';
import { saveFromUrl } from '@/shared/downloads/save-from-url';
import { canRequestFiles } from '@/shared/session/roles';
import { hasSessionToken } from '@/shared/session/session-storage';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { Spinner } from '@/shared/ui/spinner';
import { formatSize } from '@/shared/format/file-size';
import {
  useCloseFileRequestMutation,
  useFileRequestDownloadMutation,
  useGetFileRequestQuery,
} from '@/features/file-requests/api/file-requests-api';
import { FR_TEXTS } from '@/features/file-requests/lib/texts';
import { RequestFacts } from '../contact/request-facts';
import { StatusBadge } from './status-badge';
import '@/features/file-requests/file-requests.css';
import { AccessRefusal } from '@/shared/ui/access-refusal';

function ReceivedFiles({ request }: { request: FileRequest }) {
  const [download, { isLoading, originalArgs }] = useFileRequestDownloadMutation();
  if (request.files.length === 0) return <p className="fr-page__status">{FR_TEXTS.noFiles}</p>;
  const [name, size, scan, received] = FR_TEXTS.fileColumns;
  const get = async (fileId: number) => {
    const result = await download({ id: request.id, fileId });
    if (result.error) toast.error(errorMessage(result.error));
    else saveFromUrl(result.data.download_url, result.data.name);
  };
  return (
    <ScrollRegion label={FR_TEXTS.received} className="fr-page__scroll table-cards-scroll">
      <table className="fr-table table-cards">
        <thead>
          <tr>
            {FR_TEXTS.fileColumns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{FR_TEXTS.download}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {request.files.map((file) => (
            <tr key={file.id} data-testid="file-request-file">
              <td data-label={name} className="fr-table__title">
                {file.name}
              </td>
              <td data-label={size}>{formatSize(file.size)}</td>
              <td data-label={scan}>{FR_TEXTS.scan[file.scan_status]}</td>
              <td data-label={received}>{formatDateTime(file.received_at)}</td>
              <td>
                <Button
                  variant="secondary"
                  className="btn--small"
                  disabled={file.scan_status === 'infected' || file.scan_status === 'pending'}
                  loading={isLoading && originalArgs?.fileId === file.id}
                  aria-label={FR_TEXTS.downloadFile(file.name)}
                  onClick={() => void get(file.id)}
                >
                  {FR_TEXTS.download}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function CloseRequest({ id, onClosed }: { id: number; onClosed: () => void }) {
  const [asking, setAsking] = useState(false);
  const [close, { isLoading }] = useCloseFileRequestMutation();
  const confirm = async () => {
    const result = await close(id);
    if (result.error) toast.error(errorMessage(result.error));
    else {
      toast.success(result.data.message);
      onClosed();
    }
    setAsking(false);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {FILE_REQUEST_TEXTS.close}
      </Button>
      {asking && (
        <Modal
          title={FR_TEXTS.closeConfirmTitle}
          onClose={() => setAsking(false)}
          testId="close-file-request"
        >
          <p>{FR_TEXTS.closeConfirm}</p>
          <div className="fr-modal__actions">
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {FR_TEXTS.cancel}
            </Button>
            <Button loading={isLoading} onClick={() => void confirm()}>
              {FILE_REQUEST_TEXTS.close}
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}

function Detail({ request }: { request: FileRequest }) {
  // The heading takes the focus as the page appears (a stable callback: on mount only).
  const heading = useRef<HTMLHeadingElement | null>(null);
  const headingRef = useCallback((element: HTMLHeadingElement | null) => {
    heading.current = element;
    element?.focus();
  }, []);
  // Closing removes the Close button that had the focus: once the page shows the request closed, the
  // heading takes the focus, so it does not fall back to the page's start.
  const closedHere = useRef(false);
  useEffect(() => {
    if (request.status === 'open' || !closedHere.current) return;
    closedHere.current = false;
    heading.current?.focus();
  }, [request.status]);
  return (
    <>
      <div className="fr-page__head">
        <h1 id="file-request-title" className="fr-page__title" tabIndex={-1} ref={headingRef}>
          {request.title}
        </h1>
        <StatusBadge status={request.status} />
        {request.status === 'open' && (
          <CloseRequest
            id={request.id}
            onClosed={() => {
              closedHere.current = true;
            }}
          />
        )}
      </div>
      <div className="fr-page__card">
        <RequestFacts
          request={request}
          before={[
            { label: FR_TEXTS.clientLabel, value: request.client_name },
            { label: FR_TEXTS.contactLabel, value: request.email, className: 'fr-table__email' },
          ]}
          after={[
            {
              label: FR_TEXTS.createdBy,
              value: `${request.created_by}, ${formatDateTime(request.created_at)}`,
            },
          ]}
        />
      </div>
      <section className="fr-page__card" aria-labelledby="fr-files-title">
        <h2 id="fr-files-title" className="fr-page__subtitle">
          {FR_TEXTS.received}
        </h2>
        <ReceivedFiles request={request} />
      </section>
      <section className="fr-page__card" aria-labelledby="fr-assignments-title">
        <h2 id="fr-assignments-title" className="fr-page__subtitle">
          {FR_TEXTS.assignments}
        </h2>
        {request.assignments.length === 0 ? (
          <p className="fr-page__status">{FR_TEXTS.noAssignments}</p>
        ) : (
          <ul className="fr-assignments">
            {request.assignments.map((assignment) => (
              <li key={assignment.id} data-testid="file-request-assignment">
                <strong>{assignment.id}</strong> {assignment.name}{' '}
                <span className="fr-page__muted">{formatDateTime(assignment.created_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** /file-requests/:id: one request, its received files and the assignments they made; Close request. */
export function FileRequestDetailPage() {
  const { requestId } = useParams();
  const id = Number(requestId);
  const valid = Number.isInteger(id) && id > 0;
  const { data: profile } = useGetProfileQuery(undefined, { skip: !hasSessionToken() });
  // Others never call the request: an authenticated 403 would end their session.
  const allowed = canRequestFiles(profile?.user_type);
  const { data, error, isLoading } = useGetFileRequestQuery(id, { skip: !valid || !allowed });
  let body;
  if (profile && !allowed) {
    body = <AccessRefusal className="fr-page__status" />;
  } else if (!profile || isLoading) {
    body = (
      <p className="fr-page__status" role="status">
        <Spinner /> {FR_TEXTS.loading}
      </p>
    );
  } else if (!valid || error || !data) {
    body = (
      <p className="fr-page__status" role="alert">
        {error ? errorMessage(error) : FR_TEXTS.loadFailed}
      </p>
    );
  } else body = <Detail request={data} />;
  return (
    <section className="fr-page" aria-labelledby="file-request-title">
      <Link to="/file-requests" className="fr-page__back">
        {FR_TEXTS.back}
      </Link>
      {body}
    </section>
  );
}
