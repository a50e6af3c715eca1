import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { isLate } from '@ops/contracts';
import type { FileDetails } from '@ops/contracts';
import type { Scope } from '@/features/assignments/api/assignments-api';
import { useMediaQuery } from '@/shared/hooks/use-media-query';
import { DurationTiming } from '@/features/assignments/components/names/duration-timing';
import { DETAIL_TEXTS as D } from '@/features/assignments/lib/detail-texts';
import { CARD_WIDTH_QUERY } from '../card-width';
import { formatDateTime, orDash } from '../format';

function Field({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="detail-fields__item" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The delivery's codes, people and dates; missing values show a dash. On a phone the card keeps its key
 * facts (the requester and the committed delivery, under the delivery id) and 'More details' discloses the rest.
 */
export function DetailFields({ details, scope }: { details: FileDetails; scope: Scope }) {
  const late = isLate(details.duration);
  const narrow = useMediaQuery(CARD_WIDTH_QUERY);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const all = !narrow || expanded;
  const list = (
    <dl className="detail-fields" id={listId}>
      {all && (
        <>
          <Field label={D.entity} testId="field-entity-code">
            {orDash(details.entity_code)}
          </Field>
          <Field label={D.charge} testId="field-client-charge-code">
            {orDash(details.client_charge_code)}
          </Field>
          <Field label={D.delivered} testId="field-delivered">
            {formatDateTime(details.actual_delivery)}
            {details.duration && (
              <>
                <span
                  className={`duration ${late ? 'duration--late' : 'duration--on-time'}`}
                  data-testid="delivered-duration"
                >
                  {details.duration}
                </span>
                <DurationTiming duration={details.duration} />
              </>
            )}
          </Field>
        </>
      )}
      <Field label={D.requester} testId="field-requester-name">
        {orDash(details.requester_name)}
      </Field>
      {all && (
        <Field label={D.received} testId="field-date-received">
          {formatDateTime(details.requested_delivery)}
        </Field>
      )}
      <Field label={scope === 'live' ? D.committed : D.last} testId="field-committed-delivery">
        {formatDateTime(details.committed_delivery)}
      </Field>
    </dl>
  );
  if (!narrow) return list;
  return (
    <>
      {list}
      <button
        type="button"
        className="detail-fields__more"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((open) => !open)}
      >
        {D.moreDetails}
        <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
          <path
            d="m5 7.5 5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </>
  );
}
