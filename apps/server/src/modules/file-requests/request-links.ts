import { and, eq, gt } from 'drizzle-orm';
import { FILE_REQUEST_MESSAGES, RECIPIENT_MESSAGES } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { fileRequestCodes, fileRequestSessions, fileRequests } from '@/db/file-request-schema.js';
import { badRequest, notFound, unauthorized } from '@/lib/app-error.js';
import { newLinkSession, oneTimeCodes, signedInAnswer } from '@/lib/one-time-codes.js';
import { hashSecretToken } from '@/lib/secret-token.js';
import { fileRequestCodeMail } from '@/mail/templates/file-request.js';
import type { Services } from '@/services.js';

/**
 * The contact's way in (decision 0039), as a personal link's (decision 0010): the link's token, a code mailed
 * on a deliberate click, wrong tries slowed down, then a session for this request alone. A closed or past-due
 * request still lets its contact in, to read that it is closed.
 */
const codes = oneTimeCodes(
  'file-request-code',
  fileRequestCodes,
  fileRequestCodes.file_request_id,
  fileRequests,
);

async function linkRequest(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(fileRequests)
    .where(eq(fileRequests.token_hash, hashSecretToken(token)));
  if (!row) throw notFound(FILE_REQUEST_MESSAGES.linkInvalid);
  return row;
}

/** requests/code/: mails a one-time code to the request's contact (at most one per 30 seconds). */
export async function requestLinkCode(services: Services, token: string) {
  const request = await linkRequest(services.db, token);
  return codes.issue(services, request.id, services.clock.now(), (code, minutes) =>
    services.mail.queue(fileRequestCodeMail({ to: request.email, code, minutes })),
  );
}

/** requests/verify/: the mailed code (single use) opens a session on this request alone. */
export async function verifyRequestLink(services: Services, input: { token: string; code: string }) {
  const { db, clock } = services;
  const request = await linkRequest(db, input.token);
  const now = clock.now();
  // The try is counted before the code is checked, only while no delay is pending (as a personal link's).
  await codes.claimTry(db, request.id, now);
  if (!(await codes.check(services, request.id, now, input.code)))
    throw badRequest(RECIPIENT_MESSAGES.codeWrong);
  await db
    .update(fileRequests)
    .set({ code_failures: 0, code_retry_at: null })
    .where(eq(fileRequests.id, request.id));
  const session = await openRequestSession(db, request.id, request.email, now);
  return { ...signedInAnswer(request.email, session), request_id: request.id };
}

export async function openRequestSession(db: Db, requestId: number, email: string, now: Date) {
  const { token, hash, expires } = newLinkSession(now);
  await db.insert(fileRequestSessions).values({
    token_hash: hash,
    file_request_id: requestId,
    email,
    created_at: now,
    expires_at: expires,
  });
  return { token, expires };
}

/**
 * Checks a bearer token's session is one on the path's request: none answers as if the session had ended,
 * another request's as not found, so a session tells nothing about other requests. (The call reads the
 * request itself: a request's sessions go with it.)
 */
export async function assertRequestSession(db: Db, token: string | undefined, requestId: number, now: Date) {
  const [session] = token
    ? await db
        .select()
        .from(fileRequestSessions)
        .where(
          and(
            eq(fileRequestSessions.token_hash, hashSecretToken(token)),
            gt(fileRequestSessions.expires_at, now),
          ),
        )
    : [];
  if (!session) throw unauthorized(RECIPIENT_MESSAGES.sessionEnded);
  if (session.file_request_id !== requestId) throw notFound(FILE_REQUEST_MESSAGES.notFound);
}
