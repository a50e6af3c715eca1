import { describe, expect, it } from 'vitest';
import { onePagePdf } from './one-page-pdf.js';

describe('a one-page sample PDF', () => {
  const pdf = onePagePdf(['Contract (draft)', 'Zürich \\ 2026'], { width: 520, height: 240, fontSize: 14 });

  it('has its objects where the cross-reference table says', () => {
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(pdf.slice(offset)).toMatch(new RegExp(`^${i + 1} 0 obj\n`)));
    const stream = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf)!;
    expect(stream[2]).toHaveLength(Number(stream[1]));
  });

  it('writes each line, escaped, on the page of the size asked', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf).toContain('/MediaBox [0 0 520 240]');
    expect(pdf).toContain('(Contract \\(draft\\)) Tj');
    expect(pdf).toContain('(Z?rich \\\\ 2026) Tj');
  });
});
