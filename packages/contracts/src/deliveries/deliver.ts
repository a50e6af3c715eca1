import { z } from 'zod';
import { emailSchema } from '../clients/fields.js';
import { DELIVERY_MESSAGES } from './delivery-texts.js';
import {
  MAX_SHARE_EMAILS,
  assignmentIdSchema,
  deliveryFileNameSchema,
  formBooleanSchema,
} from './file-rules.js';

const isoDateTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(40, message)
    .refine((v) => !Number.isNaN(Date.parse(v)), message)
    .transform((v) => new Date(v).toISOString());

/** One group of a deliver call, after the numbered form fields are gathered (see formToDeliverInput). */
export const deliverGroupSchema = z.object({
  assignment_ids: z.array(assignmentIdSchema).max(200),
  source_files: z.array(deliveryFileNameSchema).max(500),
  target_files: z.array(deliveryFileNameSchema).max(500),
  /** Update flow: whether the group brings new source or target files (new groups must bring sources). */
  is_source: formBooleanSchema.optional(),
  is_target: formBooleanSchema.optional(),
  delivery_notes: z.string().trim().max(5000, DELIVERY_MESSAGES.deliveryNotesTooLong).default(''),
  interim: formBooleanSchema.default(false),
  committed_delivery: z
    .union([z.literal(''), isoDateTime(DELIVERY_MESSAGES.committedDeliveryRule)])
    .optional(),
  external_link: z.string().trim().max(2000).default(''),
  external_text: z.string().trim().max(500, DELIVERY_MESSAGES.externalCodeTooLong).default(''),
  email_attachment: formBooleanSchema.default(false),
});
export type DeliverGroup = z.output<typeof deliverGroupSchema>;
export type DeliverGroupInput = z.input<typeof deliverGroupSchema>;

/**
 * POST /api-ops/ops/v1/upload-new-delivery/ and update-delivery/, once gathered from the form. The files are
 * names of completed uploads of the same delivery_id by the same user; groups are numbered from 1 in
 * messages.
 */
export const deliverInputSchema = z.object({
  delivery_id: z.string().trim().min(1, DELIVERY_MESSAGES.batchIdRule).max(40, DELIVERY_MESSAGES.batchIdRule),
  batch_id: z.string().trim().max(40).optional(),
  current_delivery_time: isoDateTime(DELIVERY_MESSAGES.deliveryTimeRule),
  password: z.string().max(256).optional(),
  share_emails: z
    .array(emailSchema.or(z.literal('')))
    .transform((list) => [...new Set(list.filter(Boolean))])
    .pipe(z.array(z.string()).max(MAX_SHARE_EMAILS, DELIVERY_MESSAGES.moreThanTen)),
  groups: z
    .array(deliverGroupSchema)
    .min(1, DELIVERY_MESSAGES.totalGroupRule)
    .max(50, DELIVERY_MESSAGES.totalGroupRule),
});
export type DeliverInput = z.output<typeof deliverInputSchema>;
export type DeliverRequest = z.input<typeof deliverInputSchema>;

export const deliverResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The delivery's id (for /deliver/{id}), its batch id and the version this call made. */
  id: z.number().int(),
  batch_id: z.string(),
  version: z.number().int(),
  /** The key of the older combined calls; a fresh random value per delivery call. */
  secure_key: z.string(),
});
export type DeliverResponse = z.infer<typeof deliverResponseSchema>;

/** Form fields as parsed: every field's values in order (a repeated field has several). */
export type FormFields = Record<string, string[]>;

const GROUP_FIELDS = {
  assignment_ids: 'assignment_id',
  source_files: 'source_file',
  target_files: 'target_file',
  is_source: 'is_source',
  is_target: 'is_target',
  delivery_notes: 'delivery_notes',
  interim: 'interim',
  committed_delivery: 'committed_delivery',
  external_link: 'external_link',
  external_text: 'external_text',
  email_attachment: 'email_attachment',
} as const;
const LIST_FIELDS = new Set(['assignment_ids', 'source_files', 'target_files']);

/** Values of a field sent as `name`, `name[]` or `name_N` repeated; single values also split on commas for lists. */
const read = (fields: FormFields, name: string): string[] => [
  ...(fields[name] ?? []),
  ...(fields[`${name}[]`] ?? []),
];

/**
 * Gathers the numbered fields of section 7 (assignment_id_n repeated, source_file_n, ..., total_group) into
 * groups. Numbering from 1 is what this app sends; numbering from 0 is accepted too.
 */
export function formToDeliverInput(fields: FormFields): unknown {
  const first = (name: string) => read(fields, name)[0];
  const total = Number(first('total_group') ?? NaN);
  const groups: Record<string, unknown>[] = [];
  if (Number.isInteger(total) && total >= 1 && total <= 50) {
    const zeroBased =
      read(fields, 'assignment_id_0').length > 0 && read(fields, `assignment_id_${total}`).length === 0;
    for (let i = 0; i < total; i++) {
      const n = zeroBased ? i : i + 1;
      const group: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(GROUP_FIELDS)) {
        const values = read(fields, `${field}_${n}`);
        if (LIST_FIELDS.has(key)) group[key] = values.filter((v) => v !== '');
        else if (values.length) group[key] = values[values.length - 1];
      }
      groups.push(group);
    }
  }
  return {
    delivery_id: first('delivery_id') ?? '',
    batch_id: first('batch_id'),
    current_delivery_time: first('current_delivery_time') ?? '',
    password: first('password') || undefined,
    share_emails: read(fields, 'share_emails'),
    groups: Number.isInteger(total) ? groups : [],
  };
}

/** The form body this app sends; the same field names formToDeliverInput reads. */
export function deliverInputToFields(input: DeliverRequest, flow: 'new' | 'update'): [string, string][] {
  const out: [string, string][] = [
    ['delivery_id', input.delivery_id],
    ['total_group', String(input.groups.length)],
    ['current_delivery_time', input.current_delivery_time],
  ];
  if (input.batch_id) out.push(['batch_id', input.batch_id]);
  if (input.password) out.push(['password', input.password]);
  for (const email of input.share_emails) out.push(['share_emails', email]);
  input.groups.forEach((g, i) => {
    const n = i + 1;
    for (const id of g.assignment_ids) out.push([`assignment_id_${n}`, id]);
    for (const name of g.source_files) out.push([`source_file_${n}`, name]);
    for (const name of g.target_files) out.push([`target_file_${n}`, name]);
    if (flow === 'update') {
      out.push([`is_source_${n}`, String(g.source_files.length > 0)]);
      out.push([`is_target_${n}`, String(g.target_files.length > 0)]);
      if (g.committed_delivery) out.push([`committed_delivery_${n}`, g.committed_delivery]);
    }
    out.push([`delivery_notes_${n}`, g.delivery_notes ?? '']);
    out.push([`interim_${n}`, String(Boolean(g.interim))]);
    if (g.external_link) out.push([`external_link_${n}`, g.external_link]);
    if (g.external_text) out.push([`external_text_${n}`, g.external_text]);
    if (g.email_attachment !== undefined)
      out.push([`email_attachment_${n}`, String(Boolean(g.email_attachment))]);
  });
  return out;
}

/**
 * The older combined calls: upload-new-assignment/ (assignment_id, source_file and target_file repeated,
 * delivery_notes) and upload-update-assignment/ (assignment_id, is_update_delivery_time, target_file,
 * delivery_notes). Files may be file parts of the form or names of completed uploads.
 */
export const legacyDeliverFieldsSchema = z.object({
  assignment_id: z.array(assignmentIdSchema).min(1, DELIVERY_MESSAGES.provideBatchOrAssignments).max(200),
  delivery_notes: z.string().trim().max(5000).default(''),
  is_update_delivery_time: z.string().trim().max(40).optional(),
});
export const legacyDeliverResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  secure_key: z.string(),
});
