import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  FILE_REQUEST_MESSAGES,
  FILE_REQUEST_PAGE,
  formatBytes,
  staffName,
  type CreateFileRequest,
} from '@ops/contracts';
import { clients } from '@/db/client-schema.js';
import type { users } from '@/db/schema.js';
import { fileRequests } from '@/db/file-request-schema.js';
import { badRequest, notFound } from '@/lib/app-error.js';
import { newSecretToken } from '@/lib/secret-token.js';
import { fileRequestMail } from '@/mail/templates/file-request.js';
import type { Services } from '@/services.js';
import { audit } from '../audit/index.js';
import { streamUrl } from '../files/index.js';
import { assertDeliverable } from '../scanning/index.js';
import { loadFileRequest, requestSources } from './file-request-reader.js';
import { presentFileRequest } from './presenter.js';

const MiB = 1024 * 1024;

/** The contact's link: the token rides in the fragment, which browsers never send to a server. */
const fileRequestLink = (publicUrl: string, token: string) => `${publicUrl}${FILE_REQUEST_PAGE}#t=${token}`;

type Input = CreateFileRequest & { client_id: number; extensions: string[]; message: string };

/** A request with its files, as staff see it. */
export async function fileRequestDetail(services: Services, id: number) {
  const row = await loadFileRequest(services.db, id);
  return presentFileRequest(row, await requestSources(services.db, id), services.clock.now());
}

/**
 * Creates a request for a client's contact and e-mails them its link; the link is answered once (only its
 * token's hash is kept). The due date is today or later on the server's clock; the size is within the server's.
 */
export async function createFileRequest(
  services: Services,
  request: FastifyRequest,
  user: typeof users.$inferSelect,
  input: Input,
) {
  const { db, clock, config } = services;
  const now = clock.now();
  if (input.due_date < now.toISOString().slice(0, 10)) throw badRequest(FILE_REQUEST_MESSAGES.dueDatePast);
  if (input.max_size_mb > config.UPLOAD_MAX_FILE_MB)
    throw badRequest(
      FILE_REQUEST_MESSAGES.maxSizeOverLimit(config.UPLOAD_MAX_FILE_MB.toLocaleString('en-GB')),
    );
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, input.client_id));
  if (!client) throw badRequest(FILE_REQUEST_MESSAGES.clientNotFound);

  const { token, hash } = newSecretToken();
  const [row] = await db
    .insert(fileRequests)
    .values({
      client_id: input.client_id,
      email: input.email,
      title: input.title,
      message: input.message,
      due_date: input.due_date,
      extensions: input.extensions,
      max_size_mb: input.max_size_mb,
      token_hash: hash,
      created_by: user.id,
      created_at: now,
    })
    .returning({ id: fileRequests.id });
  const link = fileRequestLink(config.PUBLIC_URL, token);
  await services.mail.queue(
    fileRequestMail({
      to: input.email,
      sender: staffName(user),
      title: input.title,
      message: input.message,
      dueDate: input.due_date,
      extensions: input.extensions,
      maxSize: formatBytes(input.max_size_mb * MiB),
      link,
    }),
  );
  // Never the contact's address in the trail (decision 0022): it cannot be erased from there.
  await audit(request, {
    action: 'file_request.created',
    targetType: 'file_request',
    targetId: row!.id,
    clientId: input.client_id,
    details: { title: input.title, due_date: input.due_date },
  });
  return {
    success: true as const,
    message: FILE_REQUEST_MESSAGES.created,
    data: await fileRequestDetail(services, row!.id),
    link,
  };
}

/** Closes a request early; closing one already closed changes nothing and answers the same. */
export async function closeFileRequest(services: Services, request: FastifyRequest, id: number) {
  const { db, clock } = services;
  const row = await loadFileRequest(db, id);
  const closed = await db
    .update(fileRequests)
    .set({ closed_at: clock.now() })
    .where(and(eq(fileRequests.id, id), isNull(fileRequests.closed_at)))
    .returning({ id: fileRequests.id });
  if (closed.length > 0) {
    await audit(request, {
      action: 'file_request.closed',
      targetType: 'file_request',
      targetId: id,
      clientId: row.client_id,
      details: { title: row.title },
    });
  }
  return {
    success: true as const,
    message: FILE_REQUEST_MESSAGES.closedNow,
    data: await fileRequestDetail(services, id),
  };
}

/** A short-lived link to a received file; one the scan refused (or still checks) is not handed out. */
export async function fileRequestDownload(services: Services, id: number, fileId: number) {
  await loadFileRequest(services.db, id);
  const source = (await requestSources(services.db, id)).find((s) => s.id === fileId);
  if (!source) throw notFound(FILE_REQUEST_MESSAGES.fileNotFound);
  assertDeliverable({
    file_name: source.file_name,
    scan_status: source.scan_status,
    scan_signature: source.scan_signature,
  });
  const { url } = await streamUrl(services, { key: source.storage_key, name: source.file_name });
  return {
    success: true as const,
    message: FILE_REQUEST_MESSAGES.downloadReady,
    download_url: url,
    name: source.file_name,
  };
}
