import { COMMENT_MESSAGES } from '@ops/contracts';
import { useGetCommentsQuery } from '@/features/assignments/api/assignments-api';
import type { Scope } from '@/features/assignments/api/assignments-api';
import { DETAIL_TEXTS as D } from '@/features/assignments/lib/detail-texts';
import { CommentItem } from './comment-item';

/** Live: the misc comment call; archive: the archive feedback call. */
export function CommentList({ scope, deliveryId }: { scope: Scope; deliveryId: number }) {
  const { currentData: comments, isError, isFetching } = useGetCommentsQuery({ scope, id: deliveryId });
  if (isError) return <p className="comments__state comments__state--error">{COMMENT_MESSAGES.cantFetch}</p>;
  if (!comments) {
    return (
      <p className="comments__state" role="status">
        {isFetching ? COMMENT_MESSAGES.loading : COMMENT_MESSAGES.cantFetch}
      </p>
    );
  }
  if (comments.length === 0) return <p className="comments__state">{COMMENT_MESSAGES.empty}</p>;
  return (
    <ol className="comments" aria-label={D.comments}>
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} />
      ))}
    </ol>
  );
}
