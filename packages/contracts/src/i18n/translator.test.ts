import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator.js';
import { loadCatalogue } from './catalogues.js';
import { negotiateLocale, resolveLocale, type Locale } from './locales.js';
import { ANSWER_PATTERNS } from './known-answers.js';
import type { MessageValues } from './define-messages.js';
import { recipientAnswerFormats, recipientAnswerMessages } from './answer-messages.js';
import { complaintAnswerFormats, complaintPortalFormats } from './complaint-messages.js';
import { portalFormats } from './portal-messages.js';
import { textTooLongMessage } from './shared-answer-messages.js';
import { RECIPIENT_MESSAGES } from '../recipients/recipient-texts.js';
import { COMPLAINT_MESSAGES } from '../feedback/complaint-texts.js';

const translator = async (locale: Locale) => createTranslator(locale, await loadCatalogue(locale));

describe('the language a recipient is spoken to in', () => {
  it('is their choice, else their browser’s first language we speak, else their client’s, else English', () => {
    expect(resolveLocale({ chosen: 'ja', browser: ['de-DE'], clientDefault: 'fr' })).toBe('ja');
    expect(resolveLocale({ chosen: null, browser: ['it-IT', 'de-CH', 'fr'], clientDefault: 'es' })).toBe(
      'de',
    );
    expect(resolveLocale({ browser: ['it-IT', 'pt'], clientDefault: 'es' })).toBe('es');
    expect(resolveLocale({ chosen: 'xx', browser: [], clientDefault: null })).toBe('en');
    expect(negotiateLocale(['JA_jp'])).toBe('ja');
    expect(negotiateLocale([])).toBeUndefined();
  });
});

describe('a translator', () => {
  it('writes lists and dated lines in the language’s order and punctuation', async () => {
    const files = ['a.docx', 'b.pdf', 'c.xlsx'];
    const line = async (locale: Locale) => {
      const t = await translator(locale);
      return [
        t.t(portalFormats.filesLine, { files: t.list(files) }),
        t.t(complaintPortalFormats.raisedOn, { date: '2026-11-30' }),
      ];
    };
    expect(await line('en')).toEqual(['Files: a.docx, b.pdf and c.xlsx', 'Raised on 2026-11-30']);
    expect(await line('fr')).toEqual(['Fichiers : a.docx, b.pdf et c.xlsx', 'Déposée le 2026-11-30']);
    expect(await line('ja')).toEqual(['ファイル：a.docx、b.pdf、c.xlsx', '2026-11-30に送信']);
  });

  it('formats plurals, numbers and dates by locale', async () => {
    const [en, de, ja] = await Promise.all([translator('en'), translator('de'), translator('ja')]);
    expect(en.t(recipientAnswerFormats.waitBeforeRetry, { seconds: 1 })).toBe(
      RECIPIENT_MESSAGES.waitBeforeRetry(1),
    );
    expect(en.t(portalFormats.stars, { count: 1 })).toBe('1 star');
    expect(en.t(portalFormats.stars, { count: 3 })).toBe('3 stars');
    expect(de.t(portalFormats.perVersion, { limit: 1500 })).toMatch(/^1\.500 /);
    const day = new Date('2026-11-26T17:58:00Z');
    expect(en.date(day, { time: true, utc: true, zoneName: true })).toBe('26 Nov 2026, 17:58 UTC');
    expect(en.date(day, { time: true, utc: true, seconds: true })).toBe('26 Nov 2026, 17:58:00');
    expect(de.date(day, { utc: true })).toBe('26. November 2026');
    expect(ja.date(day, { utc: true })).toBe('2026年11月26日');
    expect(en.size(3.2 * 1024 * 1024)).toBe('3.2 MB');
    expect(de.size(3.2 * 1024 * 1024)).toBe('3,2 MB');
  });

  it('says an English answer of the recipients’ calls in the language, values and all', async () => {
    const de = await translator('de');
    const catalogue = await loadCatalogue('de');
    expect(de.text(RECIPIENT_MESSAGES.codeWrong)).toBe(catalogue[recipientAnswerMessages.codeWrong.id]);
    expect(de.text(RECIPIENT_MESSAGES.waitBeforeRetry(30))).toContain('30');
    expect(de.text(RECIPIENT_MESSAGES.waitBeforeRetry(30))).not.toBe(RECIPIENT_MESSAGES.waitBeforeRetry(30));
    expect(de.text(COMPLAINT_MESSAGES.fileNotInVersion('a.docx'))).toContain('a.docx');
    expect(de.text('Some text nobody catalogued.')).toBe('Some text nobody catalogued.');
  });

  it('keeps the English written out in the code equal to the catalogue’s English', async () => {
    const en = await translator('en');
    for (const seconds of [1, 2, 59])
      expect(RECIPIENT_MESSAGES.waitBeforeRetry(seconds)).toBe(
        en.t(recipientAnswerFormats.waitBeforeRetry, { seconds }),
      );
    expect(RECIPIENT_MESSAGES.textTooLong(2000)).toBe(en.t(textTooLongMessage, { max: 2000 }));
    expect(COMPLAINT_MESSAGES.fileNotInVersion('x “y”.pdf')).toBe(
      en.t(complaintAnswerFormats.fileNotInVersion, { name: 'x “y”.pdf' }),
    );
    expect(COMPLAINT_MESSAGES.reopenWindowOver(14)).toBe(
      en.t(complaintAnswerFormats.reopenWindowOver, { days: 14 }),
    );
    for (const { message, pattern } of ANSWER_PATTERNS) {
      const sample: MessageValues =
        message === recipientAnswerFormats.waitBeforeRetry ? { seconds: 7 } : { name: 'a.pdf' };
      expect(pattern.test(en.t(message, sample))).toBe(true);
    }
  });
});
