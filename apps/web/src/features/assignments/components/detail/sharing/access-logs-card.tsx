import { useState } from 'react';
import {
  ACCESS_LOG_MAX_PAGE_SIZE,
  ACCESS_LOG_PAGE_SIZE,
  ASSIGNMENT_TEXTS,
  LOG_MESSAGES,
} from '@ops/contracts';
import { searchProblem } from '@/shared/forms/search-problem';
import { FieldError } from '@/shared/ui/field-error';
import { useGetAccessLogQuery } from '@/features/assignments/api/assignments-api';
import type { Scope, Sort } from '@/features/assignments/api/assignments-api';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { SHARING_TAB_TEXTS as S } from '@/features/assignments/lib/sharing-texts';
import { AccessLogRow } from './access-log-row';
import { ExportAccessLog } from './export-access-log';

/**
 * The access log: newest first by default, a sort toggle and a debounced search; both re-fetch. It shows a
 * page of entries and 'Show more' adds the next (the CSV export has the whole log).
 */
export function AccessLogsCard({
  scope,
  deliveryId,
  batchId,
}: {
  scope: Scope;
  deliveryId: number;
  batchId: string;
}) {
  const [sort, setSort] = useState<Sort>('descending');
  const [text, setText] = useState('');
  // A refused term never settles: the last accepted search stays and nothing is asked of the server.
  const search = useDebounced(text.trim(), 400, (term) => !searchProblem(term));
  const [pageSize, setPageSize] = useState(ACCESS_LOG_PAGE_SIZE);
  const { currentData, isError, isFetching } = useGetAccessLogQuery({
    scope,
    id: deliveryId,
    sort,
    search: search || undefined,
    pageSize,
  });
  const entries = currentData?.entries;
  const more = currentData?.hasMore && pageSize < ACCESS_LOG_MAX_PAGE_SIZE;
  const shownProblem = searchProblem(text.trim());
  const inputId = `access-search-${deliveryId}`;
  const order = sort === 'descending' ? S.newest : S.oldest;

  let state: string | null = null;
  if (isError) state = LOG_MESSAGES.cantFetch;
  else if (!entries) state = isFetching ? ASSIGNMENT_TEXTS.fetching : LOG_MESSAGES.cantFetch;
  else if (entries.length === 0) state = LOG_MESSAGES.empty;

  return (
    <section className="detail-card" aria-labelledby={`access-${deliveryId}`}>
      <div className="access-logs__head">
        <h3 id={`access-${deliveryId}`} className="detail-card__title">
          {S.logs}
        </h3>
        <button
          type="button"
          className="access-logs__sort"
          data-sort={sort}
          onClick={() => setSort((s) => (s === 'descending' ? 'ascending' : 'descending'))}
        >
          <span className="visually-hidden">{S.sort(order)}</span>
          <span aria-hidden="true">{order}</span>
        </button>
        <ExportAccessLog deliveryId={deliveryId} batchId={batchId} />
      </div>
      <div className="field access-logs__search" role="search">
        <label className="field__label" htmlFor={inputId}>
          {S.search}
        </label>
        <input
          id={inputId}
          type="search"
          className="field__input"
          value={text}
          maxLength={100}
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={shownProblem ? `${inputId}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <FieldError
          id={`${inputId}-error`}
          message={shownProblem ?? undefined}
          testId="access-search-error"
        />
      </div>
      {state ? (
        <p className="detail-muted" data-testid="access-logs-state">
          {state}
        </p>
      ) : (
        <>
          <ul className="access-logs" aria-label={S.entries}>
            {entries!.map((entry, index) => (
              <AccessLogRow key={`${index}-${entry.date}`} entry={entry} />
            ))}
          </ul>
          {more && (
            <button
              type="button"
              className="btn btn--secondary btn--small access-logs__more"
              onClick={() =>
                setPageSize((size) => Math.min(size + ACCESS_LOG_PAGE_SIZE, ACCESS_LOG_MAX_PAGE_SIZE))
              }
            >
              {S.more(entries!.length, currentData!.total)}
            </button>
          )}
        </>
      )}
    </section>
  );
}
