import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  NOTIFICATION_TEXTS,
  RECIPIENT_MESSAGES,
  SHARE_LOG,
  formatFileName,
  recipientFeedbackComment,
  versionZipName,
} from '@ops/contracts';
import {
  comments,
  deliveries,
  deliveryFiles,
  deliveryVersions,
  fileObjects,
  sharedLogs,
} from '@/db/delivery-schema.js';
import { recipientFeedback } from '@/db/recipient-schema.js';
import { inTransaction } from '@/db/transaction.js';
import { conflict, notFound } from '@/lib/app-error.js';
import { downloadReceiptMail } from '@/mail/templates/recipient.js';
import type { Services } from '@/services.js';
import { recordAccess } from '../access-log/index.js';
import { streamUrl } from '../files/index.js';
import { assertFilesKept } from '../retention/index.js';
import type { ShareLogOrigin } from '../sharing/index.js';
import { countAccess, countDownload, requireShare } from './recipient-access.js';
import { requireVersion } from './recipient-deliveries.js';
import { stageDeliveryEvent } from '../webhooks/index.js';
import { notifyStaff } from '../notifications/index.js';

const batchOf = async (db: Services['db'], deliveryId: number) =>
  (
    await db.select({ batch_id: deliveries.batch_id }).from(deliveries).where(eq(deliveries.id, deliveryId))
  )[0]!.batch_id;

/**
 * download/: a short-lived link to one file in one format, or to the version's zip; logged as 'download'
 * with the version, counted in Times Accessed and Last Downloaded Version. The sender gets a receipt the
 * first time this address downloads.
 */
export async function recipientDownload(
  services: Services,
  email: string,
  origin: ShareLogOrigin,
  input: { delivery_id: number; version: number; file_id?: number; format?: string },
) {
  const { db, clock } = services;
  const now = clock.now();
  const share = await requireShare(db, email, input.delivery_id, now);
  await assertFilesKept(db, input.delivery_id);
  const version = await requireVersion(db, input.delivery_id, input.version);
  const batchId = await batchOf(db, input.delivery_id);
  let target: Parameters<typeof streamUrl>[1];
  if (input.file_id !== undefined) {
    const objects = await db
      .select({ name: deliveryFiles.name, format: fileObjects.format, key: fileObjects.storage_key })
      .from(fileObjects)
      .innerJoin(deliveryFiles, eq(deliveryFiles.id, fileObjects.file_id))
      .where(and(eq(deliveryFiles.id, input.file_id), eq(deliveryFiles.version_id, version.id)))
      .orderBy(asc(fileObjects.id));
    const object = input.format ? objects.find((o) => o.format === input.format) : objects[0];
    if (!object) throw notFound(RECIPIENT_MESSAGES.deliveryNotFound);
    target = { key: object.key, name: formatFileName(object.name, object.format) };
  } else {
    target = {
      delivery: input.delivery_id,
      version: input.version,
      name: versionZipName(batchId, input.version),
    };
  }
  // Counted when the link is given, against the share's limit, in one statement: two at once cannot both
  // take the last download.
  const downloads = await countDownload(db, share, input.version, now);
  if (downloads === 0) throw conflict(RECIPIENT_MESSAGES.downloadLimitReached);
  const { url, files } = await streamUrl(services, target, { share: share.id });

  const { first, events } = await inTransaction(db, async (tx) => {
    // Decided by one conditional UPDATE, so two downloads at once send one receipt.
    const receipt = await tx
      .update(sharedLogs)
      .set({ last_download_version: input.version })
      .where(and(eq(sharedLogs.id, share.id), isNull(sharedLogs.last_download_version)))
      .returning({ id: sharedLogs.id });
    await countAccess(tx, share.id, now, { last_download_version: input.version });
    await recordAccess(tx, {
      deliveryId: input.delivery_id,
      actor: email,
      at: now,
      ...origin,
      ...SHARE_LOG.downloaded(email, target.name, input.version, files),
    });
    // The outbox (decision 0035): the event commits with the download's record.
    const staged = await stageDeliveryEvent(
      services.webhooks,
      tx,
      'recipient.downloaded',
      { id: input.delivery_id, batch_id: batchId },
      { recipient: email, version: input.version, file: target.name, first: receipt.length > 0 },
    );
    return { first: receipt, events: [staged] };
  });
  // Committed: the event goes before the receipt mail and the notification.
  await services.webhooks.release(events);
  if (first.length > 0 && share.shared_by_email) {
    const message = downloadReceiptMail({
      to: share.shared_by_email,
      recipient: email,
      batchId,
      version: input.version,
      files,
    });
    await services.mail.queue(message);
  }
  if (downloads === 1)
    await notifyStaff(db, share.shared_by_email, {
      kind: 'first_download',
      text: NOTIFICATION_TEXTS.firstDownload(email, batchId, input.version),
      deliveryId: input.delivery_id,
      at: now,
    });
  return { success: true as const, message: '', download_url: url, name: target.name };
}

/**
 * feedback/: the address's rating (1 to 5) and comment of a version, kept once per address and version; it
 * becomes the version's overall feedback and a feedback comment staff see; logged as 'feedback'.
 */
export async function recipientFeedbackSave(
  services: Services,
  email: string,
  origin: ShareLogOrigin,
  input: { delivery_id: number; version: number; rating: number; comment: string },
) {
  const { db, clock } = services;
  const now = clock.now();
  const share = await requireShare(db, email, input.delivery_id, now);
  const version = await requireVersion(db, input.delivery_id, input.version);
  const names = (
    await db
      .select({ name: deliveryFiles.name })
      .from(deliveryFiles)
      .where(eq(deliveryFiles.version_id, version.id))
  ).map((f) => f.name);
  const batchId = await batchOf(db, input.delivery_id);
  const events = await inTransaction(db, async (tx) => {
    await tx
      .insert(recipientFeedback)
      .values({
        version_id: version.id,
        email,
        rating: input.rating,
        comment: input.comment,
        updated_at: now,
      })
      .onConflictDoUpdate({
        target: [recipientFeedback.version_id, recipientFeedback.email],
        set: { rating: input.rating, comment: input.comment, updated_at: now },
      });
    await tx
      .update(deliveryVersions)
      .set({ overall_feedback: input.rating })
      .where(eq(deliveryVersions.id, version.id));
    await tx.insert(comments).values({
      delivery_id: input.delivery_id,
      type: 'feedback',
      user_name: email,
      ...recipientFeedbackComment(input, names),
      created_at: now,
    });
    await recordAccess(tx, {
      deliveryId: input.delivery_id,
      actor: email,
      at: now,
      ...origin,
      ...SHARE_LOG.rated(email, input.version, input.rating, names),
    });
    // The outbox (decision 0035): the event commits with the rating.
    return [
      await stageDeliveryEvent(
        services.webhooks,
        tx,
        'feedback.received',
        { id: input.delivery_id, batch_id: batchId },
        { recipient: email, version: input.version, rating: input.rating, comment: input.comment },
      ),
    ];
  });
  // Committed: the event goes before the notification.
  await services.webhooks.release(events);
  await notifyStaff(db, share.shared_by_email, {
    kind: 'feedback',
    text: NOTIFICATION_TEXTS.feedback(email, batchId, input.version, input.rating),
    deliveryId: input.delivery_id,
    at: now,
  });
  return { success: true as const, message: RECIPIENT_MESSAGES.feedbackSaved };
}
