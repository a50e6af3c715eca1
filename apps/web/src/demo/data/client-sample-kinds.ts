import { ENTITY_DEFAULTS } from '@ops/contracts';
import type {
  CONTRACT_TYPES,
  DISCOUNT_TYPES,
  ENTITY_CURRENCIES,
  ENTITY_TAX_TYPES,
  INDUSTRIES,
  INVOICE_CURRENCIES,
  INVOICE_TAX_TYPES,
  JOB_FUNCTIONS,
  SHARE_TYPE_VALUES,
  USER_CATEGORIES,
} from '@ops/contracts';

export interface SampleEntity {
  name: string;
  address: [string, string];
  zip: string;
  country: string;
  city: string;
  regNo: string;
  taxRegNo: string;
  contract: { type: (typeof CONTRACT_TYPES)[number]; file: string } | null;
  currency: (typeof ENTITY_CURRENCIES)[number];
  taxes: [(typeof ENTITY_TAX_TYPES)[number], string][];
  chargeCode: string | null;
  external: { platform: string; type: (typeof SHARE_TYPE_VALUES)[number] } | null;
  fileDuration: number;
  /** Sub-service name and discount percent. */
  services: [string, string][];
}

export interface SampleUser {
  name: string;
  email: string;
  phone: [string, string];
  country: string;
  city: string;
  designation: string;
  category: (typeof USER_CATEGORIES)[number];
  industry: (typeof INDUSTRIES)[number];
  job: (typeof JOB_FUNCTIONS)[number];
  /** Index of the client's entity the user is billed to. */
  entity: number;
}

export interface SampleInvoice {
  entity: number;
  currency: (typeof INVOICE_CURRENCIES)[number];
  discounts: (typeof DISCOUNT_TYPES)[number][];
  taxes: [(typeof INVOICE_TAX_TYPES)[number], string][];
  /** Sub-service name and invoice price. */
  lines: [string, string][];
  codes: string[];
  comments: string;
}

export interface SampleClient {
  code: string;
  name: string;
  domains: string[];
  daysAgo: number;
  entities: SampleEntity[];
  users: SampleUser[];
  invoices: SampleInvoice[];
}

/** An entity with the server's defaults for whatever the sample leaves out. */
export const sampleEntity = (
  fields: Partial<SampleEntity> & Pick<SampleEntity, 'name' | 'country' | 'city'>,
): SampleEntity => ({
  address: ['', ''],
  zip: '',
  regNo: '',
  taxRegNo: '',
  contract: null,
  currency: ENTITY_DEFAULTS.currency,
  taxes: [],
  chargeCode: null,
  external: null,
  fileDuration: ENTITY_DEFAULTS.file_duration,
  services: [],
  ...fields,
});
