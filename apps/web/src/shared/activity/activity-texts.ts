import { consoleTexts } from '@ops/contracts';

/** One label per file activity log type (part 3 section 3), keyed by the type. */
export const FILE_ACTIVITY_LABELS = /* @__PURE__ */ consoleTexts('shared.activity', {
  download: 'Downloaded',
  requested: 'Requested',
  accessed: 'Accessed',
  shared: 'Shared',
  shared_outside: 'Shared outside',
  feedback: 'Feedback',
  new_version: 'New version',
  new_delivery: 'New delivery',
  decrypt: 'Decrypted',
  resend_secure_key: 'Secure key resent',
  request: 'Access request',
  accept: 'Accepted',
  decline: 'Declined',
  revoke: 'Revoked',
});

/** The access log's own share types (part 1 section 3), beside the file activity types. */
export const SHARE_LOG_LABELS = /* @__PURE__ */ consoleTexts('shared.shareLog', {
  share_request: 'Share requested',
  share_revoke: 'Share revoked',
});
