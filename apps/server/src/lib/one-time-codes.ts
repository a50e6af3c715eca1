import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  RECIPIENT_CODE_DIGITS,
  RECIPIENT_CODE_MINUTES,
  RECIPIENT_MESSAGES,
  RECIPIENT_SESSION_HOURS,
} from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { badRequest, tooManyRequests } from './app-error.js';
import { createKeyedHash, newSecretToken } from './secret-token.js';

/**
 * The one-time-code way in of a link (decision 0010), shared by a recipient's personal link and a file request's
 * contact link: a code mailed at most once per 30 s, wrong tries slowed down on the link's row, a code spent by
 * too many wrong tries, then a session. Each caller gives its own tables; the steps are the same.
 */

/** A new code is mailed at most this often per link; asking sooner answers the same and sends nothing. */
const CODE_RESEND_SECONDS = 30;
/**
 * Tries allowed in a row before delays start: the third wrong one sets a delay of 1 s, which doubles with
 * each further try up to the cap. Never a lock: a stranger cannot shut the holder out.
 */
const FREE_TRIES = 3;
const MAX_DELAY_SECONDS = 300;
/** Wrong tries one code takes in all: then it is spent and a new one must be asked for (decision 0010). */
const CODE_WRONG_TRIES = 5;

/** A codes table: one row a mailed code, `owner` the link's row (columns are named as their keys). */
interface CodeTable {
  table: PgTable;
  id: AnyPgColumn;
  owner: AnyPgColumn;
  code_hash: AnyPgColumn;
  expires_at: AnyPgColumn;
  used_at: AnyPgColumn;
  wrong_tries: AnyPgColumn;
  created_at: AnyPgColumn;
}

/** The link's own row, which counts wrong tries in a row and holds the next try's time. */
interface TryCounter {
  table: PgTable;
  id: AnyPgColumn;
  code_failures: AnyPgColumn;
  code_retry_at: AnyPgColumn;
}

/**
 * Mails a new code unless one was made in the last 30 seconds: it ends the link's earlier codes (one live code
 * per link, so they cannot add to a guesser's odds), keeps the code's keyed hash and hands the code to `send`.
 */
async function issueCode(
  db: Db,
  codes: CodeTable,
  ownerId: number,
  now: Date,
  codeHash: (code: string) => string,
  send: (code: string, minutes: number) => Promise<unknown>,
) {
  const [recent] = await db
    .select({ id: codes.id })
    .from(codes.table)
    .where(
      and(
        eq(codes.owner, ownerId),
        gt(codes.created_at, new Date(now.getTime() - CODE_RESEND_SECONDS * 1000)),
      ),
    )
    .limit(1);
  if (recent) return;
  await db
    .update(codes.table)
    .set({ [codes.used_at.name]: now })
    .where(and(eq(codes.owner, ownerId), isNull(codes.used_at)));
  const code = String(randomInt(0, 10 ** RECIPIENT_CODE_DIGITS)).padStart(RECIPIENT_CODE_DIGITS, '0');
  await db.insert(codes.table).values({
    [codes.owner.name]: ownerId,
    [codes.code_hash.name]: codeHash(code),
    [codes.expires_at.name]: new Date(now.getTime() + RECIPIENT_CODE_MINUTES * 60_000),
    [codes.created_at.name]: now,
  });
  await send(code, RECIPIENT_CODE_MINUTES);
}

/**
 * Counts a try (and sets the next one's delay) before the code is checked, in one UPDATE that only runs while
 * no delay is pending: parallel guesses cannot slip past the delays. Throws 429 while a delay is pending.
 */
async function claimCodeTry(db: Db, link: TryCounter, linkId: number, now: Date) {
  const [claimed] = await db
    .update(link.table)
    .set({
      [link.code_failures.name]: sql`${link.code_failures} + 1`,
      [link.code_retry_at.name]: sql`case when ${link.code_failures} + 1 < ${FREE_TRIES} then null
        else ${now.toISOString()}::timestamptz
          + make_interval(secs => least(power(2, ${link.code_failures} + 1 - ${FREE_TRIES}), ${MAX_DELAY_SECONDS}))
        end`,
    })
    .where(and(eq(link.id, linkId), or(isNull(link.code_retry_at), lte(link.code_retry_at, now))))
    .returning({ id: link.id });
  if (claimed) return;
  const [row] = await db.select({ retry: link.code_retry_at }).from(link.table).where(eq(link.id, linkId));
  const retry = row?.retry instanceof Date ? row.retry.getTime() : now.getTime();
  const seconds = Math.max(1, Math.ceil((retry - now.getTime()) / 1000));
  throw tooManyRequests(RECIPIENT_MESSAGES.waitBeforeRetry(seconds), seconds);
}

/** Uses the link's live code with this hash (single use, within its minutes): answers whether there was one. */
async function useCode(db: Db, codes: CodeTable, ownerId: number, codeHash: string, now: Date) {
  const used = await db
    .update(codes.table)
    .set({ [codes.used_at.name]: now })
    .where(
      and(
        eq(codes.owner, ownerId),
        eq(codes.code_hash, codeHash),
        isNull(codes.used_at),
        gt(codes.expires_at, now),
      ),
    )
    .returning({ id: codes.id });
  return used.length > 0;
}

/**
 * Counts a wrong code against the link's live code and spends the code at its last allowed wrong try;
 * answers whether the link's newest code is spent that way (a new one must be asked for).
 */
async function countWrongCode(db: Db, codes: CodeTable, ownerId: number, now: Date) {
  const [live] = await db
    .update(codes.table)
    .set({
      [codes.wrong_tries.name]: sql`${codes.wrong_tries} + 1`,
      [codes.used_at.name]: sql`case when ${codes.wrong_tries} + 1 >= ${CODE_WRONG_TRIES}
        then ${now.toISOString()}::timestamptz end`,
    })
    .where(and(eq(codes.owner, ownerId), isNull(codes.used_at), gt(codes.expires_at, now)))
    .returning({ wrongTries: codes.wrong_tries });
  const [newest] = live
    ? [live]
    : await db
        .select({ wrongTries: codes.wrong_tries })
        .from(codes.table)
        .where(eq(codes.owner, ownerId))
        .orderBy(desc(codes.id))
        .limit(1);
  return Number(newest?.wrongTries ?? 0) >= CODE_WRONG_TRIES;
}

type CodeColumns = Omit<CodeTable, 'table' | 'owner'>;
/** What the steps use of the app's services. */
interface CodeServices {
  db: Db;
  signingSecret: string;
}

/**
 * One link kind's code steps: `table` its codes table (rows point at the link by `owner`), `links` the link's
 * table (counts the wrong tries), `purpose` the key of the codes' keyed hash (decision 0018: six digits under a
 * plain hash are found by trying them all).
 */
export function oneTimeCodes(
  purpose: string,
  table: PgTable & CodeColumns,
  owner: AnyPgColumn,
  links: PgTable & Omit<TryCounter, 'table'>,
) {
  const codes: CodeTable = {
    table,
    id: table.id,
    owner,
    code_hash: table.code_hash,
    expires_at: table.expires_at,
    used_at: table.used_at,
    wrong_tries: table.wrong_tries,
    created_at: table.created_at,
  };
  const counter: TryCounter = {
    table: links,
    id: links.id,
    code_failures: links.code_failures,
    code_retry_at: links.code_retry_at,
  };
  const hashOf = (secret: string, linkId: number) => (code: string) =>
    createKeyedHash(secret, purpose)(`${linkId}:${code}`);
  return {
    /**
     * Mails a new code to the link's holder by `send`, unless one was sent in the last 30 seconds; answers
     * the same either way.
     */
    async issue(
      services: CodeServices,
      linkId: number,
      now: Date,
      send: (code: string, minutes: number) => Promise<unknown>,
    ) {
      await issueCode(services.db, codes, linkId, now, hashOf(services.signingSecret, linkId), send);
      return { success: true as const, message: RECIPIENT_MESSAGES.codeSent };
    },
    /** Counts a try before anything is checked; 429 while the link's delay is pending. */
    claimTry: (db: Db, linkId: number, now: Date) => claimCodeTry(db, counter, linkId, now),
    /**
     * Uses the link's live code if `code` is it; a wrong one counts against that code, and the try that spends
     * it answers 400 codeSpent (a new code must be asked for). Answers whether the code was right.
     */
    async check(services: CodeServices, linkId: number, now: Date, code: string) {
      const { db } = services;
      if (await useCode(db, codes, linkId, hashOf(services.signingSecret, linkId)(code), now)) return true;
      if (await countWrongCode(db, codes, linkId, now)) throw badRequest(RECIPIENT_MESSAGES.codeSpent);
      return false;
    },
  };
}

/** A new session's bearer token, the hash kept of it and its end (RECIPIENT_SESSION_HOURS from now). */
export function newLinkSession(now: Date) {
  const { token, hash } = newSecretToken();
  return { token, hash, expires: new Date(now.getTime() + RECIPIENT_SESSION_HOURS * 3_600_000) };
}

/** The answer to a right code: the new session's bearer token for `email` and when it ends. */
export const signedInAnswer = (email: string, session: { token: string; expires: Date }) => ({
  success: true as const,
  message: RECIPIENT_MESSAGES.signedIn,
  token: session.token,
  email,
  expires_at: session.expires.toISOString(),
});
