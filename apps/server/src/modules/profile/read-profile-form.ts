import type { FastifyRequest } from 'fastify';
import { MESSAGES, PROFILE_IMAGE_TYPES, updateProfileFieldsSchema } from '@ops/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '../../lib/app-error.js';

export interface ProfileImage {
  bytes: Buffer;
  extension: string;
}

async function readImage(bytes: Buffer): Promise<ProfileImage> {
  const type = await fileTypeFromBuffer(bytes);
  const extension = type && PROFILE_IMAGE_TYPES[type.mime as keyof typeof PROFILE_IMAGE_TYPES];
  if (!extension) throw badRequest(MESSAGES.imageTypeNotAllowed);
  return { bytes, extension };
}

/** Turns the multipart parser's errors (cut-off bodies, missing boundaries) into answers the UI can show. */
function uploadError(error: unknown, maxImageBytes: number): Error {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (error instanceof AppError) return error;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badRequest(MESSAGES.imageTooLarge(maxImageBytes));
  if (statusCode && statusCode < 500) return error as Error;
  return badRequest(MESSAGES.uploadIncomplete);
}

/** Reads the multipart profile form, with an optional `image` file, and validates its fields. */
export async function readProfileForm(request: FastifyRequest, maxImageBytes: number) {
  if (!request.isMultipart()) throw badRequest(MESSAGES.unsupportedBody);
  const fields: Record<string, unknown> = {};
  let image: ProfileImage | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'image' && bytes.length > 0) image = await readImage(bytes);
      } else if (part.fieldname !== 'image') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, maxImageBytes);
  }

  const parsed = updateProfileFieldsSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest);
  return { fields: parsed.data, image };
}
