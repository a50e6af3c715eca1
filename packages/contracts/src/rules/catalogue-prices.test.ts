import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../lookups/catalogue-data.js';
import { CATALOGUE_PRICE_CASES } from './catalogue-price-cases.js';
import {
  CATALOGUE_SEED,
  catalogueCurrencyPrice,
  entityServiceLine,
  invoiceServiceLine,
  priceLookupAnswer,
  priceLookupCurrency,
  serviceLookupItem,
  type CatalogueCurrency,
  type SubServiceInfo,
} from './catalogue-prices.js';
import { invoiceCurrencyToIso } from './client-admin-constants.js';

/** A sub-service as the server's catalogue reads it from the rows the seed wrote. */
function subService(id: number, currency: CatalogueCurrency): SubServiceInfo | undefined {
  for (const service of CATALOGUE_SEED)
    for (const sub of service.subServices)
      if (sub.id === id) {
        const price = sub.prices.find((p) => p.currency === currency)!;
        return {
          id,
          name: sub.name,
          unit_type: sub.unit_type,
          service_id: service.id,
          service_name: service.name,
          ...price,
        };
      }
  return undefined;
}

describe('the catalogue’s look-ups', () => {
  it.each(CATALOGUE_PRICE_CASES.services)('$name', ({ service, expected }) => {
    const listed = service
      ? (CATALOGUE_SEED.find((s) => s.id === service)?.subServices ?? [])
      : CATALOGUE_SEED;
    expect(listed.map(serviceLookupItem)).toEqual(expected);
  });

  it.each(CATALOGUE_PRICE_CASES.prices)('$name', ({ id, query, answer }) => {
    const result = priceLookupAnswer(subService(id, priceLookupCurrency(query)), query);
    expect(result).toEqual(answer ? { success: true, ...answer } : expect.objectContaining({ status: 404 }));
  });

  it('writes every sub-service in every currency, numbered in order', () => {
    const subs = CATALOGUE_SEED.flatMap((s) => s.subServices);
    expect(subs.map((s) => s.id)).toEqual(subs.map((_, i) => i + 1));
    expect(subs).toHaveLength(CATALOGUE.reduce((n, s) => n + s.subServices.length, 0));
    expect(subs[0]!.prices.map((p) => p.currency)).toEqual(['USD', 'EUR', 'AED']);
    expect(catalogueCurrencyPrice('0.5', 'USD')).toBe('0.50');
  });
});

describe('priced lines', () => {
  it.each(CATALOGUE_PRICE_CASES.entityLines)('$name', ({ currency, services, expected }) => {
    const lines = services.map((s) => entityServiceLine(subService(s.service_mapper, currency), s.discount));
    expect('refusal' in expected ? lines.find((l) => 'refusal' in l) : lines).toEqual(expected);
  });

  it.each(CATALOGUE_PRICE_CASES.invoiceLines)('$name', ({ currency, lines, expected }) => {
    const iso = invoiceCurrencyToIso(currency);
    const priced = lines.map((l) => invoiceServiceLine(subService(l.sub_service, iso), l.offered_price));
    expect('refusal' in expected ? priced.find((l) => 'refusal' in l) : priced).toEqual(expected);
  });
});
