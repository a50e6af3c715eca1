import { z } from 'zod';
import { userTypeSchema } from '../common.js';
import { MESSAGES } from '../rules/messages.js';
import { isKnownDialCodeOrEmpty } from '../rules/dial-codes.js';
import { digitsOnlySchema, plainTextSchema } from '../rules/text-rules.js';

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

/** Text fields of PUT /api-ops/ops/v1/profile/{id}/ (multipart; `image` is an optional file part). */
export const updateProfileFieldsSchema = z
  .object({
    first_name: plainTextSchema(60).default(''),
    last_name: plainTextSchema(60).default(''),
    organization: plainTextSchema(100).default(''),
    phone_number_ext: z.string().trim().default('').refine(isKnownDialCodeOrEmpty, MESSAGES.selectFromList),
    phone_number: digitsOnlySchema(15).default(''),
    whatsapp_number_ext: z
      .string()
      .trim()
      .default('')
      .refine(isKnownDialCodeOrEmpty, MESSAGES.selectFromListShort),
    whatsapp_number: digitsOnlySchema(15).default(''),
  })
  .refine((v) => !v.phone_number || v.phone_number_ext, {
    message: MESSAGES.selectFromList,
    path: ['phone_number_ext'],
  })
  .refine((v) => !v.whatsapp_number || v.whatsapp_number_ext, {
    message: MESSAGES.selectFromListShort,
    path: ['whatsapp_number_ext'],
  });
export type UpdateProfileFields = z.input<typeof updateProfileFieldsSchema>;

export const updateProfileParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const updateProfileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: profileSchema,
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/** Image types a profile image may have, by their content, with the file extension each is stored under. */
export const PROFILE_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
