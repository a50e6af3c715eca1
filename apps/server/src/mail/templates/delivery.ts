import { deliveryMailMessages as dm, recipientMailMessages } from '@ops/contracts';
import type { Translator } from '@ops/contracts/i18n';
import type { MailContent } from '@/lib/mail-content.js';

const m = { ...dm, hello: recipientMailMessages.hello };
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

const LINK_INTROS = {
  console: m.openConsole,
  personal: m.openPersonal,
  portal: m.openPortal,
} as const satisfies Record<DeliveryMailLink['kind'], unknown>;

// A value's place in a line whose HTML escapes it; the anchor then takes its place.
const LINK_SLOT = '\u0001link\u0001';

/**
 * The mail a requester or a shared address gets when a batch (or a new version of it) is delivered: in the
 * reader's language (decision 0042); staff read it in English.
 */
export function deliveryMail(
  t: Translator,
  options: {
    to: string;
    batchId: string;
    version: number;
    sender: string;
    groups: DeliveryMailGroup[];
    attached: string[];
    /** Where the delivery opens for this reader; none when nothing would open for them. */
    link?: DeliveryMailLink | null;
  },
): MailContent {
  const { batchId, version, sender } = options;
  const first = version === 1;
  const title = t.t(first ? m.subjectFirst : m.subjectVersion, { batchId, version });
  const delivered = t.t(first ? m.deliveredFirst : m.deliveredVersion, { sender, batchId, version });
  const heading = (g: DeliveryMailGroup, i: number) =>
    t.t(g.interim ? m.groupInterim : m.group, { n: i + 1 });
  const groupText = options.groups.map((g, i) =>
    [
      `${heading(g, i)}:`,
      ...g.files.map((f) => `  - ${f}`),
      ...(g.externalLink ? [`  ${t.t(m.linkLine, { link: g.externalLink })}`] : []),
      ...(g.externalText ? [`  ${t.t(m.codeLine, { code: g.externalText })}`] : []),
      ...(g.notes ? [`  ${t.t(m.notesLine, { notes: g.notes })}`] : []),
    ].join('\n'),
  );
  const attachedLine = options.attached.length
    ? t.t(m.attachedLine, { files: t.list(options.attached) })
    : '';
  const link = options.link
    ? { url: options.link.url, intro: t.t(LINK_INTROS[options.link.kind]), label: t.t(m.openLabel) }
    : null;
  const text = [
    t.t(m.hello),
    '',
    delivered,
    ...(link ? ['', link.intro, link.url] : []),
    '',
    ...groupText,
    ...(attachedLine ? ['', attachedLine] : []),
  ].join('\n');
  const anchor = (href: string) => `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;
  const groupHtml = options.groups
    .map(
      (g, i) => `<h3>${escapeHtml(heading(g, i))}</h3>
<ul>${g.files.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>${
        g.externalLink
          ? `<p>${escapeHtml(t.t(m.linkLine, { link: LINK_SLOT })).replace(LINK_SLOT, anchor(g.externalLink))}</p>`
          : ''
      }${g.externalText ? `<p>${escapeHtml(t.t(m.codeLine, { code: g.externalText }))}</p>` : ''}${
        g.notes ? `<p>${escapeHtml(t.t(m.notesLine, { notes: g.notes }))}</p>` : ''
      }`,
    )
    .join('\n');
  const html = `<p>${escapeHtml(t.t(m.hello))}</p>
<p>${escapeHtml(delivered)}</p>
${link ? `<p>${escapeHtml(link.intro)} <a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>\n` : ''}${groupHtml}${attachedLine ? `\n<p>${escapeHtml(attachedLine)}</p>` : ''}`;
  return { to: options.to, subject: title, text, html };
}
