import { DELIVERY_MESSAGES } from '../deliveries/delivery-texts.js';
import { formatBytes } from '../deliveries/file-rules.js';
import type { ListedParts } from './upload-parts.js';

/** The case's upload: three parts of the part size the get-url call answered, the last one 777 bytes. */
const CASE_LAST_PART_BYTES = 777;
export const caseFileSize = (chunk: number) => 2 * chunk + CASE_LAST_PART_BYTES;

const inOrder = (etags: readonly string[]): ListedParts =>
  etags.map((ETag, i) => ({ ETag, PartNumber: i + 1 }));

/**
 * A chunked upload's parts (rules/upload-parts.ts), from the part PUTs to the complete call. Each case starts
 * a three-part upload, PUTs the parts `uploaded` (default all three, each its right length) and sends the
 * complete call's list, made from the ETags the PUTs answered (a part not PUT has none: ''). The rule's own
 * test, the server's routes and the demo's handlers run every case.
 */
export const UPLOAD_PART_CASES: readonly {
  name: string;
  uploaded?: readonly number[];
  /** A part PUT with this many bytes instead of its length (refused and not recorded), before the others. */
  wrongPut?: { part: number; bytes: (chunk: number) => number; refusal: (chunk: number) => string };
  sent: (etags: readonly string[]) => ListedParts;
  refusal: string | null;
}[] = [
  { name: 'every part listed with its ETag completes', sent: inOrder, refusal: null },
  {
    name: 'parts listed in any order complete',
    sent: (e) => [...inOrder(e)].reverse(),
    refusal: null,
  },
  {
    name: 'ETags without quotes, weak or with spaces round them complete',
    sent: (e) => [
      { ETag: e[0]!.replace(/"/g, ''), PartNumber: 1 },
      { ETag: `W/${e[1]}`, PartNumber: 2 },
      { ETag: ` ${e[2]} `, PartNumber: 3 },
    ],
    refusal: null,
  },
  {
    name: 'a part listed twice with the same ETag completes',
    sent: (e) => [...inOrder(e), { ETag: e[1]!, PartNumber: 2 }],
    refusal: null,
  },
  {
    name: 'a part left out of the list is refused',
    sent: (e) => inOrder(e).filter((p) => p.PartNumber !== 2),
    refusal: DELIVERY_MESSAGES.partsMissing([2]),
  },
  {
    name: 'a part listed twice with two ETags is refused',
    sent: (e) => [...inOrder(e), { ETag: e[0]!, PartNumber: 2 }],
    refusal: DELIVERY_MESSAGES.partMismatch(2),
  },
  {
    name: 'a part number past the last part is refused',
    sent: (e) => [...inOrder(e), { ETag: e[2]!, PartNumber: 4 }],
    refusal: DELIVERY_MESSAGES.partOutOfRange,
  },
  {
    name: "a part listed with another part's ETag is refused",
    sent: (e) => [
      { ETag: e[0]!, PartNumber: 1 },
      { ETag: e[2]!, PartNumber: 2 },
      { ETag: e[2]!, PartNumber: 3 },
    ],
    refusal: DELIVERY_MESSAGES.partMismatch(2),
  },
  {
    name: 'a part never stored is refused though listed',
    uploaded: [1, 2],
    sent: (e) => [...inOrder(e.slice(0, 2)), { ETag: '"0badc0de"', PartNumber: 3 }],
    refusal: DELIVERY_MESSAGES.partsMissing([3]),
  },
  {
    name: 'a part PUT one byte short is refused and not recorded',
    uploaded: [2, 3],
    wrongPut: {
      part: 1,
      bytes: (chunk) => chunk - 1,
      refusal: (chunk) => DELIVERY_MESSAGES.partWrongSize(chunk, chunk - 1),
    },
    sent: (e) => [{ ETag: '"0badc0de"', PartNumber: 1 }, ...inOrder(e).slice(1)],
    refusal: DELIVERY_MESSAGES.partsMissing([1]),
  },
  {
    name: 'a last part PUT at the full part size is refused and not recorded',
    uploaded: [1, 2],
    wrongPut: {
      part: 3,
      bytes: (chunk) => chunk,
      refusal: (chunk) => DELIVERY_MESSAGES.partWrongSize(CASE_LAST_PART_BYTES, chunk),
    },
    sent: (e) => [...inOrder(e.slice(0, 2)), { ETag: '"0badc0de"', PartNumber: 3 }],
    refusal: DELIVERY_MESSAGES.partsMissing([3]),
  },
];

const MiB = 1024 * 1024;
const CASE_FILE = 'Annual Report.pdf';

/**
 * A get-url call's file and asked part size against the store's limit (rules/upload-parts.ts
 * uploadStartRefusal), written for any limit (the server's is configured, the demo's is the default). The
 * rule's own test, the server's upload-get-url/ and the demo's handler run every case.
 */
export const UPLOAD_START_CASES: readonly {
  name: string;
  file: (maxBytes: number) => { file_name: string; file_size: number; chunk_size: number };
  refusal: ((maxBytes: number) => string) | null;
}[] = [
  {
    name: 'a file within the limit starts',
    file: () => ({ file_name: CASE_FILE, file_size: 25 * MiB, chunk_size: 10 }),
    refusal: null,
  },
  {
    name: 'an empty file is refused',
    file: () => ({ file_name: CASE_FILE, file_size: 0, chunk_size: 10 }),
    refusal: () => DELIVERY_MESSAGES.fileEmpty(CASE_FILE),
  },
  {
    name: 'a file over the limit is refused, the limit written out',
    file: (max) => ({ file_name: CASE_FILE, file_size: max + 1, chunk_size: 10 }),
    refusal: (max) => DELIVERY_MESSAGES.fileTooLarge(CASE_FILE, formatBytes(max)),
  },
  {
    name: 'a part size under 5 MB is refused',
    file: () => ({ file_name: CASE_FILE, file_size: 25 * MiB, chunk_size: 4 }),
    refusal: () => DELIVERY_MESSAGES.chunkSizeRule,
  },
  {
    name: 'a part size over 5 GB is refused',
    file: () => ({ file_name: CASE_FILE, file_size: 25 * MiB, chunk_size: 5 * 1024 * MiB + 1 }),
    refusal: () => DELIVERY_MESSAGES.chunkSizeRule,
  },
  {
    name: 'a zero part size is refused',
    file: () => ({ file_name: CASE_FILE, file_size: 25 * MiB, chunk_size: 0 }),
    refusal: () => DELIVERY_MESSAGES.chunkSizeRule,
  },
];
