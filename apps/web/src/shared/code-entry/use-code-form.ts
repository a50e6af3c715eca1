import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { RECIPIENT_CODE_PATTERN, RECIPIENT_MESSAGES } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';

/** Which field the form asks for: the mailed code, or (a recipient's alternative) the delivery's secure key. */
export type CodeFormField = 'code' | 'secure_key';

/**
 * The form behind a one-time code (shared by a recipient's link and a file request's link): the field shown
 * takes the focus, an empty or malformed entry is refused before any call, and the server's refusal shows on
 * the field. `verify` gets the digits (or the trimmed key) and answers the call's error, if any. The errors
 * are kept as the contracts and the server say them; the fields show them in the page's language.
 */
export function useCodeForm(field: CodeFormField, verify: (value: string) => Promise<unknown>) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { code: '', secure_key: '' } });

  // The field just shown takes the focus (after the code is sent, or on switching to the key).
  useEffect(() => setFocus(field), [field, setFocus]);

  const onSubmit = handleSubmit(async ({ code, secure_key }) => {
    const value = field === 'code' ? code.replace(/\s+/g, '') : secure_key.trim();
    if (field === 'code' ? !RECIPIENT_CODE_PATTERN.test(value) : !value) {
      setError(field, { message: RECIPIENT_MESSAGES.codeRequired }, { shouldFocus: true });
      return;
    }
    const error = await verify(value);
    if (error) setError(field, { message: errorMessage(error) }, { shouldFocus: true });
  });

  return { register, errors, isSubmitting, onSubmit };
}
