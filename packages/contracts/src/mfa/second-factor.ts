import { z } from 'zod';
import { MFA_MESSAGES } from './mfa-texts.js';
import { webauthnResponseSchema } from './login-mfa.js';

const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET /api-ops/auth/v1/mfa/: the signed-in account's second factors. */
export const mfaStatusResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    totp: z.boolean(),
    passkeys: z.array(passkeySchema),
    recovery_codes_left: z.number().int(),
    /** An OA requires a second factor of every staff account. */
    required: z.boolean(),
  }),
});
export type MfaStatusResponse = z.infer<typeof mfaStatusResponseSchema>;

/** POST /api-ops/auth/v1/mfa/totp/ (no body): a new secret, on only once confirmed. */
export const totpBeginResponseSchema = z.object({
  success: z.literal(true),
  secret: z.string(),
  otpauth_url: z.string(),
});
export type TotpBeginResponse = z.infer<typeof totpBeginResponseSchema>;

/** POST /api-ops/auth/v1/mfa/totp/confirm/ */
export const totpConfirmRequestSchema = z.object({
  code: z
    .string({ error: MFA_MESSAGES.codeRequired })
    .trim()
    .regex(/^\d{6}$/, MFA_MESSAGES.codeRequired),
});
export type TotpConfirmRequest = z.input<typeof totpConfirmRequestSchema>;

/** Shown once: only their hashes are kept. */
export const recoveryCodesResponseSchema = z.object({
  success: z.literal(true),
  recovery_codes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/**
 * Turning a factor off and new recovery codes ask for the password again, so a session left open is not
 * enough to weaken the account.
 */
export const mfaPasswordRequestSchema = z.object({
  password: z.string({ error: 'Empty password!' }).min(1, 'Empty password!').max(256),
});
export type MfaPasswordRequest = z.input<typeof mfaPasswordRequestSchema>;

/** POST /api-ops/auth/v1/mfa/passkeys/: the browser's registration answer. */
export const addPasskeyRequestSchema = z.object({
  name: z.string().trim().max(60).optional().default(''),
  response: webauthnResponseSchema,
});
export type AddPasskeyRequest = z.input<typeof addPasskeyRequestSchema>;
