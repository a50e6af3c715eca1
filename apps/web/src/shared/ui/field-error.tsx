import { consoleSays } from '@ops/contracts';

/** A field's problem, in the console's language when it is a known text (a schema's English, decision 0043). */
export function FieldError({ id, message, testId }: { id: string; message?: string; testId?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert" data-testid={testId}>
      {consoleSays(message)}
    </p>
  );
}
