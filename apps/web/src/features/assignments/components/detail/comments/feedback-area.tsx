import type { Scope } from '@/features/assignments/api/assignments-api';
import { useCanDeliver } from '@/shared/session/use-can-deliver';
import { DETAIL_TEXTS as D } from '@/features/assignments/lib/detail-texts';
import { CommentBox } from './comment-box';
import { CommentList } from './comment-list';
import './comments.css';

/** The comments of a delivery; the live view adds the comment box for those who deliver (the archive only lists them). */
export function FeedbackArea({
  scope,
  deliveryId,
  filenames,
}: {
  scope: Scope;
  deliveryId: number;
  filenames: string[];
}) {
  const canDeliver = useCanDeliver();
  return (
    <section className="detail-card feedback-area" aria-labelledby={`feedback-${deliveryId}`}>
      <h3 id={`feedback-${deliveryId}`} className="detail-card__title">
        {D.feedback}
      </h3>
      <CommentList scope={scope} deliveryId={deliveryId} />
      {scope === 'live' && canDeliver && <CommentBox deliveryId={deliveryId} filenames={filenames} />}
    </section>
  );
}
