import { and, eq, ne } from 'drizzle-orm';
import {
  COMPLAINT_LOG,
  COMPLAINT_MESSAGES,
  COMPLAINT_REOPEN_DAYS,
  isErasedPseudonym,
  nextComplaintStatus,
} from '@ops/contracts';
import { deliveries } from '@/db/delivery-schema.js';
import { complaints } from '@/db/recipient-schema.js';
import { inTransaction } from '@/db/transaction.js';
import { ruleAnswer } from '@/lib/rule-refusal.js';
import { complaintReplyMail } from '@/mail/templates/recipient.js';
import { recipientTranslator } from '../languages/index.js';
import type { Services } from '@/services.js';
import { recordAccess } from '../access-log/index.js';
import { bumpListVersion } from '../assignments/index.js';
import { presentComplaint, requireComplaint } from './complaint-store.js';

interface Origin {
  ip: string;
  userAgent: string;
  location?: string | null;
}

/**
 * Staff answer a complaint (it stays open as 'answered') or resolve it with a resolution; either way the
 * recipient is e-mailed and the delivery's access log says who did it. A resolved one takes neither.
 */
export async function replyToComplaint(
  services: Services,
  actor: string,
  origin: Origin,
  id: number,
  reply: { kind: 'answer'; text: string } | { kind: 'resolution'; text: string },
) {
  const { db, clock } = services;
  const now = clock.now();
  const found = await requireComplaint(db, id);
  const action = reply.kind === 'answer' ? 'answer' : 'resolve';
  const { status } = ruleAnswer(nextComplaintStatus(found, { action }));
  const fields =
    reply.kind === 'answer'
      ? { answer: reply.text, answered_by: actor, answered_at: now }
      : { resolution: reply.text, resolved_by: actor, resolved_at: now };
  const saved = await inTransaction(db, async (tx) => {
    // Conditional, so a reply racing a resolution cannot reopen or resolve it twice.
    const [row] = await tx
      .update(complaints)
      .set({ ...fields, status })
      .where(and(eq(complaints.id, id), ne(complaints.status, 'resolved')))
      .returning();
    if (!row) return null;
    await recordAccess(tx, {
      deliveryId: found.delivery_id,
      actor,
      at: now,
      ...origin,
      ...(reply.kind === 'answer'
        ? COMPLAINT_LOG.answered(actor, found.email, found.version)
        : COMPLAINT_LOG.resolved(actor, found.email, found.version)),
    });
    return row;
  });
  // Resolved meanwhile: the rule's refusal, as if it had been read resolved.
  if (!saved) return ruleAnswer(nextComplaintStatus({ ...found, status: 'resolved' }, { action })) as never;
  await bumpListVersion(db);
  const [delivery] = await db
    .select({ batch_id: deliveries.batch_id })
    .from(deliveries)
    .where(eq(deliveries.id, found.delivery_id));
  // An erased recipient's complaint can still be closed; nobody reads the pseudonym's mail.
  if (!isErasedPseudonym(found.email))
    await services.mail.queue(
      complaintReplyMail(await recipientTranslator(db, found.email, found.delivery_id), {
        to: found.email,
        batchId: delivery?.batch_id ?? '',
        version: found.version,
        kind: reply.kind,
        text: reply.text,
        reopenDays: COMPLAINT_REOPEN_DAYS,
      }),
    );
  return {
    success: true as const,
    message: reply.kind === 'answer' ? COMPLAINT_MESSAGES.answered : COMPLAINT_MESSAGES.resolved,
    data: presentComplaint({ ...saved, version: found.version }),
  };
}
