import { z } from 'zod';
import { DELIVERY_MESSAGES } from './delivery-texts.js';

/** File types a delivery takes (part 2 section 5: the delivery-target check's list, which includes the wizard's). */
export const ALLOWED_EXTENSIONS = [
  'doc',
  'docx',
  'ppt',
  'pptx',
  'pdf',
  'xlsx',
  'jpeg',
  'jpg',
  'srt',
  'mp4',
  'png',
  'psd',
  'ai',
  'eps',
  'zip',
] as const;

/** What the file inputs offer to pick. */
export const FILE_ACCEPT = ALLOWED_EXTENSIONS.map((e) => `.${e}`).join(',');

export const fileExtension = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
const isAllowedFileName = (name: string) =>
  (ALLOWED_EXTENSIONS as readonly string[]).includes(fileExtension(name));

/** E-mail attachments: 24 MB in bytes, labelled 25 MB (section 9). */
export const EMAIL_ATTACHMENT_LIMIT = 25_165_824;
/** At most this many addresses per share (sections 5 and 9). */
export const MAX_SHARE_EMAILS = 10;
export const SUGGESTION_DEBOUNCE_MS = 700;
export const SUGGESTION_MIN_CHARS = 2;
export const FLASH_MS = 1000;
export const DELIVER_FAILED_MS = 2000;
export const FETCHING_DOT_MS = 1000;
/** Dropdowns of section 9. */
export const DROPDOWN = { maxMenuHeight: 300, minMenuHeight: 140, pageSize: 5 } as const;

/** The engine's parallelism and its retry waits beyond the spec's single retry (about 0, 1, 3 and 5 s). */
export const UPLOAD_CONCURRENT_FILES = 3;
export const PART_RETRY_DELAYS_MS = [0, 1000, 3000, 5000] as const;

/**
 * Device names Windows reserves whatever the extension, case or trailing dots and spaces (CON.pdf, nul.tar.gz,
 * 'COM1 .docx'): a file saved or unzipped under one cannot be opened there (decision 0019).
 */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;
const isReservedFileName = (name: string) =>
  WINDOWS_RESERVED.test(
    name
      .replace(/[. ]+$/, '')
      .split('.')[0]!
      .trimEnd(),
  );
/** A stored name made safe to save or unzip on Windows: a reserved one gets an underscore in front. */
export const windowsSafeName = (name: string) => (isReservedFileName(name) ? `_${name}` : name);

/** A file name as the user chose it: never a path, no control characters, not hidden, bounded. */
export const fileNameSchema = z
  .string({ error: DELIVERY_MESSAGES.fileNameRule })
  .trim()
  .min(1, DELIVERY_MESSAGES.fileNameRule)
  .max(200, DELIVERY_MESSAGES.fileNameRule)
  .refine(
    // eslint-disable-next-line no-control-regex
    (v) => !/[/\\\u0000-\u001f\u007f\p{Cf}]/u.test(v) && !v.startsWith('.') && v !== '..',
    DELIVERY_MESSAGES.fileNameRule,
  )
  .superRefine((v, ctx) => {
    if (isReservedFileName(v))
      ctx.addIssue({ code: 'custom', message: DELIVERY_MESSAGES.reservedFileName(v) });
  });

/** Why the wizard cannot take a picked file, or null: the same rules the server applies to its name. */
export function deliveryFileProblem(name: string): string | null {
  if (isReservedFileName(name)) return DELIVERY_MESSAGES.reservedFileName(name);
  if (!isAllowedFileName(name)) return DELIVERY_MESSAGES.invalidFormat(name);
  return null;
}

/** A delivery file name: a safe name with one of the allowed extensions. */
export const deliveryFileNameSchema = fileNameSchema.superRefine((v, ctx) => {
  if (!isAllowedFileName(v)) ctx.addIssue({ code: 'custom', message: DELIVERY_MESSAGES.invalidFormat(v) });
});

const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
export const batchIdSchema = z
  .string({ error: DELIVERY_MESSAGES.batchIdRule })
  .trim()
  .regex(CODE, DELIVERY_MESSAGES.batchIdRule);
export const assignmentIdSchema = z
  .string({ error: DELIVERY_MESSAGES.assignmentIdRule })
  .trim()
  .regex(CODE, DELIVERY_MESSAGES.assignmentIdRule);

/** Form and query booleans as older clients send them: true/false, True/False, yes/no, 1/0, on/off. */
export const formBooleanSchema = z.preprocess((v) => {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (['true', 'yes', '1', 'on', 'y'].includes(s)) return true;
    if (['false', 'no', '0', 'off', 'n', ''].includes(s)) return false;
  }
  return v;
}, z.boolean());

/** A value that is one item or a list of them (repeated form fields arrive either way). */
export const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]), z.array(item));

/** Bytes as people read them: 24 MB, 1.5 GB. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : Math.round(value * 10) / 10} ${units[unit]}`;
}

/** Who may import workspace assignments; integration keys are OA's alone. */
export const INTAKE_ROLES = ['OU', 'OA', 'TL'] as const;
export const INTEGRATION_KEY_ROLES = ['OA'] as const;
