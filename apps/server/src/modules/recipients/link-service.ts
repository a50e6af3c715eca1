import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { RECIPIENT_CODE_DIGITS, RECIPIENT_CODE_MINUTES, RECIPIENT_MESSAGES, SHARE_LOG } from '@ops/contracts';
import { deliveries, sharedLogs } from '@/db/delivery-schema.js';
import { recipientCodes } from '@/db/recipient-schema.js';
import { badRequest, notFound, tooManyRequests } from '@/lib/app-error.js';
import { createKeyedHash, hashSecretToken } from '@/lib/secret-token.js';
import { recipientCodeMail } from '@/mail/templates/recipient.js';
import type { Services } from '@/services.js';
import { recordAccess } from '../access-log/index.js';
import type { ShareLogOrigin } from '../sharing/index.js';
import { countAccess, shareInForce } from './recipient-access.js';
import { openRecipientSession } from './recipient-sessions.js';

/** A new code is mailed at most this often per link; asking sooner answers the same and sends nothing. */
const CODE_RESEND_SECONDS = 30;
/**
 * Tries allowed in a row before delays start: the third wrong one sets a delay of 1 s, which doubles with
 * each further try up to the cap. Never a lock: a stranger cannot shut the recipient out.
 */
const FREE_TRIES = 3;
const MAX_DELAY_SECONDS = 300;
/** Wrong tries one code takes in all: then it is spent and a new one must be asked for (decision 0010). */
const CODE_WRONG_TRIES = 5;

/** Codes are hashed with a key (decision 0018): six digits under a plain hash are found by trying them all. */
const codeHash = (services: Services, shareId: number, code: string) =>
  createKeyedHash(services.signingSecret, 'recipient-code')(`${shareId}:${code}`);

/** The share a personal link opens, if it is still in force: unknown, revoked and expired answer alike. */
async function linkShare(services: Services, token: string) {
  const [share] = await services.db
    .select()
    .from(sharedLogs)
    .where(and(eq(sharedLogs.link_token_hash, hashSecretToken(token)), shareInForce(services.clock.now())));
  if (!share) throw notFound(RECIPIENT_MESSAGES.linkInvalid);
  return share;
}

/** link/code/: a deliberate click on the recipient's page mails a one-time code; opening the link does not. */
export async function requestCode(services: Services, token: string) {
  const { db, clock } = services;
  const share = await linkShare(services, token);
  const now = clock.now();
  const [recent] = await db
    .select({ id: recipientCodes.id })
    .from(recipientCodes)
    .where(
      and(
        eq(recipientCodes.shared_log_id, share.id),
        gt(recipientCodes.created_at, new Date(now.getTime() - CODE_RESEND_SECONDS * 1000)),
      ),
    )
    .limit(1);
  if (!recent) {
    // One live code per link: a new one ends the earlier ones, so they cannot add to a guesser's odds.
    await db
      .update(recipientCodes)
      .set({ used_at: now })
      .where(and(eq(recipientCodes.shared_log_id, share.id), isNull(recipientCodes.used_at)));
    const code = String(randomInt(0, 10 ** RECIPIENT_CODE_DIGITS)).padStart(RECIPIENT_CODE_DIGITS, '0');
    await db.insert(recipientCodes).values({
      shared_log_id: share.id,
      code_hash: codeHash(services, share.id, code),
      expires_at: new Date(now.getTime() + RECIPIENT_CODE_MINUTES * 60_000),
      created_at: now,
    });
    const message = recipientCodeMail({
      to: share.shared_to_user_email,
      code,
      minutes: RECIPIENT_CODE_MINUTES,
    });
    await services.mail.queue(message);
  }
  return { success: true as const, message: RECIPIENT_MESSAGES.codeSent };
}

/**
 * Counts a wrong code against the link's live code and spends the code at its last allowed wrong try;
 * answers whether the link's newest code is spent that way (the recipient must ask for a new one).
 */
async function countWrongCode(services: Services, shareId: number, now: Date) {
  const { db } = services;
  const [live] = await db
    .update(recipientCodes)
    .set({
      wrong_tries: sql`${recipientCodes.wrong_tries} + 1`,
      used_at: sql`case when ${recipientCodes.wrong_tries} + 1 >= ${CODE_WRONG_TRIES}
        then ${now.toISOString()}::timestamptz end`,
    })
    .where(
      and(
        eq(recipientCodes.shared_log_id, shareId),
        isNull(recipientCodes.used_at),
        gt(recipientCodes.expires_at, now),
      ),
    )
    .returning({ wrongTries: recipientCodes.wrong_tries });
  const [newest] = live
    ? [live]
    : await db
        .select({ wrongTries: recipientCodes.wrong_tries })
        .from(recipientCodes)
        .where(eq(recipientCodes.shared_log_id, shareId))
        .orderBy(desc(recipientCodes.id))
        .limit(1);
  return (newest?.wrongTries ?? 0) >= CODE_WRONG_TRIES;
}

/**
 * link/verify/: the e-mailed code (single use, within its minutes) or the delivery's secure key opens a
 * recipient session for the link's address, logged as 'accessed' or 'decrypt'. Wrong tries slow down.
 */
export async function verifyLink(
  services: Services,
  origin: ShareLogOrigin,
  input: { token: string; code?: string; secure_key?: string },
) {
  const { db, clock } = services;
  const share = await linkShare(services, input.token);
  const now = clock.now();
  // The try is counted (and the next one's delay set) before the code is checked, in one UPDATE that only
  // runs while no delay is pending: parallel guesses cannot slip past the delays. A success resets both.
  const [claimed] = await db
    .update(sharedLogs)
    .set({
      code_failures: sql`${sharedLogs.code_failures} + 1`,
      code_retry_at: sql`case when ${sharedLogs.code_failures} + 1 < ${FREE_TRIES} then null
        else ${now.toISOString()}::timestamptz
          + make_interval(secs => least(power(2, ${sharedLogs.code_failures} + 1 - ${FREE_TRIES}), ${MAX_DELAY_SECONDS}))
        end`,
    })
    .where(
      and(
        eq(sharedLogs.id, share.id),
        or(isNull(sharedLogs.code_retry_at), lte(sharedLogs.code_retry_at, now)),
      ),
    )
    .returning({ id: sharedLogs.id });
  if (!claimed) {
    const [row] = await db
      .select({ retry: sharedLogs.code_retry_at })
      .from(sharedLogs)
      .where(eq(sharedLogs.id, share.id));
    const seconds = Math.max(1, Math.ceil(((row?.retry?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
    throw tooManyRequests(RECIPIENT_MESSAGES.waitBeforeRetry(seconds), seconds);
  }

  let ok = false;
  if (input.code) {
    const used = await db
      .update(recipientCodes)
      .set({ used_at: now })
      .where(
        and(
          eq(recipientCodes.shared_log_id, share.id),
          eq(recipientCodes.code_hash, codeHash(services, share.id, input.code)),
          isNull(recipientCodes.used_at),
          gt(recipientCodes.expires_at, now),
        ),
      )
      .returning({ id: recipientCodes.id });
    ok = used.length > 0;
  } else if (input.secure_key) {
    const [delivery] = await db
      .select({ hash: deliveries.secure_key_hash })
      .from(deliveries)
      .where(eq(deliveries.id, share.delivery_id));
    ok = Boolean(delivery?.hash) && delivery!.hash === hashSecretToken(input.secure_key);
  }

  if (!ok && input.code && (await countWrongCode(services, share.id, now))) {
    throw badRequest(RECIPIENT_MESSAGES.codeSpent);
  }
  if (!ok) throw badRequest(RECIPIENT_MESSAGES.codeWrong);

  const email = share.shared_to_user_email.toLowerCase();
  await countAccess(db, share.id, now, { code_failures: 0, code_retry_at: null });
  await recordAccess(db, {
    deliveryId: share.delivery_id,
    actor: email,
    at: now,
    ...origin,
    ...SHARE_LOG.opened(email, input.code ? 'code' : 'secure key'),
  });
  const session = await openRecipientSession(db, email, now);
  return {
    success: true as const,
    message: RECIPIENT_MESSAGES.signedIn,
    token: session.token,
    email,
    expires_at: session.expires.toISOString(),
    delivery_id: share.delivery_id,
  };
}
