import { MESSAGES, PROFILE_IMAGE_TYPES } from '@ops/contracts';
import { detectFileType } from './detect-file-type.js';
import { AppError, badRequest } from './app-error.js';

export interface CheckedImage {
  bytes: Buffer;
  extension: string;
}

/** Accepts PNG, JPEG, GIF and WebP by their content, whatever the name or declared type says. */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  const type = await detectFileType(bytes);
  const extension = type && PROFILE_IMAGE_TYPES[type.mime as keyof typeof PROFILE_IMAGE_TYPES];
  if (!extension) throw badRequest(MESSAGES.imageTypeNotAllowed);
  return { bytes, extension };
}

/** Turns the multipart parser's errors on an image upload (cut-off bodies, missing boundaries, too large) into answers the UI can show. */
export function imageUploadError(error: unknown, maxImageBytes: number): Error {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (error instanceof AppError) return error;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badRequest(MESSAGES.imageTooLarge(maxImageBytes));
  if (statusCode && statusCode < 500) return error as Error;
  return badRequest(MESSAGES.uploadIncomplete);
}
