import type { MailContent } from '@/lib/mail-content.js';
import { escapeHtml } from '@/lib/escape-html.js';

/** The daily summary of a staff member's unread notifications (issue 24). */
export function digestMail(options: { to: string; texts: string[]; consoleUrl: string }): MailContent {
  const count = options.texts.length;
  const intro = `${count} ${count === 1 ? 'notification' : 'notifications'} you have not read yet:`;
  return {
    to: options.to,
    subject: `Your daily summary: ${count} new ${count === 1 ? 'notification' : 'notifications'}`,
    text: [
      intro,
      '',
      ...options.texts.map((t) => `- ${t}`),
      '',
      `Open the console: ${options.consoleUrl}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<ul>${options.texts.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul>`,
      `<p><a href="${escapeHtml(options.consoleUrl)}">Open the console</a></p>`,
    ].join('\n'),
  };
}
