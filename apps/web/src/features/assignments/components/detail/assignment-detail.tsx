import { ASSIGNMENT_TEXTS, MESSAGES } from '@ops/contracts';
import { isApiError } from '@/shared/api/base-query';
import { Spinner } from '@/shared/ui/spinner';
import { hasSessionToken } from '@/shared/session/session-storage';
import { useGetAssignmentQuery } from '@/features/assignments/api/assignments-api';
import type { Scope } from '@/features/assignments/api/assignments-api';
import { DETAIL_HEADING_ID, DetailHeading } from './detail-heading';
import type { DetailFocusRequest } from './detail-heading';
import { DetailTabs } from './tabs/detail-tabs';
import { DetailTopBar } from './top-bar/detail-top-bar';
import './assignment-detail.css';

function DetailProblem({ error }: { error: unknown }) {
  const notFound = isApiError(error) && error.status === 404;
  return (
    <div
      className="assignment-detail__state"
      role="alert"
      data-testid={notFound ? 'detail-not-found' : 'detail-error'}
    >
      {isApiError(error) ? error.message : MESSAGES.serverError}
    </div>
  );
}

/** The delivery detail of /deliver/:id (live) and /ops-archive/:id (archive). */
export function AssignmentDetail({
  scope,
  id,
  focusRequest,
}: {
  scope: Scope;
  id: number;
  /** Set when a card was opened: the focus moves to the detail's heading once it is shown. */
  focusRequest?: DetailFocusRequest | null;
}) {
  // Like every signed-in screen's first query: once logout has wiped the token, the API reset must not
  // ask again (a call without a token reloads the page); without details the tabs' queries unmount too.
  const {
    currentData: details,
    error,
    isFetching,
  } = useGetAssignmentQuery({ scope, id }, { skip: !hasSessionToken() });
  if (!details) {
    if (error && !isFetching) return <DetailProblem error={error} />;
    return (
      <div className="assignment-detail__state" role="status" data-testid="detail-loading">
        <Spinner className="assignment-detail__spinner" />
        {ASSIGNMENT_TEXTS.fetching}
      </div>
    );
  }
  return (
    <article className="assignment-detail" aria-labelledby={DETAIL_HEADING_ID} data-scope={scope}>
      <DetailHeading id={id} batchId={details.batch_id} focusRequest={focusRequest} />
      <DetailTopBar details={details} scope={scope} />
      <DetailTabs details={details} scope={scope} />
    </article>
  );
}
