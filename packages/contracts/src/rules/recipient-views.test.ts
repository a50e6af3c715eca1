import { describe, expect, it } from 'vitest';
import {
  fileBaseName,
  formatFileName,
  recipientDeliverySummary,
  recipientDeliveryView,
  withoutFileMentions,
} from './recipient-views.js';

describe('the name a stored format of a file saves under', () => {
  it.each([
    ['Annual Report.docx', 'pdf', 'Annual Report.pdf'],
    ['Annual Report.final.docx', 'pdf', 'Annual Report.final.pdf'],
    ['Campaign Banner', 'png', 'Campaign Banner.png'],
    ['legacy/folder/Market Scan.xlsx', 'pdf', 'Market Scan.pdf'],
    ['', 'pdf', 'file.pdf'],
  ])('%s as %s saves as %s', (name, format, expected) => {
    expect(formatFileName(name, format)).toBe(expected);
  });

  it('keeps the base name the zip numbers when two files share it', () => {
    expect(fileBaseName('Board Deck.pptx')).toBe('Board Deck');
    expect(fileBaseName('legacy/')).toBe('file');
  });
});

describe("a note's '@file' mentions, left out for recipients", () => {
  it.each([
    ['@in.docx Final', ['in.docx'], 'Final'],
    [
      '@Annual Report.pdf @Board Deck.pdf Please check the figures',
      ['Annual Report.pdf', 'Board Deck.pdf'],
      'Please check the figures',
    ],
    ['@draft.docx @notes.txt see page 2', [], 'see page 2'],
    ['  @a.pdf\nSecond line', ['a.pdf'], 'Second line'],
    ['First line\n@b.pdf fixed typo', ['b.pdf'], 'First line\nfixed typo'],
    ['@a.pdf', ['a.pdf'], ''],
  ])('%j reads %j', (text, files, expected) => {
    expect(withoutFileMentions(text, files)).toBe(expected);
  });

  it('keeps a text without mentions, and a mention inside a sentence, as written', () => {
    expect(withoutFileMentions('  Version 1: final files.  ')).toBe('  Version 1: final files.  ');
    expect(withoutFileMentions('Mail ann@example.com or see @a.pdf')).toBe(
      'Mail ann@example.com or see @a.pdf',
    );
    expect(withoutFileMentions('@ the start, a lone at sign')).toBe('@ the start, a lone at sign');
  });

  it('is what the recipient view answers, for the server and the demo alike', () => {
    const view = recipientDeliveryView(
      recipientDeliverySummary(
        { id: 1, batch_id: 'B-1', current_version: 1, assignment_name: 'Investor Update 2026' },
        'Acme',
        {
          shared_by: 'Olivia',
          shared_at: '2026-11-26T10:00:00.000Z',
          expires_at: null,
        },
      ),
      [
        {
          version: 1,
          delivered_at: null,
          notes: [{ files: ['in.docx'], notes: '@in.docx Final' }],
          files: [],
        },
      ],
      () => undefined,
      [],
    );
    expect(view.assignment_name).toBe('Investor Update 2026');
    expect(view.versions[0]!.notes).toEqual([{ files: ['in.docx'], notes: 'Final' }]);
  });
});
