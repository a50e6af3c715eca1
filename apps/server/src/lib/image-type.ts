import { MESSAGES, PROFILE_IMAGE_TYPES } from '@ops/contracts';
import { detectFileType } from './detect-file-type.js';
import { badRequest } from './app-error.js';

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
