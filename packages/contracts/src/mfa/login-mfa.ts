import { z } from 'zod';
import { MFA_MESSAGES } from './mfa-texts.js';

const mfaTokenSchema = z
  .string({ error: MFA_MESSAGES.mfaTokenExpired })
  .min(1, MFA_MESSAGES.mfaTokenExpired)
  .max(200, MFA_MESSAGES.mfaTokenExpired);

/** A TOTP code (6 digits) or a recovery code (spaces and dashes are ignored). */
export const secondFactorCodeSchema = z
  .string({ error: MFA_MESSAGES.codeRequired })
  .trim()
  .min(6, MFA_MESSAGES.codeRequired)
  .max(40, MFA_MESSAGES.codeRequired);

/** POST /api-ops/auth/v1/login/mfa/: answers what a plain login answers. */
export const loginMfaRequestSchema = z.object({ mfa_token: mfaTokenSchema, code: secondFactorCodeSchema });
export type LoginMfaRequest = z.input<typeof loginMfaRequestSchema>;

/** POST /api-ops/auth/v1/login/mfa/passkey/options/: the WebAuthn challenge for this sign-in. */
export const loginPasskeyOptionsRequestSchema = z.object({ mfa_token: mfaTokenSchema });
export type LoginPasskeyOptionsRequest = z.input<typeof loginPasskeyOptionsRequestSchema>;

/** The browser's WebAuthn answer, passed through as @simplewebauthn/browser produced it. */
export const webauthnResponseSchema = z.looseObject({
  id: z.string().min(1).max(1500),
  rawId: z.string().max(1500),
  type: z.literal('public-key'),
});

/** POST /api-ops/auth/v1/login/mfa/passkey/: answers what a plain login answers. */
export const loginPasskeyRequestSchema = z.object({
  mfa_token: mfaTokenSchema,
  response: webauthnResponseSchema,
});
export type LoginPasskeyRequest = z.input<typeof loginPasskeyRequestSchema>;

/** WebAuthn options for the browser library, as @simplewebauthn/server made them. */
export const webauthnOptionsResponseSchema = z.object({
  success: z.literal(true),
  options: z.record(z.string(), z.unknown()),
});
export type WebauthnOptionsResponse = z.infer<typeof webauthnOptionsResponseSchema>;
