import { z } from 'zod';

/** POST /api-ops/auth/v1/sso/start/: no fields; the browser goes on to the provider's address it answers. */
export const ssoStartRequestSchema = z.object({}).strict();
export type SsoStartRequest = z.input<typeof ssoStartRequestSchema>;

export const ssoStartResponseSchema = z.object({
  success: z.literal(true),
  authorization_url: z.string(),
});
export type SsoStartResponse = z.infer<typeof ssoStartResponseSchema>;

/**
 * GET /api-ops/auth/v1/sso/callback/: where the provider sends the browser back. Answers a redirect, never
 * JSON: to the web app's completion page with a hand-off code, or to the login page with `sso_error`.
 */
export const ssoCallbackQuerySchema = z
  .object({
    code: z.string().max(2048).optional(),
    state: z.string().max(512).optional(),
    iss: z.string().max(2048).optional(),
    error: z.string().max(256).optional(),
    error_description: z.string().max(2048).optional(),
    session_state: z.string().max(512).optional(),
  })
  .strip();
