import type { ComponentProps } from 'react';
import { TextField } from '@/shared/ui/text-field';

type WorkEmailFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

/** The signed-out pages' e-mail field: the sign-in and the reset request ask for the same address. */
export function WorkEmailField(props: WorkEmailFieldProps) {
  return (
    <TextField
      label="Work e-mail"
      type="email"
      autoComplete="username"
      inputMode="email"
      placeholder="name@company.com"
      {...props}
    />
  );
}
