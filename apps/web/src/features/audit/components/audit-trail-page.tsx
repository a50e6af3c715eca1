import { useMemo, useState } from 'react';
import { AUDIT_PAGE_SIZES } from '@ops/contracts';
import { useGetProfileQuery } from '@/shared/api/api-slice';
import { errorMessage } from '@/shared/api/base-query';
import { canReadAudit } from '@/shared/session/roles';
import { hasSessionToken } from '@/shared/session/session-storage';
import { Spinner } from '@/shared/ui/spinner';
import { useGetAuditEventsQuery, useGetAuditFiltersQuery } from '../api/audit-api';
import { NO_FILTERS, rangeBackwards, toAuditQuery, type AuditFilterState } from '../lib/audit-query';
import { AUDIT_TEXTS } from '../lib/audit-texts';
import { AuditFilters } from './audit-filters';
import { AuditPager } from './audit-pager';
import { AuditTable } from './audit-table';
import { ExportAuditCsv } from './export-audit-csv';
import '../audit.css';
import { AccessRefusal } from '@/shared/ui/access-refusal';

const count = new Intl.NumberFormat();

function AuditTrail() {
  const [filters, setFilters] = useState<AuditFilterState>(NO_FILTERS);
  const [pageSize, setPageSize] = useState<number>(50);
  // Keyset paging: the cursors of the pages before this one; the last one opens this page.
  const [cursors, setCursors] = useState<string[]>([]);
  const options = useGetAuditFiltersQuery();
  const query = useMemo(() => toAuditQuery(filters), [filters]);
  const backwards = rangeBackwards(filters);
  const page = useGetAuditEventsQuery(
    { ...query, page_size: pageSize, cursor: cursors.at(-1) },
    { skip: backwards, refetchOnMountOrArgChange: true },
  );

  const changeFilters = (next: AuditFilterState) => {
    setFilters(next);
    setCursors([]);
  };
  const events = page.data?.data ?? [];
  const total = page.data?.total ?? 0;
  const first = cursors.length * pageSize + 1;

  return (
    <>
      <div className="audit__card">
        <AuditFilters
          value={filters}
          options={options.data}
          loading={options.isLoading}
          onChange={changeFilters}
        />
      </div>
      <div className="audit__card">
        <div className="audit__toolbar">
          <p className="audit__count" role="status" aria-live="polite" data-testid="audit-count">
            {page.isFetching && <Spinner />}
            {!page.isFetching &&
              page.data &&
              (total === 0
                ? AUDIT_TEXTS.noMatch
                : AUDIT_TEXTS.range(
                    count.format(first),
                    count.format(first + events.length - 1),
                    count.format(total),
                  ))}
          </p>
          <label className="audit__page-size">
            {AUDIT_TEXTS.pageSize}
            <select
              className="field__input field__select"
              value={pageSize}
              onChange={(event) => {
                setPageSize(Number(event.target.value));
                setCursors([]);
              }}
            >
              {AUDIT_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <ExportAuditCsv query={query} disabled={backwards || total === 0} />
        </div>
        {page.error ? (
          <p className="audit__status" role="alert">
            {errorMessage(page.error)}
          </p>
        ) : (
          events.length > 0 && <AuditTable events={events} busy={page.isFetching} />
        )}
        <AuditPager
          hasNewer={cursors.length > 0}
          hasOlder={Boolean(page.data?.next_cursor)}
          busy={page.isFetching}
          onNewer={() => setCursors((list) => list.slice(0, -1))}
          onOlder={() => {
            const next = page.data?.next_cursor;
            if (next) setCursors((list) => [...list, next]);
          }}
        />
      </div>
    </>
  );
}

/** /audit-trail: operations admins read who did what, filter it and export it (decision 0022). */
export function AuditTrailPage() {
  const { data: profile } = useGetProfileQuery(undefined, { skip: !hasSessionToken() });
  if (!profile) {
    return (
      <p className="audit__status" role="status">
        <Spinner /> {AUDIT_TEXTS.loading}
      </p>
    );
  }
  return (
    <section className="audit" aria-labelledby="audit-title">
      <h1 id="audit-title" className="audit__title">
        {AUDIT_TEXTS.title}
      </h1>
      {/* Others never call the audit API (a 403 would end their session): the page says so instead. */}
      {canReadAudit(profile.user_type) ? (
        <>
          <p className="audit__intro">{AUDIT_TEXTS.intro}</p>
          <AuditTrail />
        </>
      ) : (
        <AccessRefusal className="audit__status" reason={AUDIT_TEXTS.forOas} testId="no-audit-access" />
      )}
    </section>
  );
}
