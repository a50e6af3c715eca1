import type { z } from 'zod';
import type { entityDataSchema } from '../clients/client.js';
import type { Entity } from '../clients/entity.js';

/** What a new company's first entity lists, but its ids, code and the parts derived from the fields here. */
type FirstEntity = Omit<Entity, 'id' | 'client_id' | 'entity_code' | 'is_msla' | 'invoice_details'>;

const DEFAULTED: Omit<
  FirstEntity,
  'entity_name' | 'address1' | 'address2' | 'zip_code' | 'country' | 'city'
> = {
  company_reg_no: '',
  company_reg_validity: null,
  tax_reg_no: '',
  tax_validity: null,
  is_external: false,
  file_sharing_platform: '',
  file_shared_type: null,
  uses_charge_code: false,
  charge_code: null,
  contract_file_type: 'NDA',
  contract: null,
  contract_validity_start: null,
  contract_validity_end: null,
  currency: 'USD',
  file_duration: 90,
  tax_list: [],
};

/**
 * The entity defaults' cases: the entity part of the new-company form, and the first entity the company
 * then lists. The rule's own test runs them, and so do the server's company/ route and the demo's handler:
 * a drift between them fails a test. The expected values are written out, not taken from the rule.
 */
export const ENTITY_DEFAULT_CASES: readonly {
  name: string;
  entity_data: z.input<typeof entityDataSchema>;
  expected: FirstEntity;
}[] = [
  {
    name: 'a full address, everything else at its default (not external, NDA, USD, 90 days)',
    entity_data: {
      entity_name: 'Rules Lda',
      address_1: 'Rua Augusta 100',
      address_2: '2.º andar',
      entity_zip_code: '1100-053',
      entity_country: 'India',
      entity_city: 'Pune',
    },
    expected: {
      entity_name: 'Rules Lda',
      address1: 'Rua Augusta 100',
      address2: '2.º andar',
      zip_code: '1100-053',
      country: 'India',
      city: 'Pune',
      ...DEFAULTED,
    },
  },
  {
    name: 'only the required fields: the address lines and the postcode start empty',
    entity_data: { entity_name: 'Rules GmbH', entity_country: 'India', entity_city: 'Mumbai' },
    expected: {
      entity_name: 'Rules GmbH',
      address1: '',
      address2: '',
      zip_code: '',
      country: 'India',
      city: 'Mumbai',
      ...DEFAULTED,
    },
  },
];
