import type { CompleteUploadResponse, ResumeUploadResponse, UploadUrlResponse } from '@ops/contracts';
import type { StoredPart } from '@/storage/storage-driver.js';
import { scanStatusOf } from '../scanning/index.js';
import type { UploadRow } from './upload-rows.js';

/** The part URLs of an upload, in part order, and the part size they expect. */
export const presentUploadUrls = (row: UploadRow, urls: string[]): UploadUrlResponse => ({
  success: true,
  message: '',
  upload_id: row.id,
  urls,
  chunk_size: row.chunk_size,
});

/** Where an upload stands: the parts stored so far (named as S3 names them) and URLs for what is missing. */
export const presentResumedUpload = (
  row: UploadRow,
  urls: string[],
  parts: StoredPart[],
  completed: boolean,
): ResumeUploadResponse => ({
  ...presentUploadUrls(row, urls),
  file_name: row.file_name,
  file_size: row.file_size,
  parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag, Size: p.size })),
  completed,
  ...(completed ? scanStatusOf(row) : {}),
});

export const presentUploadDetails = (row: UploadRow): CompleteUploadResponse['details'] => ({
  upload_id: row.id,
  file_name: row.file_name,
  file_size: row.file_size,
});
