import { consoleTexts } from '../i18n/console-texts.js';

/** Part 3 section 9 and the shared lists of sections 3: one source of truth for server and browser. */

export const ENTITY_CURRENCIES = ['USD', 'EUR', 'AED'] as const;
export const INVOICE_CURRENCIES = ['USD', 'EURO', 'AED'] as const;
export const DEFAULT_INVOICE_CURRENCY = 'USD';
/** The invoice form names the euro 'EURO'; prices are kept per ISO code. */
export const invoiceCurrencyToIso = (currency: (typeof INVOICE_CURRENCIES)[number]) =>
  currency === 'EURO' ? 'EUR' : currency;

export const ENTITY_TAX_TYPES = ['VAT', 'WHT', 'GST'] as const;
export const INVOICE_TAX_TYPES = ['vat', 'gst'] as const;

export const SHARE_TYPE_VALUES = ['external_text', 'external_link'] as const;
/** How an external entity shares files, as the forms name each way. */
export const SHARE_TYPE_LABELS: Record<(typeof SHARE_TYPE_VALUES)[number], string> =
  /* @__PURE__ */ consoleTexts('shareTypes', { external_text: 'Text ID', external_link: 'Link Sharing' });

export const DISCOUNT_TYPES = ['Offer', 'Festive Offer'] as const;
export const USER_CATEGORIES = ['B School Alumni', 'Start up', 'Enterprise', 'Government Entity'] as const;
export const JOB_FUNCTIONS = [
  'Accounts',
  'Facilities',
  'Human Resources',
  'Marketing',
  'Operations',
  'Procurement',
  'Sales',
  'Technology',
] as const;

export const INDUSTRIES = [
  'Accounting and Tax',
  'Advertising and Marketing',
  'Aerospace and Defence',
  'Agriculture',
  'Automotive',
  'Banking and Financial Services',
  'Chemicals',
  'Construction',
  'Consulting',
  'Consumer Goods',
  'Education',
  'Energy and Utilities',
  'Entertainment and Media',
  'Food and Beverage',
  'Government',
  'Healthcare',
  'Hospitality and Tourism',
  'Information Technology',
  'Insurance',
  'Legal Services',
  'Life Sciences and Pharmaceuticals',
  'Logistics and Transportation',
  'Manufacturing',
  'Mining and Metals',
  'Non-profit',
  'Real Estate',
  'Retail and E-commerce',
  'Telecommunications',
  'Textiles and Apparel',
  'Travel',
  'Other',
] as const;

/** Contract types; an MSLA contract makes the entity an MSLA entity. NDA is the default. */
export const CONTRACT_TYPES = ['NDA', 'MSLA'] as const;
export const DEFAULT_CONTRACT_TYPE = 'NDA';

export const DEFAULT_CITY_COUNTRY = 'India';
/** The further corporate reduction applied to an entity's final sell price, in percent. */
export const CORPORATE_DISCOUNT_PERCENT = 10;
export const MONEY_DECIMALS = 2;

export const CLIENT_SORTS = ['asc', 'desc'] as const;
export const DEFAULT_CLIENT_SORT = 'asc';

/** Service category codes (part 3 'File type codes'; part 1 adds EZW and UNK for the workflow tool and unknown). */
export const SERVICE_CATEGORY_CODES = ['TR', 'DP', 'AV', 'PD', 'GD', 'RA'] as const;

/** The file activity log event types (part 3 section 3). */
export const FILE_ACTIVITY_LOG_TYPES = [
  'download',
  'requested',
  'accessed',
  'shared',
  'shared_outside',
  'feedback',
  'new_version',
  'new_delivery',
  'decrypt',
  'resend_secure_key',
  'request',
  'accept',
  'decline',
  'revoke',
] as const;

export const CLIENT_RATINGS = [1, 2, 3, 4, 5] as const;
export const OPS_RATINGS = ['positive', 'neutral', 'negative'] as const;

export const CONTRACT_FILE_TYPES = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
} as const;
export const CONTRACT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const CONTRACT_MIME_BY_EXTENSION: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CONTRACT_FILE_TYPES).map(([mime, extension]) => [extension, mime]),
);
