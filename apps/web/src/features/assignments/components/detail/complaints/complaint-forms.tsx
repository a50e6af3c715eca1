import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-hot-toast';
import {
  COMPLAINT_TEXTS,
  COMPLAINT_TEXT_MAX,
  complaintAnswerRequestSchema,
  complaintResolveRequestSchema,
} from '@ops/contracts';
import type { Complaint, ComplaintResponse } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { TextareaField } from '@/shared/ui/textarea-field';
import {
  useAnswerComplaintMutation,
  useResolveComplaintMutation,
} from '@/features/assignments/api/assignments-api';

type CallResult = { data: ComplaintResponse; error?: undefined } | { data?: undefined; error: unknown };

/**
 * The server's message in a toast, after a success or a refusal. A refusal is said in a toast rather than
 * beside the field: it is mostly that a colleague resolved the complaint meanwhile, and the reloaded list
 * then shows it resolved, without this form.
 */
function report(result: CallResult) {
  if (result.data) toast.success(result.data.message);
  else toast.error(errorMessage(result.error));
  return !!result.data;
}

interface FormProps {
  complaint: Complaint;
  /** The complaint's heading: each form is named after it, so several complaints' forms differ. */
  title: string;
  /** After a success, once the server has answered. */
  onDone?: () => void;
}

/** The answer to the client; the complaint stays unresolved (Answered) and may be answered again. */
export function AnswerForm({ complaint, title }: FormProps) {
  const [answer, { isLoading }] = useAnswerComplaintMutation();
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(complaintAnswerRequestSchema),
    defaultValues: { answer: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    const result = await answer({ id: complaint.id, delivery_id: complaint.delivery_id, ...body });
    if (report(result)) reset();
  });
  return (
    <form
      className="complaint-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={COMPLAINT_TEXTS.answerFormName(title)}
    >
      <TextareaField
        label={COMPLAINT_TEXTS.answerLabel}
        rows={3}
        maxLength={COMPLAINT_TEXT_MAX}
        error={formState.errors.answer?.message}
        {...register('answer')}
      />
      <Button type="submit" className="btn--small complaint-form__send" loading={isLoading}>
        {COMPLAINT_TEXTS.sendAnswer}
      </Button>
    </form>
  );
}

/** Closes the complaint with its resolution; the recipient is told and may reopen it for a while. */
export function ResolveForm({ complaint, title, onDone }: FormProps) {
  const [resolve, { isLoading }] = useResolveComplaintMutation();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(complaintResolveRequestSchema),
    defaultValues: { resolution: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    const result = await resolve({ id: complaint.id, delivery_id: complaint.delivery_id, ...body });
    if (report(result)) onDone?.();
  });
  return (
    <form
      className="complaint-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={COMPLAINT_TEXTS.resolveFormName(title)}
    >
      <TextareaField
        label={COMPLAINT_TEXTS.resolutionLabel}
        rows={3}
        maxLength={COMPLAINT_TEXT_MAX}
        error={formState.errors.resolution?.message}
        {...register('resolution')}
      />
      <Button
        type="submit"
        variant="secondary"
        className="btn--small complaint-form__send"
        loading={isLoading}
      >
        {COMPLAINT_TEXTS.resolve}
      </Button>
    </form>
  );
}
