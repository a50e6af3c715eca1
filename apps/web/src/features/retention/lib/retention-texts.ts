import { consoleMessage, consoleTexts, RETENTION_TEXTS } from '@ops/contracts';

/** The retention page's own words (decision 0043); its titles and help are the contracts' RETENTION_TEXTS. */
export const RETENTION_PAGE_TEXTS = /* @__PURE__ */ consoleTexts('retention.page', {
  loading: 'Loading...',
  forOas: 'Retention is managed by operations admins.',
  cancel: 'Cancel',
  client: 'Client',
  // The periods.
  period: 'Period (days)',
  inForce: 'In force',
  daysFor: consoleMessage('Days for {client}', (client: string) => ({ client })),
  days: consoleMessage('{days} days', (days: number) => ({ days })),
  save: 'Save',
  // The recycle bin: the table's headers are also each cell's label on a phone.
  batch: 'Batch',
  why: 'Why',
  removed: 'Removed',
  purgeOn: 'Deleted for good on',
  files: 'Files',
  actions: 'Actions',
  reasons: { retention: 'Retention period', erasure: 'Erased on request' },
  restoreBatch: consoleMessage('{restore} {batch}', (batch: string) => ({
    restore: RETENTION_TEXTS.restore,
    batch,
  })),
  purgeBatch: consoleMessage('{purge} {batch}', (batch: string) => ({
    purge: RETENTION_TEXTS.purgeNow,
    batch,
  })),
  purgeTitle: consoleMessage('{purge}: {batch}', (batch: string) => ({
    purge: RETENTION_TEXTS.purgeNow,
    batch,
  })),
  // A recipient's erasure.
  email: "Recipient's e-mail",
  nothing: 'Nothing is stored for this address.',
  eraseTitle: consoleMessage('{erase} {email}?', (email: string) => ({
    erase: RETENTION_TEXTS.erase,
    email,
  })),
  /** The server's message, then the pseudonym the address now reads as. */
  erased: consoleMessage('{message} It now reads as {pseudonym}.', (message: string, pseudonym: string) => ({
    message,
    pseudonym,
  })),
});
