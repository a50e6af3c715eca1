import { and, eq, inArray, sql } from 'drizzle-orm';
import { FILE_REQUEST_MESSAGES, NOTIFICATION_TEXTS, fileExtension, fileRequestStatus } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { assignmentSources, fileUploads, workspaceAssignments } from '@/db/delivery-schema.js';
import { fileRequests } from '@/db/file-request-schema.js';
import { inTransaction } from '@/db/transaction.js';
import { badRequest, conflict } from '@/lib/app-error.js';
import type { Services } from '@/services.js';
import { addRequestAssignment } from '../intake/index.js';
import { notifyStaff } from '../notifications/index.js';
import { assertDeliverable } from '../scanning/index.js';
import { completeUpload, resumeUpload, startUpload } from '../uploads/index.js';
import { loadFileRequest, requestSources } from './file-request-reader.js';
import { presentRequestLinkView } from './presenter.js';

const MiB = 1024 * 1024;

type RequestRow = typeof fileRequests.$inferSelect;

/** Files are taken while the request is open: not closed, and its due date (UTC) not over. */
function assertOpen(request: RequestRow, now: Date) {
  if (fileRequestStatus(request, now) !== 'open') throw conflict(FILE_REQUEST_MESSAGES.closed);
}

/** The request's own limits on a file: one of its types, at most its size (the server's own limit comes after). */
function assertFileFits(request: RequestRow, file: { name: string; size: number }) {
  if (!request.extensions.includes(fileExtension(file.name)))
    throw badRequest(FILE_REQUEST_MESSAGES.typeNotAllowed(file.name, request.extensions.join(', ')));
  if (file.size > request.max_size_mb * MiB)
    throw badRequest(FILE_REQUEST_MESSAGES.tooLarge(file.name, request.max_size_mb.toLocaleString('en-GB')));
}

const ownerOf = (request: RequestRow) => ({ fileRequestId: request.id });

/** What the contact sees. */
export async function requestLinkView(services: Services, request: RequestRow) {
  const { db, clock } = services;
  return {
    success: true as const,
    message: FILE_REQUEST_MESSAGES.detail,
    data: presentRequestLinkView(
      await loadFileRequest(db, request.id),
      await requestSources(db, request.id),
      clock.now(),
    ),
  };
}

export async function requestUploadUrls(
  services: Services,
  request: RequestRow,
  input: { file_name: string; file_size: number; chunk_size: number },
) {
  assertOpen(request, services.clock.now());
  assertFileFits(request, { name: input.file_name, size: input.file_size });
  return startUpload(services, ownerOf(request), 'request', input);
}

export async function requestUploadResume(services: Services, request: RequestRow, uploadId: string) {
  assertOpen(request, services.clock.now());
  return resumeUpload(services, ownerOf(request), uploadId);
}

export async function requestUploadComplete(
  services: Services,
  request: RequestRow,
  input: { upload_id: string; file_name: string; parts: { ETag: string; PartNumber: number }[] },
) {
  assertOpen(request, services.clock.now());
  const details = await completeUpload(services, ownerOf(request), input, (row) =>
    assertFileFits(request, { name: row.file_name, size: row.file_size }),
  );
  return { success: true as const, message: '', details };
}

/** The next free id of this request's assignments: REQ-<request>-<n>. */
async function nextAssignmentId(tx: Db, requestId: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${assignmentSources.assignment_id})::int` })
    .from(assignmentSources)
    .where(eq(assignmentSources.file_request_id, requestId));
  for (let n = (row?.n ?? 0) + 1; n < (row?.n ?? 0) + 100; n++) {
    const id = `REQ-${requestId}-${n}`;
    const [taken] = await tx
      .select({ id: workspaceAssignments.id })
      .from(workspaceAssignments)
      .where(eq(workspaceAssignments.id, id));
    if (!taken) return id;
  }
  throw new Error(`no free assignment id for file request ${requestId}`);
}

/**
 * Sends the completed uploads as one new workspace assignment of the request's client, its files as the
 * assignment's sources, and tells the staff member who asked. Under the request's row lock, so two submits
 * never share an assignment id or a file.
 */
export async function submitRequestFiles(
  services: Services,
  request: RequestRow,
  input: { upload_ids: string[]; note: string },
) {
  const { db, clock } = services;
  const now = clock.now();
  assertOpen(request, now);
  const ids = [...new Set(input.upload_ids)];
  const result = await inTransaction(db, async (tx) => {
    const [locked] = await tx
      .select()
      .from(fileRequests)
      .where(eq(fileRequests.id, request.id))
      .for('update');
    assertOpen(locked!, now);
    const uploads = await tx
      .select()
      .from(fileUploads)
      .where(and(inArray(fileUploads.id, ids), eq(fileUploads.file_request_id, request.id)));
    if (uploads.length !== ids.length) throw badRequest(FILE_REQUEST_MESSAGES.uploadNotFound);
    const byId = new Map(uploads.map((u) => [u.id, u]));
    const ordered = ids.map((id) => byId.get(id)!);
    for (const upload of ordered) {
      if (upload.status === 'delivered')
        throw badRequest(FILE_REQUEST_MESSAGES.uploadAlreadySent(upload.file_name));
      if (upload.status !== 'completed')
        throw badRequest(FILE_REQUEST_MESSAGES.uploadNotComplete(upload.file_name));
      assertDeliverable(upload);
    }
    const assignment = await addRequestAssignment(tx, {
      id: await nextAssignmentId(tx, request.id),
      name: locked!.title,
      clientId: locked!.client_id,
      email: locked!.email.toLowerCase(),
      now,
    });
    await tx.insert(assignmentSources).values(
      ordered.map((u) => ({
        assignment_id: assignment.id,
        file_request_id: request.id,
        upload_id: u.id,
        file_name: u.file_name,
        file_size: u.file_size,
        note: input.note,
        created_at: now,
      })),
    );
    // Sent: no longer pending or completed, so stale clean-up and a second submit leave them alone.
    await tx
      .update(fileUploads)
      .set({ status: 'delivered', delivered_at: now })
      .where(inArray(fileUploads.id, ids));
    const creator = await loadFileRequest(tx, request.id);
    await notifyStaff(tx, creator.creator_email, {
      kind: 'file_received',
      text: NOTIFICATION_TEXTS.fileReceived(locked!.email, ordered.length, locked!.title),
      fileRequestId: request.id,
      at: now,
    });
    return { assignment, files: ordered.map((u) => ({ name: u.file_name, size: u.file_size })) };
  });
  return {
    success: true as const,
    message: FILE_REQUEST_MESSAGES.submitted,
    data: {
      assignment_id: result.assignment.id,
      assignment_name: result.assignment.name,
      files: result.files,
    },
  };
}
