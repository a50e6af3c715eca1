import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DELIVERY_MESSAGES, fileExtension, partLength, type PartLayout } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { preparedPerDatabase } from '@/db/prepared.js';
import { fileUploadParts, fileUploads } from '@/db/delivery-schema.js';
import { badRequest, notFound } from '@/lib/app-error.js';
import type { StoredPart } from '@/storage/storage-driver.js';

export type UploadRow = typeof fileUploads.$inferSelect;

/** A 128-bit random id (base64url) that can also name a storage key: those start with a letter or digit. */
export function newUploadId(): string {
  for (let attempt = 0; attempt < 64; attempt++) {
    const id = randomBytes(16).toString('base64url');
    if (/^[A-Za-z0-9]/.test(id)) return id;
  }
  throw new Error('no usable upload id');
}

/** Server-made, never from the user's file name: uploads/2026/11/<id>.<ext>. */
export const uploadKey = (id: string, fileName: string, now: Date) =>
  `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}.${fileExtension(fileName)}`;

type Layout = Pick<UploadRow, 'chunk_size' | 'file_size' | 'part_count'>;

/** The row's part layout, for the contracts' part rules. */
export const layoutOf = (row: Layout): PartLayout => ({
  chunk: row.chunk_size,
  fileSize: row.file_size,
  partCount: row.part_count,
});

/** Every part is exactly chunk_size bytes but the last, which is the rest. */
export const partSize = (row: Layout, part: number) => partLength(layoutOf(row), part);

export const partOffset = (row: Pick<UploadRow, 'chunk_size'>, part: number) => (part - 1) * row.chunk_size;

/** Whose upload it is: a staff member's, or a file request's contact's (decision 0039). */
export type UploadOwner = { userId: number } | { fileRequestId: number };

/** Whether the row belongs to the owner. */
export const ownedBy = (row: Pick<UploadRow, 'user_id' | 'file_request_id'>, owner: UploadOwner) =>
  'userId' in owner ? row.user_id === owner.userId : row.file_request_id === owner.fileRequestId;

const rowStatements = preparedPerDatabase((db) => ({
  byId: db
    .select()
    .from(fileUploads)
    .where(eq(fileUploads.id, sql.placeholder('id')))
    .prepare('upload_by_id'),
}));

/** An upload's row (every part PUT reads it before writing a byte). */
export const uploadById = async (db: Db, id: string): Promise<UploadRow | undefined> =>
  (await rowStatements(db).byId.execute({ id }))[0];

/** The caller's own upload; anyone else's answers the same 404 as a missing one. */
export async function ownUpload(db: Db, owner: UploadOwner, id: string): Promise<UploadRow> {
  const row = await uploadById(db, id);
  if (!row || !ownedBy(row, owner)) throw notFound(DELIVERY_MESSAGES.uploadNotFound);
  return row;
}

export function assertPending(row: Pick<UploadRow, 'status'>) {
  if (row.status === 'aborted') throw badRequest(DELIVERY_MESSAGES.uploadAborted);
  if (row.status !== 'pending') throw badRequest(DELIVERY_MESSAGES.uploadFinished);
}

/** The parts recorded for an upload, in order. */
export async function recordedParts(db: Db, uploadId: string): Promise<StoredPart[]> {
  const rows = await db
    .select()
    .from(fileUploadParts)
    .where(eq(fileUploadParts.upload_id, uploadId))
    .orderBy(asc(fileUploadParts.part_number));
  return rows.map((r) => ({ partNumber: r.part_number, etag: r.etag, size: r.size }));
}

export async function forgetPart(db: Db, uploadId: string, part: number) {
  await db
    .delete(fileUploadParts)
    .where(and(eq(fileUploadParts.upload_id, uploadId), eq(fileUploadParts.part_number, part)));
}
