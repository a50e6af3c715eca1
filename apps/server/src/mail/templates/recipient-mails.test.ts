import { describe, expect, it } from 'vitest';
import { recipientMailMessages as m } from '@ops/contracts';
import { createTranslator, loadCatalogue } from '@ops/contracts/i18n';
import {
  complaintReplyMail,
  recipientCodeMail,
  secureKeyMail,
  shareEndingMail,
  shareInvitationMail,
} from './recipient.js';
import { deliveryMail } from './delivery.js';

const translator = async (locale: 'en' | 'de' | 'fr' | 'ja') =>
  createTranslator(locale, await loadCatalogue(locale));
const ends = new Date('2026-12-24T09:30:00Z');

describe('the mails a recipient gets, in their language (decision 0042)', () => {
  it('write every line from the catalogue, with dates in the locale and in UTC', async () => {
    const de = await translator('de');
    const catalogue = await loadCatalogue('de');
    const invitation = shareInvitationMail(de, {
      to: 'a@b.test',
      sender: 'Olivia <O>',
      batchId: 'NWL-5002',
      link: 'https://ops.test/shared#t=abc&x',
      expiresAt: ends,
    });
    expect(invitation.subject).toBe(catalogue[m.shareSubject.id]!.replace('{batchId}', 'NWL-5002'));
    expect(invitation.text).toContain('24. Dezember 2026 um 09:30 UTC');
    expect(invitation.text).toContain(catalogue[m.shareKeep.id]);
    // Names and links are escaped in the HTML part, whatever the language.
    expect(invitation.html).toContain('Olivia &lt;O&gt;');
    expect(invitation.html).toContain('href="https://ops.test/shared#t=abc&amp;x"');

    const ja = await translator('ja');
    const code = recipientCodeMail(ja, { to: 'a@b.test', code: '123456', minutes: 10 });
    expect(code.subject).toBe((await loadCatalogue('ja'))[m.codeSubject.id]);
    expect(code.subject).not.toContain('123456');
    expect(code.text).toContain('123456');
    expect(shareEndingMail(ja, { to: 'a@b.test', batchId: 'B-1', expiresAt: ends }).text).toContain(
      '2026年12月24日 09:30 UTC',
    );
  });

  it('keep the English mails as they were', async () => {
    const en = await translator('en');
    expect(recipientCodeMail(en, { to: 'a@b.test', code: '123456', minutes: 10 }).text).toBe(
      [
        'Your code is 123456',
        'It is valid for 10 minutes and works once.',
        'If you did not ask for it, you can ignore this e-mail.',
      ].join('\n'),
    );
    expect(secureKeyMail(en, { to: 'a@b.test', sender: 'Olivia', batchId: 'B-1', key: 'K' }).subject).toBe(
      'New secure key for batch B-1',
    );
    const resolved = complaintReplyMail(en, {
      to: 'a@b.test',
      batchId: 'B-1',
      version: 2,
      kind: 'resolution',
      text: 'Fixed.',
      reopenDays: 14,
    });
    expect(resolved.subject).toBe('Your complaint about batch B-1 is resolved');
    expect(resolved.text).toContain('We have resolved your complaint about batch B-1 (version 2):');
    expect(resolved.text).toContain('within 14 days.');
  });

  it('tell a client address of a delivery in its language, links and notes escaped', async () => {
    const fr = await translator('fr');
    const mail = deliveryMail(fr, {
      to: 'a@b.test',
      batchId: 'NWL-5002',
      version: 2,
      sender: 'Olivia',
      groups: [
        {
          files: ['a.docx'],
          notes: 'x <b>',
          interim: true,
          externalLink: 'https://x.test/?a=1&b=2',
          externalText: '',
        },
      ],
      attached: ['a.docx'],
      link: { kind: 'personal', url: 'https://ops.test/shared#t=abc' },
    });
    const catalogue = await loadCatalogue('fr');
    expect(mail.subject).toBe('Lot NWL-5002\u00a0: version 2 livrée');
    expect(mail.text).toContain(catalogue['mail.delivery.openPersonal']);
    expect(mail.html).toContain('<a href="https://x.test/?a=1&amp;b=2">https://x.test/?a=1&amp;b=2</a>');
    expect(mail.html).toContain('x &lt;b&gt;');
  });
});
