import { EMAIL_ATTACHMENT_LIMIT } from '@ops/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { sendInBackground } from '../../mail/background-mail.js';
import type { MailAttachment, Mailer } from '../../mail/mailer.js';
import { deliveryMail, type DeliveryMailGroup } from '../../mail/templates/delivery.js';
import type { StorageDriver } from '../../storage/storage-driver.js';
import { contentTypeOf } from '../files/content-types.js';
import type { ClaimedFile } from './upload-claims.js';

export interface DeliveryMailJob {
  recipients: string[];
  batchId: string;
  version: number;
  sender: string;
  groups: (DeliveryMailGroup & { n: number; attach: boolean })[];
  targets: ClaimedFile[];
}

interface MailDeps {
  mailer: Mailer;
  storage: StorageDriver;
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

async function sendOne(deps: MailDeps, job: DeliveryMailJob, to: string, files: ClaimedFile[]) {
  const attachments: MailAttachment[] = [];
  for (const file of files) {
    const stored = await deps.storage.get(file.storageKey);
    if (stored) {
      attachments.push({
        filename: file.name,
        content: stored.stream,
        contentType: contentTypeOf(file.format),
      });
    }
  }
  const message = deliveryMail({
    to,
    batchId: job.batchId,
    version: job.version,
    sender: job.sender,
    groups: job.groups,
    attached: files.map((f) => f.name),
  });
  await deps.mailer.send({ ...message, attachments });
}

/** Mails the requester and shared addresses after the delivery is committed, in the background. */
export function sendDeliveryMails(deps: MailDeps, log: FastifyBaseLogger, job: DeliveryMailJob) {
  const files = attachable(job);
  for (const to of new Set(job.recipients.map((r) => r.toLowerCase()))) {
    sendInBackground(deps, log, () => sendOne(deps, job, to, files), { to, batch: job.batchId });
  }
}
