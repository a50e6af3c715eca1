import { describe, expect, it } from 'vitest';
import { fileBaseName, formatFileName } from './recipient-views.js';

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
