import type { ComponentProps } from 'react';
import { TextField } from '@/shared/ui/text-field';
import { LOGIN_TEXTS } from '../lib/login-texts';

type WorkEmailFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

/** The signed-out pages' e-mail field: the sign-in and the reset request ask for the same address. */
export function WorkEmailField(props: WorkEmailFieldProps) {
  return (
    <TextField
      label={LOGIN_TEXTS.email}
      type="email"
      autoComplete="username"
      inputMode="email"
      placeholder={LOGIN_TEXTS.emailHint}
      {...props}
    />
  );
}
