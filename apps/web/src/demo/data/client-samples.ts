import type {
  CONTRACT_TYPES,
  EntityRequest,
  INDUSTRIES,
  InvoiceRequest,
  JOB_FUNCTIONS,
  USER_CATEGORIES,
} from '@ops/contracts';

/**
 * An entity: where it is, its registration numbers and contract, its discount per sub-service name, and in
 * the entity request's own words what differs from the entity defaults.
 */
export interface SampleEntity
  extends
    Pick<EntityRequest, 'currency' | 'file_duration' | 'tax_list' | 'is_external' | 'charge_code'>,
    Pick<EntityRequest, 'file_sharing_platform' | 'file_shared_type' | 'uses_charge_code'> {
  name: string;
  /** Address lines, zip code, country, city. */
  address: [string, string, string, string, string];
  /** Company and tax registration numbers. */
  reg: [string, string];
  contract?: [(typeof CONTRACT_TYPES)[number], string];
  services: Record<string, string>;
}

/** Name, e-mail and phone; city (in the country of their entity), designation, job function, entity index. */
type SampleUser = [[string, string, string], [string, string, (typeof JOB_FUNCTIONS)[number], number]];

/** An invoice in the invoice request's own words, with its price per sub-service name. */
export interface SampleInvoice
  extends
    Pick<InvoiceRequest, 'currency_used' | 'types_of_discounts' | 'taxes_list' | 'invoice_codes_list'>,
    Pick<InvoiceRequest, 'comments'> {
  lines: Record<string, string>;
}

interface SampleClient {
  code: string;
  name: string;
  domains: string[];
  daysAgo: number;
  category: (typeof USER_CATEGORIES)[number];
  industry: (typeof INDUSTRIES)[number];
  entities: SampleEntity[];
  users: SampleUser[];
  /** Each billed to the client's first entity. */
  invoices: SampleInvoice[];
}

/**
 * The client companies of a language-services provider: the three the sample deliveries are for (same
 * codes, domains and requesters), and three more, each with billing entities, price terms, users and invoices.
 */
export const SAMPLE_CLIENTS: SampleClient[] = [
  {
    code: 'ACME',
    name: 'Acme Corporation',
    domains: ['acme.example.com'],
    daysAgo: 12,
    category: 'Enterprise',
    industry: 'Consumer Goods',
    entities: [
      {
        name: 'Acme UK Ltd',
        address: ['1 Canada Square', 'Canary Wharf', 'E14 5AB', 'United Kingdom', 'London'],
        reg: ['08412345', 'GB 294 1234 56'],
        contract: ['NDA', 'acme-uk-nda.pdf'],
        tax_list: [{ tax_type: 'VAT', percentage: '20' }],
        services: { 'Translation - Client-ready (assured)': '5', Proofreading: '0', 'Basic Design': '10' },
      },
      {
        name: 'Acme India Pvt Ltd',
        address: ['Level 9, One BKC', 'Bandra Kurla Complex', '400051', 'India', 'Mumbai'],
        reg: ['U74999MH2015PTC123456', '27AABCA1234F1Z5'],
        tax_list: [{ tax_type: 'GST', percentage: '18' }],
        uses_charge_code: true,
        charge_code: 'ACME-IN-204',
        services: { 'Data Entry': '0', Subtitling: '5' },
      },
    ],
    users: [
      [
        ['Kavya Iyer', 'kavya.iyer@acme.example.com', '+91 9820012345'],
        ['Mumbai', 'Localization Manager', 'Marketing', 1],
      ],
      [
        ['Daniel Brooks', 'daniel.brooks@acme.example.com', '+44 2079460123'],
        ['London', 'Procurement Lead', 'Procurement', 0],
      ],
    ],
    invoices: [
      {
        currency_used: 'USD',
        types_of_discounts: ['Offer'],
        taxes_list: [{ tax_type: 'vat', percentage: '20' }],
        lines: { 'Translation - Client-ready (assured)': '0.11', 'Basic Design': '14.00' },
        invoice_codes_list: ['INV-ACME-UK-01'],
        comments: 'Annual rates for the UK marketing team.',
      },
    ],
  },
  {
    code: 'GLOBEX',
    name: 'Globex Industries',
    domains: ['globex.example.com', 'globex-group.example.com'],
    daysAgo: 47,
    category: 'Enterprise',
    industry: 'Manufacturing',
    entities: [
      {
        name: 'Globex GmbH',
        address: ['Friedrichstraße 68', '4. Etage', '10117', 'Germany', 'Berlin'],
        reg: ['HRB 187654 B', 'DE 812 345 678'],
        contract: ['MSLA', 'globex-master-agreement.pdf'],
        currency: 'EUR',
        tax_list: [{ tax_type: 'VAT', percentage: '19' }],
        is_external: true,
        file_sharing_platform: 'SharePoint',
        file_shared_type: 'external_link',
        file_duration: 180,
        services: {
          'Translation - Client-ready (assured)': '12',
          Localization: '10',
          'Infographic Design': '5',
        },
      },
    ],
    users: [
      [
        ['Jonas Weber', 'jonas.weber@globex.example.com', '+49 3012345678'],
        ['Berlin', 'Head of Communications', 'Marketing', 0],
      ],
      [
        ['Anna Schmidt', 'anna.schmidt@globex-group.example.com', '+49 8998765432'],
        ['Munich', 'Operations Manager', 'Operations', 0],
      ],
    ],
    invoices: [
      {
        currency_used: 'EURO',
        types_of_discounts: ['Festive Offer'],
        taxes_list: [{ tax_type: 'vat', percentage: '19' }],
        lines: { 'Translation - Client-ready (assured)': '0.10', 'Infographic Design': '65.00' },
        invoice_codes_list: ['GLX-PO-44871', 'GLX-PO-44872'],
        comments: 'Framework rates under the master agreement.',
      },
    ],
  },
  {
    code: 'INITECH',
    name: 'Initech Ltd',
    domains: ['initech.example.com'],
    daysAgo: 80,
    category: 'Start up',
    industry: 'Information Technology',
    entities: [
      {
        name: 'Initech Inc.',
        address: ['350 Fifth Avenue', 'Suite 4100', '10118', 'United States', 'New York City'],
        reg: ['NY-5512087', 'EIN 84-1234567'],
        contract: ['NDA', 'initech-mutual-nda.pdf'],
        services: {
          'Powerpoint Animation Video': '0',
          'Smart Secondary Research': '5',
          'Market Sizing': '0',
        },
      },
    ],
    users: [
      [
        ['Layla Haddad', 'layla.haddad@initech.example.com', '+1 2125550147'],
        ['New York City', 'Research Director', 'Technology', 0],
      ],
    ],
    invoices: [
      {
        currency_used: 'USD',
        lines: { 'Smart Secondary Research': '50.00' },
        invoice_codes_list: ['INI-2026-007'],
      },
    ],
  },
  {
    code: 'ALNOOR',
    name: 'Al Noor Healthcare',
    domains: ['alnoorhealth.example.com'],
    daysAgo: 5,
    category: 'Enterprise',
    industry: 'Healthcare',
    entities: [
      {
        name: 'Al Noor Healthcare LLC',
        address: ['Dubai Healthcare City, Building 64', 'Office 502', '', 'United Arab Emirates', 'Dubai'],
        reg: ['DHCC-L-40217', 'TRN 100384729100003'],
        contract: ['MSLA', 'al-noor-msla-arabic-english.pdf'],
        currency: 'AED',
        tax_list: [{ tax_type: 'VAT', percentage: '5' }],
        services: { 'Translation - Client-ready (assured)': '8', Transcreation: '0', Subtitling: '5' },
      },
    ],
    users: [
      [
        ['Fatima Al Mansoori', 'fatima.almansoori@alnoorhealth.example.com', '+971 501234567'],
        ['Dubai', 'Patient Communications Lead', 'Marketing', 0],
      ],
    ],
    invoices: [
      {
        currency_used: 'AED',
        types_of_discounts: ['Offer'],
        taxes_list: [{ tax_type: 'vat', percentage: '5' }],
        lines: { 'Translation - Client-ready (assured)': '0.42', Subtitling: '31.00' },
        invoice_codes_list: ['ANH-PO-2291'],
        comments: 'Arabic and English patient leaflets, billed monthly.',
      },
    ],
  },
  {
    code: 'MCP',
    name: 'Meridian Capital Partners',
    domains: ['meridiancapital.example.com'],
    daysAgo: 112,
    category: 'Enterprise',
    industry: 'Banking and Financial Services',
    entities: [
      {
        name: 'Meridian Capital Partners Pte. Ltd.',
        address: ['8 Marina View', '#31-01 Asia Square Tower 1', '018960', 'Singapore', 'Singapore'],
        reg: ['201812345K', 'M2-0123456-7'],
        tax_list: [{ tax_type: 'GST', percentage: '9' }],
        services: { 'Translation - Lite (internal use)': '0', 'High-End Design': '10' },
      },
      {
        name: 'Meridian Capital UK LLP',
        address: ['30 St Mary Axe', '', 'EC3A 8BF', 'United Kingdom', 'London'],
        reg: ['OC412345', 'GB 312 4455 01'],
        tax_list: [{ tax_type: 'VAT', percentage: '20' }],
        uses_charge_code: true,
        charge_code: 'MCP-LDN-17',
        services: { 'High-End Design': '10' },
      },
    ],
    users: [
      [
        ['Wei Ling Tan', 'weiling.tan@meridiancapital.example.com', '+65 61234567'],
        ['Singapore', 'Investor Relations Associate', 'Sales', 0],
      ],
      [
        ['Oliver Grant', 'oliver.grant@meridiancapital.example.com', '+44 2071234567'],
        ['London', 'Partner', 'Sales', 1],
      ],
    ],
    invoices: [],
  },
  {
    code: 'LUMEN',
    name: 'Lumen Pharma AG',
    domains: ['lumenpharma.example.com'],
    daysAgo: 151,
    category: 'Enterprise',
    industry: 'Life Sciences and Pharmaceuticals',
    entities: [
      {
        name: 'Lumen Pharma AG',
        address: ['Peter Merian-Strasse 80', '', '4052', 'Switzerland', 'Basel'],
        reg: ['CHE-105.123.456', 'CHE-105.123.456 MWST'],
        contract: ['NDA', 'lumen-confidentiality-agreement.pdf'],
        currency: 'EUR',
        tax_list: [{ tax_type: 'VAT', percentage: '8.1' }],
        file_duration: 365,
        services: { 'Translation - Client-ready (assured)': '10', Proofreading: '0', Localization: '5' },
      },
    ],
    users: [
      [
        ['Sophie Keller', 'sophie.keller@lumenpharma.example.com', '+41 612345678'],
        ['Basel', 'Regulatory Affairs Manager', 'Operations', 0],
      ],
      [
        ['Luca Moretti', 'luca.moretti@lumenpharma.example.com', '+41 443216789'],
        ['Zürich', 'Medical Writer', 'Marketing', 0],
      ],
    ],
    invoices: [
      {
        currency_used: 'EURO',
        types_of_discounts: ['Offer'],
        taxes_list: [{ tax_type: 'vat', percentage: '8.1' }],
        lines: { 'Translation - Client-ready (assured)': '0.11', Proofreading: '0.04' },
        invoice_codes_list: ['LUM-4500012345'],
        comments: 'Regulatory translations into German, French and Italian.',
      },
    ],
  },
];
