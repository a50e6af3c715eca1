import { recipientMailMessages as m } from '@ops/contracts';
import type { Translator } from '@ops/contracts/i18n';
import type { MailContent } from '@/lib/mail-content.js';
import { escapeHtml } from '@/lib/escape-html.js';

/**
 * A one-time code mail (a recipient's or a file request's contact): the code in the body alone, never in the
 * subject, which is kept after the mail is sent (decision 0018); in the reader's language (decision 0042).
 */
export function oneTimeCodeMail(
  t: Translator,
  options: { to: string; code: string; minutes: number },
  subject: string,
): MailContent {
  const lines = [
    t.t(m.codeIs, { code: options.code }),
    t.t(m.codeValid, { minutes: options.minutes }),
    t.t(m.codeIgnore),
  ];
  return {
    to: options.to,
    subject,
    text: lines.join('\n'),
    html: lines.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}
