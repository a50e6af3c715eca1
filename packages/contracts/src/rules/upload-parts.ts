// The one rule for a chunked upload's parts once it is started: how long each part is, and whether a
// complete call's part list and the stored parts make the whole file. The server's upload routes and the
// demo's handlers both call it; each answers a refusal with its own 400.
import { DELIVERY_MESSAGES } from '../deliveries/delivery-texts.js';
import type { ResumeUploadResponse, UploadUrlResponse } from '../deliveries/upload.js';
import { formatBytes } from '../deliveries/file-rules.js';
import { MAX_PARTS, chunkBytes, partCount } from './part-plan.js';

/** The server's UPLOAD_MAX_FILE_MB default, which the demo keeps: 10 GiB a file. */
export const UPLOAD_DEFAULT_MAX_FILE_MB = 10_240;

/** What an upload was started with: its part size and the whole file's size and part count. */
export interface PartLayout {
  chunk: number;
  fileSize: number;
  partCount: number;
}

/** A part as the store recorded it. */
export interface RecordedPart {
  partNumber: number;
  etag: string;
  size: number;
}

/** A complete call's part list, as the spec's engine sends it. */
export type ListedParts = readonly { ETag: string; PartNumber: number }[];

/**
 * A get-url call's file against the store's limit and its asked part size (at most MAX_PARTS parts of it):
 * the refusal, or null.
 */
export function uploadStartRefusal(
  file: { file_name: string; file_size: number; chunk_size: number },
  maxFileBytes: number,
): string | null {
  if (file.file_size < 1) return DELIVERY_MESSAGES.fileEmpty(file.file_name);
  if (file.file_size > maxFileBytes)
    return DELIVERY_MESSAGES.fileTooLarge(file.file_name, formatBytes(maxFileBytes));
  const chunk = chunkBytes(file.chunk_size);
  if (chunk === null) return DELIVERY_MESSAGES.chunkSizeRule;
  return partCount(file.file_size, chunk) > MAX_PARTS ? DELIVERY_MESSAGES.tooManyParts : null;
}

/** Every part is exactly the chunk long but the last, which is the rest. */
export const partLength = (layout: PartLayout, part: number) =>
  part < layout.partCount ? layout.chunk : layout.fileSize - layout.chunk * (layout.partCount - 1);

/** ETags compare without spaces round them, their quotes and a weak marker, as S3 compares them. */
export const bareEtag = (etag: string) => etag.trim().replace(/^W\//, '').replace(/"/g, '');

/** A part the upload has no place for: the refusal, or null. */
export const partNumberRefusal = (layout: PartLayout, part: number) =>
  part < 1 || part > layout.partCount ? DELIVERY_MESSAGES.partOutOfRange : null;

/** A part of the wrong length is refused and not recorded: the refusal, or null. */
export function partLengthRefusal(layout: PartLayout, part: number, bytes: number): string | null {
  const expected = partLength(layout, part);
  return bytes === expected ? null : DELIVERY_MESSAGES.partWrongSize(expected, bytes);
}

const numbersOf = (layout: PartLayout) => Array.from({ length: layout.partCount }, (_, i) => i + 1);

/** The caller's list as part number → bare ETag (every part once, none outside the upload), or the refusal. */
export function readListedParts(
  layout: PartLayout,
  parts: ListedParts,
): { listed: Map<number, string> } | { refusal: string } {
  const listed = new Map<number, string>();
  for (const part of parts) {
    if (part.PartNumber > layout.partCount) return { refusal: DELIVERY_MESSAGES.partOutOfRange };
    const etag = bareEtag(part.ETag);
    const before = listed.get(part.PartNumber);
    if (before !== undefined && before !== etag)
      return { refusal: DELIVERY_MESSAGES.partMismatch(part.PartNumber) };
    listed.set(part.PartNumber, etag);
  }
  const missing = numbersOf(layout).filter((n) => !listed.has(n));
  return missing.length ? { refusal: DELIVERY_MESSAGES.partsMissing(missing) } : { listed };
}

/**
 * The recorded parts that make the file, in order, checked against the caller's list: each present, with the
 * listed ETag and its right length. Or the refusal.
 */
export function matchRecordedParts<P extends RecordedPart>(
  layout: PartLayout,
  listed: Map<number, string>,
  recorded: readonly P[],
): { parts: P[] } | { refusal: string } {
  const byNumber = new Map(recorded.map((p) => [p.partNumber, p]));
  const missing = numbersOf(layout).filter((n) => !byNumber.has(n));
  if (missing.length) return { refusal: DELIVERY_MESSAGES.partsMissing(missing) };
  const parts: P[] = [];
  for (const n of numbersOf(layout)) {
    const part = byNumber.get(n)!;
    if (bareEtag(part.etag) !== listed.get(n)) return { refusal: DELIVERY_MESSAGES.partMismatch(n) };
    const wrongLength = partLengthRefusal(layout, n, part.size);
    if (wrongLength) return { refusal: wrongLength };
    parts.push(part);
  }
  return { parts };
}

/** The complete call's whole check: the recorded parts that make the file, or the refusal. */
export function completedParts<P extends RecordedPart>(
  layout: PartLayout,
  parts: ListedParts,
  recorded: readonly P[],
): { parts: P[] } | { refusal: string } {
  const read = readListedParts(layout, parts);
  return 'refusal' in read ? read : matchRecordedParts(layout, read.listed, recorded);
}

/** What a get-url and a resume call answer of an upload: its id, part size, name and size. */
export interface StartedUpload {
  id: string;
  chunk: number;
  fileName: string;
  fileSize: number;
}

/** The part URLs of an upload, in part order, and the part size they expect. */
export const uploadUrlsAnswer = (
  upload: Pick<StartedUpload, 'id' | 'chunk'>,
  urls: string[],
): UploadUrlResponse => ({
  success: true,
  message: '',
  upload_id: upload.id,
  urls,
  chunk_size: upload.chunk,
});

/** Where an upload stands: the parts stored so far (named as S3 names them) and URLs for what is missing. */
export const resumedUploadAnswer = (
  upload: StartedUpload,
  urls: string[],
  parts: readonly RecordedPart[],
  completed: boolean,
): ResumeUploadResponse => ({
  ...uploadUrlsAnswer(upload, urls),
  file_name: upload.fileName,
  file_size: upload.fileSize,
  parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag, Size: p.size })),
  completed,
});
