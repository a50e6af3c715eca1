import type { MailContent } from '@/lib/mail-content.js';
import { escapeHtml } from '@/lib/escape-html.js';
import { utcDay } from '@ops/contracts';

/** Warns a delivery's requester and sharers 14 days before its stored files are removed (decision 0023). */
export function retentionWarningMail(options: { to: string; batchId: string; removalAt: Date }): MailContent {
  const day = utcDay(options.removalAt);
  const lines = [
    'Hello,',
    `The files of the delivery of batch ${options.batchId} will be removed on ${day} under the retention policy.`,
    'Download what you need to keep before then. The delivery stays listed; its files cannot be downloaded afterwards.',
  ];
  return {
    to: options.to,
    subject: `Files of batch ${options.batchId} will be removed on ${day}`,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
