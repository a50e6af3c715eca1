import type { MailContent } from '@/lib/mail-content.js';
import { escapeHtml } from '@/lib/escape-html.js';

export function resetPasswordMail(options: {
  to: string;
  firstName: string;
  link: string;
  validMinutes: number;
}): MailContent {
  const name = options.firstName || 'there';
  const text = [
    `Hello ${name},`,
    '',
    'We received a request to reset the password of your operations console account.',
    `Open this link within ${options.validMinutes} minutes to choose a new password:`,
    '',
    options.link,
    '',
    'The link works once. If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>We received a request to reset the password of your operations console account.
Open this link within ${options.validMinutes} minutes to choose a new password:</p>
<p><a href="${escapeHtml(options.link)}">Reset your password</a></p>
<p>The link works once. If you did not ask for this, you can ignore this e-mail; your password stays as it is.</p>`;
  return { to: options.to, subject: 'Reset your password', text, html };
}
