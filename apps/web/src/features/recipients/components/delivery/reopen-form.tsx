import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-hot-toast';
import {
  COMPLAINT_TEXT_MAX,
  complaintPortalFormats,
  complaintPortalMessages,
  COMPLAINT_MESSAGES,
  recipientReopenRequestSchema,
} from '@ops/contracts';
import type { Complaint } from '@ops/contracts';
import { errorMessage, isApiError } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { TextareaField } from '@/shared/ui/textarea-field';
import { useReopenRecipientComplaintMutation } from '@/features/recipients/api/recipients-api';
import { useTranslator } from '@/shared/i18n/language-context';

interface ReopenFormProps {
  complaint: Complaint;
  /** The complaint's own heading, which names the form. */
  labelledBy: string;
  /** The form goes once the complaint is open again: the focus must go somewhere first. */
  onReopened: () => void;
}

/** Reopens a resolved complaint while its window lasts, with an optional reason. */
export function ReopenForm({ complaint, labelledBy, onReopened }: ReopenFormProps) {
  const [reopen, { isLoading }] = useReopenRecipientComplaintMutation();
  const untilId = useId();
  const { t, text: inLanguage, maybeText, date } = useTranslator();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(recipientReopenRequestSchema), defaultValues: { text: '' } });

  const onSubmit = handleSubmit(async ({ text }) => {
    const result = await reopen({ id: complaint.id, delivery_id: complaint.delivery_id, text });
    if (!result.error) {
      toast.success(inLanguage(result.data.message));
      onReopened();
      return;
    }
    if (isApiError(result.error) && result.error.status === 401) return;
    const message = errorMessage(result.error);
    if (inLanguage(message) === inLanguage(COMPLAINT_MESSAGES.textTooLong))
      setError('text', { message }, { shouldFocus: true });
    toast.error(inLanguage(message));
  });

  return (
    <form
      className="portal-reopen"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={labelledBy}
      aria-describedby={untilId}
    >
      <p id={untilId} className="portal-muted">
        {t(complaintPortalFormats.reopenUntil, { date: date(complaint.reopen_until, { time: true }) })}
      </p>
      <TextareaField
        label={t(complaintPortalMessages.reopenReasonLabel)}
        rows={2}
        maxLength={COMPLAINT_TEXT_MAX}
        error={maybeText(errors.text?.message)}
        {...register('text')}
      />
      <Button type="submit" variant="secondary" className="portal-reopen__send" loading={isLoading}>
        {t(complaintPortalMessages.reopen)}
      </Button>
    </form>
  );
}
