import { z } from 'zod';
import { idParamsSchema } from '../clients/fields.js';
import { searchTermSchema } from '../rules/text-rules.js';

/** Links of a file: format (extension) to URL, plus optional external_link and external_text for sources. */
export const fileLinksSchema = z.record(z.string(), z.string());
export const deliveredFileSchema = z.object({ name: z.string(), links: fileLinksSchema });
export type DeliveredFile = z.infer<typeof deliveredFileSchema>;

export const unitDetailSchema = z.object({ unit_type: z.string(), unit_count: z.number() });
export const assignmentServiceSchema = z.object({
  service: z.string(),
  sub_services: z.array(z.object({ sub_service: z.string(), unit_type: z.string(), unit_count: z.number() })),
});

export const ASSIGNMENT_SORTS = ['ascending', 'descending'] as const;
export const TYPES_OF_DATA = ['initial', 'recent', 'all', 'search'] as const;

/** One card of the assignments sidebar. */
export const assignmentListItemSchema = z.object({
  id: z.number().int(),
  file_names: z.array(z.string()),
  client_code: z.string(),
  delivery_user_type: z.string(),
  requester_name: z.string(),
  duration: z.string().nullable(),
  committed_delivery: z.string().nullable(),
  services: z.array(z.string()),
  unit_details: z.array(unitDetailSchema),
  feedback: z.number().int().nullable(),
  /**
   * The names of the delivery's assignments as one line ('Investor Update 2026'), see assignmentNameOf;
   * null when it has none. Not in the spec's list item: optional, so an older server's answer still fits.
   */
  assignment_name: z.string().nullable().optional(),
  /** Complaints not resolved yet (decision 0040): the card's badge. Optional, so older answers fit. */
  open_complaints: z.number().int().optional(),
});
export type AssignmentListItem = z.infer<typeof assignmentListItemSchema>;

export const assignmentMonthSchema = z.object({
  title: z.string(),
  month: z.string(),
  info: z.array(assignmentListItemSchema),
  /**
   * How many deliveries this month holds in the answered list (the month, or the recent view), when the
   * answer is a page of it: the header shows the month's size while only a page of its cards is loaded.
   * Absent from a whole list, a search, and older servers' answers.
   */
  count: z.number().int().optional(),
});

/** GET api-ops/ops/v2/all-assignments/ and the archive list: ?month= or ?search=, with &sort= and &page=. */
export const assignmentListQuerySchema = z.object({
  month: z
    .string()
    .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, 'The month must look like 2026-11.')
    .optional(),
  search: searchTermSchema.optional(),
  sort: z.enum(ASSIGNMENT_SORTS).default('ascending'),
  /**
   * Page of a search (50 matches a page by default), of a month or of the recent view (200 cards a page by
   * default), from 1; data.next_page says whether another follows. Without it a search answers its first
   * page and a month or the recent view answers whole (older clients).
   */
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  /** With an id, the answer also carries that delivery as last_assignment (v1 and archive lists). */
  id: idParamsSchema.shape.id.optional(),
});

export const assignmentListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    months: z.array(assignmentMonthSchema),
    /** 'See Archived (count)': exact up to the server's cap (ARCHIVE_COUNT_CAP, 100), else the cap itself. */
    archive_count: z.number().int(),
    /** More archived deliveries match than archive_count says: shown as '100+' (decision 0025). */
    archive_count_capped: z.boolean().default(false),
    sort_order: z.enum(ASSIGNMENT_SORTS),
    type_of_data: z.enum(TYPES_OF_DATA),
    /** The next page (of a search, or of a month or the recent view asked with a page), or null when this is the last. */
    next_page: z.number().int().nullable(),
  }),
});
export type AssignmentListResponse = z.infer<typeof assignmentListResponseSchema>;

/**
 * The list's archive figure from the matches counted up to one past the cap: exact up to `cap`, else the cap
 * and a flag (shown '100+', decision 0025).
 */
export const archiveCountFields = (matches: number, cap: number) => ({
  archive_count: Math.min(matches, cap),
  archive_count_capped: matches > cap,
});

/** GET /api-ops/ops/v1/all-assignments/?id= and the archive list with ?id=: the list and one delivery. */
export const assignmentListWithDetailResponseSchema = assignmentListResponseSchema.extend({
  last_assignment: z.lazy(() => fileDetailsSchema).nullable(),
});

/** A zip built while it downloads: the link is redeemed like a file's link. */
export const zipLinkSchema = z.object({ name: z.string(), link: z.string() });

export const targetVersionSchema = z.object({
  version: z.number().int(),
  files: z.array(deliveredFileSchema),
  committed_delivery: z.string().nullable(),
  actual_delivery: z.string().nullable(),
  overall_feedback: z.number().int().min(1).max(5).nullable(),
  delivery_notes: z.array(z.object({ files: z.array(z.string()), notes: z.string() })),
  zip_link: zipLinkSchema.nullable(),
});
export type TargetVersion = z.infer<typeof targetVersionSchema>;

/** The delivery detail (file_details) of part 1 section 3. */
export const fileDetailsSchema = z.object({
  id: z.number().int(),
  user_name: z.string(),
  batch_id: z.string(),
  general_delivery_id: z.string(),
  delivery_copy_data: z.string(),
  assignment_id: z.string(),
  client_code: z.string(),
  entity_code: z.string(),
  delivery_user_type: z.string(),
  client_charge_code: z.string().nullable(),
  invoice_code: z.string().nullable(),
  requester_name: z.string(),
  requested_delivery: z.string().nullable(),
  committed_delivery: z.string().nullable(),
  actual_delivery: z.string().nullable(),
  duration: z.string().nullable(),
  feedback: z.number().int().nullable(),
  current_version: z.number().int(),
  source_files: z.array(deliveredFileSchema),
  target_versions: z.array(targetVersionSchema),
  /** The source files as one zip (the Input Files card); null when none is stored. */
  input_zip_link: zipLinkSchema.nullable(),
  assignments: z.array(z.string()),
  services: z.array(assignmentServiceSchema),
  unit_details: z.array(unitDetailSchema),
  /** Set once the stored files are gone (decision 0023): 'Files removed on <date> under the retention policy'. */
  files_removed: z.string().nullable().optional(),
  /** The assignments' names as one line, as the cards show it (assignmentNameOf); optional, as on the cards. */
  assignment_name: z.string().nullable().optional(),
});
export type FileDetails = z.infer<typeof fileDetailsSchema>;

export const assignmentDetailResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  last_assignment: fileDetailsSchema,
});
