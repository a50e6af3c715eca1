import type { ReactNode } from 'react';
import { FILE_REQUEST_TEXTS } from '@ops/contracts';
import type { RequestLinkView } from '@ops/contracts';
import { formatDue, formatLimit, typeList } from '@/features/file-requests/lib/format';

interface RequestFact {
  label: string;
  value: ReactNode;
  className?: string;
}

type Asked = Pick<RequestLinkView, 'due_date' | 'extensions' | 'max_size_mb' | 'message'>;

/**
 * What is asked: by when, which types and how large, between the page's own facts (`before`: who asks or
 * whom; `after`: who made it), then the request's message. The contact's page and the staff's detail show it.
 */
export function RequestFacts({
  request,
  before,
  after = [],
}: {
  request: Asked;
  before: RequestFact[];
  after?: RequestFact[];
}) {
  const facts: RequestFact[] = [
    ...before,
    { label: FILE_REQUEST_TEXTS.dueDate, value: formatDue(request.due_date) },
    { label: FILE_REQUEST_TEXTS.allowedTypes, value: typeList(request.extensions) },
    { label: FILE_REQUEST_TEXTS.maxSize, value: formatLimit(request.max_size_mb) },
    ...after,
  ];
  return (
    <>
      <dl className="fr-facts">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd className={fact.className}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {request.message && <p className="fr-portal__message">{request.message}</p>}
    </>
  );
}
