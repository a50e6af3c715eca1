import { z } from 'zod';
import { emailSchema } from '../clients/fields.js';
import { utcDay } from '../rules/utc-day.js';
import { consoleMessage, consoleTexts } from '../i18n/console-texts.js';

/** Retention and erasure (decision 0023): per-client periods, the recycle bin, erasure on request. */

/** Days after a delivery's last version before its files are removed, for a client without its own period (RETENTION_DAYS). */
export const DEFAULT_RETENTION_DAYS = 365;
/** How long removed files wait in the recycle bin before they are deleted for good. */
export const RECYCLE_BIN_DAYS = 30;
/** How long before the removal the requester and the sharers are warned. */
export const RETENTION_WARNING_DAYS = 14;
export const RETENTION_MAX_DAYS = 3650;

export const FILES_REMOVED_REASONS = ['retention', 'erasure'] as const;
export type FilesRemovedReason = (typeof FILES_REMOVED_REASONS)[number];

/** What HISTORY shows and downloads answer once a delivery's files are gone. */
export const filesRemovedNotice = (at: Date | string, reason: FilesRemovedReason) =>
  reason === 'retention'
    ? `Files removed on ${utcDay(at)} under the retention policy`
    : `Files erased on ${utcDay(at)} on request`;

export const RETENTION_MESSAGES = /* @__PURE__ */ consoleTexts('retentionMessages', {
  periodSaved: 'Retention period saved.',
  periodInvalid: `Please enter a number of days from 1 to ${RETENTION_MAX_DAYS}, or leave it empty for the default.`,
  clientNotFound: 'This client does not exist.',
  deliveryNotFound: 'This delivery does not exist.',
  notInBin: 'These files are not in the recycle bin.',
  alreadyRemoved: 'The files of this delivery have been removed already.',
  restored: 'Files restored. The retention period counts again from today.',
  purged: 'Files deleted for good.',
  erased: 'Files erased. They wait in the recycle bin for 30 days unless you delete them for good there.',
  recipientErased: "The recipient's personal data has been erased.",
  nothingToErase: 'Nothing is stored for this address.',
  staffAddress: 'This address belongs to a staff account: deactivate it on the Staff page instead.',
});

export const RETENTION_TEXTS = /* @__PURE__ */ consoleTexts('retentionTexts', {
  pageTitle: 'Retention',
  periodsTitle: 'Retention periods',
  periodsHelp:
    "A delivery's stored files are removed this many days after its last version; its requester and sharers are e-mailed 14 days before.",
  defaultLabel: consoleMessage('Default ({days} days)', (days: number) => ({ days })),
  binTitle: 'Recycle bin',
  binHelp: 'Removed files wait here for 30 days, then they are deleted for good.',
  binEmpty: 'The recycle bin is empty.',
  restore: 'Restore',
  purgeNow: 'Delete for good',
  purgeConfirm: 'Delete these files for good? They cannot be restored afterwards.',
  erasureTitle: "Erase a recipient's personal data",
  erasureHelp:
    'Their address becomes a pseudonym in access logs and shares; their sessions, codes, rating comments and access requests are deleted.',
  preview: 'Show what will be erased',
  erase: 'Erase',
  eraseConfirm: 'Erase this personal data? This cannot be undone.',
  eraseFiles: 'Erase files',
  eraseFilesConfirm:
    "Erase this delivery's files now? They move to the recycle bin, where an operations admin can restore them for 30 days or delete them for good.",
});

/** One client with its period: null is the default (RETENTION_DAYS). */
export const retentionClientSchema = z.object({
  id: z.number().int(),
  client_name: z.string(),
  client_code: z.string(),
  retention_days: z.number().int().nullable(),
  effective_days: z.number().int(),
});
export type RetentionClient = z.infer<typeof retentionClientSchema>;

/** GET retention/v1/clients/ */
export const retentionClientsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  default_days: z.number().int(),
  data: z.array(retentionClientSchema),
});
export type RetentionClientsResponse = z.infer<typeof retentionClientsResponseSchema>;

/** PUT retention/v1/clients/{id}/: a number of days, or null for the default. */
export const retentionPeriodRequestSchema = z.object({
  retention_days: z
    .number({ error: RETENTION_MESSAGES.periodInvalid })
    .int(RETENTION_MESSAGES.periodInvalid)
    .min(1, RETENTION_MESSAGES.periodInvalid)
    .max(RETENTION_MAX_DAYS, RETENTION_MESSAGES.periodInvalid)
    .nullable(),
});
export type RetentionPeriodRequest = z.infer<typeof retentionPeriodRequestSchema>;

/** The period form: empty means the default. */
export const retentionPeriodFormSchema = z.object({
  days: z
    .string()
    .trim()
    .regex(/^\d{0,4}$/, RETENTION_MESSAGES.periodInvalid)
    .refine(
      (v) => v === '' || (Number(v) >= 1 && Number(v) <= RETENTION_MAX_DAYS),
      RETENTION_MESSAGES.periodInvalid,
    ),
});

export const retentionPeriodResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: retentionClientSchema,
});

/** One delivery whose files wait in the recycle bin. */
export const recycleBinEntrySchema = z.object({
  delivery_id: z.number().int(),
  batch_id: z.string(),
  client_code: z.string(),
  reason: z.enum(FILES_REMOVED_REASONS),
  removed_at: z.string(),
  purge_after: z.string(),
  file_count: z.number().int(),
  total_size: z.number().int(),
});
export type RecycleBinEntry = z.infer<typeof recycleBinEntrySchema>;

/** GET retention/v1/recycle-bin/ */
export const recycleBinResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(recycleBinEntrySchema),
});
export type RecycleBinResponse = z.infer<typeof recycleBinResponseSchema>;

/** Restore, delete for good and erase answer a message. */
export const retentionMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** POST retention/v1/recipient-erasure/preview/ and .../recipient-erasure/: the address to erase. */
export const recipientErasureRequestSchema = z.object({ email: emailSchema });
export type RecipientErasureRequest = z.infer<typeof recipientErasureRequestSchema>;

/** What an erasure touches (the preview) or touched. */
export const recipientErasureCountsSchema = z.object({
  shares: z.number().int(),
  access_logs: z.number().int(),
  comments: z.number().int(),
  ratings: z.number().int(),
  requests: z.number().int(),
  sessions: z.number().int(),
  codes: z.number().int(),
  /** File requests to the address (issue 24): optional, so older answers still fit. */
  file_requests: z.number().int().optional(),
  /** Complaints and approvals (decision 0040): optional, so older answers still fit. */
  complaints: z.number().int().optional(),
});
export type RecipientErasureCounts = z.infer<typeof recipientErasureCountsSchema>;

export const RECIPIENT_ERASURE_LABELS: Record<keyof RecipientErasureCounts, string> =
  /* @__PURE__ */ consoleTexts('recipientErasureLabels', {
    shares: 'Shares (the address becomes a pseudonym)',
    access_logs: 'Access log entries (the address becomes a pseudonym)',
    comments: 'Rating comments on deliveries (text deleted)',
    ratings: 'Ratings (comment text deleted)',
    requests: 'Access requests (deleted)',
    sessions: 'Signed-in sessions (deleted)',
    codes: 'One-time codes (deleted)',
    file_requests: 'File requests to them (the address becomes a pseudonym; open ones close)',
    complaints: 'Complaints and approvals (the address becomes a pseudonym; complaint texts deleted)',
  });

export const recipientErasurePreviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: recipientErasureCountsSchema,
});

export const recipientErasureResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** What the address reads as from now on. */
  pseudonym: z.string(),
  data: recipientErasureCountsSchema,
});
export type RecipientErasureResponse = z.infer<typeof recipientErasureResponseSchema>;
