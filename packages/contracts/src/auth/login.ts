import { z } from 'zod';
import { tokenSchema, userTypeSchema } from '../common.js';
import { MESSAGES } from '../rules/messages.js';
import { isEmail } from '../rules/text-rules.js';

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
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
