/** A sheet's cells as text, rows of columns; dates become ISO strings. */
export type Table = string[][];

const cellText = (cell: unknown) =>
  cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell).trim();

/** Reads a CSV or XLSX file's first sheet; XLSX is recognised by its zip signature, anything else is CSV. */
export async function readTable(bytes: Buffer): Promise<Table> {
  const isZip = bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;
  if (!isZip && bytes.subarray(0, 4096).includes(0)) throw new Error('not a text file');
  // The parsers load on first use: an import is rare, and a server that never sees one keeps its memory.
  const rows: unknown[][] = isZip
    ? await (await import('read-excel-file/node')).readSheet(bytes)
    : (await import('csv-parse/sync')).parse(bytes.toString('utf8').replace(/^\uFEFF/, ''), {
        relax_column_count: true,
        skip_empty_lines: true,
      });
  return rows.map((row) => row.map(cellText));
}
