import type { FastifyRequest } from 'fastify';
import { INTAKE_FILE_EXTENSIONS, INTAKE_FILE_MAX_BYTES, INTAKE_MESSAGES } from '@ops/contracts';
import { AppError, badRequest } from '../../lib/app-error.js';
import { readTable, type Table } from './sheet-table.js';

// A CSV saved as .txt still reads; a named PDF or Word file is refused before its bytes are guessed at.
const READABLE: readonly string[] = [...INTAKE_FILE_EXTENSIONS, 'txt'];
const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

/** The one file of an import form, read as a table; anything unreadable is a 400 with the reason. */
export async function readImportFile(request: FastifyRequest): Promise<Table> {
  if (!request.isMultipart()) throw badRequest(INTAKE_MESSAGES.unreadable);
  let bytes: Buffer;
  try {
    const file = await request.file({ limits: { fileSize: INTAKE_FILE_MAX_BYTES, files: 1 } });
    if (!file) throw badRequest(INTAKE_MESSAGES.unreadable);
    bytes = await file.toBuffer();
    const extension = extensionOf(file.filename);
    if (extension && !READABLE.includes(extension)) throw badRequest(INTAKE_MESSAGES.unreadable);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest(INTAKE_MESSAGES.fileTooLarge);
    throw badRequest(INTAKE_MESSAGES.unreadable);
  }
  try {
    return await readTable(bytes);
  } catch {
    throw badRequest(INTAKE_MESSAGES.unreadable);
  }
}
