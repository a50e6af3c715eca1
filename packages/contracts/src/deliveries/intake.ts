import { z } from 'zod';
import { emailSchema } from '../clients/fields.js';
import { assignmentIdSchema, batchIdSchema } from './file-rules.js';
import { consoleMessage, consoleTexts } from '../i18n/console-texts.js';

/**
 * Columns of the assignments import (CSV or XLSX, first row the header, any order). A row is one service
 * line; rows with the same assignment_id add lines to one assignment. batch_id is optional: entering it in
 * step 1 picks every undelivered assignment of that batch.
 */
export const ASSIGNMENT_IMPORT_COLUMNS = [
  'assignment_id',
  'name',
  'requester_name',
  'requester_email',
  'client_code',
  'entity_code',
  'service',
  'sub_service',
  'unit_type',
  'unit_count',
  'batch_id',
] as const;
/** Every column but the optional batch_id. */
export const ASSIGNMENT_IMPORT_REQUIRED = ASSIGNMENT_IMPORT_COLUMNS.filter(
  (c): c is Exclude<(typeof ASSIGNMENT_IMPORT_COLUMNS)[number], 'batch_id'> => c !== 'batch_id',
);

/** The largest import file (the server refuses bigger ones, the page before sending). */
export const INTAKE_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const INTAKE_FILE_EXTENSIONS = ['csv', 'xlsx'] as const;

/** What each import column holds: the import page and docs/assignment-intake.md show them. */
export const ASSIGNMENT_IMPORT_COLUMN_HINTS: Record<(typeof ASSIGNMENT_IMPORT_COLUMNS)[number], string> =
  /* @__PURE__ */ consoleTexts('assignmentImportColumnHints', {
    assignment_id: "The workflow tool's id: 1 to 40 letters, digits, '.', '-' or '_'",
    name: "The assignment's name",
    requester_name: 'Who asked for the work',
    requester_email: 'Where the delivery e-mail goes',
    client_code: 'A client set up under client administration',
    entity_code: "One of that client's billing entities",
    service: 'A service of the catalogue, e.g. Translation Services',
    sub_service: "One of that service's sub-services, e.g. Proofreading",
    unit_type: 'e.g. Words, Pages, Minutes, Hours',
    unit_count: 'A number above 0',
    batch_id: "Optional: the workflow tool's batch; New Delivery picks its assignments by it",
  });

/** The example line of the downloadable template. */
export const ASSIGNMENT_IMPORT_EXAMPLE: Record<(typeof ASSIGNMENT_IMPORT_COLUMNS)[number], string> = {
  assignment_id: 'WS-61001',
  name: 'Annual Report 2026',
  requester_name: 'Kavya Iyer',
  requester_email: 'kavya.iyer@acme.com',
  client_code: 'ACME',
  entity_code: 'ACME-E01',
  service: 'Translation Services',
  sub_service: 'Proofreading',
  unit_type: 'Words',
  unit_count: '12000',
  batch_id: 'B-77',
};

const required = (what: string, max = 200) =>
  z
    .string({ error: `The ${what} is required.` })
    .trim()
    .min(1, `The ${what} is required.`)
    .max(max, `The ${what} is at most ${max} characters.`);

/** A service line of the intake: a catalogue service, one of its sub-services, a unit type and a count. */
export const intakeServiceSchema = z.object({
  service: required('service'),
  sub_services: z
    .array(
      z.object({
        sub_service: required('sub-service'),
        unit_type: required('unit type', 40),
        unit_count: z
          .number({ error: 'The unit count must be a number above 0.' })
          .positive('The unit count must be a number above 0.')
          .max(100_000_000, 'The unit count is too large.'),
      }),
    )
    .min(1, 'At least one sub-service is required.')
    .max(50),
});

/** One assignment as the workflow tool sends it (and as import rows are gathered). */
export const intakeAssignmentSchema = z.object({
  assignment_id: assignmentIdSchema,
  name: required('assignment name', 300),
  requester_name: required('requester name'),
  requester_email: emailSchema,
  client_code: required('client code', 20).toUpperCase(),
  entity_code: required('entity code', 40).toUpperCase(),
  batch_id: z.union([z.literal(''), batchIdSchema]).optional(),
  services: z
    .array(intakeServiceSchema, { error: 'At least one service line is required.' })
    .min(1, 'At least one service line is required.')
    .max(50),
});
export type IntakeAssignment = z.infer<typeof intakeAssignmentSchema>;

/** POST /api-ops/workspace/v1/assignments/ (integration key): upsert by assignment_id. */
export const intakeRequestSchema = z.object({
  assignments: z
    .array(z.unknown())
    .min(1, 'Send at least one assignment.')
    .max(5000, 'Send at most 5,000 assignments at a time.'),
});

export const refusedRowSchema = z.object({
  /** The sheet's row number (header is row 1), or the index in the list from 1 for the API. */
  row: z.number().int(),
  assignment_id: z.string(),
  reasons: z.array(z.string()),
});
/** The report of an import or an API upsert. Nothing is imported twice: known ids are updated. */
export const intakeReportSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.array(refusedRowSchema),
});
export type IntakeReport = z.infer<typeof intakeReportSchema>;

/** Integration keys (OA only): shown once when made, stored hashed, revocable. */
export const integrationKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type IntegrationKey = z.infer<typeof integrationKeySchema>;
export const createIntegrationKeyRequestSchema = z.object({
  name: z.string().trim().min(1, 'Please name the key.').max(80, 'The name is at most 80 characters.'),
});
export const createIntegrationKeyResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The secret itself, shown this once. */
  key: z.string(),
  data: integrationKeySchema,
});
export type CreateIntegrationKeyResponse = z.infer<typeof createIntegrationKeyResponseSchema>;
export const integrationKeyListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(integrationKeySchema),
});
export type IntegrationKeyListResponse = z.infer<typeof integrationKeyListResponseSchema>;
export const INTEGRATION_KEY_HEADER = 'x-integration-key';

/** Assignments one import or upsert may carry: the figure `tooManyRows` names. */
export const INTAKE_MAX_ASSIGNMENTS = 5000;

/** Messages of the intake (texts the specification leaves open). */
export const INTAKE_MESSAGES = /* @__PURE__ */ consoleTexts('intakeMessages', {
  emptySheet: 'The file has no header row. Please use the template.',
  missingColumns: consoleMessage(
    'The file is missing the {count, plural, one {column} other {columns}} {columns}. Please use the template.',
    (columns: readonly string[]) => ({ count: columns.length, columns: columns.join(', ') }),
    (columns) =>
      `The file is missing the column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}. Please use the template.`,
  ),
  unreadable: 'Please choose a CSV or XLSX file.',
  fileTooLarge: 'The file is larger than 5 MB. Please split it.',
  tooManyRows: 'The file has more than 5,000 assignments. Please split it.',
  // Hostile input (decision 0019): what the limited sheet reader refuses.
  tooManyLines: consoleMessage(
    'The file has more than {limit, number} rows. Please split it.',
    (limit: number) => ({
      limit,
    }),
    (limit) => `The file has more than ${limit.toLocaleString('en-US')} rows. Please split it.`,
  ),
  unpackedTooLarge: consoleMessage(
    'The file unpacks to more than {limitMb} MB. Please split it or save it as CSV.',
    (limitMb: number) => ({ limitMb }),
  ),
  tooHardToRead: 'The file could not be read within the time and memory an import may use. Please split it.',
  readerBusy: 'Other imports are being read right now. Please try again in a minute.',
  reasonsNotListed: consoleMessage(
    '…and {count, plural, one {# more problem} other {# more problems}} in this assignment.',
    (count: number) => ({ count }),
    (count) =>
      `…and ${count.toLocaleString('en-US')} more problem${count === 1 ? '' : 's'} in this assignment.`,
  ),
  rowsNotListed: consoleMessage(
    'The first {listed, number} refused assignments are listed; {more, number} more are not.',
    (listed: number, more: number) => ({ listed, more }),
    (listed, more) =>
      `The first ${listed.toLocaleString('en-US')} refused assignments are listed; ${more.toLocaleString('en-US')} more are not.`,
  ),
  unitCount: consoleMessage('Row {row}: the unit count must be a number above 0.', (row: number) => ({
    row,
  })),
  clientUnknown: consoleMessage('Client code {code} is not known.', (code: string) => ({ code })),
  entityUnknown: consoleMessage(
    'Entity code {code} is not an entity of client {client}.',
    (code: string, client: string) => ({ code, client }),
  ),
  serviceUnknown: consoleMessage(
    'Service {service} is not in the services catalogue.',
    (service: string) => ({ service }),
  ),
  subServiceUnknown: consoleMessage(
    'Sub-service {sub} is not a sub-service of {service}.',
    (service: string, sub: string) => ({ sub, service }),
  ),
  deliveredElsewhere: consoleMessage(
    'Assignment {id} has already been delivered for another client; its client cannot change.',
    (id: string) => ({ id }),
  ),
  imported: consoleMessage(
    '{created} created, {updated} updated, {refused} refused.',
    (created: number, updated: number, refused: number) => ({ created, updated, refused }),
  ),
  keyMissing: 'An integration key is required.',
  keyInvalid: 'This integration key is not valid or has been revoked.',
  keyCreated: 'Integration key created. Copy it now: it will not be shown again.',
  keyRevoked: 'Integration key revoked.',
  keyNotFound: 'This integration key was not found.',
  // The import page's own texts.
  noAccess: 'Importing assignments is open to operations users, operations admins and team leads.',
  chooseFile: 'Please choose a CSV or XLSX file to import.',
  keysFailed: 'The integration keys could not be loaded.',
  keyShownOnce: 'Copy this key now: it will not be shown again.',
  keyCopied: 'Key copied.',
  copyFailed: 'Failed to copy.',
  revokeConfirm: consoleMessage(
    'Revoke the key {name}? The workflow tool using it will be refused at once.',
    (name: string) => ({ name }),
  ),
});
