import { consoleMessage, consoleTexts } from '@ops/contracts';

/** The import page's words beside the contracts' INTAKE_MESSAGES: the page, the import and its report. */
export const INTAKE_TEXTS = /* @__PURE__ */ consoleTexts('assignment-intake.page', {
  title: 'Import Assignments',
  importTitle: 'Import a file',
  goTo: 'Go to Assignments',
  loading: 'Loading...',
  cancel: 'Cancel',
  done: 'Done',
  actions: 'Actions',
  form: 'Import assignments',
  file: 'CSV or XLSX file',
  import: 'Import',
  columnsIntro:
    'The first row names the columns, in any order. One row is one service line: rows with the same ' +
    'assignment_id add lines to that assignment. An assignment already imported is updated, never duplicated.',
  columns: 'Columns',
  columnHeads: ['Column', 'Required', 'Content'],
  yes: 'Yes',
  no: 'No',
  template: 'Download CSV template',
  report: 'Import report',
  counts: { created: 'Created', updated: 'Updated', unchanged: 'Unchanged', refused: 'Refused' },
  noneRefused: 'No row was refused.',
  refusedRows: 'Refused rows',
  refusedHeads: ['Row', 'Assignment ID', 'Reasons'],
});

/** The integration keys card (OA only). */
export const KEY_TEXTS = /* @__PURE__ */ consoleTexts('assignment-intake.keys', {
  title: 'Integration keys',
  intro:
    'The workflow tool sends assignments to the API with a key in the X-Integration-Key header. A key is ' +
    'shown once, when it is created; revoke it when it is no longer needed or may have leaked.',
  caption: 'Keys',
  heads: ['Name', 'Prefix', 'Created', 'Last used', 'Status'],
  by: consoleMessage('by {name}', (name: string) => ({ name })),
  revokedAt: consoleMessage('Revoked {time}', (time: string) => ({ time })),
  active: 'Active',
  revokeNamed: consoleMessage('Revoke {name}', (name: string) => ({ name })),
  revoke: 'Revoke',
  revokeTitle: 'Revoke integration key',
  empty: 'No keys yet.',
  form: 'New integration key',
  name: 'Key name',
  namePlaceholder: 'e.g. Workflow tool',
  create: 'Create key',
  newKey: consoleMessage('New key {name}', (name: string) => ({ name })),
  copy: 'Copy key',
});
