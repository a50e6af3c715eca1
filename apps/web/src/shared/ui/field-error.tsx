export function FieldError({ id, message, testId }: { id: string; message?: string; testId?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert" data-testid={testId}>
      {message}
    </p>
  );
}
