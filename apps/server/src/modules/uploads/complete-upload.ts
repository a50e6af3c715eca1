import { and, eq, sql } from 'drizzle-orm';
import { DELIVERY_MESSAGES, matchRecordedParts, readListedParts } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { preparedPerDatabase, typedPlaceholder } from '@/db/prepared.js';
import { fileUploadParts, fileUploads } from '@/db/delivery-schema.js';
import { badRequest, notFound } from '@/lib/app-error.js';
import type { Services } from '@/services.js';
import type { StoredPart } from '@/storage/storage-driver.js';
import { scanStatusOf } from '../scanning/index.js';
import { presentUploadDetails } from './presenter.js';
import {
  layoutOf,
  ownedBy,
  partSize,
  recordedParts,
  type UploadOwner,
  type UploadRow,
} from './upload-rows.js';
import { qualified } from '@/db/qualified.js';
import { ruleAnswer } from '@/lib/rule-refusal.js';

interface CompleteInput {
  upload_id: string;
  file_name: string;
  parts: { ETag: string; PartNumber: number }[];
}

/** The client's list as part number -> bare ETag: every part once, none outside the upload. */
function listedParts(row: UploadRow, parts: CompleteInput['parts']) {
  return ruleAnswer(readListedParts(layoutOf(row), parts)).listed;
}

/** The stored parts that make the file, checked against the client's list: present, same ETag, right size. */
function matchParts(row: UploadRow, listed: Map<number, string>, stored: StoredPart[]): StoredPart[] {
  return ruleAnswer(matchRecordedParts(layoutOf(row), listed, stored)).parts;
}

/** Marks the upload completed if it still is pending; false when another call got there first. */
async function markCompleted(tx: Db, row: UploadRow, now: Date) {
  const marked = await tx
    .update(fileUploads)
    .set({ status: 'completed', completed_at: now })
    .where(and(eq(fileUploads.id, row.id), eq(fileUploads.status, 'pending')))
    .returning({ id: fileUploads.id });
  return marked.length > 0;
}

async function recordParts(tx: Db, uploadId: string, parts: StoredPart[], now: Date) {
  for (let i = 0; i < parts.length; i += 1000) {
    await tx
      .insert(fileUploadParts)
      .values(
        parts.slice(i, i + 1000).map((p) => ({
          upload_id: uploadId,
          part_number: p.partNumber,
          etag: p.etag,
          size: p.size,
          stored_at: now,
        })),
      )
      .onConflictDoUpdate({
        target: [fileUploadParts.upload_id, fileUploadParts.part_number],
        set: { etag: sql`excluded.etag`, size: sql`excluded.size`, stored_at: sql`excluded.stored_at` },
      });
  }
}

/**
 * The upload's recorded parts as JSON text, in part order: read with the row, then compared again by the
 * statement that marks it completed, so that statement completes only the parts the caller's list was checked
 * against (a part recorded or forgotten in between makes it mark nothing).
 */
const part = {
  number: qualified(fileUploadParts.part_number),
  etag: qualified(fileUploadParts.etag),
  size: qualified(fileUploadParts.size),
};
const recordedPartsJson = sql<string>`coalesce((select json_agg(json_build_object(
    'partNumber', ${part.number}, 'etag', ${part.etag}, 'size', ${part.size}) order by ${part.number})
  from ${fileUploadParts}
  where ${qualified(fileUploadParts.upload_id)} = ${qualified(fileUploads.id)}), '[]'::json)::text`;

const withParts = preparedPerDatabase((db) =>
  db
    .select({ row: fileUploads, parts: recordedPartsJson })
    .from(fileUploads)
    .where(eq(fileUploads.id, sql.placeholder('id')))
    .prepare('upload_with_parts'),
);

/** The caller's own upload and its recorded parts in one statement; anyone else's answers the same 404. */
async function ownUploadWithParts(db: Db, owner: UploadOwner, id: string) {
  const [found] = await withParts(db).execute({ id });
  if (!found || !ownedBy(found.row, owner)) throw notFound(DELIVERY_MESSAGES.uploadNotFound);
  return { row: found.row, partsJson: found.parts, parts: JSON.parse(found.parts) as StoredPart[] };
}

/**
 * The usual complete's mark, named: one shape while scanning leaves the scan's fields to its job, one while
 * the complete sets them (scanning off).
 */
const markStatements = preparedPerDatabase((db) => {
  const unchanged = and(
    eq(fileUploads.id, sql.placeholder('id')),
    eq(fileUploads.status, 'pending'),
    sql`${recordedPartsJson} = ${typedPlaceholder('parts', 'text')}`,
  );
  const completed = { status: 'completed' as const, completed_at: typedPlaceholder('now', 'timestamptz') };
  const marked = { id: fileUploads.id };
  return {
    scanLater: db
      .update(fileUploads)
      .set(completed)
      .where(unchanged)
      .returning(marked)
      .prepare('upload_mark_completed'),
    unscanned: db
      .update(fileUploads)
      .set({
        ...completed,
        scan_status: sql`${sql.placeholder('scan_status')}`,
        scanned_at: typedPlaceholder('scanned_at', 'timestamptz'),
      })
      .where(unchanged)
      .returning(marked)
      .prepare('upload_mark_completed_unscanned'),
  };
});

/**
 * Local disk, the usual case in one statement: marks the upload completed if it is still pending and its
 * recorded parts are still those checked. False when anything moved meanwhile (the locked path decides then).
 */
async function markCompletedIfUnchanged(
  services: Services,
  row: UploadRow,
  partsJson: string,
  scanFields: ReturnType<Services['scanning']['uploads']['fieldsAtComplete']>,
) {
  const statements = markStatements(services.db);
  const values = { id: row.id, parts: partsJson, now: services.clock.now().toISOString() };
  const marked = scanFields.scan_status
    ? await statements.unscanned.execute({
        ...values,
        scan_status: scanFields.scan_status,
        scanned_at: (scanFields.scanned_at ?? services.clock.now()).toISOString(),
      })
    : await statements.scanLater.execute(values);
  return marked.length > 0;
}

/** Local disk: the parts are recorded as they arrive; checked and marked under the row's lock. */
async function completeOnDisk(services: Services, row: UploadRow, listed: Map<number, string>) {
  await services.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(fileUploads).where(eq(fileUploads.id, row.id)).for('update');
    if (locked!.status === 'aborted') throw badRequest(DELIVERY_MESSAGES.uploadAborted);
    const parts = matchParts(locked!, listed, await recordedParts(tx, row.id));
    if (locked!.status !== 'pending') return;
    await services.storage.multipart.complete(row.storage_key, row.store_upload_id, parts);
    await markCompleted(tx, locked!, services.clock.now());
  });
}

/** S3: the bucket holds the parts; they are listed, checked, completed there, then recorded. */
async function completeInBucket(services: Services, row: UploadRow, listed: Map<number, string>) {
  const store = services.storage.multipart;
  if (store.kind !== 'presigned') throw new Error('not a presigned store');
  let stored = await store.listParts(row.storage_key, row.store_upload_id!);
  if (!stored) {
    // Gone from the bucket: completed by a call whose answer was lost (the object is whole), or aborted.
    const object = await services.storage.get(row.storage_key);
    object?.stream.destroy();
    if (object?.size !== row.file_size) throw badRequest(DELIVERY_MESSAGES.uploadAborted);
    stored = [...listed].map(([n, etag]) => ({ partNumber: n, etag: `"${etag}"`, size: partSize(row, n) }));
  }
  const parts = matchParts(row, listed, stored);
  await store.complete(row.storage_key, row.store_upload_id, parts);
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    if (await markCompleted(tx, row, now)) return recordParts(tx, row.id, parts, now);
    const [current] = await tx.select().from(fileUploads).where(eq(fileUploads.id, row.id));
    if (current?.status === 'aborted') throw badRequest(DELIVERY_MESSAGES.uploadAborted);
  });
}

/**
 * Completes the caller's upload once every part 1..part_count is stored with the ETag the client lists.
 * Idempotent: an upload already completed (or delivered) with the same parts answers success again.
 * On local disk a complete costs two statements (the row with its parts, the mark, with the scan's status when
 * scanning is off), and with scanning on the scan's job.
 */
export async function completeUpload(
  services: Services,
  owner: UploadOwner,
  input: CompleteInput,
  /** A further check of the stored upload before it is completed (a file request's type and size). */
  check?: (row: UploadRow) => void,
) {
  const { row, parts, partsJson } = await ownUploadWithParts(services.db, owner, input.upload_id);
  check?.(row);
  if (row.file_name !== input.file_name) throw badRequest(DELIVERY_MESSAGES.completeNameMismatch);
  if (row.status === 'aborted') throw badRequest(DELIVERY_MESSAGES.uploadAborted);
  const listed = listedParts(row, input.parts);
  let scanStatus = row.scan_status;
  if (row.status !== 'pending') {
    matchParts(row, listed, parts);
    // Completed by a call whose process died before its scan was started: start it now.
    if (row.scan_status === 'pending') scanStatus = await services.scanning.uploads.start(row.id);
  } else {
    // The usual complete on disk marks the scan's status with its own statement (scanning off) or leaves
    // it pending for the scan's job; every other path starts the scan after.
    const scanFields = services.scanning.uploads.fieldsAtComplete();
    let scanMarked = false;
    if (services.storage.multipart.kind !== 'disk') await completeInBucket(services, row, listed);
    else {
      await services.storage.multipart.complete(row.storage_key, null, matchParts(row, listed, parts));
      scanMarked = await markCompletedIfUnchanged(services, row, partsJson, scanFields);
      if (!scanMarked) await completeOnDisk(services, row, listed);
    }
    services.metrics.uploadsCompleted.inc();
    services.metrics.uploadCompletedBytes.inc(row.file_size);
    scanStatus =
      scanMarked && scanFields.scan_status
        ? scanFields.scan_status
        : await services.scanning.uploads.start(row.id);
  }
  // The file waits for its malware scan before it can be delivered; the wizard asks again (resume) until done.
  return { ...presentUploadDetails(row), ...scanStatusOf({ ...row, scan_status: scanStatus }) };
}
