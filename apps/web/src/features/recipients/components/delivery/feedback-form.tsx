import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-hot-toast';
import {
  portalFormats,
  portalMessages,
  RECIPIENT_COMMENT_MAX,
  recipientFeedbackRequestSchema,
} from '@ops/contracts';
import type { RecipientVersion } from '@ops/contracts';
import { errorMessage, isApiError } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { StarRatingField } from '@/shared/ui/ratings';
import { TextareaField } from '@/shared/ui/textarea-field';
import { useSendRecipientFeedbackMutation } from '@/features/recipients/api/recipients-api';
import { useTranslator } from '@/shared/i18n/language-context';
import { SavedFeedback } from './saved-feedback';

const feedbackFormSchema = recipientFeedbackRequestSchema.pick({ rating: true, comment: true });

interface FeedbackFormProps {
  deliveryId: number;
  version: RecipientVersion;
}

/** 1 to 5 stars and an optional comment on one version; sending again replaces the earlier feedback. */
export function FeedbackForm({ deliveryId, version }: FeedbackFormProps) {
  const [send, { isLoading }] = useSendRecipientFeedbackMutation();
  const { t, text, maybeText } = useTranslator();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(feedbackFormSchema),
    defaultValues: { rating: version.rating ?? undefined, comment: version.comment },
  });

  const onSubmit = handleSubmit(async ({ rating, comment }) => {
    const result = await send({ delivery_id: deliveryId, version: version.version, rating, comment });
    if (!result.error) toast.success(text(result.data.message));
    // A 401 ends the session and the page says so.
    else if (!(isApiError(result.error) && result.error.status === 401)) {
      toast.error(text(errorMessage(result.error)));
    }
  });

  return (
    <form
      className="portal-feedback"
      onSubmit={onSubmit}
      noValidate
      aria-label={t(portalFormats.feedbackOn, { n: version.version })}
    >
      {version.rating !== null && <SavedFeedback rating={version.rating} comment={version.comment} />}
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingField
            legend={t(portalMessages.rate)}
            countLabel={(count) => t(portalFormats.stars, { count })}
            name={`rating-${version.version}`}
            value={typeof field.value === 'number' ? field.value : null}
            onChange={field.onChange}
            error={maybeText(errors.rating?.message)}
          />
        )}
      />
      <TextareaField
        label={t(portalMessages.commentLabel)}
        rows={3}
        maxLength={RECIPIENT_COMMENT_MAX}
        error={maybeText(errors.comment?.message)}
        {...register('comment')}
      />
      <Button type="submit" className="portal-feedback__send" loading={isLoading}>
        {t(portalMessages.sendFeedback)}
      </Button>
    </form>
  );
}
