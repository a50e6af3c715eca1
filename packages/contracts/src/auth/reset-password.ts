import { z } from 'zod';
import { tokenSchema } from '../common.js';
import { MESSAGES } from '../rules/messages.js';
import { newPasswordSchema } from '../rules/text-rules.js';

/** POST /api-ops/auth/v1/reset-password/ (authenticated): the profile's Change Password, old and new. */
export const resetPasswordRequestSchema = z
  .object({
    password: z
      .string({ error: MESSAGES.enterCurrentPassword })
      .min(1, MESSAGES.enterCurrentPassword)
      .max(256),
    new_password: newPasswordSchema(),
  })
  .refine((v) => v.password !== v.new_password, {
    message: MESSAGES.newPasswordSameAsOld,
    path: ['new_password'],
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const resetPasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: tokenSchema,
});
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/** The Change Password sub-page of the profile. */
export const changePasswordFormSchema = z
  .object({
    old_password: z.string().min(1, MESSAGES.enterCurrentPassword),
    new_password: newPasswordSchema(),
    confirm_password: z.string(),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: MESSAGES.passwordsDontMatchEnterAgain,
    path: ['confirm_password'],
  })
  .refine((v) => v.old_password !== v.new_password, {
    message: MESSAGES.newPasswordSameAsOld,
    path: ['new_password'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
