import { z } from 'zod';
import { idSchema } from '../clients/fields.js';
import { consoleMessage, consoleTexts } from '../i18n/console-texts.js';

/** Longer comments are refused with their own message, not taken for empty ones. */
export const COMMENT_MAX_LENGTH = 4000;

export const COMMENT_TYPES = ['feedback', 'send', 'receive', 'notification'] as const;
export const COMMENT_MESSAGES = /* @__PURE__ */ consoleTexts('commentMessages', {
  addComment: 'Please add a comment.',
  tooLong: `A comment can have at most ${COMMENT_MAX_LENGTH.toLocaleString('en')} characters.`,
  cantFetch: "Can't fetch comments!",
  loading: 'Loading Comments...',
  empty: 'There are no Comments yet on this assignment!',
  unknownType: 'An unknown type comment received.',
});

export const commentSchema = z.object({
  id: z.number().int(),
  /** One of COMMENT_TYPES; other values render as an unknown type. */
  type: z.string(),
  user: z.string(),
  datetime: z.string(),
  message: z.object({
    filename: z.array(z.string()),
    chat: z.string(),
    service: z.string(),
    output: z.string(),
    comments: z.string(),
  }),
  feedback: z.string().nullable(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentListResponseSchema = z.object({ success: z.literal(true), data: z.array(commentSchema) });

/** POST api-ops/misc/v1/comment/: the text is trimmed and must not be empty; stored and shown as text. */
export const commentPostSchema = z.object({
  message: z
    .string({ error: COMMENT_MESSAGES.addComment })
    .trim()
    .min(1, COMMENT_MESSAGES.addComment)
    .max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.tooLong),
  delivery_id: idSchema,
  filename: z.array(z.string().max(255)).max(100).default([]),
});
export type CommentPost = z.input<typeof commentPostSchema>;

/** POST api-ops/ops/v1/google-sync-delivery/ */
export const syncDeliveryRequestSchema = z.object({ delivery_id: idSchema });

export const SYNC_MESSAGES = /* @__PURE__ */ consoleTexts('syncMessages', {
  synced: 'Delivery synced with the tracking sheet.',
  failed: 'Failed to sync Data!',
  loader: 'Please wait while we sync data with a spreadsheet service.',
  notConfigured: 'No tracking sheet is configured.',
  unreachable: 'The tracking sheet could not be reached.',
  unreadable: 'The tracking sheet could not be read.',
  tooLarge: 'The tracking sheet is larger than the limit for a fetched sheet.',
  notAllowed: 'The tracking sheet address or its redirect is not allowed.',
  rowMissing: 'This delivery is not in the tracking sheet.',
  badValue: consoleMessage(
    'The tracking sheet has an invalid {column} in row {row}.',
    (column: string, row: number) => ({ column, row }),
  ),
});
