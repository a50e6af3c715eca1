import { z } from 'zod';
import { tokenSchema } from '../common.js';
import { MESSAGES } from '../rules/messages.js';
import { newPasswordSchema } from '../rules/text-rules.js';

/** POST /api-ops/ops/v1/change-password/ (authenticated): the forced 'Update Your Password' modal. */
export const changeTemporaryPasswordRequestSchema = z.object({ password: newPasswordSchema() });
export type ChangeTemporaryPasswordRequest = z.input<typeof changeTemporaryPasswordRequestSchema>;

export const changeTemporaryPasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: tokenSchema,
  is_verified: z.boolean(),
  /** As at sign-in: an OA requires a second factor and the account has none yet (decision 0020). */
  mfa_setup_required: z.literal(true).optional(),
});
export type ChangeTemporaryPasswordResponse = z.infer<typeof changeTemporaryPasswordResponseSchema>;

export const forcedPasswordFormSchema = z
  .object({ password: newPasswordSchema(), confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirm_password'],
  });
export type ForcedPasswordForm = z.infer<typeof forcedPasswordFormSchema>;
