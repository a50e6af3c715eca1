import { consoleMessage, consoleTexts } from '../i18n/console-texts.js';
/** Where an uploaded file stands with the malware scanner (decision 0024). */
export const SCAN_STATUSES = ['pending', 'clean', 'infected', 'unscanned'] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];

/** Which kind of upload a quarantined file came from. */
export const QUARANTINE_SOURCES = ['delivery', 'contract', 'logo', 'import'] as const;
export type QuarantineSource = (typeof QUARANTINE_SOURCES)[number];

/** How long a quarantined file is kept for an operations admin before it is purged. */
export const QUARANTINE_DAYS = 30;

/** Server messages of malware scanning. */
export const SCAN_MESSAGES = /* @__PURE__ */ consoleTexts('scanMessages', {
  infected: consoleMessage(
    'The file {name} contains malware ({signature}) and was quarantined.',
    (name: string, signature: string) => ({ name, signature }),
  ),
  scanning: consoleMessage(
    'The file {name} is still being scanned for malware; deliver it once the scan is done.',
    (name: string) => ({ name }),
  ),
  scannerUnavailable:
    'The malware scanner cannot be reached, so the file was not accepted. Please try again in a few minutes.',
});

/** Fixed texts of the wizard's scan state and the operations admins' quarantine page. */
export const SCAN_TEXTS = /* @__PURE__ */ consoleTexts('scanTexts', {
  scanning: 'Scanning…',
  quarantineTitle: 'Quarantined Files',
  quarantineIntro: `Uploads in which the malware scanner found a signature. They are never downloadable and are removed ${QUARANTINE_DAYS} days after they were quarantined.`,
  quarantineEmpty: 'No quarantined files.',
  columns: ['File', 'Signature', 'Uploaded by', 'Uploaded', 'Kind', 'Delivery', 'Removed on'],
  sources: {
    delivery: 'Delivery file',
    contract: 'Contract',
    logo: 'Client logo',
    import: 'Assignment import',
  },
  loadFailed: 'The quarantined files could not be loaded.',
});
