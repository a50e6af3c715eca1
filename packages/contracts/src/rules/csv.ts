/**
 * The one CSV writer of the server's exports and the browser's files. A spreadsheet runs a cell that starts
 * like a formula (`=`, `+`, `-`, `@`) and some also after a leading tab or carriage return, so such a cell
 * gets a leading apostrophe: it then shows as the text it was (OWASP's advice for CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const formulaSafeCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** Quoted only when it must be (a comma, a quote or a line break in it), as RFC 4180 writes it. */
const quoted = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export type CsvValue = string | number | null | undefined;

/** One line of CSV with its line break (`\n` unless told); every cell formula-safe. */
export const csvLine = (cells: readonly CsvValue[], eol = '\n'): string =>
  `${cells.map((c) => quoted(formulaSafeCell(c == null ? '' : String(c)))).join(',')}${eol}`;

/**
 * A whole CSV file; `bom` starts it with a byte-order mark so spreadsheets read UTF-8 accents right, `eol`
 * ends each line (RFC 4180 says CRLF; the exports keep `\n`, as csv-stringify wrote them).
 */
export const csvText = (
  rows: readonly (readonly CsvValue[])[],
  { bom = false, eol = '\n' }: { bom?: boolean; eol?: string } = {},
): string => `${bom ? '\uFEFF' : ''}${rows.map((row) => csvLine(row, eol)).join('')}`;
