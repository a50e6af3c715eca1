import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CLIENT_MESSAGES, CONTRACT_FILE_MAX_BYTES, contractFileName, contractTypeOf } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { uploads } from '@/db/client-schema.js';
import { AppError, badRequest } from '@/lib/app-error.js';
import { detectFileType } from '@/lib/detect-file-type.js';
import type { StorageDriver } from '@/storage/storage-driver.js';
import type { Scanning } from '../scanning/index.js';

/** Which contract type the bytes are, by content (the contracts' contractTypeOf). */
async function contractType(bytes: Buffer, filename: string) {
  const type = contractTypeOf((await detectFileType(bytes))?.mime, filename);
  if (!type) throw badRequest(CLIENT_MESSAGES.fileTypeNotAllowed);
  return type;
}

/** Stores an uploaded contract file and records it, so an entity can name it afterwards. */
export async function receiveContract(
  request: FastifyRequest,
  db: Db,
  storage: StorageDriver,
  userId: number,
  scanning: Pick<Scanning, 'scanBytes'>,
) {
  if (!request.isMultipart()) throw badRequest(CLIENT_MESSAGES.fileTypeNotAllowed);
  let bytes: Buffer;
  let filename: string;
  try {
    const file = await request.file({ limits: { fileSize: CONTRACT_FILE_MAX_BYTES, files: 1 } });
    if (!file) throw badRequest(CLIENT_MESSAGES.fileTypeNotAllowed);
    filename = contractFileName(file.filename);
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest(CLIENT_MESSAGES.fileTooLarge);
    throw badRequest(CLIENT_MESSAGES.contractNotUploaded);
  }
  const type = await contractType(bytes, filename);
  await scanning.scanBytes({ name: filename, source: 'contract', userId }, bytes);
  const key = `contracts/${randomUUID()}.${type.extension}`;
  await storage.put(key, bytes);
  await db
    .insert(uploads)
    .values({ key, filename, content_type: type.mime, size: bytes.length, uploaded_by: userId });
  return { filename, s3_path: key };
}
