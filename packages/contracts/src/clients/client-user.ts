import { z } from 'zod';
import { INDUSTRIES, JOB_FUNCTIONS, USER_CATEGORIES } from '../rules/client-admin-constants.js';
import { CLIENT_MESSAGES } from '../rules/client-messages.js';
import { plainTextSchema } from '../rules/text-rules.js';
import { emailSchema, idSchema, requiredText } from './fields.js';
import { phoneSchema } from './phone.js';

export const clientUserSchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  phone_number_list: z.array(z.object({ ext: z.string(), number: z.string() })),
  country: z.string(),
  city: z.string(),
  category: z.enum(USER_CATEGORIES).nullable(),
  designation: z.string(),
  industry: z.enum(INDUSTRIES).nullable(),
  job_function: z.enum(JOB_FUNCTIONS).nullable(),
  default_entity: z.number().int().nullable(),
});
export type ClientUser = z.infer<typeof clientUserSchema>;

/** POST api-req/requester/v1/user/ and PUT or PATCH api-req/requester/v1/user/{id}/ */
export const clientUserRequestSchema = z.object({
  client_id: idSchema,
  username: requiredText(CLIENT_MESSAGES.nameRequired),
  email: emailSchema,
  phone_number_list: z.array(phoneSchema).max(5).default([]),
  country: requiredText(CLIENT_MESSAGES.countryRequired, 80),
  city: requiredText(CLIENT_MESSAGES.cityRequired, 120),
  category: z.enum(USER_CATEGORIES).nullable().default(null),
  designation: plainTextSchema(80).default(''),
  industry: z.enum(INDUSTRIES).nullable().default(null),
  job_function: z.enum(JOB_FUNCTIONS).nullable().default(null),
  default_entity: idSchema.nullable().default(null),
});
export type ClientUserRequest = z.input<typeof clientUserRequestSchema>;

export const clientUserResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: clientUserSchema,
});
export const clientUserListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(clientUserSchema),
});
