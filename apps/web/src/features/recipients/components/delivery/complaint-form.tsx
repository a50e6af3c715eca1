import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-hot-toast';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_TEXT_MAX,
  COMPLAINT_MESSAGES,
  complaintCategoryMessages,
  complaintPortalFormats,
  complaintPortalMessages,
  recipientComplaintRequestSchema,
} from '@ops/contracts';
import type { RecipientVersion } from '@ops/contracts';
import { errorMessage, isApiError } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { FieldError } from '@/shared/ui/field-error';
import { SelectField } from '@/shared/ui/select-field';
import { TextareaField } from '@/shared/ui/textarea-field';
import { useRaiseRecipientComplaintMutation } from '@/features/recipients/api/recipients-api';
import { useTranslator } from '@/shared/i18n/language-context';

const complaintFormSchema = recipientComplaintRequestSchema.pick({ category: true, text: true, files: true });
// The select starts on its empty choice, which the schema refuses with its own message.
const EMPTY = { category: '' as never, text: '', files: [] as string[] };

type Field = 'category' | 'text' | 'files';

/**
 * The field a refusal of the server is about, so it shows beside that field rather than only as a toast. Each
 * side is said in the page's language, whichever language the server answered in.
 */
function fieldOf(
  answer: string,
  fileNames: readonly string[],
  say: (english: string) => string,
): Field | null {
  const shown = say(answer);
  const is = (english: string) => shown === say(english);
  if (is(COMPLAINT_MESSAGES.categoryRule)) return 'category';
  if (is(COMPLAINT_MESSAGES.textRequired) || is(COMPLAINT_MESSAGES.textTooLong)) return 'text';
  if (fileNames.some((name) => is(COMPLAINT_MESSAGES.fileNotInVersion(name)))) return 'files';
  return null;
}

interface ComplaintFormProps {
  deliveryId: number;
  version: RecipientVersion;
  onDone: () => void;
}

/** A complaint on one version: what it is about, what is wrong, and the files concerned (none: all). */
export function ComplaintForm({ deliveryId, version, onDone }: ComplaintFormProps) {
  const [raise, { isLoading }] = useRaiseRecipientComplaintMutation();
  const { t, text: inLanguage, maybeText } = useTranslator();
  const titleId = useId();
  const filesId = useId();
  const fileNames = version.files.map((file) => file.name);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(complaintFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ category, text, files }) => {
    const result = await raise({ delivery_id: deliveryId, version: version.version, category, text, files });
    if (!result.error) {
      toast.success(inLanguage(result.data.message));
      onDone();
      return;
    }
    // A 401 ends the session and the page says so.
    if (isApiError(result.error) && result.error.status === 401) return;
    const message = errorMessage(result.error);
    const field = fieldOf(message, fileNames, inLanguage);
    if (field) setError(field, { message }, { shouldFocus: true });
    toast.error(inLanguage(message));
  });

  const filesError = maybeText(errors.files?.message ?? errors.files?.root?.message);
  return (
    <form className="portal-complaint-form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className="portal-complaint-form__title">
        {t(complaintPortalFormats.formTitle, { version: version.version })}
      </h3>
      <SelectField
        label={t(complaintPortalMessages.categoryLabel)}
        options={COMPLAINT_CATEGORIES.map((value) => ({ value, label: t(complaintCategoryMessages[value]) }))}
        emptyOption={t(complaintPortalMessages.chooseCategory)}
        // The form opens from a button the recipient just pressed: they start on its first field.
        autoFocus
        error={maybeText(errors.category?.message)}
        errorTestId={`complaint-category-error-${version.version}`}
        {...register('category')}
      />
      <TextareaField
        label={t(complaintPortalMessages.textLabel)}
        rows={4}
        maxLength={COMPLAINT_TEXT_MAX}
        error={maybeText(errors.text?.message)}
        {...register('text')}
      />
      {fileNames.length > 0 && (
        <Controller
          control={control}
          name="files"
          render={({ field }) => {
            const chosen = field.value ?? [];
            const toggle = (name: string, on: boolean) =>
              field.onChange(on ? [...chosen, name] : chosen.filter((n) => n !== name));
            return (
              <fieldset
                className="portal-complaint-form__files"
                aria-describedby={filesError ? `${filesId}-error` : undefined}
              >
                <legend className="field__label">{t(complaintPortalMessages.filesLabel)}</legend>
                {fileNames.map((name, index) => (
                  <label key={name} className="portal-complaint-form__file">
                    <input
                      type="checkbox"
                      // The first box takes the focus when the server refuses a file.
                      ref={index === 0 ? field.ref : undefined}
                      checked={chosen.includes(name)}
                      onChange={(event) => toggle(name, event.target.checked)}
                      onBlur={field.onBlur}
                    />
                    <span>{name}</span>
                  </label>
                ))}
                <FieldError id={`${filesId}-error`} message={filesError} />
              </fieldset>
            );
          }}
        />
      )}
      <div className="portal-complaint-form__actions">
        <Button type="submit" loading={isLoading}>
          {t(complaintPortalMessages.send)}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={isLoading}>
          {t(complaintPortalMessages.cancel)}
        </Button>
      </div>
    </form>
  );
}
