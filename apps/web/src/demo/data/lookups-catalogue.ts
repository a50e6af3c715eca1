import { CATALOGUE_SEED } from '@ops/contracts';
import type { CatalogueCurrency, SubServiceInfo } from '@ops/contracts';

const subServices = CATALOGUE_SEED.flatMap((service) =>
  service.subServices.map((sub) => ({ service, ...sub })),
);

/** A sub-service with its service and its prices in one currency, as the server's catalogue reads it. */
export function subServiceIn(id: number, currency: CatalogueCurrency): SubServiceInfo | undefined {
  const sub = subServices.find((s) => s.id === id);
  const price = sub?.prices.find((p) => p.currency === currency);
  return (
    sub && {
      id: sub.id,
      name: sub.name,
      unit_type: sub.unit_type,
      service_id: sub.service.id,
      service_name: sub.service.name,
      list_price: price?.list_price ?? null,
      msla_price: price?.msla_price ?? null,
    }
  );
}

/** The sample data names sub-services, not ids. */
export function subServiceId(name: string): number {
  const sub = subServices.find((s) => s.name === name);
  if (!sub) throw new Error(`No sub-service ${name} in the demo catalogue`);
  return sub.id;
}
