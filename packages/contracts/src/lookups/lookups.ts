import { z } from 'zod';
import { ENTITY_CURRENCIES, INVOICE_CURRENCIES } from '../rules/client-admin-constants.js';
import { idSchema } from '../clients/fields.js';

/** GET api-req/requester/v1/country/ */
export const countrySchema = z.object({
  country: z.string(),
  currency: z.string(),
  tax_type: z.enum(['VAT', 'GST']),
});
export const countryListResponseSchema = z.object({ success: z.literal(true), data: z.array(countrySchema) });
export type Country = z.infer<typeof countrySchema>;

/** GET api-req/requester/v1/country/{country} (India when none is chosen). */
export const cityListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ city: z.string() })),
});
export const countryParamsSchema = z.object({ country: z.string().trim().min(1).max(80) });

/** POST api-req/requester/v1/service/: without a payload the services, with `service` its sub-services. */
export const serviceLookupRequestSchema = z.object({ service: idSchema.optional() }).nullish();
export const serviceLookupItemSchema = z.object({
  id: z.number().int(),
  display_txt: z.string(),
  unit_type: z.string().nullable(),
  code: z.string().nullable(),
});
export const serviceLookupResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(serviceLookupItemSchema),
  services: z.array(serviceLookupItemSchema),
});
export type ServiceLookupItem = z.infer<typeof serviceLookupItemSchema>;

/**
 * GET api-req/requester/v1/service/{subServiceId}/?currency= gives the list price (entity form);
 * ?curr= gives the MSLA price (invoice form), null when the sub-service has none in that currency.
 */
export const priceLookupQuerySchema = z.union([
  z.object({ currency: z.enum(ENTITY_CURRENCIES) }),
  z.object({ curr: z.enum(INVOICE_CURRENCIES) }),
]);
export const priceLookupResponseSchema = z.object({
  success: z.literal(true),
  list_price: z.string().nullable(),
  unit_type: z.string(),
});
