import { z } from 'zod';
import { tokenSchema, userTypeSchema } from '../common.js';
import { MESSAGES } from '../rules/messages.js';
import { isEmail } from '../rules/text-rules.js';
import { loginMfaRequiredResponseSchema } from '../mfa/login-step.js';

export const loginRequestSchema = z.object({
  username: z
    .string({ error: MESSAGES.invalidEmailLogin })
    .trim()
    .toLowerCase()
    .max(254, MESSAGES.invalidEmailLogin)
    .refine(isEmail, MESSAGES.invalidEmailLogin),
  password: z.string({ error: MESSAGES.emptyPassword }).min(1, MESSAGES.emptyPassword).max(256),
  /** 'Stay logged in': the token then lives for the long session lifetime. */
  stay_logged_in: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: tokenSchema,
  is_verified: z.boolean(),
  user_type: userTypeSchema,
  /** Present when an OA requires a second factor and the account has none: the session may only enrol one. */
  mfa_setup_required: z.literal(true).optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** What POST /api-ops/auth/v1/login/ answers: a session, or the second step (decision 0020). */
export const loginAnswerSchema = z.union([loginResponseSchema, loginMfaRequiredResponseSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
