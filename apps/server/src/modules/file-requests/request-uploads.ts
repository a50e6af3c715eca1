import { and, eq, inArray, like, sql } from 'drizzle-orm';
import {
  FILE_REQUEST_MESSAGES,
  NOTIFICATION_TEXTS,
  fileRequestStatus,
  requestFileRefusal,
} from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { assignmentSources, fileUploads, workspaceAssignments } from '@/db/delivery-schema.js';
import { inTransaction } from '@/db/transaction.js';
import { badRequest, conflict } from '@/lib/app-error.js';
import type { Services } from '@/services.js';
import { addRequestAssignment } from '../intake/index.js';
import { notifyStaff } from '../notifications/index.js';
import { assertDeliverable } from '../scanning/index.js';
import { completeUpload, resumeUpload, startUpload } from '../uploads/index.js';
import { loadFileRequest, requestSources, type RequestRecord } from './file-request-reader.js';
import { presentRequestLinkView } from './presenter.js';

/** Files are taken while the request is open: not closed, and its due date (UTC) not over. */
function assertOpen(request: RequestRecord, now: Date) {
  if (fileRequestStatus(request, now) !== 'open') throw conflict(FILE_REQUEST_MESSAGES.closed);
}

/** The request's own limits on a file (the server's own limit comes after). */
function assertFileFits(request: RequestRecord, file: { name: string; size: number }) {
  const refusal = requestFileRefusal(request, file);
  if (refusal) throw badRequest(refusal);
}

const ownerOf = (request: RequestRecord) => ({ fileRequestId: request.id });

/** The request of a signed-in contact's call, while it takes files. */
async function openRequest(services: Services, requestId: number) {
  const request = await loadFileRequest(services.db, requestId);
  assertOpen(request, services.clock.now());
  return request;
}

/** What the contact sees. */
export async function requestLinkView(services: Services, requestId: number) {
  const { db, clock } = services;
  return {
    success: true as const,
    message: FILE_REQUEST_MESSAGES.detail,
    data: presentRequestLinkView(
      await loadFileRequest(db, requestId),
      await requestSources(db, requestId),
      clock.now(),
    ),
  };
}

export async function requestUploadUrls(
  services: Services,
  requestId: number,
  input: { file_name: string; file_size: number; chunk_size: number },
) {
  const request = await openRequest(services, requestId);
  assertFileFits(request, { name: input.file_name, size: input.file_size });
  return startUpload(services, ownerOf(request), 'request', input);
}

export async function requestUploadResume(services: Services, requestId: number, uploadId: string) {
  const request = await openRequest(services, requestId);
  return resumeUpload(services, ownerOf(request), uploadId);
}

export async function requestUploadComplete(
  services: Services,
  requestId: number,
  input: { upload_id: string; file_name: string; parts: { ETag: string; PartNumber: number }[] },
) {
  const request = await openRequest(services, requestId);
  const details = await completeUpload(services, ownerOf(request), input, (row) =>
    assertFileFits(request, { name: row.file_name, size: row.file_size }),
  );
  return { success: true as const, message: '', details };
}

/**
 * The next id of this request's assignments, REQ-<request>-<n>: one past the highest n taken. Read under the
 * request's row lock, so two submits never take the same one.
 */
async function nextAssignmentId(tx: Db, requestId: number) {
  const prefix = `REQ-${requestId}-`;
  const suffix = sql`substring(${workspaceAssignments.id} from ${`^${prefix}([0-9]{1,9})$`}::text)`;
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(cast(${suffix} as integer)), 0)::int + 1` })
    .from(workspaceAssignments)
    .where(like(workspaceAssignments.id, `${prefix}%`));
  return `${prefix}${row?.n ?? 1}`;
}

/**
 * Sends the completed uploads as one new workspace assignment of the request's client, its files as the
 * assignment's sources, and tells the staff member who asked. Under the request's row lock, so two submits
 * never share an assignment id or a file.
 */
export async function submitRequestFiles(
  services: Services,
  requestId: number,
  input: { upload_ids: string[]; note: string },
) {
  const { db, clock } = services;
  const now = clock.now();
  const ids = [...new Set(input.upload_ids)];
  const result = await inTransaction(db, async (tx) => {
    const request = await loadFileRequest(tx, requestId, true);
    assertOpen(request, now);
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
      name: request.title,
      clientId: request.client_id,
      email: request.email,
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
    await notifyStaff(tx, request.creator_email, {
      kind: 'file_received',
      text: NOTIFICATION_TEXTS.fileReceived(request.email, ordered.length, request.title),
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
