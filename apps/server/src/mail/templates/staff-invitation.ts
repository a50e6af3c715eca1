import type { MailContent } from '@/lib/mail-content.js';
import { escapeHtml } from '@/lib/escape-html.js';

export function staffInvitationMail(options: {
  to: string;
  firstName: string;
  invitedBy: string;
  link: string;
  validHours: number;
}): MailContent {
  const name = options.firstName || 'there';
  const text = [
    `Hello ${name},`,
    '',
    `${options.invitedBy} has invited you to the operations console.`,
    `Open this link within ${options.validHours} hours to choose your password, then sign in with this e-mail address:`,
    '',
    options.link,
    '',
    'The link works once. If you did not expect this invitation, you can ignore this e-mail.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(options.invitedBy)} has invited you to the operations console.
Open this link within ${options.validHours} hours to choose your password, then sign in with this e-mail address:</p>
<p><a href="${escapeHtml(options.link)}">Choose your password</a></p>
<p>The link works once. If you did not expect this invitation, you can ignore this e-mail.</p>`;
  return { to: options.to, subject: 'You are invited to the operations console', text, html };
}
