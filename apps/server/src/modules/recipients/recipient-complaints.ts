import { and, eq } from 'drizzle-orm';
import {
  COMPLAINT_LOG,
  COMPLAINT_MESSAGES,
  NOTIFICATION_TEXTS,
  complaintFiles,
  nextComplaintStatus,
  type RecipientComplaintRequest,
} from '@ops/contracts';
import { deliveries, deliveryFiles } from '@/db/delivery-schema.js';
import { complaints, recipientApprovals } from '@/db/recipient-schema.js';
import { inTransaction } from '@/db/transaction.js';
import { notFound } from '@/lib/app-error.js';
import { ruleAnswer } from '@/lib/rule-refusal.js';
import type { Services } from '@/services.js';
import { recordAccess } from '../access-log/index.js';
import { bumpListVersion } from '../assignments/index.js';
import { presentComplaint, requireComplaint } from '../complaints/index.js';
import { notifyStaff } from '../notifications/index.js';
import type { ShareLogOrigin } from '../sharing/index.js';
import { requireShare } from './recipient-access.js';
import { requireVersion } from './recipient-deliveries.js';

/** The shared version the recipient acts on, with its file names and the delivery's batch id. */
async function sharedVersion(services: Services, email: string, deliveryId: number, version: number) {
  const { db, clock } = services;
  const share = await requireShare(db, email, deliveryId, clock.now());
  const row = await requireVersion(db, deliveryId, version);
  const [names, [delivery]] = await Promise.all([
    db.select({ name: deliveryFiles.name }).from(deliveryFiles).where(eq(deliveryFiles.version_id, row.id)),
    db.select({ batch_id: deliveries.batch_id }).from(deliveries).where(eq(deliveries.id, deliveryId)),
  ]);
  return { share, row, files: names.map((n) => n.name), batchId: delivery!.batch_id };
}

/** approve/: the address approves a version, once; approving again keeps the first approval. */
export async function approveVersion(
  services: Services,
  email: string,
  origin: ShareLogOrigin,
  input: { delivery_id: number; version: number },
) {
  const now = services.clock.now();
  const { row, files } = await sharedVersion(services, email, input.delivery_id, input.version);
  await inTransaction(services.db, async (tx) => {
    const added = await tx
      .insert(recipientApprovals)
      .values({ version_id: row.id, email, approved_at: now })
      .onConflictDoNothing()
      .returning({ id: recipientApprovals.id });
    if (added.length === 0) return;
    await recordAccess(tx, {
      deliveryId: input.delivery_id,
      actor: email,
      at: now,
      ...origin,
      ...COMPLAINT_LOG.approved(email, input.version, files),
    });
  });
  return { success: true as const, message: COMPLAINT_MESSAGES.approved };
}

/** complaints/: a complaint about a version, naming files of that version only; the sharer is told. */
export async function raiseComplaint(
  services: Services,
  email: string,
  origin: ShareLogOrigin,
  input: Required<Omit<RecipientComplaintRequest, 'version' | 'delivery_id'>> & {
    delivery_id: number;
    version: number;
  },
) {
  const { db, clock } = services;
  const now = clock.now();
  const found = await sharedVersion(services, email, input.delivery_id, input.version);
  const { files } = ruleAnswer(complaintFiles(input.files, found.files));
  const saved = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(complaints)
      .values({
        delivery_id: input.delivery_id,
        version_id: found.row.id,
        email,
        category: input.category,
        text: input.text,
        files,
        created_at: now,
      })
      .returning();
    await recordAccess(tx, {
      deliveryId: input.delivery_id,
      actor: email,
      at: now,
      ...origin,
      ...COMPLAINT_LOG.raised(email, input.version, input.category, files),
    });
    await notifyStaff(tx, found.share.shared_by_email, {
      kind: 'complaint',
      text: NOTIFICATION_TEXTS.complaint(email, found.batchId, input.version, input.category),
      deliveryId: input.delivery_id,
      at: now,
    });
    return row!;
  });
  await bumpListVersion(db);
  return {
    success: true as const,
    message: COMPLAINT_MESSAGES.raised,
    data: presentComplaint({ ...saved, version: input.version }),
  };
}

/** complaints/{id}/reopen/: its author reopens a resolved complaint within 14 days of the resolution. */
export async function reopenComplaint(
  services: Services,
  email: string,
  origin: ShareLogOrigin,
  id: number,
  reason: string,
) {
  const { db, clock } = services;
  const now = clock.now();
  const found = await requireComplaint(db, id);
  const { status } = ruleAnswer(nextComplaintStatus(found, { action: 'reopen', by: email, now }));
  // Only while the delivery is still shared with the address; a share that ended answers as the rest.
  const { share, batchId } = await sharedVersion(services, email, found.delivery_id, found.version).catch(
    () => {
      throw notFound(COMPLAINT_MESSAGES.notFound);
    },
  );
  const saved = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(complaints)
      .set({ status, reopened_at: now, reopen_reason: reason || null })
      .where(and(eq(complaints.id, id), eq(complaints.status, 'resolved')))
      .returning();
    if (!row) return null;
    await recordAccess(tx, {
      deliveryId: found.delivery_id,
      actor: email,
      at: now,
      ...origin,
      ...COMPLAINT_LOG.reopened(email, found.version),
    });
    await notifyStaff(tx, share.shared_by_email, {
      kind: 'complaint',
      text: NOTIFICATION_TEXTS.complaintReopened(email, batchId, found.version),
      deliveryId: found.delivery_id,
      at: now,
    });
    return row;
  });
  // Reopened meanwhile (two tabs): the rule's refusal, as if it had been read open.
  if (!saved)
    return ruleAnswer(
      nextComplaintStatus({ ...found, status: 'open' }, { action: 'reopen', by: email, now }),
    ) as never;
  await bumpListVersion(db);
  return {
    success: true as const,
    message: COMPLAINT_MESSAGES.reopened,
    data: presentComplaint({ ...saved, version: found.version }),
  };
}
