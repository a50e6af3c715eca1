import { z } from 'zod';
import {
  DEFAULT_INVOICE_CURRENCY,
  DISCOUNT_TYPES,
  INVOICE_CURRENCIES,
  INVOICE_TAX_TYPES,
} from '../rules/client-admin-constants.js';
import { CLIENT_MESSAGES } from '../rules/client-messages.js';
import { plainTextSchema } from '../rules/text-rules.js';
import { dateSchema, idSchema, moneySchema, percentSchema, textareaSchema } from './fields.js';

export const invoiceServiceSchema = z.object({
  id: z.number().int(),
  service: z.number().int(),
  service_name: z.string(),
  sub_service: z.number().int(),
  sub_service_name: z.string(),
  unit_type: z.string(),
  list_price: z.string(),
  msla_price: z.string().nullable(),
  offered_price: z.string(),
  cumm_discount_listprice: z.string(),
  cumm_discount_mslaprice: z.string().nullable(),
});
export type InvoiceService = z.infer<typeof invoiceServiceSchema>;

export const invoiceSchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  invoice_validity_start: z.string(),
  invoice_validity_end: z.string(),
  default_entity: z.number().int(),
  default_entity_name: z.string(),
  currency_used: z.enum(INVOICE_CURRENCIES),
  comments: z.string(),
  types_of_discounts: z.array(z.enum(DISCOUNT_TYPES)),
  taxes_list: z.array(z.object({ tax_type: z.enum(INVOICE_TAX_TYPES), percentage: z.string() })),
  list_of_services: z.array(invoiceServiceSchema),
  invoice_codes_list: z.array(z.string()),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** POST api-req/requester/v1/invoice/ and PUT or PATCH api-req/requester/v1/invoice/{id}/ */
export const invoiceRequestSchema = z
  .object({
    client_id: idSchema,
    invoice_validity_start: dateSchema,
    invoice_validity_end: dateSchema,
    default_entity: idSchema,
    currency_used: z.enum(INVOICE_CURRENCIES).default(DEFAULT_INVOICE_CURRENCY),
    comments: textareaSchema(2000).default(''),
    types_of_discounts: z.array(z.enum(DISCOUNT_TYPES)).max(DISCOUNT_TYPES.length).default([]),
    taxes_list: z
      .array(z.object({ tax_type: z.enum(INVOICE_TAX_TYPES), percentage: percentSchema }))
      .max(5)
      .default([]),
    list_of_services: z
      .array(z.object({ sub_service: idSchema, offered_price: moneySchema }), {
        error: CLIENT_MESSAGES.serviceRequired,
      })
      .max(50)
      .default([]),
    invoice_codes_list: z
      .array(plainTextSchema(40).refine((v) => v.length > 0))
      .max(20)
      .default([]),
  })
  .refine((v) => v.invoice_validity_start <= v.invoice_validity_end, {
    message: CLIENT_MESSAGES.dateOrder,
    path: ['invoice_validity_end'],
  });
export type InvoiceRequest = z.input<typeof invoiceRequestSchema>;

export const invoiceResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: invoiceSchema,
});
export const invoiceListResponseSchema = z.object({ success: z.literal(true), data: z.array(invoiceSchema) });
