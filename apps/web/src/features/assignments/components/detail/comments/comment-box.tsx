import { useState } from 'react';
import type { FormEvent } from 'react';
import { toast } from 'react-hot-toast';
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from '@ops/contracts';
import { errorMessage, isApiError } from '@/shared/api/base-query';
import { useAppDispatch } from '@/shared/state/hooks';
import { notFoundErrorRaised } from '@/shared/state/ui-slice';
import { Button } from '@/shared/ui/button';
import { TextareaField } from '@/shared/ui/textarea-field';
import { usePostCommentMutation } from '@/features/assignments/api/assignments-api';
import { DETAIL_TEXTS as D } from '@/features/assignments/lib/detail-texts';

/**
 * The comment box of the live view. The text is trimmed; an empty one shows 'Please add a comment.' and
 * nothing is sent. The checked files go along as `filename`; the posted comment reloads the list (tags).
 */
export function CommentBox({ deliveryId, filenames }: { deliveryId: number; filenames: string[] }) {
  const [text, setText] = useState('');
  const [postComment, { isLoading }] = usePostCommentMutation();
  const dispatch = useAppDispatch();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) {
      toast.error(COMMENT_MESSAGES.addComment);
      return;
    }
    try {
      await postComment({ message, delivery_id: deliveryId, filename: filenames }).unwrap();
      setText('');
    } catch (error) {
      if (isApiError(error) && error.status === 'FETCH_ERROR') dispatch(notFoundErrorRaised());
      else toast.error(errorMessage(error));
    }
  };

  return (
    <form className="comment-box" onSubmit={(event) => void submit(event)} noValidate>
      <TextareaField
        label={D.addComment}
        name="comment"
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {filenames.length > 0 && (
        <p className="comment-box__files" data-testid="comment-files">
          {D.about(filenames.map((name) => `@${name}`).join(' '))}
        </p>
      )}
      <Button type="submit" className="btn--small comment-box__send" loading={isLoading}>
        {D.send}
      </Button>
    </form>
  );
}
