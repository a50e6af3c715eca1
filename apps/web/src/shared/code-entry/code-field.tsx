import type { ComponentProps } from 'react';
import { RECIPIENT_TEXTS } from '@ops/contracts';
import { TextField } from '@/shared/ui/text-field';

/** The mailed one-time code's field: digits (spaces allowed), filled from the mail by the browser. */
export function CodeField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return (
    <TextField
      label={RECIPIENT_TEXTS.codeLabel}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      spellCheck={false}
      {...props}
    />
  );
}
