import { z } from 'zod';
import {
  CONTRACT_TYPES,
  DEFAULT_CONTRACT_TYPE,
  ENTITY_CURRENCIES,
  ENTITY_TAX_TYPES,
  SHARE_TYPE_VALUES,
} from '../rules/client-admin-constants.js';
import { CLIENT_MESSAGES } from '../rules/client-messages.js';
import { plainTextSchema } from '../rules/text-rules.js';
import { idSchema, optionalDateSchema, percentSchema, requiredText, textareaSchema } from './fields.js';

export const storedFileSchema = z.object({ filename: z.string().max(255), s3_path: z.string().max(300) });
export type StoredFile = z.infer<typeof storedFileSchema>;

export const entityTaxSchema = z.object({ tax_type: z.enum(ENTITY_TAX_TYPES), percentage: percentSchema });

export const entityServiceSchema = z.object({
  id: z.number().int(),
  /** The sub-service id of the services catalogue. */
  service_mapper: z.number().int(),
  service_id: z.number().int(),
  service: z.string(),
  sub_service: z.string(),
  unit_type: z.string(),
  list_price: z.string(),
  discount: z.string(),
  /** Final sell price: list price less the discount, less the corporate 10 percent. */
  offered_price: z.string(),
});
export type EntityService = z.infer<typeof entityServiceSchema>;

export const entitySchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  entity_code: z.string(),
  entity_name: z.string(),
  address1: z.string(),
  address2: z.string(),
  zip_code: z.string(),
  country: z.string(),
  city: z.string(),
  company_reg_no: z.string(),
  company_reg_validity: z.string().nullable(),
  tax_reg_no: z.string(),
  tax_validity: z.string().nullable(),
  is_external: z.boolean(),
  file_sharing_platform: z.string(),
  file_shared_type: z.enum(SHARE_TYPE_VALUES).nullable(),
  uses_charge_code: z.boolean(),
  charge_code: z.string().nullable(),
  contract_file_type: z.enum(CONTRACT_TYPES),
  is_msla: z.boolean(),
  contract: storedFileSchema.nullable(),
  contract_validity_start: z.string().nullable(),
  contract_validity_end: z.string().nullable(),
  currency: z.enum(ENTITY_CURRENCIES),
  /** How long delivered files are kept, in days. */
  file_duration: z.number().int(),
  tax_list: z.array(z.object({ tax_type: z.enum(ENTITY_TAX_TYPES), percentage: z.string() })),
  invoice_details: z.object({ currency: z.enum(ENTITY_CURRENCIES), services: z.array(entityServiceSchema) }),
});
export type Entity = z.infer<typeof entitySchema>;

const validityOrdered = (start: string | null, end: string | null) => !start || !end || start <= end;

/** POST api-req/requester/v1/entity/ and PUT or PATCH api-req/requester/v1/entity/{id}/ */
export const entityRequestSchema = z
  .object({
    client_id: idSchema,
    entity_name: requiredText(CLIENT_MESSAGES.nameRequired),
    address1: textareaSchema(200).default(''),
    address2: textareaSchema(200).default(''),
    zip_code: plainTextSchema(20).default(''),
    country: requiredText(CLIENT_MESSAGES.countryRequired, 80),
    city: requiredText(CLIENT_MESSAGES.cityRequired, 120),
    company_reg_no: plainTextSchema(60).default(''),
    company_reg_validity: optionalDateSchema,
    tax_reg_no: plainTextSchema(60).default(''),
    tax_validity: optionalDateSchema,
    is_external: z.boolean().default(false),
    file_sharing_platform: plainTextSchema(80).default(''),
    file_shared_type: z.enum(SHARE_TYPE_VALUES).nullable().default(null),
    uses_charge_code: z.boolean().default(false),
    charge_code: plainTextSchema(40).nullable().default(null),
    contract_file_type: z.enum(CONTRACT_TYPES).default(DEFAULT_CONTRACT_TYPE),
    contract: storedFileSchema.nullable().default(null),
    contract_validity_start: optionalDateSchema,
    contract_validity_end: optionalDateSchema,
    currency: z.enum(ENTITY_CURRENCIES).default('USD'),
    file_duration: z.coerce
      .number({ error: CLIENT_MESSAGES.unitCountInvalid })
      .int(CLIENT_MESSAGES.unitCountInvalid)
      .min(1)
      .max(3650)
      .default(90),
    tax_list: z.array(entityTaxSchema).max(10).default([]),
    services: z
      .array(z.object({ service_mapper: idSchema, discount: percentSchema.default('0') }))
      .max(50)
      .default([]),
  })
  .refine((e) => !e.uses_charge_code || (e.charge_code ?? '').length > 0, {
    message: CLIENT_MESSAGES.chargeCodeRequired,
    path: ['charge_code'],
  })
  .refine((e) => validityOrdered(e.contract_validity_start, e.contract_validity_end), {
    message: CLIENT_MESSAGES.dateOrder,
    path: ['contract_validity_end'],
  });
export type EntityRequest = z.input<typeof entityRequestSchema>;

export const entityResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: entitySchema,
});
export const entityListResponseSchema = z.object({ success: z.literal(true), data: z.array(entitySchema) });
export const entityQuerySchema = z.object({ is_update: z.enum(['true', 'false']).optional() });

/** GET api-req/requester/v1/default-entity/?cid= */
export const defaultEntitySchema = z.object({
  id: z.number().int(),
  entity_name: z.string(),
  entity_code: z.string(),
});
export const defaultEntitiesResponseSchema = z.object({
  success: z.literal(true),
  entities_list: z.array(defaultEntitySchema),
  data: z.array(defaultEntitySchema),
});

/** GET api-req/requester/v1/update-currency/{id}/?currency= : re-prices the entity's services. */
export const updateCurrencyQuerySchema = z.object({ currency: z.enum(ENTITY_CURRENCIES) });

export const contractPreviewResponseSchema = z.object({
  success: z.literal(true),
  url: z.string(),
  filename: z.string(),
  content_type: z.string(),
});

export const uploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  file: storedFileSchema,
});
