import type { ServiceLookupItem } from '@ops/contracts';
import type { services, subServices } from '@/db/client-schema.js';
import type { SubServiceInfo } from './catalogue-repository.js';

export const presentService = (s: typeof services.$inferSelect): ServiceLookupItem => ({
  id: s.id,
  display_txt: s.name,
  unit_type: s.unit_type,
  code: s.code,
});

/** Sub-services have no code of their own. */
export const presentSubService = (s: typeof subServices.$inferSelect): ServiceLookupItem => ({
  id: s.id,
  display_txt: s.name,
  unit_type: s.unit_type,
  code: null,
});

/** The entity form asks for the list price, the invoice form for the MSLA price. */
export const presentPrice = (sub: SubServiceInfo, msla: boolean) => ({
  success: true as const,
  list_price: msla ? sub.msla_price : sub.list_price,
  unit_type: sub.unit_type,
});
