import { Unzip, UnzipInflate } from 'fflate';
import { SheetRefusal, type ParseLimits } from './sheet-refusal.js';

/** The parts read-excel-file reads: the workbook's XML and its relations; images and the like stay packed. */
const wanted = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');
const isWorksheet = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/.test(name);
const MAX_PARTS = 1000;
// Deflate expands at most about 1,032 times: feeding 4 KB at a time overshoots the limit by 4 MB at most.
const STEP = 4096;

const ROW_TAG = Buffer.from('<row');
const TAG_END = new Set([0x20, 0x09, 0x0a, 0x0d, 0x2f, 0x3e]);

/** Counts `<row` tags across chunk boundaries, so a sheet is refused for its rows before it is parsed. */
function rowCounter() {
  let count = 0;
  let tail = Buffer.alloc(0);
  return (chunk: Uint8Array) => {
    const buf = Buffer.concat([tail, chunk]);
    for (let i = buf.indexOf(ROW_TAG); i !== -1 && i + 4 < buf.length; i = buf.indexOf(ROW_TAG, i + 4)) {
      if (TAG_END.has(buf[i + 4]!)) count++;
    }
    tail = Buffer.from(buf.subarray(Math.max(0, buf.length - 4)));
    return count;
  };
}

/**
 * Unpacks an XLSX (a zip) keeping only the parts a sheet needs, counting every inflated byte and every row
 * tag as it goes: a small file that inflates to gigabytes is refused after the limit, not after the gigabytes.
 */
export function unpackLimited(zip: Uint8Array, limits: ParseLimits): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  let unpacked = 0;
  let parts = 0;
  let failure: SheetRefusal | undefined;
  const fail = (reason: SheetRefusal['reason']) => (failure ??= new SheetRefusal(reason));

  const unzip = new Unzip((file) => {
    if (failure || !wanted(file.name)) return;
    if (++parts > MAX_PARTS) return void fail('unpacked');
    const chunks: Uint8Array[] = [];
    const countRows = isWorksheet(file.name) ? rowCounter() : undefined;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) return void fail('unreadable');
      unpacked += chunk.length;
      if (unpacked > limits.maxUnpackedBytes) return void fail('unpacked');
      if (countRows && countRows(chunk) > limits.maxRows) return void fail('rows');
      chunks.push(chunk);
      if (final) files[file.name] = Buffer.concat(chunks);
    };
    file.start();
  });
  unzip.register(UnzipInflate);

  try {
    for (let at = 0; at < zip.length && !failure; at += STEP) unzip.push(zip.subarray(at, at + STEP));
    if (!failure) unzip.push(new Uint8Array(0), true);
  } catch {
    fail('unreadable');
  }
  if (failure) throw failure;
  return files;
}
