import type { MailContent } from '@/lib/mail-content.js';
import { oneTimeCodeMail } from './code-mail.js';
import { createTranslator } from '@ops/contracts/i18n';

// File requests speak English (decision 0042): the code's own English messages need no catalogue.
const english = createTranslator('en', {});
import { escapeHtml } from '@/lib/escape-html.js';

/** The link a client contact gets to send files in (decision 0039): what is asked, by whom, until when. */
export function fileRequestMail(options: {
  to: string;
  sender: string;
  title: string;
  message: string;
  dueDate: string;
  extensions: string[];
  maxSize: string;
  link: string;
}): MailContent {
  const lines = [
    'Hello,',
    `${options.sender} asks you to send files for “${options.title}”.`,
    ...(options.message ? [options.message] : []),
    `Please send them by ${options.dueDate}.`,
    `Allowed file types: ${options.extensions.join(', ')}. Largest file: ${options.maxSize}.`,
    'Open the link below. We will e-mail you a code to confirm it is you.',
    'This link is for you alone; please do not forward it.',
  ];
  return {
    to: options.to,
    subject: `Files requested: ${options.title}`,
    text: [...lines, '', options.link].join('\n'),
    html: [
      ...lines.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(options.link)}">Send your files</a></p>`,
    ].join('\n'),
  };
}

/** The one-time code that confirms a file request's contact. */
export const fileRequestCodeMail = (options: { to: string; code: string; minutes: number }): MailContent =>
  oneTimeCodeMail(english, options, 'Your code to send your files');
