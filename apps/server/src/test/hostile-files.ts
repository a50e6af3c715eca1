import { crc32, deflateRawSync, constants } from 'node:zlib';

/**
 * Hostile spreadsheets made at test time, small on disk (decision 0019): a deflate stream built from one
 * compressed segment repeated (each segment ends on a full flush, so it stands alone), with the final
 * empty block after it. A megabyte of text compresses to about a kilobyte, so 2 GiB fit in 2 MB.
 */
function repeatedDeflate(head: string, segment: string, times: number, tail = '') {
  const flush = (text: string) =>
    deflateRawSync(Buffer.from(text), { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  const body = flush(segment);
  return Buffer.concat([
    flush(head),
    ...Array.from({ length: times }, () => body),
    flush(tail),
    Buffer.from([0x03, 0x00]),
  ]);
}

interface Entry {
  name: string;
  /** Raw deflate data, or plain bytes stored as they are. */
  deflated?: Buffer;
  stored?: Buffer;
  /** The uncompressed size the headers claim (a lie if you like); default the true one when known. */
  declaredSize?: number;
}

/** A zip of the given entries, with local headers and a central directory (no data descriptors). */
function zipOf(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = entry.deflated ?? entry.stored!;
    const method = entry.deflated ? 8 : 0;
    const crc = entry.stored ? crc32(entry.stored) : 0;
    const size = entry.declaredSize ?? (entry.stored ? entry.stored.length : 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORKBOOK_PARTS: Entry[] = [
  {
    name: '[Content_Types].xml',
    stored: Buffer.from(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
  },
  {
    name: '_rels/.rels',
    stored: Buffer.from(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
  },
  {
    name: 'xl/workbook.xml',
    stored: Buffer.from(
      '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    stored: Buffer.from(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
  },
];

const SHEET_HEAD =
  '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';
const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** An XLSX whose one sheet part, about `mebibytes` MiB of blank space, is packed into a few KB per MiB. */
export function xlsxBomb(mebibytes: number): Buffer {
  const sheet = repeatedDeflate(SHEET_HEAD, ' '.repeat(1024 * 1024), mebibytes, SHEET_TAIL);
  // The headers claim a small part: the reader must count what it inflates, not trust them.
  return zipOf([
    ...WORKBOOK_PARTS,
    { name: 'xl/worksheets/sheet1.xml', deflated: sheet, declaredSize: 4096 },
  ]);
}

/** An XLSX of about `rows` row tags (whole segments of 10,000 alike: a parser would refuse it, a counter counts it). */
export function xlsxOfRepeatedRows(rows: number): Buffer {
  const segment = `<row r="2">${cell('A2', 'A')}</row>`.repeat(10_000);
  const sheet = repeatedDeflate(SHEET_HEAD, segment, Math.ceil(rows / 10_000), SHEET_TAIL);
  return zipOf([
    ...WORKBOOK_PARTS,
    { name: 'xl/worksheets/sheet1.xml', deflated: sheet, declaredSize: 4096 },
  ]);
}

/** A well-formed XLSX: the given rows of text cells (columns A, B, ...). */
export function xlsxOf(rows: string[][]): Buffer {
  const column = (i: number) => String.fromCharCode(65 + i);
  const xml = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells.map((text, i) => cell(`${column(i)}${r + 1}`, text)).join('')}</row>`,
    )
    .join('');
  const sheet = deflateRawSync(Buffer.from(SHEET_HEAD + xml + SHEET_TAIL), { level: 1 });
  return zipOf([
    ...WORKBOOK_PARTS,
    { name: 'xl/worksheets/sheet1.xml', deflated: sheet, declaredSize: 4096 },
  ]);
}
