import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  CLIENT_MESSAGES,
  FILE_REQUEST_MESSAGES,
  FILE_REQUEST_PAGE,
  formatBytes,
  requestMaxBytes,
  staffName,
  type createFileRequestSchema,
  utcDay,
} from '@ops/contracts';
import { clients } from '@/db/client-schema.js';
import type { users } from '@/db/schema.js';
import { fileRequests } from '@/db/file-request-schema.js';
import { badRequest, notFound } from '@/lib/app-error.js';
import { fragmentLink } from '@/lib/fragment-link.js';
import { newSecretToken } from '@/lib/secret-token.js';
import { fileRequestMail } from '@/mail/templates/file-request.js';
import type { Services } from '@/services.js';
import { audit } from '../audit/index.js';
import { streamUrl } from '../files/index.js';
import { assertDeliverable } from '../scanning/index.js';
import { loadFileRequest, newRequestRecord, requestSources } from './file-request-reader.js';
import { presentFileRequest } from './presenter.js';

type Input = z.output<typeof createFileRequestSchema>;

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
  if (input.due_date < utcDay(now)) throw badRequest(FILE_REQUEST_MESSAGES.dueDatePast);
  if (input.max_size_mb > config.UPLOAD_MAX_FILE_MB)
    throw badRequest(
      FILE_REQUEST_MESSAGES.maxSizeOverLimit(config.UPLOAD_MAX_FILE_MB.toLocaleString('en-GB')),
    );
  const [client] = await db
    .select({ name: clients.client_name })
    .from(clients)
    .where(eq(clients.id, input.client_id));
  if (!client) throw badRequest(CLIENT_MESSAGES.clientNotFound);

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
    .returning();
  const link = fragmentLink(config.PUBLIC_URL, FILE_REQUEST_PAGE, token);
  await services.mail.queue(
    fileRequestMail({
      to: input.email,
      sender: staffName(user),
      title: input.title,
      message: input.message,
      dueDate: input.due_date,
      extensions: input.extensions,
      maxSize: formatBytes(requestMaxBytes(input.max_size_mb)),
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
    // Just made: nothing received yet.
    data: presentFileRequest(newRequestRecord(row!, client.name, user), [], now),
    link,
  };
}

/** Closes a request early; closing one already closed changes nothing and answers the same. */
export async function closeFileRequest(services: Services, request: FastifyRequest, id: number) {
  const { db, clock } = services;
  const [closed] = await db
    .update(fileRequests)
    .set({ closed_at: clock.now() })
    .where(and(eq(fileRequests.id, id), isNull(fileRequests.closed_at)))
    .returning({ client_id: fileRequests.client_id, title: fileRequests.title });
  if (closed) {
    await audit(request, {
      action: 'file_request.closed',
      targetType: 'file_request',
      targetId: id,
      clientId: closed.client_id,
      details: { title: closed.title },
    });
  }
  // fileRequestDetail answers a request that does not exist as not found.
  return {
    success: true as const,
    message: FILE_REQUEST_MESSAGES.closedNow,
    data: await fileRequestDetail(services, id),
  };
}

/** A short-lived link to a received file; one the scan refused (or still checks) is not handed out. */
export async function fileRequestDownload(services: Services, id: number, fileId: number) {
  const [source] = await requestSources(services.db, id, fileId);
  if (!source) {
    await loadFileRequest(services.db, id); // a request that does not exist is not found first
    throw notFound(FILE_REQUEST_MESSAGES.fileNotFound);
  }
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
