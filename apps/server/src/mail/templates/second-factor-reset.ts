import type { MailContent } from '@/lib/mail-content.js';
import { escapeHtml } from '@/lib/escape-html.js';

/** Tells a staff member that an admin removed their second factors, so an unexpected reset is noticed. */
export function secondFactorResetMail(options: {
  to: string;
  firstName: string;
  resetBy: string;
  signInUrl: string;
}): MailContent {
  const name = options.firstName || 'there';
  const lines = [
    `${options.resetBy} has reset the second factors of your operations console account: your authenticator app, passkeys and recovery codes no longer work, and your open sessions were ended.`,
    'Sign in with your password and set up a new second factor from your profile page.',
    'If you did not ask for this, tell your administrator at once.',
  ];
  const text = [`Hello ${name},`, '', lines[0], '', lines[1], options.signInUrl, '', lines[2]].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(lines[0]!)}</p>
<p>${escapeHtml(lines[1]!)} <a href="${escapeHtml(options.signInUrl)}">Sign in</a></p>
<p>${escapeHtml(lines[2]!)}</p>`;
  return { to: options.to, subject: 'Your second factor was reset', text, html };
}
