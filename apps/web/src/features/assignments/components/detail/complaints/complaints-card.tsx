import { lazy, Suspense } from 'react';
import { COMPLAINT_TEXTS } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { useCanDeliver } from '@/shared/session/use-can-deliver';
import { useGetComplaintsQuery } from '@/features/assignments/api/assignments-api';
import './complaints.css';

const ComplaintItems = lazy(() => import('./complaint-items'));

/**
 * The recipients' complaints on the delivery, unresolved first (the server's order), in the live view and
 * the archive alike: a complaint may come after the delivery has been archived. Left out while the delivery
 * has none; only those who deliver see the answer and resolve forms.
 */
export function ComplaintsCard({ deliveryId }: { deliveryId: number }) {
  const { currentData: complaints, error } = useGetComplaintsQuery(deliveryId);
  const canAct = useCanDeliver();
  const titleId = `complaints-${deliveryId}`;
  if (!complaints?.length && !error) return null;
  const open = complaints?.filter((complaint) => complaint.status !== 'resolved').length ?? 0;
  return (
    <section className="detail-card complaints-card" aria-labelledby={titleId} data-testid="complaints-card">
      <div className="complaints-card__head">
        <h3 id={titleId} className="detail-card__title">
          {COMPLAINT_TEXTS.cardTitle}
        </h3>
        {open > 0 && <span className="complaints-card__open">{COMPLAINT_TEXTS.openBadge(open)}</span>}
      </div>
      {complaints ? (
        <Suspense fallback={null}>
          <ComplaintItems complaints={complaints} canAct={canAct} />
        </Suspense>
      ) : (
        <p className="complaints-card__error" role="alert">
          {errorMessage(error)}
        </p>
      )}
    </section>
  );
}
