import { z } from 'zod';
import { assignmentServiceSchema } from '../assignments/assignment.js';
import { assignmentIdSchema, batchIdSchema, oneOrMany } from './file-rules.js';
import { DELIVERY_MESSAGES } from './delivery-texts.js';

/** One option of step 1's multi-select: labelled '{assignment_id} - {requester_name} ({client_code})'. */
export const assignmentOptionSchema = z.object({
  assignment_id: z.string(),
  requester_name: z.string(),
  client_code: z.string(),
  /** Extra, for the label's neighbours and the narrowing; older clients ignore them. */
  assignment_name: z.string(),
});
export type AssignmentOption = z.infer<typeof assignmentOptionSchema>;
export const assignmentOptionLabel = (
  o: Pick<AssignmentOption, 'assignment_id' | 'requester_name' | 'client_code'>,
) => `${o.assignment_id} - ${o.requester_name} (${o.client_code})`;

/**
 * GET /api-ops/workspace/v1/assignment-api/: the workspace assignments not yet delivered. Sent nothing, it
 * answers them all (newest first, up to `limit`); search, requester_name and client_code narrow it.
 */
export const assignmentOptionsQuerySchema = z.object({
  search: z.string().trim().max(80).optional(),
  requester_name: z.string().trim().max(200).optional(),
  client_code: z.string().trim().max(20).optional(),
  limit: z.coerce.number().int().min(1).max(2000).default(500),
});
export const assignmentOptionsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(assignmentOptionSchema),
});
export type AssignmentOptionsResponse = z.infer<typeof assignmentOptionsResponseSchema>;

/**
 * GET /api-ops/workspace/v1/update-assignment-api/{id}/ (id: the delivery): its own assignments and the
 * undelivered ones of the same requester and client; default_data names the fixed ones and the batch.
 */
export const updateAssignmentOptionsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    list: z.array(assignmentOptionSchema),
    default_data: z.object({ asgn_ids: z.array(z.string()), batch_id: z.string() }),
  }),
});
export type UpdateAssignmentOptionsResponse = z.infer<typeof updateAssignmentOptionsResponseSchema>;

/** Create-form payload: assignment ids and/or a batch id (the spec calls the batch id delivery_id). */
export const detailAssignmentRequestSchema = z
  .object({
    assignment_id: oneOrMany(assignmentIdSchema).pipe(z.array(z.string()).max(200)),
    delivery_id: z.preprocess(
      (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
      z.union([z.literal(''), batchIdSchema]),
    ),
  })
  .refine((v) => v.assignment_id.length > 0 || v.delivery_id !== '', {
    message: DELIVERY_MESSAGES.provideBatchOrAssignments,
  });
export type DetailAssignmentRequest = z.input<typeof detailAssignmentRequestSchema>;

/** Update flow: the delivery (its id, or its batch id) and the assignments chosen besides its own. */
export const updateDetailAssignmentsRequestSchema = z.object({
  delivery_id: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), batchIdSchema),
  assignment_id: oneOrMany(assignmentIdSchema).pipe(z.array(z.string()).max(200)),
});
export type UpdateDetailAssignmentsRequest = z.input<typeof updateDetailAssignmentsRequestSchema>;

export const batchAssignmentSchema = z.object({
  assignment_name: z.string(),
  assignment_id: z.string(),
  services: z.array(assignmentServiceSchema),
});
export type BatchAssignment = z.infer<typeof batchAssignmentSchema>;

/** An update-flow group as it stands: what it delivered so far prefills its card. */
export const groupDataSchema = z.object({
  gid: z.number().int(),
  assignment_names: z.array(z.string()),
  assignment_ids: z.array(z.string()),
  /** Versions this group has received so far. */
  current_deliveries: z.number().int(),
  committed_delivery: z.string().nullable(),
  delivery_notes: z.string(),
  assignment_services: z.array(assignmentServiceSchema),
  external_link: z.string(),
  external_text: z.string(),
  email_attachment: z.boolean(),
});
export type GroupData = z.infer<typeof groupDataSchema>;

export const updateDefaultGroupSchema = z.object({
  default_assignments: z.array(z.string()),
  new_assignments: z.array(z.string()),
});

export const EXTERNAL_TYPES = ['external_link', 'external_text'] as const;

const batchDetailsBase = z.object({
  success: z.literal(true),
  message: z.string(),
  requester_name: z.string(),
  client_code: z.string(),
  /** 'external' for clients whose deliveries carry a link or code; else 'default'. */
  delivery_user_type: z.string(),
  /** The preset choice for external clients; empty when the user chooses per group. */
  external_type: z.union([z.enum(EXTERNAL_TYPES), z.literal('')]),
  client_charge_code: z.string().nullable(),
  entity_code: z.string(),
  /** The value the upload and deliver calls carry: the batch id (new) or the delivery's id (update). */
  delivery_id: z.string(),
  batch_id: z.string(),
  data: z.array(batchAssignmentSchema),
});

/** POST /api-ops/ops/v1/detail-assignment/: default_groups is a list of lists of assignment ids. */
export const newBatchDetailsResponseSchema = batchDetailsBase.extend({
  default_groups: z.array(z.array(z.string())),
});
export type NewBatchDetails = z.infer<typeof newBatchDetailsResponseSchema>;

/** POST /api-ops/ops/v1/update-detail-assignments/: groups with fixed and new assignments, and group_data. */
export const updateBatchDetailsResponseSchema = batchDetailsBase.extend({
  default_groups: z.array(updateDefaultGroupSchema),
  group_data: z.array(groupDataSchema),
  /** Beyond the spec: the dates (yyyy-mm-dd) the committed delivery may take, from the server's setting. */
  committed_window: z.object({ from: z.string(), to: z.string() }).optional(),
});
export type UpdateBatchDetails = z.infer<typeof updateBatchDetailsResponseSchema>;
