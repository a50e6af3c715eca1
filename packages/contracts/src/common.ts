import { z } from 'zod';

export const USER_TYPES = ['SL', 'CR', 'OU', 'OA', 'TL', 'EMPTY'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

/** Every answer carries a success flag; failures carry a message the UI can show as it is. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const tokenSchema = z.object({ access_token: z.string() });
