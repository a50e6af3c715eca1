import { FILE_REQUEST_TEXTS } from '@ops/contracts';
import type { RequestLinkView } from '@ops/contracts';
import { formatDue, formatLimit, typeList } from '@/features/file-requests/lib/format';
import { FR_TEXTS } from '@/features/file-requests/lib/texts';

/** What is asked: from whom, for which client, by when, which types and how large. */
export function RequestFacts({ request }: { request: RequestLinkView }) {
  return (
    <>
      <dl className="fr-facts">
        <div>
          <dt>{FR_TEXTS.from}</dt>
          <dd>{request.requested_by}</dd>
        </div>
        <div>
          <dt>{FR_TEXTS.client}</dt>
          <dd>{request.client_name}</dd>
        </div>
        <div>
          <dt>{FILE_REQUEST_TEXTS.dueDate}</dt>
          <dd>{formatDue(request.due_date)}</dd>
        </div>
        <div>
          <dt>{FILE_REQUEST_TEXTS.allowedTypes}</dt>
          <dd>{typeList(request.extensions)}</dd>
        </div>
        <div>
          <dt>{FILE_REQUEST_TEXTS.maxSize}</dt>
          <dd>{formatLimit(request.max_size_mb)}</dd>
        </div>
      </dl>
      {request.message && <p className="fr-portal__message">{request.message}</p>}
    </>
  );
}
