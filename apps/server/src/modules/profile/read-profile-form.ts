import type { FastifyRequest } from 'fastify';
import { MESSAGES, updateProfileFieldsSchema } from '@ops/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../../lib/app-error.js';

export interface ProfileImage {
  bytes: Buffer;
  extension: string;
}

const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

async function readImage(bytes: Buffer): Promise<ProfileImage> {
  const type = await fileTypeFromBuffer(bytes);
  const extension = type && IMAGE_EXTENSIONS[type.mime];
  if (!extension) throw badRequest(MESSAGES.imageTypeNotAllowed);
  return { bytes, extension };
}

/** Reads the profile form, multipart with an optional `image` file or plain JSON, and validates its fields. */
export async function readProfileForm(request: FastifyRequest, maxImageBytes: number) {
  const fields: Record<string, unknown> = {};
  let image: ProfileImage | undefined;

  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw badRequest(MESSAGES.imageTooLarge(maxImageBytes));
          }
          throw error;
        }
        if (part.fieldname === 'image' && bytes.length > 0) image = await readImage(bytes);
      } else if (part.fieldname !== 'image') {
        fields[part.fieldname] = part.value;
      }
    }
  } else if (request.body && typeof request.body === 'object') {
    Object.assign(fields, request.body);
  }

  const parsed = updateProfileFieldsSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid request.');
  return { fields: parsed.data, image };
}
