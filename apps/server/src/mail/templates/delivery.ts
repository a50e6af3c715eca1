import type { MailContent } from '@/lib/mail-content.js';
import { escapeHtml } from './escape-html.js';

export interface DeliveryMailGroup {
  files: string[];
  notes: string;
  interim: boolean;
  externalLink: string;
  externalText: string;
}

/** The mail a requester or a shared address gets when a batch (or a new version of it) is delivered. */
export function deliveryMail(options: {
  to: string;
  batchId: string;
  version: number;
  sender: string;
  groups: DeliveryMailGroup[];
  attached: string[];
}): MailContent {
  const { batchId, version } = options;
  const title =
    version === 1 ? `Batch ${batchId} delivered` : `Batch ${batchId}: version ${version} delivered`;
  const groupText = options.groups.map((g, i) =>
    [
      `Group ${i + 1}${g.interim ? ' (interim output)' : ''}:`,
      ...g.files.map((f) => `  - ${f}`),
      ...(g.externalLink ? [`  Link: ${g.externalLink}`] : []),
      ...(g.externalText ? [`  Code: ${g.externalText}`] : []),
      ...(g.notes ? [`  Notes: ${g.notes}`] : []),
    ].join('\n'),
  );
  const attachedText = options.attached.length ? ['', `Attached: ${options.attached.join(', ')}`] : [];
  const text = [
    'Hello,',
    '',
    `${options.sender} delivered ${version === 1 ? 'batch' : `version ${version} of batch`} ${batchId}.`,
    '',
    ...groupText,
    ...attachedText,
  ].join('\n');
  const groupHtml = options.groups
    .map(
      (g, i) => `<h3>Group ${i + 1}${g.interim ? ' (interim output)' : ''}</h3>
<ul>${g.files.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>${
        g.externalLink
          ? `<p>Link: <a href="${escapeHtml(g.externalLink)}">${escapeHtml(g.externalLink)}</a></p>`
          : ''
      }${g.externalText ? `<p>Code: ${escapeHtml(g.externalText)}</p>` : ''}${
        g.notes ? `<p>Notes: ${escapeHtml(g.notes)}</p>` : ''
      }`,
    )
    .join('\n');
  const html = `<p>Hello,</p>
<p>${escapeHtml(options.sender)} delivered ${version === 1 ? 'batch' : `version ${version} of batch`} ${escapeHtml(batchId)}.</p>
${groupHtml}${options.attached.length ? `\n<p>Attached: ${options.attached.map(escapeHtml).join(', ')}</p>` : ''}`;
  return { to: options.to, subject: title, text, html };
}
