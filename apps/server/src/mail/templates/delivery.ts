import type { MailContent } from '@/lib/mail-content.js';
import { escapeHtml } from '@/lib/escape-html.js';

export interface DeliveryMailGroup {
  files: string[];
  notes: string;
  interim: boolean;
  externalLink: string;
  externalText: string;
}

/**
 * Where the mail sends its reader (decision 0033): staff to the console's page of the delivery, a client
 * address to its personal link when this delivery call made one, else to the portal's page of the delivery
 * (opened once signed in with the personal link the address was sent before).
 */
export interface DeliveryMailLink {
  kind: 'console' | 'personal' | 'portal';
  url: string;
}

const LINK_TEXTS: Record<DeliveryMailLink['kind'], { intro: string; label: string }> = {
  console: { intro: 'Open the delivery in the console:', label: 'Open the delivery' },
  personal: {
    intro: 'Open it with your personal link. We will e-mail you a code to confirm it is you:',
    label: 'Open the delivery',
  },
  portal: {
    intro: 'Open it in the portal (with the personal link you were sent, if you are not signed in):',
    label: 'Open the delivery',
  },
};

/** The mail a requester or a shared address gets when a batch (or a new version of it) is delivered. */
export function deliveryMail(options: {
  to: string;
  batchId: string;
  version: number;
  sender: string;
  groups: DeliveryMailGroup[];
  attached: string[];
  /** Where the delivery opens for this reader; none when nothing would open for them. */
  link?: DeliveryMailLink | null;
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
  const link = options.link ? { ...options.link, ...LINK_TEXTS[options.link.kind] } : null;
  const text = [
    'Hello,',
    '',
    `${options.sender} delivered ${version === 1 ? 'batch' : `version ${version} of batch`} ${batchId}.`,
    ...(link ? ['', link.intro, link.url] : []),
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
${link ? `<p>${escapeHtml(link.intro)} <a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>\n` : ''}${groupHtml}${options.attached.length ? `\n<p>Attached: ${options.attached.map(escapeHtml).join(', ')}</p>` : ''}`;
  return { to: options.to, subject: title, text, html };
}
