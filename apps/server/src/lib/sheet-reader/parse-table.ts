import { zipSync } from 'fflate';
import { SheetRefusal, type ParseLimits, type Table } from './sheet-refusal.js';
import { unpackLimited } from './unpack-limited.js';

const cellText = (cell: unknown) =>
  cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell).trim();

async function readXlsx(bytes: Uint8Array, limits: ParseLimits): Promise<unknown[][]> {
  const parts = unpackLimited(bytes, limits);
  // The parser unzips again: it gets the checked parts stored uncompressed, so what it reads is what was counted.
  const stored = zipSync(parts, { level: 0 });
  const { readSheet } = await import('read-excel-file/universal');
  return readSheet(
    stored.buffer.slice(stored.byteOffset, stored.byteOffset + stored.byteLength) as ArrayBuffer,
  );
}

async function readCsv(bytes: Uint8Array, limits: ParseLimits): Promise<unknown[][]> {
  const { parse } = await import('csv-parse/sync');
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  // One record past the limit is enough to refuse; the rest of the file is never parsed.
  return parse(text.replace(/^\uFEFF/, ''), {
    relax_column_count: true,
    skip_empty_lines: true,
    to: limits.maxRows + 1,
  }) as unknown[][];
}

/** Reads a CSV or XLSX file's first sheet; XLSX is recognised by its zip signature, anything else is CSV. */
export async function parseTable(bytes: Uint8Array, limits: ParseLimits): Promise<Table> {
  const isZip =
    bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;
  if (!isZip && bytes.subarray(0, 4096).includes(0)) throw new SheetRefusal('unreadable');
  let rows: unknown[][];
  try {
    rows = isZip ? await readXlsx(bytes, limits) : await readCsv(bytes, limits);
  } catch (error) {
    throw error instanceof SheetRefusal ? error : new SheetRefusal('unreadable');
  }
  if (rows.length > limits.maxRows) throw new SheetRefusal('rows');
  return rows.map((row) => row.map(cellText));
}
