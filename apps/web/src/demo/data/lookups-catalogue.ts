import { CATALOGUE, CURRENCY_FACTORS, formatMoney } from '@ops/contracts';
import type { ENTITY_CURRENCIES, ServiceLookupItem } from '@ops/contracts';

type IsoCurrency = (typeof ENTITY_CURRENCIES)[number];

/** The factors in ten-thousandths, so prices are worked out in whole numbers, exactly as Decimal does. */
const FACTORS = Object.fromEntries(
  Object.entries(CURRENCY_FACTORS).map(([currency, factor]) => [
    currency,
    Math.round(Number(factor) * 10_000),
  ]),
) as Record<IsoCurrency, number>;

/** A USD price in another currency, rounded half up to cents (the server's formatMoney of usd × factor). */
function convert(usd: string, currency: IsoCurrency): string {
  const cents = Math.round(Number(usd) * 100);
  return formatMoney(Math.floor((cents * FACTORS[currency] + 5_000) / 10_000) / 100);
}

export interface SubServiceInfo {
  id: number;
  name: string;
  unit_type: string;
  service_id: number;
  service_name: string;
  list_price: string | null;
  msla_price: string | null;
}

// Ids as the server's seed gives them: services 1 to 6, sub-services numbered on across services.
const services = CATALOGUE.map((service, index) => ({ id: index + 1, ...service }));
const subServices = services.flatMap((service, serviceIndex) =>
  service.subServices.map((sub, subIndex) => ({
    id: CATALOGUE.slice(0, serviceIndex).reduce((n, s) => n + s.subServices.length, 0) + subIndex + 1,
    service,
    ...sub,
  })),
);

export const catalogueServices = (): ServiceLookupItem[] =>
  services.map((s) => ({ id: s.id, display_txt: s.name, unit_type: s.unit, code: s.code }));

/** A service's sub-services (none for an unknown service); they have no code of their own. */
export const catalogueSubServices = (serviceId: number): ServiceLookupItem[] =>
  subServices
    .filter((s) => s.service.id === serviceId)
    .map((s) => ({ id: s.id, display_txt: s.name, unit_type: s.service.unit, code: null }));

/** A sub-service with its service and its prices in one currency, as the server's catalogue reads it. */
export function subServiceIn(id: number, currency: IsoCurrency): SubServiceInfo | undefined {
  const sub = subServices.find((s) => s.id === id);
  if (!sub) return undefined;
  return {
    id: sub.id,
    name: sub.name,
    unit_type: sub.service.unit,
    service_id: sub.service.id,
    service_name: sub.service.name,
    list_price: convert(sub.usd, currency),
    msla_price: sub.mslaUsd ? convert(sub.mslaUsd, currency) : null,
  };
}

/** The sample data names sub-services, not ids. */
export function subServiceId(name: string): number {
  const sub = subServices.find((s) => s.name === name);
  if (!sub) throw new Error(`No sub-service ${name} in the demo catalogue`);
  return sub.id;
}
