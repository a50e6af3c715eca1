import { fillPlaceholders, type Refs } from './placeholders.js';

export type Caller = 'anonymous' | 'staff' | 'recipient' | 'contact' | 'integration';

/** A piece of a URL: text, percent-encoded when sent, or raw characters put in as they are. */
export type UrlPart = { text: string } | { raw: string };

export interface FilePart {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

export type FuzzBody =
  | { kind: 'text'; contentType?: string; text: string }
  | { kind: 'bytes'; contentType?: string; bytes: Uint8Array }
  | {
      kind: 'multipart';
      fields: [string, string][];
      files: { field: string; file: FilePart }[];
      /** Framing gone wrong: no boundary in the header, another one in the body, or cut short. */
      broken?: 'no-boundary' | 'wrong-boundary' | 'truncated';
    };

/** One generated request, with the world's values as placeholders; `raw` is a whole HTTP/1.1 request. */
export interface FuzzRequest {
  target: string;
  caller: Caller;
  /** How the caller's credential is sent: well-formed, left out, or spoiled. */
  credentials: 'valid' | 'none' | 'mangled';
  mangledCredential?: string;
  csrf: 'pair' | 'missing' | 'mismatch';
  method: string;
  /** The path with `{name}` parameters, or an odd path whose parts are all in `params`. */
  path: string;
  params: Record<string, UrlPart>;
  query: { name: string; value: UrlPart }[];
  headers: [string, string][];
  body?: FuzzBody;
  raw?: string;
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes every byte of the text's UTF-8 but the unreserved ones (lone halves become U+FFFD). */
export function percentEncode(text: string) {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const urlPart = (part: UrlPart, refs: Refs) =>
  'raw' in part ? fillPlaceholders(part.raw, refs) : percentEncode(fillPlaceholders(part.text, refs));

export function urlOf(request: FuzzRequest, refs: Refs) {
  const path = request.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const part = request.params[name];
    return part ? urlPart(part, refs) : whole;
  });
  const query = request.query.map((q) =>
    'raw' in q.value && q.name === ''
      ? urlPart(q.value, refs)
      : `${percentEncode(q.name)}=${urlPart(q.value, refs)}`,
  );
  return query.length ? `${path}?${query.join('&')}` : path;
}

const BOUNDARY = '----fuzz-boundary-7MA4YWxkTrZu0gW';

/** The body's bytes and content type, placeholders filled. */
export function bodyOf(body: FuzzBody, refs: Refs): { bytes: Buffer; contentType?: string } {
  if (body.kind === 'text')
    return { bytes: Buffer.from(fillPlaceholders(body.text, refs), 'utf8'), contentType: body.contentType };
  if (body.kind === 'bytes') return { bytes: Buffer.from(body.bytes), contentType: body.contentType };
  const chunks: Buffer[] = [];
  const boundary = body.broken === 'wrong-boundary' ? `${BOUNDARY}-other` : BOUNDARY;
  for (const [name, value] of body.fields)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${fillPlaceholders(value, refs)}\r\n`,
      ),
    );
  for (const { field, file } of body.files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fillPlaceholders(file.filename, refs)}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let bytes = Buffer.concat(chunks);
  if (body.broken === 'truncated') bytes = bytes.subarray(0, Math.floor(bytes.length / 2));
  const contentType =
    body.broken === 'no-boundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${BOUNDARY}`;
  return { bytes, contentType };
}

const clip = (text: string, max = 600) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

/** The request as a reader needs it to see what was sent: method, URL, headers and body, clipped. */
export function describeRequest(request: FuzzRequest, refs: Refs) {
  if (request.raw !== undefined)
    return `raw HTTP: ${JSON.stringify(clip(fillPlaceholders(request.raw, refs)))}`;
  const lines = [
    `${request.method} ${clip(urlOf(request, refs), 1000)}`,
    `  as ${request.caller} (credentials ${request.credentials}${request.mangledCredential !== undefined ? ` ${JSON.stringify(clip(request.mangledCredential, 80))}` : ''}, csrf ${request.csrf})`,
  ];
  for (const [name, value] of request.headers) lines.push(`  ${name}: ${JSON.stringify(clip(value, 200))}`);
  const body = request.body;
  if (body?.kind === 'text')
    lines.push(
      `  body (${body.contentType ?? 'no content type'}): ${JSON.stringify(clip(fillPlaceholders(body.text, refs)))}`,
    );
  if (body?.kind === 'bytes')
    lines.push(`  body (${body.contentType ?? 'no content type'}): ${body.bytes.length} bytes`);
  if (body?.kind === 'multipart') {
    lines.push(`  multipart form${body.broken ? ` (${body.broken})` : ''}:`);
    for (const [name, value] of body.fields)
      lines.push(`    ${name}=${JSON.stringify(clip(fillPlaceholders(value, refs), 200))}`);
    for (const { field, file } of body.files)
      lines.push(
        `    ${field}: file ${JSON.stringify(file.filename)} (${file.contentType}, ${file.bytes.length} bytes)`,
      );
  }
  return lines.join('\n');
}
