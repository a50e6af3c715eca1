// Kept apart from the other second-factor texts and schemas, and free of zod: the login page's first bundle
// needs only these.

/** Ways to pass the second step of a sign-in. */
export const MFA_METHODS = ['totp', 'recovery_code', 'webauthn'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

/** The page an account is sent to when an OA requires a second factor it has not set up. */
export const SECOND_FACTOR_SETUP_PATH = '/second-factor-setup';
