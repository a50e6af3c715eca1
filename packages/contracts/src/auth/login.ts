import { z } from 'zod';
import { tokenSchema, userTypeSchema } from '../common.js';
import { MESSAGES } from '../rules/messages.js';
import { isEmail } from '../rules/text-rules.js';
import { MFA_METHODS } from '../mfa/login-step.js';

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

/** POST /api-ops/auth/v1/login/ with the right password, for an account with a second factor: no session yet. */
export const loginMfaRequiredResponseSchema = z.object({
  success: z.literal(false),
  mfa_required: z.literal(true),
  /** Short-lived, single-use: proves the password step to POST /api-ops/auth/v1/login/mfa/. */
  mfa_token: z.string(),
  methods: z.array(z.enum(MFA_METHODS)),
});
export type LoginMfaRequiredResponse = z.infer<typeof loginMfaRequiredResponseSchema>;

/** What POST /api-ops/auth/v1/login/ answers: a session, or the second step (decision 0020). */
export const loginAnswerSchema = z.union([loginResponseSchema, loginMfaRequiredResponseSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
