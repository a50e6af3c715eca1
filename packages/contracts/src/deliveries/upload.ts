import { z } from 'zod';
import { DELIVERY_MESSAGES } from './delivery-texts.js';
import { deliveryFileNameSchema, formBooleanSchema } from './file-rules.js';
import { SCAN_STATUSES } from '../scanning/scan-texts.js';

export const FILE_TYPES = ['source_files', 'target_files'] as const;
export type FileType = (typeof FILE_TYPES)[number];

const numberish = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }),
  );
const text = (max: number) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(max));

/**
 * POST /api-ops/ops/v1/upload-get-url/ (new flow) and update-get-url/ (update flow). delivery_id is what the
 * batch details answered (the batch id, or the delivery's id); chunk_size is MB (or bytes, see chunkBytes).
 */
export const uploadUrlRequestSchema = z.object({
  group: text(40).default(''),
  delivery_id: text(40).pipe(z.string().min(1, DELIVERY_MESSAGES.batchIdRule)),
  time: text(40).optional(),
  interim: formBooleanSchema.optional(),
  file_type: z.preprocess(
    (v) =>
      v === 'source' || v === 'source_file'
        ? 'source_files'
        : v === 'target' || v === 'target_file'
          ? 'target_files'
          : v,
    z.enum(FILE_TYPES, { error: 'file_type must be source_files or target_files.' }),
  ),
  file_name: deliveryFileNameSchema,
  file_size: numberish('file_size must be a number of bytes.').pipe(z.number().int().min(0)),
  chunk_size: numberish(DELIVERY_MESSAGES.chunkSizeRule).pipe(
    z.number().positive(DELIVERY_MESSAGES.chunkSizeRule),
  ),
});
export type UploadUrlRequest = z.input<typeof uploadUrlRequestSchema>;

export const uploadUrlResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  upload_id: z.string(),
  /** One URL per part, in order: a PUT of the part's bytes answers its ETag header. */
  urls: z.array(z.string()),
  /** The part size the URLs expect, in bytes (the last part is the rest). */
  chunk_size: z.number().int(),
});
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;

export const uploadedPartSchema = z.object({
  ETag: z.string().trim().min(1).max(200),
  PartNumber: numberish('PartNumber must be a number.').pipe(z.number().int().min(1).max(10_000)),
});
export type UploadedPart = z.infer<typeof uploadedPartSchema>;

/** POST /api-ops/ops/v1/multipart-complete/: idempotent; a missing or mismatched part fails it. */
export const completeUploadRequestSchema = z.object({
  parts: z.array(uploadedPartSchema).min(1).max(10_000),
  upload_id: z.string().trim().min(1).max(64),
  file_name: deliveryFileNameSchema,
});
export type CompleteUploadRequest = z.input<typeof completeUploadRequestSchema>;

/**
 * Where a completed file stands with the malware scanner (decision 0024; beyond the spec, so optional):
 * pending until the scan is done and the file can be delivered; infected comes with scan_message.
 */
const scanFields = {
  scan_status: z.enum(SCAN_STATUSES).optional(),
  scan_message: z.string().optional(),
};

export const completeUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  details: z.object({
    upload_id: z.string(),
    file_name: z.string(),
    file_size: z.number().int(),
    ...scanFields,
  }),
});
export type CompleteUploadResponse = z.infer<typeof completeUploadResponseSchema>;

/**
 * POST /api-ops/ops/v1/upload-resume/ (beyond the spec): fresh URLs for every part of an unfinished upload
 * and the parts already stored, so a failed file or a reloaded page sends only what is missing.
 */
export const resumeUploadRequestSchema = z.object({ upload_id: z.string().trim().min(1).max(64) });
export const resumeUploadResponseSchema = uploadUrlResponseSchema.extend({
  file_name: z.string(),
  file_size: z.number().int(),
  // Plain fields: a response schema must not transform (the server encodes answers through it).
  parts: z.array(z.object({ PartNumber: z.number().int(), ETag: z.string(), Size: z.number().int() })),
  completed: z.boolean(),
  ...scanFields,
});
export type ResumeUploadResponse = z.infer<typeof resumeUploadResponseSchema>;

/** The earlier fixed-address calls: POST /api/upload/multipart/get_urls and /complete. */
export const legacyUploadUrlRequestSchema = uploadUrlRequestSchema
  .pick({ file_name: true, file_size: true })
  .extend({
    chunk_size: uploadUrlRequestSchema.shape.chunk_size.default(5),
    delivery_id: uploadUrlRequestSchema.shape.delivery_id.optional(),
    file_type: uploadUrlRequestSchema.shape.file_type.optional(),
  });
export const legacyCompleteResponseSchema = z.object({
  success: z.literal(true),
  message: z.literal(DELIVERY_MESSAGES.legacyUploadDone),
  details: completeUploadResponseSchema.shape.details,
});

/** PUT of one part to its signed local-disk URL: the ETag header carries the part's quoted checksum (opaque to clients). */
export const uploadPartResponseSchema = z.object({ success: z.literal(true) });
