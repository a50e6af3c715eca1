import { randomUUID } from 'node:crypto';
import { Transform, pipeline } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import {
  DELIVERY_MESSAGES,
  deliveryFileNameSchema,
  fileExtension,
  legacyFileType,
  legacyNamedFiles,
  formatBytes,
  type FormFields,
} from '@ops/contracts';
import { fileUploads } from '@/db/delivery-schema.js';
import { badRequest } from '@/lib/app-error.js';
import type { Services } from '@/services.js';
import { FORM_LIMITS, formError, newFormFields, parseOr400, readFormFields } from '@/lib/http-body.js';
import type { FileType } from './upload-claims.js';
import { assertStorableText } from '@/lib/storable-text.js';

export interface LegacyForm {
  fields: FormFields;
  /** The request's own ref for the files it streamed; names of earlier uploads use ''. */
  ref: string;
  files: { fileType: FileType; name: string }[];
}

/** Streams one file part into storage and records it as a completed upload of the caller. */
async function storePart(
  services: Services,
  userId: number,
  ref: string,
  part: { filename: string; file: NodeJS.ReadableStream & { truncated?: boolean } },
  fileType: FileType,
  limit: number,
) {
  const name = parseOr400(deliveryFileNameSchema, part.filename);
  const now = services.clock.now();
  const key = `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${fileExtension(name)}`;
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    // A pipeline, not pipe(): a form cut off inside the file errors the part, and that must end the write.
    await services.storage.put(
      key,
      pipeline(part.file, counter, () => undefined),
    );
  } catch (error) {
    await services.storage.delete(key).catch(() => undefined);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) {
      throw badRequest(DELIVERY_MESSAGES.fileTooLarge(name, formatBytes(limit)));
    }
    throw error;
  }
  // A file cut off at the size limit ends like a whole one: its bytes must not pass as the file.
  if (part.file.truncated) {
    await services.storage.delete(key);
    throw badRequest(DELIVERY_MESSAGES.fileTooLarge(name, formatBytes(limit)));
  }
  if (size === 0) {
    await services.storage.delete(key);
    throw badRequest(DELIVERY_MESSAGES.fileEmpty(name));
  }
  // This call delivers at once, so the file is scanned here; an infected one stays in the store, quarantined.
  const file = { name, source: 'delivery' as const, userId, delivery: ref };
  const scanStatus = await services.scanning.scanStored(file, key, size).catch(async (error: unknown) => {
    if ((error as { statusCode?: number }).statusCode === 503) await services.storage.delete(key);
    throw error;
  });
  await services.db.insert(fileUploads).values({
    id: randomUUID(),
    user_id: userId,
    delivery_ref: ref,
    flow: 'legacy',
    group_ref: '1',
    file_type: fileType,
    file_name: name,
    file_size: size,
    chunk_size: 0,
    part_count: 1,
    storage_key: key,
    status: 'completed',
    scan_status: scanStatus,
    scanned_at: now,
    created_at: now,
    completed_at: now,
  });
  return { fileType, name };
}

/**
 * The older combined calls' form: fields, and source_file / target_file either as file parts (streamed into
 * storage as completed uploads of this request) or as names of the caller's completed uploads.
 */
export async function readLegacyForm(
  services: Services,
  request: FastifyRequest,
  userId: number,
): Promise<LegacyForm> {
  const ref = `legacy-${randomUUID()}`;
  const files: LegacyForm['files'] = [];
  let fields = newFormFields();
  if (!request.isMultipart()) {
    fields = await readFormFields(request);
  } else {
    const limit = services.config.UPLOAD_MAX_FILE_MB * 1024 * 1024;
    try {
      for await (const part of request.parts({ limits: { ...FORM_LIMITS, files: 1000, fileSize: limit } })) {
        if (part.type === 'field') {
          (fields[part.fieldname] ??= []).push(String(part.value));
          continue;
        }
        const fileType = legacyFileType(part.fieldname);
        assertStorableText(part.filename ?? '');
        if (fileType && part.filename)
          files.push(await storePart(services, userId, ref, part, fileType, limit));
        else part.file.resume();
      }
    } catch (error) {
      throw formError(error);
    }
    assertStorableText(fields);
  }
  return { fields, ref, files: [...files, ...legacyNamedFiles(fields)] };
}
