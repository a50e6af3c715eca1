import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { DELIVERY_MESSAGES, partLengthRefusal, partNumberRefusal } from '@ops/contracts';
import { fileUploadParts, fileUploads } from '@/db/delivery-schema.js';
import { preparedPerDatabase, typedPlaceholder } from '@/db/prepared.js';
import { badRequest, forbidden, notFound } from '@/lib/app-error.js';
import type { Services } from '@/services.js';
import { createPartSigner } from './part-token.js';
import { assertPending, forgetPart, layoutOf, partOffset, partSize, uploadById } from './upload-rows.js';

/**
 * Records the part in one statement, only while its upload is pending: the share lock waits for a complete
 * or abort holding the row, then sees its outcome. False when the upload is no longer pending.
 *
 * On PostgreSQL its commit does not wait for the WAL to reach the disk (`synchronous_commit` off for this
 * statement's transaction alone): the part's bytes are not fsynced either, so a durable record would outlive
 * them; a record lost with a PostgreSQL crash costs only that part sent again (complete names it missing,
 * resume leaves it out), and the next synchronous commit, complete's, makes every earlier record durable. A
 * flush per part made each part wait for the disk, which a large file's own writeback keeps busy. PGlite
 * keeps the synchronous commit: it has no WAL writer of its own and dies with this process, so an
 * acknowledged part would be lost whenever the server is killed, not only when the database crashes.
 */
const recordStatement = preparedPerDatabase((db) =>
  db
    .insert(fileUploadParts)
    .select(
      sql`select id, ${typedPlaceholder('part', 'int')}, ${typedPlaceholder('etag', 'text')}, ${typedPlaceholder('size', 'bigint')},
        ${typedPlaceholder('stored_at', 'timestamptz')}
      from ${fileUploads}, (select set_config('synchronous_commit', ${typedPlaceholder('commit_mode', 'text')}, true)) as commit_mode
      where id = ${sql.placeholder('upload')} and status = 'pending' for share of ${fileUploads}`,
    )
    .onConflictDoUpdate({
      target: [fileUploadParts.upload_id, fileUploadParts.part_number],
      set: { etag: sql`excluded.etag`, size: sql`excluded.size`, stored_at: sql`excluded.stored_at` },
    })
    .returning({ upload_id: fileUploadParts.upload_id })
    .prepare('part_record'),
);

async function recordPart(
  { db, clock, databaseKind }: Services,
  uploadId: string,
  part: number,
  written: { etag: string; size: number },
) {
  const recorded = await recordStatement(db).execute({
    upload: uploadId,
    part,
    etag: written.etag,
    size: written.size,
    stored_at: clock.now().toISOString(),
    commit_mode: databaseKind === 'postgres' ? 'off' : 'on',
  });
  return recorded.length > 0;
}

/**
 * A part PUT to its signed local-disk URL: written at its offset in the final file as it arrives, its checksum
 * answered as the ETag. A part of the wrong size is refused and not recorded; one sent again replaces the
 * earlier one.
 */
export async function receivePart(
  services: Services,
  token: string,
  request: {
    contentLength: string | undefined;
    body: Readable | undefined;
    /** Reads first: asked before each further chunk (lib/bulk-gate.ts). */
    hold?: () => Promise<void> | undefined;
  },
): Promise<string> {
  const { db, storage, clock } = services;
  const claim = createPartSigner(services.signingSecret).verify(
    token,
    Math.floor(clock.now().getTime() / 1000),
  );
  const store = storage.multipart;
  if (!claim || store.kind !== 'disk') throw forbidden(DELIVERY_MESSAGES.partLinkInvalid);
  const row = await uploadById(db, claim.upload);
  if (!row) throw notFound(DELIVERY_MESSAGES.uploadNotFound);
  assertPending(row);
  const outOfRange = partNumberRefusal(layoutOf(row), claim.part);
  if (outOfRange) throw badRequest(outOfRange);
  const expected = partSize(row, claim.part);
  const wrongLength =
    request.contentLength === undefined
      ? null
      : partLengthRefusal(layoutOf(row), claim.part, Number(request.contentLength) || 0);
  if (wrongLength) throw badRequest(wrongLength);

  let written: { etag: string; size: number };
  try {
    written = await store.writePart(
      row.storage_key,
      partOffset(row, claim.part),
      request.body ?? Readable.from([]),
      expected,
      request.hold,
    );
  } catch (error) {
    // Its range may hold a mix of old and new bytes now: an earlier copy of the part no longer counts.
    await forgetPart(db, row.id, claim.part);
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      assertPending((await uploadById(db, row.id)) ?? { status: 'aborted' });
    }
    throw error;
  }

  services.metrics.uploadPartBytes.inc(written.size);
  if (!(await recordPart(services, row.id, claim.part, written))) {
    assertPending((await uploadById(db, row.id)) ?? { status: 'aborted' });
  }
  return written.etag;
}
