import { z } from 'zod';
import {
  CLIENT_SORTS,
  DEFAULT_CLIENT_SORT,
  INDUSTRIES,
  JOB_FUNCTIONS,
  USER_CATEGORIES,
} from '../rules/client-admin-constants.js';
import { CLIENT_MESSAGES } from '../rules/client-messages.js';
import { plainTextSchema, searchTermSchema } from '../rules/text-rules.js';
import {
  clientCodeSchema,
  domainListSchema,
  emailSchema,
  idSchema,
  requiredText,
  textareaSchema,
} from './fields.js';
import { phoneSchema } from './phone.js';
import { localeSchema } from '../i18n/locales.js';

export const clientSchema = z.object({
  client_id: z.number().int(),
  client_name: z.string(),
  client_code: z.string(),
  client_domain_list: z.array(z.string()),
  /** A path on the server (public media) or null. */
  client_logo: z.string().nullable(),
  created_at: z.string(),
  entities_count: z.number().int(),
  users_count: z.number().int(),
  /** The recipients' portal's and e-mails' language when neither the recipient nor their browser says. */
  portal_language: localeSchema.optional(),
});
export type Client = z.infer<typeof clientSchema>;

/** Clients grouped by the month they were added, newest or oldest first by `sort`. */
export const clientMonthSchema = z.object({
  title: z.string(),
  month: z.string(),
  info: z.array(clientSchema),
});
export type ClientMonth = z.infer<typeof clientMonthSchema>;

const sortSchema = z
  .enum([...CLIENT_SORTS, 'ascending', 'descending'])
  .default(DEFAULT_CLIENT_SORT)
  .transform((s): (typeof CLIENT_SORTS)[number] => (s.startsWith('desc') ? 'desc' : 'asc'));

/** GET api-req/requester/v1/company/?month=&sort= */
export const clientListQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month must look like 2026-11.')
    .optional(),
  sort: sortSchema,
});
/** GET api-req/requester/v1/search/?q= */
export const clientSearchQuerySchema = z.object({ q: searchTermSchema, sort: sortSchema });
export const clientListResponseSchema = z.object({
  success: z.literal(true),
  sort_order: z.enum(CLIENT_SORTS),
  data: z.array(clientMonthSchema),
});
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;

export const clientResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: clientSchema,
});
export type ClientResponse = z.infer<typeof clientResponseSchema>;

/** GET api-req/requester/v1/default-clients: the existing companies to pick from. */
export const defaultClientSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  company_domain_list: z.array(z.string()),
  client_code: z.string(),
});
export const defaultClientsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(defaultClientSchema),
});
export type DefaultClient = z.infer<typeof defaultClientSchema>;

/** GET api-req/requester/v1/generate-client-code/?com= */
export const generateClientCodeQuerySchema = z.object({
  com: requiredText(CLIENT_MESSAGES.companyNameRequired),
});
export const generateClientCodeResponseSchema = z.object({
  success: z.literal(true),
  client_code: z.string(),
});
/** GET api-req/requester/v1/verify-client-code/?cc= */
export const verifyClientCodeQuerySchema = z.object({ cc: z.string().max(40) });
export const verifyClientCodeResponseSchema = z.object({
  success: z.literal(true),
  valid: z.boolean(),
  message: z.string(),
});

export const entityDataSchema = z.object({
  entity_name: requiredText(CLIENT_MESSAGES.nameRequired),
  address_1: textareaSchema(200).default(''),
  address_2: textareaSchema(200).default(''),
  entity_zip_code: plainTextSchema(20).default(''),
  entity_country: requiredText(CLIENT_MESSAGES.countryRequired, 80),
  entity_city: requiredText(CLIENT_MESSAGES.cityRequired, 120),
});

export const userDataSchema = z.object({
  user_name: requiredText(CLIENT_MESSAGES.nameRequired),
  user_email: emailSchema,
  user_phone_no: z.array(phoneSchema).max(5).default([]),
  user_industry: z.enum(INDUSTRIES).nullable().default(null),
  user_category: z.enum(USER_CATEGORIES).nullable().default(null),
  user_country: requiredText(CLIENT_MESSAGES.countryRequired, 80),
  user_city: requiredText(CLIENT_MESSAGES.cityRequired, 120),
  user_designation: plainTextSchema(80).default(''),
  user_job_function: z.enum(JOB_FUNCTIONS).nullable().default(null),
});

/**
 * POST api-req/requester/v1/company/: a new company (no client_id) or an existing one (client_id), with
 * its first billing entity and first user.
 */
export const createClientRequestSchema = z.object({
  client_id: idSchema.nullable().default(null),
  company_name: requiredText(CLIENT_MESSAGES.companyNameRequired),
  client_code: clientCodeSchema,
  company_domain_list: domainListSchema,
  entity_data: entityDataSchema,
  user_data: userDataSchema,
  note_understood: z.literal(true, { error: CLIENT_MESSAGES.confirmNote }),
  instruction_understood: z.literal(true, { error: CLIENT_MESSAGES.confirmInstruction }),
  copy_address: z.boolean().default(false),
  /** Optional so older clients' calls still fit; a new company speaks English unless told (decision 0042). */
  portal_language: localeSchema.optional(),
});
export type CreateClientRequest = z.input<typeof createClientRequestSchema>;

/** PUT or PATCH api-req/requester/v1/company/{id}/: name and domains; the code never changes. */
export const updateClientRequestSchema = z.object({
  company_name: requiredText(CLIENT_MESSAGES.companyNameRequired).optional(),
  company_domain_list: domainListSchema.optional(),
  portal_language: localeSchema.optional(),
});
export type UpdateClientRequest = z.input<typeof updateClientRequestSchema>;
