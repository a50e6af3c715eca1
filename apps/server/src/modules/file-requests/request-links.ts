import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import {
  FILE_REQUEST_MESSAGES,
  RECIPIENT_CODE_DIGITS,
  RECIPIENT_CODE_MINUTES,
  RECIPIENT_MESSAGES,
  RECIPIENT_SESSION_HOURS,
} from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { fileRequestCodes, fileRequestSessions, fileRequests } from '@/db/file-request-schema.js';
import { badRequest, notFound, tooManyRequests, unauthorized } from '@/lib/app-error.js';
import { createKeyedHash, hashSecretToken, newSecretToken } from '@/lib/secret-token.js';
import { fileRequestCodeMail } from '@/mail/templates/file-request.js';
import type { Services } from '@/services.js';

/**
 * The contact's way in (decision 0039), as a personal link's (decision 0010): the link's token, a code mailed
 * on a deliberate click, wrong tries slowed down, then a session for this request alone. A closed or past-due
 * request still lets its contact in, to read that it is closed.
 */
const CODE_RESEND_SECONDS = 30;
const FREE_TRIES = 3;
const MAX_DELAY_SECONDS = 300;
const CODE_WRONG_TRIES = 5;

const codeHash = (services: Services, requestId: number, code: string) =>
  createKeyedHash(services.signingSecret, 'file-request-code')(`${requestId}:${code}`);

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
  const { db, clock } = services;
  const request = await linkRequest(db, token);
  const now = clock.now();
  const [recent] = await db
    .select({ id: fileRequestCodes.id })
    .from(fileRequestCodes)
    .where(
      and(
        eq(fileRequestCodes.file_request_id, request.id),
        gt(fileRequestCodes.created_at, new Date(now.getTime() - CODE_RESEND_SECONDS * 1000)),
      ),
    )
    .limit(1);
  if (!recent) {
    await db
      .update(fileRequestCodes)
      .set({ used_at: now })
      .where(and(eq(fileRequestCodes.file_request_id, request.id), isNull(fileRequestCodes.used_at)));
    const code = String(randomInt(0, 10 ** RECIPIENT_CODE_DIGITS)).padStart(RECIPIENT_CODE_DIGITS, '0');
    await db.insert(fileRequestCodes).values({
      file_request_id: request.id,
      code_hash: codeHash(services, request.id, code),
      expires_at: new Date(now.getTime() + RECIPIENT_CODE_MINUTES * 60_000),
      created_at: now,
    });
    await services.mail.queue(
      fileRequestCodeMail({ to: request.email, code, minutes: RECIPIENT_CODE_MINUTES }),
    );
  }
  return { success: true as const, message: RECIPIENT_MESSAGES.codeSent };
}

async function countWrongCode(db: Db, requestId: number, now: Date) {
  const [live] = await db
    .update(fileRequestCodes)
    .set({
      wrong_tries: sql`${fileRequestCodes.wrong_tries} + 1`,
      used_at: sql`case when ${fileRequestCodes.wrong_tries} + 1 >= ${CODE_WRONG_TRIES}
        then ${now.toISOString()}::timestamptz end`,
    })
    .where(
      and(
        eq(fileRequestCodes.file_request_id, requestId),
        isNull(fileRequestCodes.used_at),
        gt(fileRequestCodes.expires_at, now),
      ),
    )
    .returning({ wrongTries: fileRequestCodes.wrong_tries });
  const [newest] = live
    ? [live]
    : await db
        .select({ wrongTries: fileRequestCodes.wrong_tries })
        .from(fileRequestCodes)
        .where(eq(fileRequestCodes.file_request_id, requestId))
        .orderBy(desc(fileRequestCodes.id))
        .limit(1);
  return (newest?.wrongTries ?? 0) >= CODE_WRONG_TRIES;
}

/** requests/verify/: the mailed code (single use) opens a session on this request alone. */
export async function verifyRequestLink(services: Services, input: { token: string; code: string }) {
  const { db, clock } = services;
  const request = await linkRequest(db, input.token);
  const now = clock.now();
  // The try is counted before the code is checked, only while no delay is pending (as a personal link's).
  const [claimed] = await db
    .update(fileRequests)
    .set({
      code_failures: sql`${fileRequests.code_failures} + 1`,
      code_retry_at: sql`case when ${fileRequests.code_failures} + 1 < ${FREE_TRIES} then null
        else ${now.toISOString()}::timestamptz
          + make_interval(secs => least(power(2, ${fileRequests.code_failures} + 1 - ${FREE_TRIES}), ${MAX_DELAY_SECONDS}))
        end`,
    })
    .where(
      and(
        eq(fileRequests.id, request.id),
        or(isNull(fileRequests.code_retry_at), lte(fileRequests.code_retry_at, now)),
      ),
    )
    .returning({ id: fileRequests.id });
  if (!claimed) {
    const [row] = await db
      .select({ retry: fileRequests.code_retry_at })
      .from(fileRequests)
      .where(eq(fileRequests.id, request.id));
    const seconds = Math.max(1, Math.ceil(((row?.retry?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
    throw tooManyRequests(RECIPIENT_MESSAGES.waitBeforeRetry(seconds), seconds);
  }
  const used = input.code
    ? await db
        .update(fileRequestCodes)
        .set({ used_at: now })
        .where(
          and(
            eq(fileRequestCodes.file_request_id, request.id),
            eq(fileRequestCodes.code_hash, codeHash(services, request.id, input.code)),
            isNull(fileRequestCodes.used_at),
            gt(fileRequestCodes.expires_at, now),
          ),
        )
        .returning({ id: fileRequestCodes.id })
    : [];
  if (used.length === 0) {
    if (input.code && (await countWrongCode(db, request.id, now)))
      throw badRequest(RECIPIENT_MESSAGES.codeSpent);
    throw badRequest(input.code ? RECIPIENT_MESSAGES.codeWrong : RECIPIENT_MESSAGES.codeRequired);
  }
  await db
    .update(fileRequests)
    .set({ code_failures: 0, code_retry_at: null })
    .where(eq(fileRequests.id, request.id));
  const email = request.email.toLowerCase();
  const session = await openRequestSession(db, request.id, email, now);
  return {
    success: true as const,
    message: RECIPIENT_MESSAGES.signedIn,
    token: session.token,
    email,
    expires_at: session.expires.toISOString(),
    request_id: request.id,
  };
}

export async function openRequestSession(db: Db, requestId: number, email: string, now: Date) {
  const { token, hash } = newSecretToken();
  const expires = new Date(now.getTime() + RECIPIENT_SESSION_HOURS * 3_600_000);
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
 * The request a bearer token's session is for, checked against the path's id: another request (or none) answers
 * as if the session had ended, so a session tells nothing about other requests.
 */
export async function requestOfSession(db: Db, token: string | undefined, requestId: number, now: Date) {
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
  const [request] = await db.select().from(fileRequests).where(eq(fileRequests.id, requestId));
  if (!request) throw notFound(FILE_REQUEST_MESSAGES.notFound);
  return request;
}
