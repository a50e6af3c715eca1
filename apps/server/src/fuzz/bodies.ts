import fc from 'fast-check';
import { ASSIGNMENT_IMPORT_COLUMNS } from '@ops/contracts';
import { flattenFields, type FormSpec } from './api-operations.js';
import type { FilePart, FuzzBody } from './fuzz-request.js';
import { ODD_TEXT, oddString } from './odd-values.js';

const JSON_TYPE = 'application/json';

/** Content types a JSON body is sent under when it should not be, or with a charset the server does not read. */
const WRONG_TYPES = [
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/json, text/plain',
  'multipart/form-data',
  ';;;',
] as const;

const safeStringify = (value: unknown) => {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return '{}';
  }
};

/** JSON texts the parser must refuse (or read and the route must refuse): cut, padded, doubled, too deep. */
function malformedJson(valid: string) {
  return fc.oneof(
    fc.nat({ max: Math.max(0, valid.length - 1) }).map((cut) => valid.slice(0, cut)),
    fc.constantFrom(
      `${valid}}`,
      `${valid},`,
      `\ufeff${valid}`,
      valid.replace(/"/g, "'"),
      `[${valid}]`,
      `{"a":1,"a":2,${valid.slice(1)}`,
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"n":1e400}',
      '{"n":NaN}',
      '{"n":-}',
      '',
      ' ',
      'null',
      '[]',
      '"text"',
      '0',
      '{',
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
      '{"a":"\\x41"}',
      `${valid}\u0000`,
    ),
    fc.constantFrom(10_000, 100_000, 400_000).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
    fc.constantFrom(10_000, 100_000).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );
}

const urlEncoded = (value: unknown) => new URLSearchParams(flattenFields(value)).toString();

/** A JSON route's body: its contract's value, the same under a wrong type, malformed JSON, too big, or none. */
export function jsonBody(value: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzBody | undefined> {
  return fc.oneof(
    {
      weight: 12,
      arbitrary: value.map((v): FuzzBody => ({
        kind: 'text',
        contentType: JSON_TYPE,
        text: safeStringify(v),
      })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(value, fc.constantFrom(...WRONG_TYPES, undefined))
        .map(([v, contentType]): FuzzBody => ({
          kind: 'text',
          contentType,
          text: contentType === 'application/x-www-form-urlencoded' ? urlEncoded(v) : safeStringify(v),
        })),
    },
    {
      weight: 3,
      arbitrary: value.chain((v) =>
        malformedJson(safeStringify(v)).map((text): FuzzBody => ({
          kind: 'text',
          contentType: JSON_TYPE,
          text,
        })),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(1024 * 1024 + 1, 3 * 1024 * 1024).map((size): FuzzBody => ({
        kind: 'text',
        contentType: JSON_TYPE,
        text: `{"a":"${'a'.repeat(size)}"}`,
      })),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [...Buffer.from('%PDF-1.7\n')];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function csvTable() {
  const cell = fc.oneof(
    fc.string({ maxLength: 12 }),
    oddString(),
    fc.constantFrom('', '1', '-1', '1e9', '"'),
  );
  return fc
    .tuple(
      fc.shuffledSubarray([...ASSIGNMENT_IMPORT_COLUMNS], { minLength: 1 }),
      fc.array(fc.array(cell, { maxLength: 12 }), { maxLength: 6 }),
      fc.constantFrom(',', ';', '\t'),
    )
    .map(
      ([header, rows, sep]) =>
        new Uint8Array(Buffer.from([header, ...rows].map((row) => row.join(sep)).join('\r\n'))),
    );
}

function fileBytes(kind: NonNullable<FormSpec['file']>['kind']) {
  const random = fc.uint8Array({ maxLength: 2048 });
  const prefixed = (magic: number[]) => random.map((rest) => new Uint8Array([...magic, ...rest]));
  const big = fc.constantFrom(2 * 1024 * 1024 + 1, 6 * 1024 * 1024).map((n) => new Uint8Array(n));
  return fc.oneof(
    { weight: 3, arbitrary: kind === 'sheet' ? csvTable() : prefixed(kind === 'image' ? PNG : PDF) },
    { weight: 2, arbitrary: fc.oneof(prefixed(PNG), prefixed(PDF), prefixed(ZIP), random) },
    { weight: 1, arbitrary: fc.constant(new Uint8Array()) },
    { weight: 1, arbitrary: big },
  );
}

const FILE_NAMES = [
  'logo.png',
  'contract.pdf',
  'import.csv',
  'sheet.xlsx',
  'Final Report.docx',
  'a',
  '.png',
  'x.exe',
];

function filePart(kind: NonNullable<FormSpec['file']>['kind']): fc.Arbitrary<FilePart> {
  return fc.record({
    filename: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...FILE_NAMES) },
      { weight: 2, arbitrary: oddString().map((name) => `${name}.pdf`) },
      { weight: 1, arbitrary: fc.constantFrom(...ODD_TEXT) },
    ),
    contentType: fc.constantFrom(
      'image/png',
      'application/pdf',
      'text/csv',
      'application/octet-stream',
      'x/y',
    ),
    bytes: fileBytes(kind),
  });
}

/** A form route's body: the contract's form with a file part, its framing broken, or the same as JSON. */
export function formBody(spec: FormSpec, value: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzBody | undefined> {
  const toFields = spec.toFields ?? flattenFields;
  // Odd values may land where the contract's encoder expects text.
  const fields = value.map((v) =>
    (spec.fields ? toFields(v) : []).map(([name, field]): [string, string] => [
      name,
      typeof field === 'string' ? field : safeStringify(field),
    ]),
  );
  type Files = Extract<FuzzBody, { kind: 'multipart' }>['files'];
  const file = spec.file;
  const files: fc.Arbitrary<Files> = file
    ? fc
        .array(filePart(file.kind), { maxLength: 2 })
        .map((parts) => parts.map((f) => ({ field: file.field, file: f })))
    : fc.constant([]);
  const multipart = fc.record({ kind: fc.constant('multipart' as const), fields, files });
  return fc.oneof(
    { weight: 8, arbitrary: multipart },
    {
      weight: 2,
      arbitrary: fc
        .tuple(multipart, fc.constantFrom('no-boundary', 'wrong-boundary', 'truncated'))
        .map(([body, broken]): FuzzBody => ({ ...body, broken })),
    },
    { weight: 2, arbitrary: jsonBody(value) },
  );
}

/** A part PUT's bytes: some, none, more than a part, or sent as something else. */
export function bytesBody(): fc.Arbitrary<FuzzBody | undefined> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .uint8Array({ maxLength: 64 * 1024 })
        .map((bytes): FuzzBody => ({ kind: 'bytes', contentType: 'application/octet-stream', bytes })),
    },
    {
      weight: 1,
      arbitrary: fc.constant<FuzzBody>({ kind: 'bytes', bytes: new Uint8Array(3 * 1024 * 1024) }),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: oddString().map((text): FuzzBody => ({ kind: 'text', contentType: JSON_TYPE, text })),
    },
  );
}
