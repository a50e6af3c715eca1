import { z } from 'zod';
import { MESSAGES } from '../rules/messages.js';
import { newPasswordSchema } from '../rules/text-rules.js';

/** POST /api-ops/auth/v1/change-password/: a new password from the e-mailed reset link (`q`). */
export const changePasswordWithLinkRequestSchema = z.object({
  password: newPasswordSchema(),
  q: z.string({ error: MESSAGES.resetLinkInvalid }).min(1, MESSAGES.resetLinkInvalid).max(200),
});
export type ChangePasswordWithLinkRequest = z.input<typeof changePasswordWithLinkRequestSchema>;

/** The 'Update password' form behind the reset link. */
export const resetLinkFormSchema = z
  .object({
    password: newPasswordSchema(MESSAGES.emptyPassword),
    confirm_password: z.string().min(1, MESSAGES.emptyConfirmPassword),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirm_password'],
  });
export type ResetLinkForm = z.infer<typeof resetLinkFormSchema>;
