import { z } from 'zod';
import { userTypeSchema } from '../common.js';

export const profileSchema = z.object({
  id: z.number().int(),
  profile_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  organization: z.string(),
  phone_number_ext: z.string(),
  phone_number: z.string(),
  whatsapp_number_ext: z.string(),
  whatsapp_number: z.string(),
  /** A path on the server base URL, or null for the default user icon. */
  image: z.string().nullable(),
  user_type: userTypeSchema,
  is_verified: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /api-ops/ops/v1/profile/ */
export const getProfileResponseSchema = z.object({ success: z.literal(true), data: profileSchema });
export type GetProfileResponse = z.infer<typeof getProfileResponseSchema>;
