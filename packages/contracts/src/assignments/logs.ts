import { z } from 'zod';
import { searchTermSchema } from '../rules/text-rules.js';
import { ASSIGNMENT_SORTS } from './assignment.js';
import { consoleTexts } from '../i18n/console-texts.js';

/** Access log entry types (part 1 section 3). */
export const ACCESS_LOG_TYPES = [
  'accessed',
  'new_delivery',
  'decline',
  'accept',
  'revoke',
  'request',
  'download',
  'shared',
  'shared outside',
  'share request',
  'share revoke',
] as const;

/** The logs' texts; "Can't locate" is also what the server records for a place it cannot find. */
export const LOG_MESSAGES = /* @__PURE__ */ consoleTexts('logMessages', {
  cantFetch: "Can't fetch logs.",
  empty: 'No logs found!',
  cantLocate: "Can't locate",
});

export const sharedLogEntrySchema = z.object({
  shared_to_user_email: z.string(),
  shared_by: z.string(),
  accessed_number: z.number().int(),
  last_download_version: z.number().int().nullable(),
  last_accessed_time: z.string().nullable(),
  /** The share's end and download limit, and this address's downloads of the current version (issue 24). */
  expires_at: z.string().nullable().optional(),
  download_limit: z.number().int().nullable().optional(),
  downloads: z.number().int().optional(),
});
export type SharedLogEntry = z.infer<typeof sharedLogEntrySchema>;

/** GET api-ops/misc/v1/sharing-file/{id}/ and the archive's sharedlog/{id}/. */
export const sharedLogResponseSchema = z.object({
  success: z.literal(true),
  request_shared_log: z.array(sharedLogEntrySchema),
  shared_log: z.array(sharedLogEntrySchema),
  data: z.array(sharedLogEntrySchema),
});

export const accessLogEntrySchema = z.object({
  date: z.string(),
  type: z.string(),
  tooltip: z.object({
    ip: z.string(),
    /** City and country of the address, or "Can't locate" (shown as a dash). */
    location: z.string(),
    files: z.array(z.string()),
    shared_users: z.array(z.string()),
  }),
  platform: z.string(),
  access_log_string: z.string(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

/** A delivery's access log comes in pages (the CSV export has it all); the spec's call gets the first. */
export const ACCESS_LOG_PAGE_SIZE = 100;
export const ACCESS_LOG_MAX_PAGE_SIZE = 500;

export const accessLogQuerySchema = z.object({
  sort: z.enum(ASSIGNMENT_SORTS).default('descending'),
  search: searchTermSchema.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(ACCESS_LOG_MAX_PAGE_SIZE).default(ACCESS_LOG_PAGE_SIZE),
});
export const accessLogResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(accessLogEntrySchema),
  /** Entries matching the search in all pages. */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
});
export type SharedLogResponse = z.infer<typeof sharedLogResponseSchema>;
