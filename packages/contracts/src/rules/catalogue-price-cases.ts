import type { EntityService } from '../clients/entity.js';
import type { InvoiceService } from '../clients/invoice.js';
import type { ENTITY_CURRENCIES, INVOICE_CURRENCIES } from './client-admin-constants.js';
import type { ServiceLookupItem } from '../lookups/lookups.js';
import { CLIENT_MESSAGES } from './client-messages.js';

/** The service look-up: without a service the services, with one its sub-services. */
interface ServiceCase {
  name: string;
  service?: number;
  expected: ServiceLookupItem[];
}

/** A price look-up of a sub-service by id: the answer, or refused as not found. */
interface PriceCase {
  name: string;
  id: number;
  query: { currency: (typeof ENTITY_CURRENCIES)[number] } | { curr: (typeof INVOICE_CURRENCIES)[number] };
  answer: { list_price: string | null; unit_type: string } | null;
}

/** An entity saved in a currency with these services: its priced lines (ids aside), or the save's refusal. */
interface EntityLineCase {
  name: string;
  currency: (typeof ENTITY_CURRENCIES)[number];
  services: { service_mapper: number; discount: string }[];
  expected: Omit<EntityService, 'id'>[] | { refusal: string };
}

/** An invoice saved in a currency with these lines: its priced lines (ids aside), or the save's refusal. */
interface InvoiceLineCase {
  name: string;
  currency: (typeof INVOICE_CURRENCIES)[number];
  lines: { sub_service: number; offered_price: string }[];
  expected: Omit<InvoiceService, 'id'>[] | { refusal: string };
}

const translation = { service_id: 1, service: 'Translation Services', unit_type: 'Words' };
const basicDesign = { service_id: 2, service: 'Presentation Design', unit_type: 'Pages' };

/**
 * The catalogue's cases: the ids the seed gives, a USD price in another currency, the price look-ups and the
 * priced lines of an entity and an invoice. The rule's own test runs them, and so do the server's service/,
 * entity/ and invoice/ routes and the demo's handlers. The expected values are written out.
 */
export const CATALOGUE_PRICE_CASES: {
  services: readonly ServiceCase[];
  prices: readonly PriceCase[];
  entityLines: readonly EntityLineCase[];
  invoiceLines: readonly InvoiceLineCase[];
} = {
  services: [
    {
      name: 'the services in order, with their codes',
      expected: [
        { id: 1, display_txt: 'Translation Services', unit_type: 'Words', code: 'TR' },
        { id: 2, display_txt: 'Presentation Design', unit_type: 'Pages', code: 'PD' },
        { id: 3, display_txt: 'Graphic Design', unit_type: 'Images', code: 'GD' },
        { id: 4, display_txt: 'Audio-Video Production', unit_type: 'Minutes', code: 'AV' },
        { id: 5, display_txt: 'Research & Analytics', unit_type: 'Hours', code: 'RA' },
        { id: 6, display_txt: 'Data Processing', unit_type: 'Records', code: 'DP' },
      ],
    },
    {
      name: 'a service’s sub-services, numbered on across the services, without codes',
      service: 5,
      expected: [
        { id: 12, display_txt: 'Smart Secondary Research', unit_type: 'Hours', code: null },
        { id: 13, display_txt: 'Market Sizing', unit_type: 'Hours', code: null },
      ],
    },
    { name: 'an unknown service has none', service: 99, expected: [] },
  ],
  prices: [
    {
      name: 'the list price in euro',
      id: 2,
      query: { currency: 'EUR' },
      answer: { list_price: '0.13', unit_type: 'Words' },
    },
    {
      name: 'in dirhams, rounded half up (18.00 × 3.6725 = 66.105)',
      id: 6,
      query: { currency: 'AED' },
      answer: { list_price: '66.11', unit_type: 'Pages' },
    },
    {
      name: 'the invoice form’s MSLA price, the euro named EURO',
      id: 9,
      query: { curr: 'EURO' },
      answer: { list_price: '69.00', unit_type: 'Images' },
    },
    {
      name: 'no MSLA price: null',
      id: 8,
      query: { curr: 'AED' },
      answer: { list_price: null, unit_type: 'Images' },
    },
    { name: 'an unknown sub-service: not found', id: 999, query: { currency: 'USD' }, answer: null },
  ],
  entityLines: [
    {
      name: 'in euro: the list price, the discount, the final sell price after the corporate 10 %',
      currency: 'EUR',
      services: [
        { service_mapper: 2, discount: '12' },
        { service_mapper: 6, discount: '5' },
      ],
      expected: [
        {
          ...translation,
          service_mapper: 2,
          sub_service: 'Translation - Client-ready (assured)',
          list_price: '0.13',
          discount: '12.00',
          offered_price: '0.10',
        },
        {
          ...basicDesign,
          service_mapper: 6,
          sub_service: 'Basic Design',
          list_price: '16.56',
          discount: '5.00',
          offered_price: '14.16',
        },
      ],
    },
    {
      name: 'an unknown sub-service refuses the save',
      currency: 'USD',
      services: [{ service_mapper: 999, discount: '0' }],
      expected: { refusal: CLIENT_MESSAGES.listPriceNotFoundForSubService },
    },
  ],
  invoiceLines: [
    {
      name: 'in dirhams with an MSLA price: both cumulative discounts',
      currency: 'AED',
      lines: [{ sub_service: 6, offered_price: '50' }],
      expected: [
        {
          service: 2,
          service_name: 'Presentation Design',
          sub_service: 6,
          sub_service_name: 'Basic Design',
          unit_type: 'Pages',
          list_price: '66.11',
          msla_price: '55.09',
          offered_price: '50.00',
          cumm_discount_listprice: '24.37',
          cumm_discount_mslaprice: '9.24',
        },
      ],
    },
    {
      name: 'without an MSLA price the MSLA discount is null',
      currency: 'USD',
      lines: [{ sub_service: 13, offered_price: '63' }],
      expected: [
        {
          service: 5,
          service_name: 'Research & Analytics',
          sub_service: 13,
          sub_service_name: 'Market Sizing',
          unit_type: 'Hours',
          list_price: '70.00',
          msla_price: null,
          offered_price: '63.00',
          cumm_discount_listprice: '10.00',
          cumm_discount_mslaprice: null,
        },
      ],
    },
    {
      name: 'an unknown sub-service refuses the save',
      currency: 'EURO',
      lines: [{ sub_service: 999, offered_price: '1' }],
      expected: { refusal: CLIENT_MESSAGES.listPriceNotFoundInvoice },
    },
  ],
};
