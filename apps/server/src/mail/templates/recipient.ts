import type { MailContent } from '@/lib/mail-content.js';
import { oneTimeCodeMail } from './code-mail.js';
import { escapeHtml } from '@/lib/escape-html.js';

const page = (paragraphs: string[], link?: { href: string; label: string }) =>
  [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
  ].join('\n');

/** The personal link a recipient gets when a delivery is shared with them. */
export function shareInvitationMail(options: {
  to: string;
  sender: string;
  batchId: string;
  link: string;
  expiresAt: Date | null;
}): MailContent {
  const lines = [
    'Hello,',
    `${options.sender} shared the delivery of batch ${options.batchId} with you.`,
    'Open it with your personal link below. We will e-mail you a code to confirm it is you.',
    ...(options.expiresAt ? [`Your access ends on ${options.expiresAt.toUTCString()}.`] : []),
    'This link is for you alone; please do not forward it. A colleague can ask for access from the delivery page.',
  ];
  return {
    to: options.to,
    subject: `Delivery of batch ${options.batchId} shared with you`,
    text: [...lines, '', options.link].join('\n'),
    html: page(lines, { href: options.link, label: `Open batch ${options.batchId}` }),
  };
}

/** The one-time code that confirms a recipient's address. */
export const recipientCodeMail = (options: { to: string; code: string; minutes: number }): MailContent =>
  oneTimeCodeMail(options, 'Your code to open your delivery');

/** Tells the sender the first time a recipient downloads from a delivery. */
export function downloadReceiptMail(options: {
  to: string;
  recipient: string;
  batchId: string;
  version: number;
  files: string[];
}): MailContent {
  const lines = [
    `${options.recipient} downloaded from batch ${options.batchId} (version ${options.version}) for the first time:`,
    options.files.join(', '),
  ];
  return {
    to: options.to,
    subject: `${options.recipient} downloaded batch ${options.batchId}`,
    text: lines.join('\n'),
    html: page(lines),
  };
}

/** A day before a share ends. */
export function shareEndingMail(options: { to: string; batchId: string; expiresAt: Date }) {
  const lines = [
    `Your access to the delivery of batch ${options.batchId} ends on ${options.expiresAt.toUTCString()}.`,
    'Download what you need before then, or ask the sender to extend it.',
  ];
  return {
    to: options.to,
    subject: `Access to batch ${options.batchId} ends soon`,
    text: lines.join('\n'),
    html: page(lines),
  } satisfies MailContent;
}

/** A delivery's new secure key, for recipients who open it with the key instead of a code. */
export function secureKeyMail(options: {
  to: string;
  sender: string;
  batchId: string;
  key: string;
}): MailContent {
  const lines = [
    `${options.sender} made a new secure key for the delivery of batch ${options.batchId}:`,
    options.key,
    'Enter it on the delivery page instead of the e-mailed code. It replaces any earlier key.',
  ];
  return {
    to: options.to,
    subject: `New secure key for batch ${options.batchId}`,
    text: lines.join('\n'),
    html: page(lines),
  };
}

/** What staff answered to a recipient's complaint, or how they resolved it (decision 0040). */
export function complaintReplyMail(options: {
  to: string;
  batchId: string;
  version: number;
  kind: 'answer' | 'resolution';
  text: string;
  reopenDays: number;
}): MailContent {
  const about = `your complaint about batch ${options.batchId} (version ${options.version})`;
  const lines = [
    'Hello,',
    options.kind === 'answer' ? `We have answered ${about}:` : `We have resolved ${about}:`,
    options.text,
    options.kind === 'answer'
      ? 'You can read it with the delivery, through your personal link.'
      : `If it is not resolved for you, you can reopen it from the delivery page within ${options.reopenDays} ` +
        'days.',
  ];
  return {
    to: options.to,
    subject:
      options.kind === 'answer'
        ? `Answer to your complaint about batch ${options.batchId}`
        : `Your complaint about batch ${options.batchId} is resolved`,
    text: lines.join('\n'),
    html: page(lines),
  };
}
