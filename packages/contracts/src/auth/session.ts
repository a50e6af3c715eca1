import { z } from 'zod';

/** GET /api-ops/auth/v1/logout/ */
export const logoutResponseSchema = z.object({ success: z.literal(true) });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** GET /api-ops/auth/v1/csrf/: sets the csrftoken cookie and returns the same value. */
export const csrfResponseSchema = z.object({ success: z.literal(true), csrf_token: z.string() });
export type CsrfResponse = z.infer<typeof csrfResponseSchema>;
