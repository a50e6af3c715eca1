import { consoleMessage, consoleTexts } from '@ops/contracts';

/** The audit trail page's words (decision 0043). */
export const AUDIT_TEXTS = /* @__PURE__ */ consoleTexts('audit.page', {
  loading: 'Loading...',
  title: 'Audit trail',
  intro:
    'Every security-relevant action in the console: who did it, to which record, when and from where. The trail cannot be changed or deleted.',
  forOas: 'The audit trail is for operations admins.',
  noMatch: 'No events match these filters.',
  /** The numbers come formatted. */
  range: consoleMessage('{first}–{last} of {total} events', (first: string, last: string, total: string) => ({
    first,
    last,
    total,
  })),
  pageSize: 'Rows per page',
  exportCsv: 'Export CSV',
  pages: 'Audit trail pages',
  newer: '← Newer',
  older: 'Older →',
});

/** The filters' words. */
export const AUDIT_FILTER_TEXTS = /* @__PURE__ */ consoleTexts('audit.filters', {
  form: 'Filter the audit trail',
  person: 'Person',
  anyone: 'Anyone',
  action: 'Action',
  anyAction: 'Any action',
  client: 'Client',
  anyClient: 'Any client',
  from: 'From',
  to: 'To',
  clear: 'Clear filters',
});

/** The table's words: its headers are also each cell's label on a phone. */
export const AUDIT_TABLE_TEXTS = /* @__PURE__ */ consoleTexts('audit.table', {
  region: 'Audit events',
  caption: 'Audit trail, newest first',
  time: 'Time',
  person: 'Person',
  action: 'Action',
  record: 'Record',
  client: 'Client',
  origin: 'Address and browser',
  details: 'Details',
  system: 'System',
});
