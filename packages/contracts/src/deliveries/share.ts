import { z } from 'zod';
import { DELIVERY_MESSAGES } from './delivery-texts.js';
import { MAX_SHARE_EMAILS, formBooleanSchema, oneOrMany } from './file-rules.js';

export const SHARE_STATUSES = ['success', 'warning', 'failed'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

/**
 * POST /api-ops/ops/v1/share-email/: checks addresses against the client's organisation (its domains and
 * client users). Outside addresses answer 'warning' until accept_warning and the caller's password are sent.
 * Addresses that are not e-mails answer 'failed' with them listed.
 */
const deliveryRefSchema = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z.string().trim().min(1, DELIVERY_MESSAGES.deliveryNotFound).max(40),
);

export const shareEmailRequestSchema = z.object({
  client_code: z.string().trim().max(20).default(''),
  entity_code: z.string().trim().max(40).default(''),
  emails: oneOrMany(z.string().trim().toLowerCase().max(254)).pipe(
    z
      .array(z.string())
      .min(1, DELIVERY_MESSAGES.noEmailsForSharing)
      .max(MAX_SHARE_EMAILS, DELIVERY_MESSAGES.moreThanTen),
  ),
  accept_warning: formBooleanSchema.default(false),
  password: z.string().max(256).optional(),
  delivery_id: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string().trim().max(40).optional(),
  ),
});
export type ShareEmailRequest = z.input<typeof shareEmailRequestSchema>;

export const shareEmailResponseSchema = z.object({
  success: z.boolean(),
  status: z.enum(SHARE_STATUSES),
  message: z.string(),
  emails: z.object({
    within_org: z.array(z.string()),
    outside_org: z.array(z.string()),
    /** Addresses at fault when the status is 'failed'. */
    invalid: z.array(z.string()),
  }),
  client: z.string(),
});
export type ShareEmailResponse = z.infer<typeof shareEmailResponseSchema>;

/** GET /api-ops/misc/v1/suggestion/?search=&entity_code=&client_code= (or &delivery_id=). */
export const suggestionQuerySchema = z.object({
  search: z.string().trim().max(254).default(''),
  entity_code: z.string().trim().max(40).optional(),
  client_code: z.string().trim().max(20).optional(),
  delivery_id: z.string().trim().max(40).optional(),
});
/** Objects whose first value is an e-mail (section 7). */
export const suggestionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(z.object({ email: z.string(), name: z.string() })),
});
export type SuggestionResponse = z.infer<typeof suggestionResponseSchema>;

/** The largest download limit a share may carry. */
export const SHARE_DOWNLOAD_LIMIT_MAX = 1000;

/** A share's downloads of one version against its limit, as the Users card and the portal say it. */
export const downloadsOfLimit = (downloads: number, limit: number) => `${downloads} of ${limit} downloads`;

/**
 * POST /api-ops/misc/v1/sharing-file/: shares a delivery with up to 10 addresses. The same rule and the same
 * answer as share-email/ (failed / warning / success); on success the shares are recorded and logged.
 */
export const shareFileRequestSchema = shareEmailRequestSchema.extend({
  delivery_id: deliveryRefSchema,
  /** Optional end of the new shares (beyond the spec: decision 0010); must be in the future. */
  expires_at: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.date({ error: DELIVERY_MESSAGES.shareExpiryRule }).optional(),
  ),
  /** Optional downloads allowed per recipient and version (issue 24): 1 to 1,000. */
  download_limit: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: DELIVERY_MESSAGES.downloadLimitRule })
      .int(DELIVERY_MESSAGES.downloadLimitRule)
      .min(1, DELIVERY_MESSAGES.downloadLimitRule)
      .max(SHARE_DOWNLOAD_LIMIT_MAX, DELIVERY_MESSAGES.downloadLimitRule)
      .optional(),
  ),
});
export type ShareFileRequest = z.input<typeof shareFileRequestSchema>;
export const shareFileResponseSchema = shareEmailResponseSchema;

/** POST /api-ops/misc/v1/revoke/: ends one address's share of a delivery. */
export const revokeShareRequestSchema = z.object({
  delivery_id: deliveryRefSchema,
  email: z.string().trim().toLowerCase().min(1, DELIVERY_MESSAGES.noEmailToRevoke).max(254),
});
export type RevokeShareRequest = z.input<typeof revokeShareRequestSchema>;
export const revokeShareResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** POST /api-ops/misc/v1/secure-key/: rotates the delivery's secure key (and mails it when `resend`). */
export const secureKeyRequestSchema = z.object({
  delivery_id: deliveryRefSchema,
  resend: formBooleanSchema.default(false),
});
export type SecureKeyRequest = z.input<typeof secureKeyRequestSchema>;
export const secureKeyResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  secure_key: z.string(),
});
