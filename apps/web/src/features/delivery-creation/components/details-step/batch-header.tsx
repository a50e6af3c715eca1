import type { Batch } from '@/features/delivery-creation/lib/wizard-types';

/** Requester Name, Client Code, Charge Code and Entity Code of the batch. */
export function BatchHeader({ batch }: { batch: Batch }) {
  const items = [
    ['Requester Name', batch.requesterName],
    ['Client Code', batch.clientCode],
    ['Charge Code', batch.chargeCode],
    ['Entity Code', batch.entityCode],
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
