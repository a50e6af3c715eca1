import type { ReactNode } from 'react';
import { isLate } from '@ops/contracts';
import type { FileDetails } from '@ops/contracts';
import type { Scope } from '@/features/assignments/api/assignments-api';
import { formatDateTime, orDash } from '../format';

function Field({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="detail-fields__item" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The delivery's codes, people and dates; missing values show a dash. */
export function DetailFields({ details, scope }: { details: FileDetails; scope: Scope }) {
  const late = isLate(details.duration);
  return (
    <dl className="detail-fields">
      <Field label="Entity Code" testId="field-entity-code">
        {orDash(details.entity_code)}
      </Field>
      <Field label="Client Charge Code" testId="field-client-charge-code">
        {orDash(details.client_charge_code)}
      </Field>
      <Field label="Delivered" testId="field-delivered">
        {formatDateTime(details.actual_delivery)}
        {details.duration && (
          <span
            className={`duration ${late ? 'duration--late' : 'duration--on-time'}`}
            data-testid="delivered-duration"
          >
            {details.duration}
          </span>
        )}
      </Field>
      <Field label="Requester Name" testId="field-requester-name">
        {orDash(details.requester_name)}
      </Field>
      <Field label="Date Received" testId="field-date-received">
        {formatDateTime(details.requested_delivery)}
      </Field>
      <Field
        label={scope === 'live' ? 'Committed Delivery' : 'Last Delivery'}
        testId="field-committed-delivery"
      >
        {formatDateTime(details.committed_delivery)}
      </Field>
    </dl>
  );
}
