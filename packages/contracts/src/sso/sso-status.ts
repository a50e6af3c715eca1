import { z } from 'zod';

/** GET /api-ops/auth/v1/sso/: public; tells the login page whether to offer single sign-on and the password form. */
export const ssoStatusResponseSchema = z.object({
  success: z.literal(true),
  enabled: z.boolean(),
  /** Shown as 'Sign in with <display_name>'; null when single sign-on is off. */
  display_name: z.string().nullable(),
  /** False with OIDC_ONLY: staff sign in only through the provider (the recipients' portal is unaffected). */
  password_login: z.boolean(),
});
export type SsoStatusResponse = z.infer<typeof ssoStatusResponseSchema>;
