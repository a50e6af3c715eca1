import { z } from 'zod';
import { emailSchema } from '../clients/fields.js';
import { decimalIdSchema } from '../rules/ids.js';
import { MESSAGES } from '../rules/messages.js';
import { storableText } from '../rules/text-rules.js';
import { RECIPIENT_CODE_DIGITS, RECIPIENT_COMMENT_MAX, RECIPIENT_MESSAGES } from './recipient-texts.js';
import { complaintSchema } from '../feedback/complaint.js';
import { localeSchema } from '../i18n/locales.js';

/**
 * A link's token as the page reads it from the link's fragment (never sent in a URL): a personal link's, a
 * file request's. `message` answers one of the wrong length; `typeError`, when given, one that is not text.
 */
export const linkTokenSchema = (message: string, typeError?: string) =>
  z
    .string(typeError === undefined ? undefined : { error: typeError })
    .trim()
    .min(20, message)
    .max(200, message);
const recipientTokenSchema = linkTokenSchema(RECIPIENT_MESSAGES.linkInvalid);

export const recipientCodeRequestSchema = z.object({ token: recipientTokenSchema });
export const recipientMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** The e-mailed code, or the delivery's secure key given by another channel. */
export const recipientVerifyRequestSchema = z
  .object({
    token: recipientTokenSchema,
    code: z
      .string()
      .trim()
      .max(20)
      .transform((v) => v.replace(/\s+/g, ''))
      .optional(),
    secure_key: z.string().trim().max(200).optional(),
    /**
     * The languages the recipient's browser asks for (navigator.languages), so later e-mails can follow them
     * (decision 0042); the page's own language may be a fallback, so it is not taken for theirs.
     */
    browser_languages: z.array(z.string().trim().max(35)).max(20).optional(),
  })
  .refine((v) => Boolean(v.code || v.secure_key), { message: RECIPIENT_MESSAGES.codeRequired });
export type RecipientVerifyRequest = z.input<typeof recipientVerifyRequestSchema>;

export const recipientSessionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Bearer token of the recipient session; only its hash is stored. */
  token: z.string(),
  email: z.string(),
  expires_at: z.string(),
  /** The delivery the link was for, to open first. */
  delivery_id: z.number().int(),
  /** The language the recipient chose in the portal, if ever (decision 0042); optional for older answers. */
  language: localeSchema.nullable().optional(),
  /** The default language of the link's client, spoken when neither the recipient nor their browser says. */
  client_language: localeSchema.optional(),
});
export type RecipientSessionResponse = z.infer<typeof recipientSessionResponseSchema>;

export const recipientDeliverySummarySchema = z.object({
  id: z.number().int(),
  batch_id: z.string(),
  client: z.string(),
  current_version: z.number().int(),
  shared_by: z.string(),
  shared_at: z.string(),
  expires_at: z.string().nullable(),
  /** The delivery's assignment names as one line (assignmentNameOf); optional, so older answers still fit. */
  assignment_name: z.string().nullable().optional(),
  /** Downloads allowed per version (issue 24); null or absent: no limit. */
  download_limit: z.number().int().nullable().optional(),
});
export const recipientDeliveriesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  email: z.string(),
  data: z.array(recipientDeliverySummarySchema),
});
export type RecipientDeliveriesResponse = z.infer<typeof recipientDeliveriesResponseSchema>;

export const recipientFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  formats: z.array(z.object({ format: z.string(), size: z.number().int() })),
});
export const recipientVersionSchema = z.object({
  version: z.number().int(),
  delivered_at: z.string().nullable(),
  notes: z.array(z.object({ files: z.array(z.string()), notes: z.string() })),
  files: z.array(recipientFileSchema),
  /** This recipient's rating and comment, when given. */
  rating: z.number().int().nullable(),
  comment: z.string(),
  /** This recipient's downloads of the version, counted against the share's limit. */
  downloads: z.number().int().optional(),
  /** When this recipient approved the version (decision 0040); optional, so older answers still fit. */
  approved_at: z.string().nullable().optional(),
  /** This recipient's complaints about the version, newest first. */
  complaints: z.array(complaintSchema).optional(),
});
/** A request this recipient made for a colleague that staff have not answered yet. */
export const recipientOpenRequestSchema = z.object({ email: z.string(), requested_at: z.string() });
export const recipientDeliveryResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: recipientDeliverySummarySchema.extend({
    versions: z.array(recipientVersionSchema),
    requests: z.array(recipientOpenRequestSchema),
  }),
});
export type RecipientDeliveryResponse = z.infer<typeof recipientDeliveryResponseSchema>;
export type RecipientVersion = z.infer<typeof recipientVersionSchema>;

const positiveId = decimalIdSchema(MESSAGES.notFound);

/** A file in one format, or (without file_id) the version's zip. */
export const recipientDownloadRequestSchema = z.object({
  delivery_id: positiveId,
  version: z.coerce.number().int().min(1).max(10_000),
  file_id: positiveId.optional(),
  format: z.string().trim().max(20).optional(),
});
export const recipientDownloadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Short-lived URL that streams the bytes. */
  download_url: z.string(),
  name: z.string(),
});

export const recipientFeedbackRequestSchema = z.object({
  delivery_id: positiveId,
  version: z.coerce.number().int().min(1).max(10_000),
  rating: z.coerce
    .number({ error: RECIPIENT_MESSAGES.ratingRule })
    .int(RECIPIENT_MESSAGES.ratingRule)
    .min(1, RECIPIENT_MESSAGES.ratingRule)
    .max(5, RECIPIENT_MESSAGES.ratingRule),
  comment: storableText(RECIPIENT_COMMENT_MAX, RECIPIENT_MESSAGES.textTooLong(RECIPIENT_COMMENT_MAX)).default(
    '',
  ),
});
export type RecipientFeedbackRequest = z.input<typeof recipientFeedbackRequestSchema>;

export const recipientAccessRequestSchema = z.object({
  delivery_id: positiveId,
  email: z.string().trim().toLowerCase().min(1, RECIPIENT_MESSAGES.colleagueEmailRule).pipe(emailSchema),
});
export type RecipientAccessRequest = z.input<typeof recipientAccessRequestSchema>;
/** request-access/withdraw/ names the same delivery and colleague as the request it takes back. */
export const recipientWithdrawRequestSchema = recipientAccessRequestSchema;

export const RECIPIENT_CODE_PATTERN = new RegExp(`^\\d{${RECIPIENT_CODE_DIGITS}}$`);

/** POST /api-rcp/v1/language/: the recipient's language for the portal and their e-mails (decision 0042). */
export const recipientLanguageRequestSchema = z.object({ language: localeSchema });
export type RecipientLanguageRequest = z.input<typeof recipientLanguageRequestSchema>;
export const recipientLanguageResponseSchema = recipientMessageResponseSchema.extend({
  language: localeSchema,
});
