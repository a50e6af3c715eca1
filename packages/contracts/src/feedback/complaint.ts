import { z } from 'zod';
import { decimalIdSchema } from '../rules/ids.js';
import { MESSAGES } from '../rules/messages.js';
import { storableText } from '../rules/text-rules.js';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_FILES_MAX,
  COMPLAINT_MESSAGES,
  COMPLAINT_STATUSES,
  COMPLAINT_TEXT_MAX,
} from './complaint-texts.js';

export * from './complaint-texts.js';

/**
 * Typed client feedback (issue 25, decision 0040): beside the 1–5 rating, a recipient approves a version or
 * raises a complaint on it; staff answer and resolve it; the recipient may reopen it for a while.
 */

const positiveId = decimalIdSchema(MESSAGES.notFound);
const version = z.coerce.number().int().min(1).max(10_000);
const requiredText = (required: string) =>
  storableText(COMPLAINT_TEXT_MAX, COMPLAINT_MESSAGES.textTooLong).pipe(z.string().min(1, required));

/** approve/: the recipient approves a version (once; again is not an error). */
export const recipientApproveRequestSchema = z.object({ delivery_id: positiveId, version });
export type RecipientApproveRequest = z.input<typeof recipientApproveRequestSchema>;

/** complaints/: a complaint on a version, naming none, some or all of its files. */
export const recipientComplaintRequestSchema = z.object({
  delivery_id: positiveId,
  version,
  category: z.enum(COMPLAINT_CATEGORIES, { error: COMPLAINT_MESSAGES.categoryRule }),
  text: requiredText(COMPLAINT_MESSAGES.textRequired),
  files: z.array(z.string().trim().min(1).max(500)).max(COMPLAINT_FILES_MAX).default([]),
});
export type RecipientComplaintRequest = z.input<typeof recipientComplaintRequestSchema>;

/** complaints/{id}/reopen/: why it is not resolved after all (optional). */
export const recipientReopenRequestSchema = z.object({
  text: storableText(COMPLAINT_TEXT_MAX, COMPLAINT_MESSAGES.textTooLong).default(''),
});
export type RecipientReopenRequest = z.input<typeof recipientReopenRequestSchema>;

/** Staff: complaint/{id}/answer/ and complaint/{id}/resolve/. */
export const complaintAnswerRequestSchema = z.object({
  answer: requiredText(COMPLAINT_MESSAGES.answerRequired),
});
export type ComplaintAnswerRequest = z.input<typeof complaintAnswerRequestSchema>;
export const complaintResolveRequestSchema = z.object({
  resolution: requiredText(COMPLAINT_MESSAGES.resolutionRequired),
});
export type ComplaintResolveRequest = z.input<typeof complaintResolveRequestSchema>;

/** One complaint as staff and its author see it. */
export const complaintSchema = z.object({
  id: z.number().int(),
  delivery_id: z.number().int(),
  version: z.number().int(),
  email: z.string(),
  category: z.enum(COMPLAINT_CATEGORIES),
  text: z.string(),
  files: z.array(z.string()),
  status: z.enum(COMPLAINT_STATUSES),
  created_at: z.string(),
  answer: z.string().nullable(),
  answered_by: z.string().nullable(),
  answered_at: z.string().nullable(),
  resolution: z.string().nullable(),
  resolved_by: z.string().nullable(),
  resolved_at: z.string().nullable(),
  /** The last reopening and the recipient's reason, when it was reopened. */
  reopened_at: z.string().nullable(),
  reopen_reason: z.string().nullable(),
  /** Until when the recipient may reopen it: 14 days after its resolution; null while not resolved. */
  reopen_until: z.string().nullable(),
});
export type Complaint = z.infer<typeof complaintSchema>;

export const complaintResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: complaintSchema,
});
export type ComplaintResponse = z.infer<typeof complaintResponseSchema>;

export const complaintListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(complaintSchema),
});
export type ComplaintListResponse = z.infer<typeof complaintListResponseSchema>;
