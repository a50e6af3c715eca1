import { z } from 'zod';

// Kept apart from the other second-factor texts and schemas: the login page's first bundle needs only these.

/** Ways to pass the second step of a sign-in. */
export const MFA_METHODS = ['totp', 'recovery_code', 'webauthn'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

/** The page an account is sent to when an OA requires a second factor it has not set up. */
export const SECOND_FACTOR_SETUP_PATH = '/second-factor-setup';

/** POST /api-ops/auth/v1/login/ with the right password, for an account with a second factor: no session yet. */
export const loginMfaRequiredResponseSchema = z.object({
  success: z.literal(false),
  mfa_required: z.literal(true),
  /** Short-lived, single-use: proves the password step to POST /api-ops/auth/v1/login/mfa/. */
  mfa_token: z.string(),
  methods: z.array(z.enum(MFA_METHODS)),
});
export type LoginMfaRequiredResponse = z.infer<typeof loginMfaRequiredResponseSchema>;
