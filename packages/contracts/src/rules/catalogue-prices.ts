import { Decimal } from 'decimal.js';
import type { z } from 'zod';
import type { EntityService } from '../clients/entity.js';
import type { InvoiceService } from '../clients/invoice.js';
import { CATALOGUE, CURRENCY_FACTORS } from '../lookups/catalogue-data.js';
import type {
  priceLookupQuerySchema,
  priceLookupResponseSchema,
  ServiceLookupItem,
} from '../lookups/lookups.js';
import { invoiceCurrencyToIso } from './client-admin-constants.js';
import { CLIENT_MESSAGES } from './client-messages.js';
import { cumulativeDiscount, entityFinalSellPrice, formatMoney } from './pricing.js';
import { refused, type Refused } from './refusal.js';

export type CatalogueCurrency = keyof typeof CURRENCY_FACTORS;

/** A USD price in one of the catalogue's currencies: times the currency's factor, rounded half up to cents. */
export const catalogueCurrencyPrice = (usd: string, currency: CatalogueCurrency) =>
  formatMoney(new Decimal(usd).times(CURRENCY_FACTORS[currency]));

/**
 * The catalogue as the server's first start writes it: the services in order, each sub-service with its
 * position and its prices in every currency. The ids are the ones the serial columns give these rows on an
 * empty database (services 1 to 6, sub-services numbered on across services); the demo answers with them.
 */
export const CATALOGUE_SEED = CATALOGUE.map((service, position) => ({
  id: position + 1,
  name: service.name,
  code: service.code,
  unit_type: service.unit,
  position,
  subServices: service.subServices.map((sub, subPosition) => ({
    id: CATALOGUE.slice(0, position).reduce((n, s) => n + s.subServices.length, 0) + subPosition + 1,
    name: sub.name,
    unit_type: service.unit,
    position: subPosition,
    prices: Object.keys(CURRENCY_FACTORS).map((currency) => ({
      currency,
      list_price: catalogueCurrencyPrice(sub.usd, currency as CatalogueCurrency),
      msla_price: sub.mslaUsd ? catalogueCurrencyPrice(sub.mslaUsd, currency as CatalogueCurrency) : null,
    })),
  })),
}));

/** A sub-service with its service and its prices in one currency (null where none is set). */
export interface SubServiceInfo {
  id: number;
  name: string;
  unit_type: string;
  service_id: number;
  service_name: string;
  list_price: string | null;
  msla_price: string | null;
}

/** A service or a sub-service in the look-up's list; sub-services have no code of their own. */
export const serviceLookupItem = (s: {
  id: number;
  name: string;
  unit_type: string;
  code?: string | null;
}): ServiceLookupItem => ({ id: s.id, display_txt: s.name, unit_type: s.unit_type, code: s.code ?? null });

type PriceQuery = z.output<typeof priceLookupQuerySchema>;

/** The currency a price look-up asks in: ?currency= (the entity form) or ?curr= (the invoice form). */
export const priceLookupCurrency = (query: PriceQuery) =>
  'curr' in query ? invoiceCurrencyToIso(query.curr) : query.currency;

/** The entity form asks for the list price (404 without one), the invoice form for the MSLA price (or null). */
export function priceLookupAnswer(
  sub: SubServiceInfo | undefined,
  query: PriceQuery,
): Refused | z.output<typeof priceLookupResponseSchema> {
  const msla = 'curr' in query;
  if (!sub || (!msla && !sub.list_price)) return refused(CLIENT_MESSAGES.listPriceNotFoundForSubService, 404);
  return { success: true, list_price: msla ? sub.msla_price : sub.list_price, unit_type: sub.unit_type };
}

/** An entity's service line priced in its currency: the list price, then the final sell price. */
export function entityServiceLine(
  sub: SubServiceInfo | undefined,
  discount: string,
): Refused | Omit<EntityService, 'id'> {
  if (!sub?.list_price) return refused(CLIENT_MESSAGES.listPriceNotFoundForSubService);
  return {
    service_mapper: sub.id,
    service_id: sub.service_id,
    service: sub.service_name,
    sub_service: sub.name,
    unit_type: sub.unit_type,
    list_price: sub.list_price,
    discount: formatMoney(discount),
    offered_price: entityFinalSellPrice(sub.list_price, discount),
  };
}

/** An invoice's line: list and MSLA prices, both cumulative discounts from the offered price. */
export function invoiceServiceLine(
  sub: SubServiceInfo | undefined,
  offeredPrice: string,
): Refused | Omit<InvoiceService, 'id'> {
  if (!sub?.list_price || Number(sub.list_price) <= 0)
    return refused(CLIENT_MESSAGES.listPriceNotFoundInvoice);
  return {
    service: sub.service_id,
    service_name: sub.service_name,
    sub_service: sub.id,
    sub_service_name: sub.name,
    unit_type: sub.unit_type,
    list_price: sub.list_price,
    msla_price: sub.msla_price,
    offered_price: formatMoney(offeredPrice),
    cumm_discount_listprice: cumulativeDiscount(offeredPrice, sub.list_price),
    cumm_discount_mslaprice: sub.msla_price ? cumulativeDiscount(offeredPrice, sub.msla_price) : null,
  };
}
