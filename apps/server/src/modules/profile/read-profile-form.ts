import type { FastifyRequest } from 'fastify';
import { MESSAGES, updateProfileFieldsSchema } from '@ops/contracts';
import { badRequest } from '@/lib/app-error.js';
import { checkImage, imageUploadError, type CheckedImage } from '@/lib/image-type.js';
import { assertStorableText } from '@/lib/storable-text.js';

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
    throw imageUploadError(error, maxImageBytes);
  }
  assertStorableText(fields);

  const parsed = updateProfileFieldsSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest);
  return { fields: parsed.data, image };
}
