import { z } from 'zod';
import { MESSAGES } from '../rules/messages.js';

/** POST /api-ops/auth/v1/validate-password/ (authenticated): confirms the signed-in user's own password. */
export const validatePasswordRequestSchema = z.object({
  password: z.string({ error: MESSAGES.emptyPassword }).min(1, MESSAGES.emptyPassword).max(256),
});
export type ValidatePasswordRequest = z.input<typeof validatePasswordRequestSchema>;
