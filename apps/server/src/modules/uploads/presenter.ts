import { resumedUploadAnswer, uploadUrlsAnswer } from '@ops/contracts';
import type { CompleteUploadResponse, ResumeUploadResponse, UploadUrlResponse } from '@ops/contracts';
import type { StoredPart } from '@/storage/storage-driver.js';
import { scanStatusOf } from '../scanning/index.js';
import type { UploadRow } from './upload-rows.js';

/** The part URLs of an upload, in part order, and the part size they expect. */
export const presentUploadUrls = (row: UploadRow, urls: string[]): UploadUrlResponse =>
  uploadUrlsAnswer({ id: row.id, chunk: row.chunk_size }, urls);

/** Where an upload stands, and its scan's outcome once complete. */
export const presentResumedUpload = (
  row: UploadRow,
  urls: string[],
  parts: StoredPart[],
  completed: boolean,
): ResumeUploadResponse => ({
  ...resumedUploadAnswer(
    { id: row.id, chunk: row.chunk_size, fileName: row.file_name, fileSize: row.file_size },
    urls,
    parts,
    completed,
  ),
  ...(completed ? scanStatusOf(row) : {}),
});

export const presentUploadDetails = (row: UploadRow): CompleteUploadResponse['details'] => ({
  upload_id: row.id,
  file_name: row.file_name,
  file_size: row.file_size,
});
