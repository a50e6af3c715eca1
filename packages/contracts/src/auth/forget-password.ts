import { z } from 'zod';
import { MESSAGES } from '../rules/messages.js';
import { isEmail } from '../rules/text-rules.js';

export const forgetPasswordRequestSchema = z.object({
  email: z
    .string({ error: MESSAGES.emptyEmail })
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.emptyEmail)
    .max(254, MESSAGES.invalidEmail)
    .refine(isEmail, MESSAGES.invalidEmail),
});
export type ForgetPasswordRequest = z.input<typeof forgetPasswordRequestSchema>;
