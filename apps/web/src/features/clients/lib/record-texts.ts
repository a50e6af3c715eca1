import { consoleMessage, consoleTexts } from '@ops/contracts';

/** The Form / List panels of entities, invoices and users, and their cards (decision 0043). */
export const PANEL_TEXTS = /* @__PURE__ */ consoleTexts('clients.panel', {
  form: 'Form',
  list: 'List',
  views: consoleMessage('{label} views', (label: string) => ({ label })),
  details: 'Details',
});

/** The entities tab: its list, cards and form (section 3). */
export const ENTITY_TEXTS = /* @__PURE__ */ consoleTexts('clients.entities', {
  label: 'Entities',
  empty: 'No entities yet. Add one with the Form tab.',
  edit: 'Edit entity',
  add: 'New entity',
  code: consoleMessage('Entity code {code}', (code: string) => ({ code })),
  address: 'Entity and address',
  billing: 'Billing',
  duration: 'Storage duration (days)',
  save: 'Save entity',
  registration: 'Registration, sharing and charge code',
  regNo: 'Company registration number',
  regValidity: 'Registration validity',
  taxNo: 'Tax registration number',
  taxValidity: 'Tax validity',
  external: 'External sharing',
  platform: 'File sharing platform',
  shareType: 'Share type',
  usesCharge: 'Uses charge code',
  chargeCode: 'Charge code',
  contract: 'Contract',
  contractType: 'Contract type',
  msla: 'MSLA entity',
  mslaHint: 'Follows the contract type.',
  validFrom: 'Contract valid from',
  validUntil: 'Contract valid until',
  services: 'Services and prices',
  servicesHint: 'Final sell price = list price less the discount, less the corporate 10 percent.',
  discountPct: 'Discount (%)',
  card: {
    address: 'Address',
    registration: 'Company registration',
    taxRegistration: 'Tax registration',
    notUsed: 'Not used',
    validity: 'Contract validity',
    range: consoleMessage('{from} to {to}', (from: string, to: string) => ({ from, to })),
    duration: 'Storage duration',
    days: consoleMessage('{days} days', (days: number) => ({ days })),
    changeCurrency: 'Change currency',
    updateCurrency: 'Update currency',
  },
  file: {
    label: 'Contract file',
    upload: 'Upload contract',
    replace: 'Replace contract',
    preview: 'Preview contract',
    remove: 'Remove contract',
    hint: 'PDF, Word, Excel or PowerPoint, up to 10 MB.',
  },
  preview: {
    title: 'Contract preview',
    cannotShow: 'This file type cannot be shown in the browser. Download it to open it.',
    download: 'Download',
    close: 'Close preview',
  },
});

/** The invoices tab: its list, cards and form. */
export const INVOICE_TEXTS = /* @__PURE__ */ consoleTexts('clients.invoices', {
  label: 'Invoices',
  empty: 'No invoices yet. Add one with the Form tab.',
  edit: 'Edit invoice',
  add: 'New invoice',
  editOf: consoleMessage('Edit invoice {id}', (id: number) => ({ id })),
  validity: 'Validity, entity and currency',
  validFrom: 'Invoice valid from',
  validUntil: 'Invoice valid until',
  discountTypes: 'Types of discounts',
  codesAndComments: 'Codes and comments',
  codes: 'Invoice codes',
  save: 'Save invoice',
  services: 'Services and invoice prices',
  servicesHint:
    'The cumulative discount is measured against the MSLA price when there is one, else the list price.',
  noMsla: 'No MSLA price',
  price: 'Invoice price',
  cumulativeMsla: 'Cumulative discount (against MSLA)',
  cumulativeList: 'Cumulative discount (against list)',
  offList: 'Discount off list',
  offMsla: 'Discount off MSLA',
  title: consoleMessage('Invoice {id} · {entity}', (id: number, entity: string) => ({ id, entity })),
  valid: consoleMessage('Valid {from} to {to}', (from: string, to: string) => ({ from, to })),
  vsList: 'Discount vs list price',
  vsMsla: 'Discount vs MSLA price',
});

/** The users tab: its list, cards and form. */
export const USER_TEXTS = /* @__PURE__ */ consoleTexts('clients.users', {
  label: 'Users',
  empty: 'No users yet. Add one with the Form tab.',
  edit: 'Edit user',
  add: 'New user',
  domains: consoleMessage('E-mail domains of this client: {domains}', (domains: string) => ({ domains })),
  user: 'User',
  save: 'Save user',
  location: 'Location',
});
