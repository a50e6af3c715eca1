import { EMAIL_ATTACHMENT_LIMIT, withoutFileMentions } from '@ops/contracts';
import type { MailQueue } from '@/mail/mail-queue.js';
import { deliveryMail, type DeliveryMailGroup } from '@/mail/templates/delivery.js';
import { contentTypeOf } from '@/lib/content-types.js';
import type { ClaimedFile } from './upload-claims.js';
import type { DeliveryMailRecipients } from './delivery-links.js';

interface DeliveryMailJob {
  recipients: string[];
  batchId: string;
  version: number;
  sender: string;
  /** The sender's address and the delivery: told in the bell when a mail's first try fails. */
  senderEmail: string;
  deliveryId: number;
  groups: (DeliveryMailGroup & { n: number; attach: boolean })[];
  targets: ClaimedFile[];
  /** Where the delivery opens for each address, and its language (deliveryMailRecipients). */
  recipientsKnown: DeliveryMailRecipients;
}

/** Target files of the groups that asked for it, group by group while the total stays within the limit. */
function attachable(job: DeliveryMailJob): ClaimedFile[] {
  const chosen: ClaimedFile[] = [];
  let total = 0;
  for (const group of job.groups.filter((g) => g.attach)) {
    const files = job.targets.filter((f) => f.group === group.n);
    const size = files.reduce((sum, f) => sum + f.size, 0);
    if (total + size > EMAIL_ATTACHMENT_LIMIT) continue;
    total += size;
    chosen.push(...files);
  }
  return chosen;
}

/**
 * Queues the mail to the requester and each shared address after the delivery is committed: staff's in
 * English, a client address's in the language it is written to (decision 0042).
 */
export async function sendDeliveryMails(deps: { mail: MailQueue }, job: DeliveryMailJob) {
  const files = attachable(job);
  const attachments = files.map((f) => ({
    filename: f.name,
    key: f.storageKey,
    contentType: contentTypeOf(f.format),
  }));
  // Outside the console the notes read as recipients read them: without the internal '@file' mentions.
  const clientGroups = job.groups.map((g) => ({ ...g, notes: withoutFileMentions(g.notes, g.files) }));
  const addresses = [...new Set(job.recipients.map((r) => r.toLowerCase()))];
  const { links, translatorOf } = job.recipientsKnown;
  for (const to of addresses) {
    const link = links.get(to) ?? null;
    const message = deliveryMail(translatorOf(to), {
      to,
      batchId: job.batchId,
      version: job.version,
      sender: job.sender,
      groups: link?.kind === 'console' ? job.groups : clientGroups,
      attached: files.map((f) => f.name),
      link,
    });
    await deps.mail.queue({
      ...message,
      attachments,
      onFailure: { staffEmail: job.senderEmail, deliveryId: job.deliveryId, batchId: job.batchId },
    });
  }
}
