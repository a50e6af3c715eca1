import type { ComponentProps } from 'react';
import { portalMessages } from '@ops/contracts';
import { TextField } from '@/shared/ui/text-field';
import { useTranslator } from '@/shared/i18n/language-context';

/**
 * The mailed one-time code's field: digits (spaces allowed), filled from the mail by the browser. Its error
 * (the contracts' or the server's English) shows in the page's language.
 */
export function CodeField({ error, ...props }: Omit<ComponentProps<typeof TextField>, 'label'>) {
  const { t, maybeText } = useTranslator();
  return (
    <TextField
      label={t(portalMessages.codeLabel)}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      spellCheck={false}
      error={maybeText(error)}
      {...props}
    />
  );
}
