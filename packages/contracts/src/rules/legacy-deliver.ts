// The older combined calls (upload-new-assignment/, upload-update-assignment/) read as one deliver call: the
// one rule, called by the server's legacy-deliver.ts and the demo's deliver handlers. Each side reads the
// form and its file parts its own way, then parses what this answers with deliverInputSchema.
import type { DeliverGroupInput } from '../deliveries/deliver.js';
import { formBooleanSchema } from '../deliveries/file-rules.js';

/** A file an older call names: one of its file parts, or the name of the caller's completed upload. */
export interface LegacyFile {
  fileType: 'source_files' | 'target_files';
  name: string;
}

const FILE_FIELDS: Record<string, LegacyFile['fileType']> = {
  source_file: 'source_files',
  target_file: 'target_files',
};

/** The file type a form field carries (source_file, target_file, either with []), or undefined. */
export const legacyFileType = (field: string) => FILE_FIELDS[field.replace(/\[\]$/, '')];

/** The files the form's text fields name: the caller's completed uploads, taken by name. */
export const legacyNamedFiles = (fields: Record<string, string[]>): LegacyFile[] =>
  Object.entries(fields).flatMap(([field, values]) => {
    const fileType = legacyFileType(field);
    return fileType ? values.filter(Boolean).map((name) => ({ fileType, name })) : [];
  });

/** The call's fields, as legacyDeliverFieldsSchema reads them: both assignment fields, the last of the others. */
export const legacyFieldValues = (fields: Record<string, string[] | undefined>) => ({
  assignment_id: [...(fields.assignment_id ?? []), ...(fields['assignment_id[]'] ?? [])],
  delivery_notes: fields.delivery_notes?.at(-1),
  is_update_delivery_time: fields.is_update_delivery_time?.at(-1),
});

/** Where an older call's files come from: its own file parts, or the fixed-address uploads (no delivery). */
export const legacyUploadRefs = (ref: string) => [
  { flow: 'legacy' as const, ref },
  { flow: 'legacy' as const, ref: '' },
];

const legacyGroup = (ids: string[], files: readonly LegacyFile[], notes: string): DeliverGroupInput => ({
  assignment_ids: ids,
  source_files: files.filter((f) => f.fileType === 'source_files').map((f) => f.name),
  target_files: files.filter((f) => f.fileType === 'target_files').map((f) => f.name),
  delivery_notes: notes,
});

interface LegacyFields {
  assignment_id: string[];
  delivery_notes: string;
  is_update_delivery_time?: string;
}

/** upload-new-assignment/: one group of the given assignments, under the generated batch id. */
export const legacyNewInput = (
  batchId: string,
  fields: LegacyFields,
  files: readonly LegacyFile[],
  now: Date,
) => ({
  delivery_id: batchId,
  current_delivery_time: now.toISOString(),
  share_emails: [],
  groups: [legacyGroup(fields.assignment_id, files, fields.delivery_notes)],
});

/**
 * When the older update call names the committed delivery: a date is that time; a yes is now; otherwise the
 * group keeps its committed delivery (now when it has none).
 */
export function legacyCommitted(value: string | undefined, kept: Date | string | null, now: Date) {
  if (value && !/^(true|false|yes|no|on|off|[01])$/i.test(value) && !Number.isNaN(Date.parse(value)))
    return new Date(value).toISOString();
  const yes = formBooleanSchema.safeParse(value ?? '');
  return new Date(yes.success && yes.data ? now : (kept ?? now)).toISOString();
}

interface HeldGroup {
  assignment_ids: string[];
  committed_delivery: Date | string | null;
}

/**
 * upload-update-assignment/: a new version of the delivery holding the first assignment, for its group (or
 * the first group), which takes the call's assignments too.
 */
export function legacyUpdateInput(
  delivery: { id: number; committed_delivery: Date | string | null },
  groups: readonly HeldGroup[],
  fields: LegacyFields,
  files: readonly LegacyFile[],
  now: Date,
) {
  const own = groups.find((g) => g.assignment_ids.includes(fields.assignment_id[0]!)) ?? groups[0]!;
  const ids = [...new Set([...own.assignment_ids, ...fields.assignment_id])];
  const kept = own.committed_delivery ?? delivery.committed_delivery;
  return {
    delivery_id: String(delivery.id),
    current_delivery_time: now.toISOString(),
    share_emails: [],
    groups: [
      {
        ...legacyGroup(ids, files, fields.delivery_notes),
        committed_delivery: legacyCommitted(fields.is_update_delivery_time, kept, now),
      },
    ],
  };
}
