import type { Scope } from '../../../api/assignments-api';
import { CommentBox } from './comment-box';
import { CommentList } from './comment-list';
import './comments.css';

/** The comments of a delivery; the live view adds the comment box (the archive only lists them). */
export function FeedbackArea({
  scope,
  deliveryId,
  filenames,
}: {
  scope: Scope;
  deliveryId: number;
  filenames: string[];
}) {
  return (
    <section className="detail-card feedback-area" aria-labelledby={`feedback-${deliveryId}`}>
      <h3 id={`feedback-${deliveryId}`} className="detail-card__title">
        Feedback
      </h3>
      <CommentList scope={scope} deliveryId={deliveryId} />
      {scope === 'live' && <CommentBox deliveryId={deliveryId} filenames={filenames} />}
    </section>
  );
}
