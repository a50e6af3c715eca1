import { eq } from 'drizzle-orm';
import {
  DELIVERY_MESSAGES,
  SHARE_LOG,
  closeRowOutcome,
  OPEN_SHARE_POLICY,
  SHARE_POLICY_MESSAGES,
  policyShareEnd,
  secureKeyOutcome,
  type ShareEmailResponse,
  newSecureKey,
} from '@ops/contracts';
import { deliveries } from '@/db/delivery-schema.js';
import { badRequest } from '@/lib/app-error.js';
import { hashSecretToken } from '@/lib/secret-token.js';
import { secureKeyMail } from '@/mail/templates/recipient.js';
import { recipientTranslators } from '../languages/index.js';
import type { Services } from '@/services.js';
import type { SessionUser } from '@/plugins/authentication.js';
import { recordAccess } from '../access-log/index.js';
import { auditWithin, type AuditBy } from '../audit/index.js';
import { requireDelivery } from '../assignments/index.js';
import { checkShareEmails } from './share-check.js';
import { staffName } from '../users/index.js';
import { sendShareInvitations } from './share-invitations.js';
import { stageDeliveryEvent } from '../webhooks/index.js';
import { sharePolicyOf } from './share-policy.js';
import {
  activeShares,
  closeRequests,
  lockDelivery,
  recordShares,
  revokeShare,
  type ShareLogOrigin,
} from './share-records.js';
import { ruleAnswer } from '@/lib/rule-refusal.js';

interface ShareFileInput {
  delivery_id: string;
  emails: string[];
  accept_warning: boolean;
  password?: string;
  expires_at?: Date;
  download_limit?: number;
}

/**
 * sharing-file/: the delivery's client decides within and outside by the one share rule (as share-email/
 * does for the wizard). A 'success' gives each new address a share and a log entry; a 'warning' (addresses
 * outside the organisation, not yet confirmed) is logged as 'share request' and shares nothing.
 */
export async function shareDelivery(
  services: Services,
  caller: SessionUser,
  origin: ShareLogOrigin,
  input: ShareFileInput,
): Promise<ShareEmailResponse> {
  const { db, clock } = services;
  const delivery = await requireDelivery(db, input.delivery_id);
  if (input.expires_at && input.expires_at <= clock.now())
    throw badRequest(DELIVERY_MESSAGES.shareExpiryRule);
  // The client's policy (decision 0038): the longest a share may last, and its default end.
  const policy = (await sharePolicyOf(db, delivery.client_id)) ?? OPEN_SHARE_POLICY;
  const ending = policyShareEnd(policy, input.expires_at, clock.now());
  if ('refusal' in ending) throw badRequest(ending.refusal);
  const answer = await checkShareEmails(
    db,
    services.auth.validatePassword,
    caller,
    delivery.client_id,
    input,
  );
  const actor = staffName(caller.user);
  // No confirmation opens what the policy closes: outside addresses are refused before any warning.
  if (!policy.outside_allowed && answer.emails.outside_org.length > 0)
    throw badRequest(SHARE_POLICY_MESSAGES.outsideNotAllowed);
  if (answer.status === 'warning') {
    // Addresses outside the organisation wait for the warning's confirmation: the attempt is on record.
    await recordAccess(db, {
      deliveryId: delivery.id,
      actor,
      at: clock.now(),
      ...origin,
      ...SHARE_LOG.askedOutside(actor, answer.emails.outside_org),
    });
  }
  if (answer.status !== 'success') return answer;
  const { links, events } = await db.transaction(async (tx) => {
    await lockDelivery(tx, delivery.id);
    const made = await recordShares(tx, {
      deliveryId: delivery.id,
      clientId: delivery.client_id,
      actorId: caller.user.id,
      actor,
      actorEmail: caller.user.email,
      within: answer.emails.within_org,
      outside: answer.emails.outside_org,
      origin,
      at: clock.now(),
      expiresAt: ending.end,
      downloadLimit: input.download_limit,
    });
    // The outbox (decision 0035): the events commit with the shares.
    const staged = [];
    for (const link of made)
      staged.push(
        await stageDeliveryEvent(services.webhooks, tx, 'share.created', delivery, {
          recipient: link.email,
          shared_by: actor,
          expires_at: ending.end?.toISOString() ?? null,
          download_limit: input.download_limit ?? null,
        }),
      );
    return { links: made, events: staged };
  });
  // Committed: the events go before the invitations are mailed.
  await services.webhooks.release(events);
  await sendShareInvitations(services, {
    deliveryId: delivery.id,
    sender: actor,
    batchId: delivery.batch_id,
    links,
    expiresAt: ending.end,
  });
  return { ...answer, message: DELIVERY_MESSAGES.deliveryShared };
}

/** Who acted and from where, for the audit trail. */
const auditBy = (caller: SessionUser, origin: ShareLogOrigin, at: Date): AuditBy => ({
  actorId: caller.user.id,
  actorEmail: caller.user.email,
  ip: origin.ip,
  userAgent: origin.userAgent,
  at,
});

/**
 * Which rows closing one address's row closes, and its audit row (naming the closed row by id, never the
 * address); the refusal, the log and the answer are the contracts' (closeRowOutcome).
 */
const CLOSE_ROW = {
  revoke: {
    close: revokeShare,
    audit: { action: 'share.revoked', targetType: 'share', details: {} },
  },
  decline: {
    close: closeRequests,
    audit: {
      action: 'access_request.answered',
      targetType: 'share_request',
      details: { answer: 'declined' },
    },
  },
} as const;

/**
 * revoke/ ends one address's share at once ('share revoke'); share-request/decline/ turns down a pending
 * request for a colleague ('decline'). An address without such a row is a 400.
 */
export async function closeShareRow(
  services: Services,
  action: keyof typeof CLOSE_ROW,
  caller: SessionUser,
  origin: ShareLogOrigin,
  input: { delivery_id: string; email: string },
) {
  const { db, clock } = services;
  const rule = CLOSE_ROW[action];
  const delivery = await requireDelivery(db, input.delivery_id);
  const actor = staffName(caller.user);
  const done = await db.transaction(async (tx) => {
    await lockDelivery(tx, delivery.id);
    const at = clock.now();
    const closed = await rule.close(tx, delivery.id, input.email, at);
    const outcome = ruleAnswer(closeRowOutcome(action, actor, input.email, closed.length > 0));
    for (const id of closed) {
      await auditWithin(tx, auditBy(caller, origin, at), {
        ...rule.audit,
        targetId: id,
        clientId: delivery.client_id,
        details: { ...rule.audit.details, delivery_id: delivery.id },
      });
    }
    await recordAccess(tx, {
      deliveryId: delivery.id,
      actor,
      at,
      ...origin,
      ...outcome.log,
    });
    const events =
      action === 'revoke' && closed.length > 0
        ? [
            await stageDeliveryEvent(services.webhooks, tx, 'share.revoked', delivery, {
              recipient: input.email,
              revoked_by: actor,
            }),
          ]
        : [];
    return { message: outcome.message, events };
  });
  await services.webhooks.release(done.events);
  return { success: true as const, message: done.message };
}

/**
 * secure-key/: a new secure key replaces the delivery's; it is answered once (the 'Copy secure key' dialog)
 * and, with `resend`, mailed to every address the delivery is shared with; logged as 'resend_secure_key'.
 */
export async function rotateSecureKey(
  services: Services,
  caller: SessionUser,
  origin: ShareLogOrigin,
  input: { delivery_id: string; resend: boolean },
) {
  const { db, clock } = services;
  const delivery = await requireDelivery(db, input.delivery_id);
  const actor = staffName(caller.user);
  const key = newSecureKey();
  const made = await db.transaction(async (tx) => {
    await lockDelivery(tx, delivery.id);
    await tx
      .update(deliveries)
      .set({ secure_key_hash: hashSecretToken(key) })
      .where(eq(deliveries.id, delivery.id));
    const holders = input.resend ? [...(await activeShares(tx, delivery.id)).keys()] : [];
    const outcome = secureKeyOutcome(actor, input.resend, holders);
    await auditWithin(tx, auditBy(caller, origin, clock.now()), {
      action: 'secure_key.created',
      targetType: 'delivery',
      targetId: delivery.id,
      clientId: delivery.client_id,
      details: { mailed_to_shares: holders.length },
    });
    await recordAccess(tx, {
      deliveryId: delivery.id,
      actor,
      at: clock.now(),
      ...origin,
      ...outcome.log,
    });
    return outcome;
  });
  const translatorOf = await recipientTranslators(services.db, delivery.id, made.mailedTo);
  for (const to of made.mailedTo) {
    const message = secureKeyMail(translatorOf(to), { to, sender: actor, batchId: delivery.batch_id, key });
    await services.mail.queue(message);
  }
  return { success: true as const, message: made.message, secure_key: key };
}
