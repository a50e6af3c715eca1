import { z } from 'zod';

/** GET and PUT /api-ops/auth/v1/mfa/policy/ (OA): whether every staff account needs a second factor. */
export const mfaPolicySchema = z.object({ required: z.boolean() });
export type MfaPolicy = z.infer<typeof mfaPolicySchema>;

export const mfaPolicyResponseSchema = z.object({ success: z.literal(true), data: mfaPolicySchema });
export type MfaPolicyResponse = z.infer<typeof mfaPolicyResponseSchema>;
