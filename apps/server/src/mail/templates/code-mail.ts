import type { MailContent } from '@/lib/mail-content.js';
import { escapeHtml } from '@/lib/escape-html.js';

/**
 * A one-time code mail (a recipient's or a file request's contact): the code in the body alone, never in the
 * subject, which is kept after the mail is sent (decision 0018).
 */
export function oneTimeCodeMail(
  options: { to: string; code: string; minutes: number },
  subject: string,
): MailContent {
  const lines = [
    `Your code is ${options.code}`,
    `It is valid for ${options.minutes} minutes and works once.`,
    'If you did not ask for it, you can ignore this e-mail.',
  ];
  return {
    to: options.to,
    subject,
    text: lines.join('\n'),
    html: lines.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}
