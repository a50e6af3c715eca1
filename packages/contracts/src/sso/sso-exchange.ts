import { z } from 'zod';
import { SSO_MESSAGES } from './sso-texts.js';

/**
 * POST /api-ops/auth/v1/sso/exchange/: the single-use, short-lived hand-off code of a finished single sign-on,
 * exchanged for what a plain login answers (loginResponseSchema).
 */
export const ssoExchangeRequestSchema = z.object({
  code: z
    .string({ error: SSO_MESSAGES.errors.used_or_expired })
    .min(1, SSO_MESSAGES.errors.used_or_expired)
    .max(128, SSO_MESSAGES.errors.used_or_expired),
});
export type SsoExchangeRequest = z.input<typeof ssoExchangeRequestSchema>;
