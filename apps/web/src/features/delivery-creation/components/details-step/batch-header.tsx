import type { Batch } from '@/features/delivery-creation/lib/wizard-types';
import { WIZARD_TEXTS as T } from '@/features/delivery-creation/lib/wizard-texts';

/** Requester Name, Client Code, Charge Code and Entity Code of the batch. */
export function BatchHeader({ batch }: { batch: Batch }) {
  const items = [
    [T.batch.requester, batch.requesterName],
    [T.batch.client, batch.clientCode],
    [T.batch.charge, batch.chargeCode],
    [T.batch.entity, batch.entityCode],
  ] as const;
  return (
    <dl className="batch-header">
      {items.map(([label, value]) => (
        <div key={label} className="batch-header__item">
          <dt>{label}</dt>
          <dd>{value || '-'}</dd>
        </div>
      ))}
    </dl>
  );
}
