import { and, eq } from 'drizzle-orm';
import { RECIPIENT_MESSAGES, SHARE_LOG, isLocale, negotiateLocale, type Locale } from '@ops/contracts';
import { deliveries, sharedLogs } from '@/db/delivery-schema.js';
import { recipientCodes } from '@/db/recipient-schema.js';
import { badRequest, notFound } from '@/lib/app-error.js';
import { oneTimeCodes, signedInAnswer } from '@/lib/one-time-codes.js';
import { hashSecretToken } from '@/lib/secret-token.js';
import { recipientCodeMail } from '@/mail/templates/recipient.js';
import type { Services } from '@/services.js';
import { recordAccess } from '../access-log/index.js';
import type { ShareLogOrigin } from '../sharing/index.js';
import { countAccess, shareInForce } from './recipient-access.js';
import { openRecipientSession } from './recipient-sessions.js';
import {
  clientLanguageOf,
  recipientLanguageOf,
  rememberRecipientLanguage,
  translatorFor,
} from '../languages/index.js';

/** A personal link's codes (the steps are shared with file requests' links, lib/one-time-codes.ts). */
const codes = oneTimeCodes('recipient-code', recipientCodes, recipientCodes.shared_log_id, sharedLogs);

/** The share a personal link opens, if it is still in force: unknown, revoked and expired answer alike. */
async function linkShare(services: Services, token: string) {
  const [share] = await services.db
    .select()
    .from(sharedLogs)
    .where(and(eq(sharedLogs.link_token_hash, hashSecretToken(token)), shareInForce(services.clock.now())));
  if (!share) throw notFound(RECIPIENT_MESSAGES.linkInvalid);
  return share;
}

/**
 * link/code/: a deliberate click on the recipient's page mails a one-time code; opening the link does not. The
 * code comes in the language of the page it was asked from (decision 0042).
 */
export async function requestCode(services: Services, token: string, locale: Locale) {
  const share = await linkShare(services, token);
  const to = share.shared_to_user_email;
  return codes.issue(services, share.id, services.clock.now(), (code, minutes) =>
    services.mail.queue(recipientCodeMail(translatorFor(locale), { to, code, minutes })),
  );
}

/**
 * link/verify/: the e-mailed code (single use, within its minutes) or the delivery's secure key opens a
 * recipient session for the link's address, logged as 'accessed' or 'decrypt'. Wrong tries slow down.
 */
export async function verifyLink(
  services: Services,
  origin: ShareLogOrigin,
  input: { token: string; code?: string; secure_key?: string; browser_languages?: string[] },
) {
  const { db, clock } = services;
  const share = await linkShare(services, input.token);
  const now = clock.now();
  // The try is counted (and the next one's delay set) before the code is checked; a success resets both.
  await codes.claimTry(db, share.id, now);

  let ok = false;
  if (input.code) {
    ok = await codes.check(services, share.id, now, input.code);
  } else if (input.secure_key) {
    const [delivery] = await db
      .select({ hash: deliveries.secure_key_hash })
      .from(deliveries)
      .where(eq(deliveries.id, share.delivery_id));
    ok = Boolean(delivery?.hash) && delivery!.hash === hashSecretToken(input.secure_key);
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
  // What their browser asks for is what later mails follow, unless they choose (decision 0042).
  const browser = negotiateLocale(input.browser_languages ?? []);
  if (browser) await rememberRecipientLanguage(db, email, { browser }, now);
  const [known, clientLanguage] = await Promise.all([
    recipientLanguageOf(db, email),
    clientLanguageOf(db, share.delivery_id),
  ]);
  return {
    ...signedInAnswer(email, session),
    delivery_id: share.delivery_id,
    language: isLocale(known.chosen) ? known.chosen : null,
    ...(isLocale(clientLanguage) ? { client_language: clientLanguage } : {}),
  };
}
