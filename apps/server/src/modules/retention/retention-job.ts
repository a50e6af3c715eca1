import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { RETENTION_WARNING_DAYS } from '@ops/contracts';
import { clients } from '@/db/client-schema.js';
import { deliveries, deliveryAssignments, sharedLogs, workspaceAssignments } from '@/db/delivery-schema.js';
import { recycleBin } from '@/db/retention-schema.js';
import { retentionWarningMail } from '@/mail/templates/retention.js';
import type { Services } from '@/services.js';
import { auditSystem } from '../audit/index.js';
import { purgeDeliveryFiles, removeDeliveryFiles } from './recycle-bin.js';
import { dueAt, filesKept, timestamp, withClient } from './retention-policy.js';

const DAY_MS = 86_400_000;
const BATCH = 100;
const MAX_ROUNDS = 100;

type Deps = Pick<Services, 'db' | 'storage' | 'clock' | 'mail' | 'config'>;

/** The delivery's requesters (from its assignments) and the staff who shared it, each once. */
async function warningAddresses(db: Services['db'], deliveryId: number) {
  const requesters = await db
    .select({ email: workspaceAssignments.requester_email })
    .from(deliveryAssignments)
    .innerJoin(workspaceAssignments, eq(workspaceAssignments.id, deliveryAssignments.assignment_id))
    .where(eq(deliveryAssignments.delivery_id, deliveryId));
  const sharers = await db
    .select({ email: sharedLogs.shared_by_email })
    .from(sharedLogs)
    .where(and(eq(sharedLogs.delivery_id, deliveryId), eq(sharedLogs.is_request, false)));
  return [...new Set([...requesters, ...sharers].flatMap((r) => (r.email ? [r.email.toLowerCase()] : [])))];
}

/**
 * Mails the requester and sharers of each delivery due within RETENTION_WARNING_DAYS, once: batches are
 * claimed by one UPDATE over rows locked with SKIP LOCKED, so instances running at once never mail twice.
 * The removal waits until the warning is that many days old, so nobody loses files unwarned.
 */
async function sendRetentionWarnings({ db, clock, mail, config }: Deps) {
  const now = clock.now();
  const horizon = new Date(now.getTime() + RETENTION_WARNING_DAYS * DAY_MS);
  let warned = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const due = db
      .select({ id: deliveries.id })
      .from(deliveries)
      .innerJoin(clients, withClient)
      .where(
        and(
          filesKept,
          isNull(deliveries.retention_warned_at),
          sql`${dueAt(config.RETENTION_DAYS)} <= ${timestamp(horizon)}`,
        ),
      )
      .orderBy(asc(deliveries.id))
      .limit(BATCH)
      .for('update', { of: deliveries, skipLocked: true });
    const claimed = await db
      .update(deliveries)
      .set({ retention_warned_at: now })
      .where(and(inArray(deliveries.id, due), isNull(deliveries.retention_warned_at)))
      .returning({ id: deliveries.id, batch_id: deliveries.batch_id, client_id: deliveries.client_id });
    for (const delivery of claimed) {
      const [row] = await db
        .select({ due: dueAt(config.RETENTION_DAYS) })
        .from(deliveries)
        .innerJoin(clients, withClient)
        .where(eq(deliveries.id, delivery.id));
      const removalAt = new Date(Math.max(new Date(row!.due).getTime(), horizon.getTime()));
      const addresses = await warningAddresses(db, delivery.id);
      for (const to of addresses)
        await mail.queue(retentionWarningMail({ to, batchId: delivery.batch_id, removalAt }));
      await auditSystem(
        { db, clock },
        {
          action: 'retention.warning_sent',
          targetType: 'delivery',
          targetId: delivery.id,
          clientId: delivery.client_id,
          details: {
            batch_id: delivery.batch_id,
            removal_on: removalAt.toISOString(),
            mails: addresses.length,
          },
        },
      );
      warned++;
    }
    if (claimed.length < BATCH) break;
  }
  return warned;
}

/** Moves the files of every delivery past its period (and warned long enough ago) into the recycle bin. */
async function removeExpiredFiles(deps: Deps) {
  const { db, clock, config } = deps;
  const now = clock.now();
  const warnedBefore = new Date(now.getTime() - RETENTION_WARNING_DAYS * DAY_MS);
  let removed = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const due = await db
      .select({ id: deliveries.id })
      .from(deliveries)
      .innerJoin(clients, withClient)
      .where(
        and(
          filesKept,
          isNotNull(deliveries.retention_warned_at),
          lte(deliveries.retention_warned_at, warnedBefore),
          sql`${dueAt(config.RETENTION_DAYS)} <= ${timestamp(now)}`,
        ),
      )
      .orderBy(asc(deliveries.id))
      .limit(BATCH);
    for (const { id } of due) {
      const done = await removeDeliveryFiles(deps, id, 'retention', null);
      if (!done) continue;
      await auditSystem(deps, {
        action: 'retention.files_removed',
        targetType: 'delivery',
        targetId: id,
        clientId: done.client_id,
        details: { batch_id: done.batch_id, files: done.files },
      });
      removed++;
    }
    if (due.length < BATCH) break;
  }
  return removed;
}

/** Deletes for good what has waited its 30 days in the bin. */
async function purgeRecycleBin(deps: Deps) {
  const { db, clock } = deps;
  const expired = await db
    .select({ id: recycleBin.delivery_id })
    .from(recycleBin)
    .where(lte(recycleBin.purge_after, clock.now()))
    .orderBy(asc(recycleBin.purge_after));
  let purged = 0;
  for (const { id } of expired) {
    const done = await purgeDeliveryFiles(deps, id);
    if (!done) continue;
    await auditSystem(deps, {
      action: 'retention.files_purged',
      targetType: 'delivery',
      targetId: id,
      clientId: done.client_id,
      details: { batch_id: done.batch_id, reason: done.reason },
    });
    purged++;
  }
  return purged;
}

/** The retention pass of the hourly upkeep: warnings, then removals, then the bin's purge. */
export async function runRetention(deps: Deps) {
  const warned = await sendRetentionWarnings(deps);
  const removed = await removeExpiredFiles(deps);
  const purged = await purgeRecycleBin(deps);
  return { warned, removed, purged };
}
