import type { FastifyRequest } from 'fastify';
import { MESSAGES, updateProfileFieldsSchema } from '@ops/contracts';
import { AppError, badRequest } from '../../lib/app-error.js';
import { checkImage, type CheckedImage } from '../../lib/image-type.js';
import { assertStorableText } from '../../lib/storable-text.js';

/** Turns the multipart parser's errors (cut-off bodies, missing boundaries) into answers the UI can show. */
export function uploadError(error: unknown, maxImageBytes: number): Error {
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
  let image: CheckedImage | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'image' && bytes.length > 0) image = await checkImage(bytes);
      } else if (part.fieldname !== 'image') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, maxImageBytes);
  }
  assertStorableText(fields);

  const parsed = updateProfileFieldsSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest);
  return { fields: parsed.data, image };
}
