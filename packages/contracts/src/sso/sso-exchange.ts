import { z } from 'zod';

/**
 * POST /api-ops/auth/v1/sso/exchange/: the single-use, short-lived hand-off code of a finished single sign-on,
 * exchanged for what a plain login answers (loginResponseSchema).
 */
export const ssoExchangeRequestSchema = z.object({
  code: z.string().min(1).max(128),
});
export type SsoExchangeRequest = z.input<typeof ssoExchangeRequestSchema>;
