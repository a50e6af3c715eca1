import type { FastifyRequest } from 'fastify';
import { INTAKE_FILE_EXTENSIONS, INTAKE_FILE_MAX_BYTES, INTAKE_MESSAGES } from '@ops/contracts';
import { AppError, badRequest, tooManyRequests } from '@/lib/app-error.js';
import { readSheet, SheetRefusal, type SheetLimits, type Table } from '@/lib/sheet-reader/read-sheet.js';

// A CSV saved as .txt still reads; a named PDF or Word file is refused before its bytes are guessed at.
const READABLE: readonly string[] = [...INTAKE_FILE_EXTENSIONS, 'txt'];
const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

/** A refusal of the limited reader as the import's answer: too big is 413, too hard to read 422. */
function refusal(error: SheetRefusal, limits: SheetLimits): AppError {
  switch (error.reason) {
    case 'unpacked':
      return new AppError(413, INTAKE_MESSAGES.unpackedTooLarge(limits.maxUnpackedBytes / 1024 / 1024));
    case 'rows':
      return new AppError(413, INTAKE_MESSAGES.tooManyLines(limits.maxRows));
    case 'time':
    case 'memory':
      return new AppError(422, INTAKE_MESSAGES.tooHardToRead);
    case 'busy':
      return tooManyRequests(INTAKE_MESSAGES.readerBusy, 60);
    default:
      return badRequest(INTAKE_MESSAGES.unreadable);
  }
}

/**
 * The one file of an import form, scanned for malware, then read as a table by the limited sheet reader;
 * anything unreadable is a 4xx with the reason.
 */
export async function readImportFile(
  request: FastifyRequest,
  scan: (name: string, bytes: Buffer) => Promise<unknown>,
  limits: SheetLimits,
): Promise<Table> {
  if (!request.isMultipart()) throw badRequest(INTAKE_MESSAGES.unreadable);
  let bytes: Buffer;
  let name: string;
  try {
    const file = await request.file({ limits: { fileSize: INTAKE_FILE_MAX_BYTES, files: 1 } });
    if (!file) throw badRequest(INTAKE_MESSAGES.unreadable);
    bytes = await file.toBuffer();
    name = file.filename;
    const extension = extensionOf(file.filename);
    if (extension && !READABLE.includes(extension)) throw badRequest(INTAKE_MESSAGES.unreadable);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest(INTAKE_MESSAGES.fileTooLarge);
    throw badRequest(INTAKE_MESSAGES.unreadable);
  }
  await scan(name, bytes);
  try {
    return await readSheet(bytes, limits);
  } catch (error) {
    if (error instanceof SheetRefusal) throw refusal(error, limits);
    throw error;
  }
}
