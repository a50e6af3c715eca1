import { recipientMailMessages as m } from '@ops/contracts';
import type { Translator } from '@ops/contracts/i18n';
import type { MailContent } from '@/lib/mail-content.js';
import { oneTimeCodeMail } from './code-mail.js';
import { escapeHtml } from '@/lib/escape-html.js';

// Every mail a recipient gets is written in their language (decision 0042): the caller passes its translator.

const page = (paragraphs: string[], link?: { href: string; label: string }) =>
  [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
  ].join('\n');

/** An end of access as a mail can say it: the reader's zone is unknown, so in UTC with the zone named. */
const endsAt = (t: Translator, at: Date) => t.date(at, { time: true, utc: true, zoneName: true });

/** The personal link a recipient gets when a delivery is shared with them. */
export function shareInvitationMail(
  t: Translator,
  options: { to: string; sender: string; batchId: string; link: string; expiresAt: Date | null },
): MailContent {
  const { sender, batchId } = options;
  const lines = [
    t.t(m.hello),
    t.t(m.shareIntro, { sender, batchId }),
    t.t(m.shareHowTo),
    ...(options.expiresAt ? [t.t(m.shareEnds, { date: endsAt(t, options.expiresAt) })] : []),
    t.t(m.shareKeep),
  ];
  return {
    to: options.to,
    subject: t.t(m.shareSubject, { batchId }),
    text: [...lines, '', options.link].join('\n'),
    html: page(lines, { href: options.link, label: t.t(m.shareOpen, { batchId }) }),
  };
}

/** The one-time code that confirms a recipient's address. */
export const recipientCodeMail = (
  t: Translator,
  options: { to: string; code: string; minutes: number },
): MailContent => oneTimeCodeMail(t, options, t.t(m.codeSubject));

/** Tells the sender the first time a recipient downloads from a delivery (staff: English). */
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
export function shareEndingMail(t: Translator, options: { to: string; batchId: string; expiresAt: Date }) {
  const lines = [
    t.t(m.endingWhen, { batchId: options.batchId, date: endsAt(t, options.expiresAt) }),
    t.t(m.endingHint),
  ];
  return {
    to: options.to,
    subject: t.t(m.endingSubject, { batchId: options.batchId }),
    text: lines.join('\n'),
    html: page(lines),
  } satisfies MailContent;
}

/** A delivery's new secure key, for recipients who open it with the key instead of a code. */
export function secureKeyMail(
  t: Translator,
  options: { to: string; sender: string; batchId: string; key: string },
): MailContent {
  const lines = [
    t.t(m.keyIntro, { sender: options.sender, batchId: options.batchId }),
    options.key,
    t.t(m.keyHint),
  ];
  return {
    to: options.to,
    subject: t.t(m.keySubject, { batchId: options.batchId }),
    text: lines.join('\n'),
    html: page(lines),
  };
}

/** What staff answered to a recipient's complaint, or how they resolved it (decision 0040). */
export function complaintReplyMail(
  t: Translator,
  options: {
    to: string;
    batchId: string;
    version: number;
    kind: 'answer' | 'resolution';
    text: string;
    reopenDays: number;
  },
): MailContent {
  const { batchId, version } = options;
  const answer = options.kind === 'answer';
  const lines = [
    t.t(m.hello),
    t.t(answer ? m.answered : m.resolved, { batchId, version }),
    options.text,
    answer ? t.t(m.answerHint) : t.t(m.resolvedHint, { days: options.reopenDays }),
  ];
  return {
    to: options.to,
    subject: t.t(answer ? m.answerSubject : m.resolvedSubject, { batchId }),
    text: lines.join('\n'),
    html: page(lines),
  };
}
