import { describe, expect, it } from 'vitest';
import { csvLine, csvText, formulaSafeCell } from './csv.js';

describe('formula-safe CSV', () => {
  it.each(['=1+1', '+33 1 23', '-2', '@SUM(A1)', '\tcmd', '\rcmd', '=HYPERLINK("http://x","y")'])(
    'neutralises %j with a leading apostrophe',
    (cell) => {
      expect(formulaSafeCell(cell)).toBe(`'${cell}`);
    },
  );

  it.each(['plain', '', 'a=b', ' =1', "'=1", '1-2', 'x@example.com'])('leaves %j as it is', (cell) => {
    expect(formulaSafeCell(cell)).toBe(cell);
  });

  it('quotes only cells that need it, after neutralising', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 'two\nlines', '=1,2', 3, null, undefined])).toBe(
      'a,"b,c","say ""hi""","two\nlines","\'=1,2",3,,\n',
    );
  });

  it('writes a file, with a byte-order mark on request', () => {
    expect(
      csvText([
        ['h1', 'h2'],
        ['=x', 'y'],
      ]),
    ).toBe("h1,h2\n'=x,y\n");
    expect(csvText([['h']], { bom: true })).toBe('\uFEFFh\n');
    expect(
      csvText(
        [
          ['a', 'b'],
          ['-1', 'c'],
        ],
        { eol: '\r\n' },
      ),
    ).toBe("a,b\r\n'-1,c\r\n");
  });
});
