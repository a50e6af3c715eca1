import { assertRowFilesKept } from '../retention/index.js';
import {
  DELIVERY_MESSAGES,
  batchIdSchema,
  deliverAnswer,
  deliverUploadRefs,
  deliversTargets,
  deliveryUserType,
  latestCommitted,
  planDeliverGroups,
  type DeliverInput,
  type DeliverResponse,
  newSecureKey,
} from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { AppError, badRequest, conflict } from '@/lib/app-error.js';
import type { Services } from '@/services.js';
import type { SessionUser } from '@/plugins/authentication.js';
import { bumpListVersion } from '../assignments/index.js';
import { staffName } from '../users/index.js';
import { checkAssignments, selectAssignments, type SelectedAssignment } from './assignment-selection.js';
import { batchInUse } from './batch-details.js';
import { isUniqueViolation } from '@/db/db-errors.js';
import { parseOr400 } from '@/lib/http-body.js';
import { checkDeliverGroups } from './deliver-rules.js';
import { writeDelivery, type DeliverPlan } from './deliver-writer.js';
import { requireDeliveryWithGroups } from './delivery-groups.js';
import { hashSecretToken } from '@/lib/secret-token.js';
import { sendDeliveryMails } from './delivery-mail.js';
import { stageDeliveryEvent } from '../webhooks/index.js';
import { deliveryMailRecipients } from './delivery-links.js';
import { sendShareInvitations } from '../sharing/index.js';
import type { UploadRef } from './upload-claims.js';
import { classifyShareEmails } from '../sharing/index.js';
import { inTransaction } from '@/db/transaction.js';
import { ruleAnswer } from '@/lib/rule-refusal.js';

export interface Origin {
  ip: string;
  userAgent: string;
  location: string | null;
}

type Common = Pick<
  DeliverPlan,
  'userId' | 'actor' | 'actorEmail' | 'secureKeyHash' | 'now' | 'origin' | 'shares'
>;

const requesterEmails = (assignments: SelectedAssignment[]) =>
  assignments.flatMap((a) => a.requester_email ?? []);

const groupsKey = (groups: { gid: number; assignment_ids: string[] }[]) =>
  JSON.stringify(groups.map((g) => [g.gid, [...g.assignment_ids].sort()]));

/** New Delivery and Update Delivery (and the older combined calls, through the same two functions). */
export function createDeliverService(services: Services) {
  const { db, clock, config } = services;

  /** Share addresses of a deliver call: outside the organisation they need the caller's password. */
  async function shareList(caller: SessionUser, clientId: number, input: DeliverInput) {
    if (!input.share_emails.length) return { within: [], outside: [] };
    const found = await classifyShareEmails(db, clientId, input.share_emails);
    if (found.invalid.length) throw badRequest(DELIVERY_MESSAGES.refreshAndRetry);
    if (found.outside_org.length) {
      if (!input.password) throw badRequest(DELIVERY_MESSAGES.outsideNeedsPassword);
      await services.auth.validatePassword(caller, input.password);
    }
    return { within: found.within_org, outside: found.outside_org };
  }

  /** What every plan carries; the secure key is answered once and only its hash is stored. */
  function common(caller: SessionUser, origin: Origin, shares: Common['shares'], secureKey: string): Common {
    return {
      userId: caller.user.id,
      actor: staffName(caller.user),
      actorEmail: caller.user.email,
      secureKeyHash: hashSecretToken(secureKey),
      now: clock.now(),
      origin,
      shares,
    };
  }

  /**
   * Writes in one transaction. A request that lost a race (a unique constraint, or a check inside the
   * transaction that saw half of the winner's work) answers what the sequential case would: `recheck` runs
   * again once the winner has committed, and its answer comes first. Inside the transaction `checkInTx` runs
   * (by default `recheck`); the writer checks the version of an updated delivery itself.
   */
  async function commit(
    plan: DeliverPlan,
    recheck: (db: Db) => Promise<unknown>,
    checkInTx: (db: Db) => Promise<unknown> = recheck,
  ) {
    try {
      return await inTransaction(db, async (tx) => {
        await checkInTx(tx);
        const outcome = await writeDelivery(tx, plan);
        // The outbox (decision 0035): the events commit with the delivery.
        const delivery = { id: outcome.deliveryId, batch_id: plan.batchId };
        const events = [
          await stageDeliveryEvent(
            services.webhooks,
            tx,
            plan.flow === 'new' ? 'delivery.created' : 'delivery.version_added',
            delivery,
            { version: outcome.version, delivered_by: plan.actor },
          ),
        ];
        for (const link of outcome.shareLinks)
          events.push(
            await stageDeliveryEvent(services.webhooks, tx, 'share.created', delivery, {
              recipient: link.email,
              shared_by: plan.actor,
            }),
          );
        return { ...outcome, events };
      });
    } catch (error) {
      if (!isUniqueViolation(error) && !(error instanceof AppError)) throw error;
      await recheck(db);
      if (isUniqueViolation(error)) throw badRequest(DELIVERY_MESSAGES.batchExists(plan.batchId));
      throw error;
    }
  }

  async function finish(
    plan: DeliverPlan,
    secureKey: string,
    recheck: (db: Db) => Promise<unknown>,
    checkInTx?: (db: Db) => Promise<unknown>,
  ) {
    const outcome = await commit(plan, recheck, checkInTx);
    // Committed: the staged events go now, before any mail (one that fails must not hold them back).
    await services.webhooks.release(outcome.events);
    await bumpListVersion(db);
    const recipients = [...plan.requesters, ...plan.shares.within, ...plan.shares.outside];
    const recipientsKnown = await deliveryMailRecipients(db, config.PUBLIC_URL, {
      id: outcome.deliveryId,
      addresses: recipients,
      newLinks: outcome.shareLinks,
    });
    await sendDeliveryMails(services, {
      recipients,
      recipientsKnown,
      batchId: plan.batchId,
      version: outcome.version,
      sender: plan.actor,
      senderEmail: plan.actorEmail,
      deliveryId: outcome.deliveryId,
      groups: plan.groups.filter(deliversTargets).map((g) => ({
        n: g.n,
        files: g.input.target_files,
        notes: g.input.delivery_notes,
        interim: g.input.interim,
        externalLink: g.input.external_link,
        externalText: g.input.external_text,
        attach: g.input.email_attachment,
      })),
      targets: outcome.targets,
    });
    await sendShareInvitations(services, {
      deliveryId: outcome.deliveryId,
      sender: plan.actor,
      batchId: plan.batchId,
      links: outcome.shareLinks,
    });
    const response: DeliverResponse = deliverAnswer(plan.flow, {
      id: outcome.deliveryId,
      batchId: plan.batchId,
      version: outcome.version,
      secureKey,
    });
    return response;
  }

  async function deliverNew(
    caller: SessionUser,
    origin: Origin,
    input: DeliverInput,
    extraRefs: UploadRef[] = [],
  ) {
    const batchId = parseOr400(batchIdSchema, input.delivery_id);
    const now = clock.now();
    const planned = ruleAnswer(planDeliverGroups(input, []));
    checkDeliverGroups(input, {
      flow: 'new',
      isNewGroup: () => true,
      now,
      windowDays: config.COMMITTED_WINDOW_DAYS,
    });
    const ids = planned.newIds;
    // The batch is read after the assignments: a rival create that commits between the two reads then
    // still answers as the sequential case does (the batch exists), not with its assignments' message.
    const recheck = async (reader: Db) => {
      const selected = await selectAssignments(reader, ids).then(
        (selection) => ({ selection }),
        (error: unknown) => ({ error }),
      );
      if (await batchInUse(reader, batchId)) throw badRequest(DELIVERY_MESSAGES.batchExists(batchId));
      if ('error' in selected) throw selected.error;
      return selected.selection;
    };
    const selection = await recheck(db);
    const secureKey = newSecureKey();
    const plan: DeliverPlan = {
      ...common(caller, origin, await shareList(caller, selection.client.id, input), secureKey),
      flow: 'new',
      batchId,
      create: {
        client_id: selection.client.id,
        entity_id: selection.entity.id,
        delivery_user_type: deliveryUserType(selection.entity),
        requester_name: selection.requesterName,
      },
      groups: planned.groups,
      existingGroups: [],
      newAssignmentIds: ids,
      requesters: requesterEmails(selection.assignments),
      committed: latestCommitted(input),
      uploadRefs: [...deliverUploadRefs({ batchId }), ...extraRefs],
    };
    return finish(plan, secureKey, recheck);
  }

  async function deliverUpdate(
    caller: SessionUser,
    origin: Origin,
    input: DeliverInput,
    extraRefs: UploadRef[] = [],
  ) {
    const { delivery, groups: existing } = await requireDeliveryWithGroups(db, input.delivery_id);
    // A new version of a delivery whose files were removed could never be downloaded (nor removed again).
    assertRowFilesKept(delivery);
    const { groups, newIds } = ruleAnswer(planDeliverGroups(input, existing));
    checkDeliverGroups(input, {
      flow: 'update',
      isNewGroup: (i) => !groups[i]!.existing,
      now: clock.now(),
      windowDays: config.COMMITTED_WINDOW_DAYS,
      keptCommitted: (i) => {
        const own = groups[i]!.existing;
        return own ? (own.committed_delivery ?? delivery.committed_delivery) : null;
      },
    });
    const assignmentRules = {
      ownDeliveryId: delivery.id,
      requesterName: delivery.requester_name,
      clientId: delivery.client_id,
    };
    // The writer moves the version only from the one read here (under the row's lock): an update that
    // another one overtook since answers a conflict instead of writing over the other's groups or version.
    // Afterwards, and for a lost race, the delivery is read again so that the conflict comes first.
    const checkNew = (reader: Db) => checkAssignments(reader, newIds, assignmentRules);
    const recheck = async (reader: Db) => {
      const now = await requireDeliveryWithGroups(reader, delivery.id);
      if (
        now.delivery.current_version !== delivery.current_version ||
        groupsKey(now.groups) !== groupsKey(existing)
      )
        throw conflict(DELIVERY_MESSAGES.deliveryChanged);
      return checkNew(reader);
    };
    // The delivery and its groups were read just now: before the transaction only the added assignments
    // are checked, so their message comes before the password's.
    const added = await checkNew(db);
    const secureKey = newSecureKey();
    const plan: DeliverPlan = {
      ...common(caller, origin, await shareList(caller, delivery.client_id, input), secureKey),
      flow: 'update',
      batchId: delivery.batch_id,
      delivery,
      groups,
      existingGroups: existing,
      newAssignmentIds: newIds,
      requesters: [...groups.flatMap((g) => g.existing?.requester_emails ?? []), ...requesterEmails(added)],
      committed: latestCommitted(input),
      uploadRefs: [
        ...deliverUploadRefs({ deliveryId: delivery.id, batchId: delivery.batch_id }),
        ...extraRefs,
      ],
    };
    return finish(plan, secureKey, recheck, checkNew);
  }

  return { deliverNew, deliverUpdate };
}

export type DeliverService = ReturnType<typeof createDeliverService>;
