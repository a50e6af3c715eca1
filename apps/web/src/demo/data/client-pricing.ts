import { cumulativeDiscount, entityFinalSellPrice, formatMoney, invoiceCurrencyToIso } from '@ops/contracts';
import type { ENTITY_CURRENCIES, EntityService, INVOICE_CURRENCIES, InvoiceService } from '@ops/contracts';
import { subServiceIn } from './lookups-catalogue';

type EntityCurrency = (typeof ENTITY_CURRENCIES)[number];
type InvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];

/**
 * An entity's service lines priced in its currency, as the server prices them: the catalogue's list price,
 * then the final sell price (figures with two decimals, as the server's numeric columns give them back). Null when a sub-service has no list price (the server refuses the save).
 */
export function priceEntityServices(
  lines: readonly { service_mapper: number; discount: string }[],
  currency: EntityCurrency,
  nextId: () => number,
): EntityService[] | null {
  const priced: EntityService[] = [];
  for (const line of lines) {
    const sub = subServiceIn(line.service_mapper, currency);
    if (!sub?.list_price) return null;
    priced.push({
      id: nextId(),
      service_mapper: sub.id,
      service_id: sub.service_id,
      service: sub.service_name,
      sub_service: sub.name,
      unit_type: sub.unit_type,
      list_price: sub.list_price,
      discount: formatMoney(line.discount),
      offered_price: entityFinalSellPrice(sub.list_price, line.discount),
    });
  }
  return priced;
}

/**
 * An invoice's lines: list and MSLA prices from the catalogue, both cumulative discounts from the offered
 * price. Null when a sub-service has no list price above zero (the server refuses the save).
 */
export function priceInvoiceLines(
  lines: readonly { sub_service: number; offered_price: string }[],
  currency: InvoiceCurrency,
  nextId: () => number,
): InvoiceService[] | null {
  const priced: InvoiceService[] = [];
  for (const line of lines) {
    const sub = subServiceIn(line.sub_service, invoiceCurrencyToIso(currency));
    if (!sub?.list_price || Number(sub.list_price) <= 0) return null;
    priced.push({
      id: nextId(),
      service: sub.service_id,
      service_name: sub.service_name,
      sub_service: sub.id,
      sub_service_name: sub.name,
      unit_type: sub.unit_type,
      list_price: sub.list_price,
      msla_price: sub.msla_price,
      offered_price: formatMoney(line.offered_price),
      cumm_discount_listprice: cumulativeDiscount(line.offered_price, sub.list_price),
      cumm_discount_mslaprice: sub.msla_price ? cumulativeDiscount(line.offered_price, sub.msla_price) : null,
    });
  }
  return priced;
}
