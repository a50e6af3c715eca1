import { z } from 'zod';
import { decimalIdSchema } from '../rules/ids.js';
import { MESSAGES } from '../rules/messages.js';
import { storableText } from '../rules/text-rules.js';
import { RECIPIENT_MESSAGES } from '../recipients/recipient-texts.js';

/**
 * Typed client feedback (issue 25, decision 0040): beside the 1–5 rating, a recipient approves a version or
 * raises a complaint on it; staff answer and resolve it; the recipient may reopen it for a while.
 */

/** What a complaint is about, as XTRF's complaint model sorts them. */
export const COMPLAINT_CATEGORIES = [
  'accuracy',
  'terminology',
  'style',
  'formatting',
  'completeness',
  'deadline',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

export const COMPLAINT_CATEGORY_LABELS: Record<ComplaintCategory, string> = {
  accuracy: 'Accuracy',
  terminology: 'Terminology',
  style: 'Style',
  formatting: 'Formatting',
  completeness: 'Completeness',
  deadline: 'Deadline',
};

/** open: waiting for staff; answered: staff replied, not closed yet; resolved: closed with a resolution. */
export const COMPLAINT_STATUSES = ['open', 'answered', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  resolved: 'Resolved',
};

export const COMPLAINT_TEXT_MAX = 4000;
/** Files a complaint may name: a version holds at most this many that a person would list. */
export const COMPLAINT_FILES_MAX = 200;

export const COMPLAINT_MESSAGES = {
  categoryRule: 'Please choose what the complaint is about.',
  textRequired: 'Please describe the problem.',
  answerRequired: 'Please write your answer.',
  resolutionRequired: 'Please write how the complaint was resolved.',
  textTooLong: RECIPIENT_MESSAGES.textTooLong(COMPLAINT_TEXT_MAX),
  fileNotInVersion: (name: string) => `“${name}” is not a file of this version.`,
  notFound: 'This complaint was not found.',
  alreadyResolved: 'This complaint is already resolved.',
  notResolved: 'Only a resolved complaint can be reopened.',
  reopenWindowOver: (days: number) =>
    `A complaint can be reopened within ${days} days of its resolution. Please raise a new one.`,
  notYours: 'Only the person who raised this complaint can reopen it.',
  raised: 'Your complaint has been sent. We will answer you by e-mail.',
  reopened: 'Your complaint is open again. We will answer you by e-mail.',
  approved: 'Thank you. The version is marked approved.',
  answered: 'Your answer has been sent to the client.',
  resolved: 'The complaint is resolved. The client has been told.',
} as const;

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

/** The words of the portal's and the console's complaint pieces. */
export const COMPLAINT_TEXTS = {
  approve: 'Approve this version',
  approvedOn: (date: string) => `You approved this version on ${date}.`,
  raise: 'Raise a complaint',
  formTitle: (version: number) => `Complaint about version ${version}`,
  categoryLabel: 'What is it about?',
  chooseCategory: 'Choose a category',
  textLabel: 'What is wrong?',
  filesLabel: 'Files concerned (optional)',
  filesConcerned: 'Files concerned',
  send: 'Send complaint',
  cancel: 'Cancel',
  yourComplaints: 'Your complaints',
  status: 'Status',
  raisedOn: 'Raised on',
  answer: 'Our answer',
  resolution: 'Resolution',
  reopen: 'Reopen',
  reopenReasonLabel: 'Why is it not resolved? (optional)',
  reopenUntil: (date: string) => `You can reopen it until ${date}.`,
  reopenedOn: 'Reopened on',
  allFiles: 'All files',
  // The console
  cardTitle: 'Complaints',
  openBadge: (n: number) => `${n} open complaint${n === 1 ? '' : 's'}`,
  from: 'From',
  answerLabel: 'Answer to the client',
  sendAnswer: 'Send answer',
  resolutionLabel: 'Resolution',
  resolve: 'Resolve',
  answeredBy: (name: string, date: string) => `Answered by ${name} on ${date}`,
  resolvedBy: (name: string, date: string) => `Resolved by ${name} on ${date}`,
} as const;
