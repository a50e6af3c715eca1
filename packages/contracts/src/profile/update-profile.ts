import { z } from 'zod';
import { MESSAGES } from '../rules/messages.js';
import { isKnownDialCodeOrEmpty } from '../rules/dial-codes.js';
import { digitsOnlySchema, plainTextSchema } from '../rules/text-rules.js';
import { profileSchema } from './profile.js';
import { idParamsSchema } from '../rules/ids.js';

// Apart from profile.ts, which the web app's first bundle needs (its API slice reads the profile): the
// dial codes these checks use would bring libphonenumber's metadata into it.

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

export const updateProfileParamsSchema = idParamsSchema;

export const updateProfileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: profileSchema,
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/** The server's PROFILE_IMAGE_MAX_BYTES default, which the demo keeps: a profile image's and a client logo's limit. */
export const PROFILE_IMAGE_DEFAULT_MAX_BYTES = 2 * 1024 * 1024;

/** Image types a profile image may have, by their content, with the file extension each is stored under. */
export const PROFILE_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
