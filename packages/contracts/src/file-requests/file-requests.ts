import { z } from 'zod';
import { emailSchema } from '../clients/fields.js';
import { CLIENT_MESSAGES } from '../rules/client-messages.js';
import { decimalIdSchema } from '../rules/ids.js';
import { storableText } from '../rules/text-rules.js';
import { utcDay } from '../rules/utc-day.js';
import { SCAN_STATUSES } from '../scanning/scan-texts.js';
import { fileNameSchema } from '../deliveries/file-rules.js';
import { uploadUrlRequestSchema, uploadedPartSchema } from '../deliveries/upload.js';
import { linkTokenSchema } from '../recipients/recipient-api.js';
import { RECIPIENT_MESSAGES } from '../recipients/recipient-texts.js';
import {
  FILE_REQUEST_EXTENSIONS,
  FILE_REQUEST_MAX_FILES,
  FILE_REQUEST_MAX_SIZE_MB,
  FILE_REQUEST_MESSAGES,
} from './file-request-texts.js';

/**
 * File requests (issue 24, decision 0039): staff ask a client contact for files; the contact opens the link
 * after an e-mailed one-time code and uploads with the chunked engine; a submit lands as a new workspace
 * assignment of the client with the files as its sources.
 */

export const FILE_REQUEST_STATUSES = ['open', 'closed', 'expired'] as const;
export type FileRequestStatus = (typeof FILE_REQUEST_STATUSES)[number];

/** Free text of a request: a wrong type or length answers the field's own rule. */
const storable = (max: number, message: string) => storableText(max, message, message);

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day as YYYY-MM-DD that exists. */
export const fileRequestDueDateSchema = z
  .string({ error: FILE_REQUEST_MESSAGES.dueDateRule })
  .trim()
  .regex(DATE_PATTERN, FILE_REQUEST_MESSAGES.dueDateRule)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && utcDay(d) === v;
  }, FILE_REQUEST_MESSAGES.dueDateRule);

/** One allowed type: `pdf`, `.pdf` and `PDF` all name pdf; only section 5's list is allowed. */
const extensionSchema = z
  .string({ error: FILE_REQUEST_MESSAGES.extensionsRule })
  .trim()
  .max(20, FILE_REQUEST_MESSAGES.extensionsRule)
  .transform((v) => v.replace(/^\.+/, '').toLowerCase())
  .superRefine((v, ctx) => {
    if (!(FILE_REQUEST_EXTENSIONS as readonly string[]).includes(v))
      ctx.addIssue({ code: 'custom', message: FILE_REQUEST_MESSAGES.extensionUnknown(v || '(empty)') });
  });

export const fileRequestExtensionsSchema = z
  .array(extensionSchema, { error: FILE_REQUEST_MESSAGES.extensionsRule })
  .min(1, FILE_REQUEST_MESSAGES.extensionsRule)
  .max(50, FILE_REQUEST_MESSAGES.extensionsRule)
  .transform((list) => [...new Set(list)]);

/** POST /api-ops/ops/v1/file-requests/: the due date is checked against today on the server's clock. */
export const createFileRequestSchema = z.object({
  client_id: decimalIdSchema(CLIENT_MESSAGES.clientNotFound),
  email: emailSchema,
  title: storable(200, FILE_REQUEST_MESSAGES.titleRule).pipe(
    z.string().min(1, FILE_REQUEST_MESSAGES.titleRule),
  ),
  due_date: fileRequestDueDateSchema,
  extensions: fileRequestExtensionsSchema,
  max_size_mb: z
    .number({ error: FILE_REQUEST_MESSAGES.maxSizeRule })
    .int(FILE_REQUEST_MESSAGES.maxSizeRule)
    .min(1, FILE_REQUEST_MESSAGES.maxSizeRule)
    .max(FILE_REQUEST_MAX_SIZE_MB, FILE_REQUEST_MESSAGES.maxSizeRule),
  message: storable(1000, FILE_REQUEST_MESSAGES.messageRule).default(''),
});
export type CreateFileRequest = z.input<typeof createFileRequestSchema>;

/** GET /api-ops/ops/v1/file-requests/ query. */
export const fileRequestListQuerySchema = z.object({
  client_id: decimalIdSchema(CLIENT_MESSAGES.clientNotFound).optional(),
  status: z.enum(['open', 'closed', 'all']).default('all'),
});
export type FileRequestListQuery = z.input<typeof fileRequestListQuerySchema>;

export const fileRequestFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  scan_status: z.enum(SCAN_STATUSES),
  received_at: z.string(),
  assignment_id: z.string(),
});
export const fileRequestAssignmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  /** The contact's note with that submit ('' without one); optional, so older answers fit. */
  note: z.string().optional(),
});

const fileRequestBase = {
  id: z.number().int(),
  client_id: z.number().int(),
  client_name: z.string(),
  email: z.string(),
  title: z.string(),
  message: z.string(),
  /** YYYY-MM-DD; the request takes files until the end of that day (UTC). */
  due_date: z.string(),
  extensions: z.array(z.string()),
  max_size_mb: z.number().int(),
  status: z.enum(FILE_REQUEST_STATUSES),
  /** The staff member's name. */
  created_by: z.string(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
};

export const fileRequestSchema = z.object({
  ...fileRequestBase,
  files: z.array(fileRequestFileSchema),
  assignments: z.array(fileRequestAssignmentSchema),
});
export type FileRequest = z.infer<typeof fileRequestSchema>;

export const fileRequestListItemSchema = z.object({ ...fileRequestBase, file_count: z.number().int() });
export type FileRequestListItem = z.infer<typeof fileRequestListItemSchema>;

export const fileRequestListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(fileRequestListItemSchema),
});
export type FileRequestListResponse = z.infer<typeof fileRequestListResponseSchema>;

export const fileRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: fileRequestSchema,
});
export type FileRequestResponse = z.infer<typeof fileRequestResponseSchema>;

/** The create call's answer: the link is shown once (only its hash is stored). */
export const createFileRequestResponseSchema = fileRequestResponseSchema.extend({ link: z.string() });
export type CreateFileRequestResponse = z.infer<typeof createFileRequestResponseSchema>;

/** A request named in the path: anything else is not found. */
export const fileRequestIdParamsSchema = z.object({ id: decimalIdSchema(FILE_REQUEST_MESSAGES.notFound) });

export const fileRequestFileParamsSchema = z.object({
  id: decimalIdSchema(FILE_REQUEST_MESSAGES.notFound),
  fileId: decimalIdSchema(FILE_REQUEST_MESSAGES.fileNotFound),
});

export const fileRequestDownloadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  download_url: z.string(),
  name: z.string(),
});

// --- The contact's side (public, recipient-style) ---

const requestTokenSchema = linkTokenSchema(
  FILE_REQUEST_MESSAGES.linkInvalid,
  FILE_REQUEST_MESSAGES.linkInvalid,
);

export const requestLinkCodeRequestSchema = z.object({ token: requestTokenSchema });
export const requestLinkVerifyRequestSchema = z.object({
  token: requestTokenSchema,
  code: z
    .string()
    .trim()
    .min(1, RECIPIENT_MESSAGES.codeRequired)
    .max(20)
    .transform((v) => v.replace(/\s+/g, '')),
});
export type RequestLinkVerifyRequest = z.input<typeof requestLinkVerifyRequestSchema>;

export const requestLinkSessionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Bearer token of the request session (grants nothing in the recipients' portal); only its hash is stored. */
  token: z.string(),
  email: z.string(),
  expires_at: z.string(),
  request_id: z.number().int(),
});
export type RequestLinkSessionResponse = z.infer<typeof requestLinkSessionResponseSchema>;

export const requestLinkViewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  client_name: z.string(),
  requested_by: z.string(),
  due_date: z.string(),
  extensions: z.array(z.string()),
  max_size_mb: z.number().int(),
  status: z.enum(FILE_REQUEST_STATUSES),
  files_sent: z.array(z.object({ name: z.string(), size: z.number().int(), received_at: z.string() })),
});
export type RequestLinkView = z.infer<typeof requestLinkViewSchema>;

export const requestLinkViewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: requestLinkViewSchema,
});
export type RequestLinkViewResponse = z.infer<typeof requestLinkViewResponseSchema>;

/**
 * upload-get-url/: the staff call's size and chunk_size (in MB, or bytes); any file name, as the type is
 * the request's own (checked on the server with the size).
 */
export const requestUploadUrlRequestSchema = z.object({
  file_name: fileNameSchema,
  ...uploadUrlRequestSchema.pick({ file_size: true, chunk_size: true }).shape,
});
export type RequestUploadUrlRequest = z.input<typeof requestUploadUrlRequestSchema>;

export const requestUploadCompleteSchema = z.object({
  parts: z.array(uploadedPartSchema).min(1).max(10_000),
  upload_id: z.string().trim().min(1).max(64),
  file_name: fileNameSchema,
});

export const requestSubmitSchema = z.object({
  upload_ids: z
    .array(z.string().trim().min(1).max(64), { error: FILE_REQUEST_MESSAGES.uploadsRule })
    .min(1, FILE_REQUEST_MESSAGES.uploadsRule)
    .max(FILE_REQUEST_MAX_FILES, FILE_REQUEST_MESSAGES.uploadsRule),
  note: storable(2000, FILE_REQUEST_MESSAGES.noteRule).default(''),
});
export type RequestSubmit = z.input<typeof requestSubmitSchema>;

export const requestSubmitResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    assignment_id: z.string(),
    assignment_name: z.string(),
    files: z.array(z.object({ name: z.string(), size: z.number().int() })),
  }),
});
export type RequestSubmitResponse = z.infer<typeof requestSubmitResponseSchema>;

/** Whether a request still takes files: not closed, and its due date (UTC) not over on `now`. */
export function fileRequestStatus(
  request: { closed_at: Date | string | null; due_date: string },
  now: Date,
): FileRequestStatus {
  if (request.closed_at) return 'closed';
  return utcDay(now) > request.due_date ? 'expired' : 'open';
}
