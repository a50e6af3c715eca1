import type { z } from 'zod';
import type { entityDataSchema } from '../clients/client.js';
import type { EntityRequest, entityRequestSchema } from '../clients/entity.js';
import { DEFAULT_CONTRACT_TYPE } from './client-admin-constants.js';

/** Where a new entity is: its name and address, the rest of it starting from ENTITY_DEFAULTS. */
export interface EntityPlace {
  entity_name: string;
  address1: string;
  address2: string;
  zip_code: string;
  country: string;
  city: string;
}

/** What an entity starts with until someone sets it: not external, NDA, USD, 90 days. */
export const ENTITY_DEFAULTS = {
  company_reg_no: '',
  company_reg_validity: null,
  tax_reg_no: '',
  tax_validity: null,
  is_external: false,
  file_sharing_platform: '',
  file_shared_type: null,
  uses_charge_code: false,
  charge_code: null,
  contract_file_type: DEFAULT_CONTRACT_TYPE,
  contract: null,
  contract_validity_start: null,
  contract_validity_end: null,
  currency: 'USD',
  file_duration: 90,
} as const satisfies Omit<EntityRequest, 'client_id' | 'tax_list' | 'services' | keyof EntityPlace>;

/**
 * A new entity of a client at a place, with everything else at its default: the first entity a new company
 * gets (server and demo), and the blank entity form.
 */
export const newEntityRequest = (
  clientId: number,
  place: EntityPlace,
): z.output<typeof entityRequestSchema> => ({
  client_id: clientId,
  ...place,
  ...ENTITY_DEFAULTS,
  tax_list: [],
  services: [],
});

/** Where the first entity of a new company is, from the company form's entity part. */
export const firstEntityPlace = (e: z.output<typeof entityDataSchema>): EntityPlace => ({
  entity_name: e.entity_name,
  address1: e.address_1,
  address2: e.address_2,
  zip_code: e.entity_zip_code,
  country: e.entity_country,
  city: e.entity_city,
});
