import fc from 'fast-check';
import { API } from '@ops/contracts';
import type { Operation } from './api-operations.js';
import { bytesBody, formBody, jsonBody } from './bodies.js';
import type { Caller, FuzzBody, FuzzRequest, UrlPart } from './fuzz-request.js';
import { INJECTIONS, ODD_IDS, hugeString, oddString } from './odd-values.js';
import { NUMBER_REFS, numberRef, stringRef, type StringRef } from './placeholders.js';
import { arbitraryFor, type DeriveOptions, type JsonSchema } from './schema-arbitrary.js';
import { RAW_REQUESTS } from './raw-requests.js';

/** The world's values a field of this name most likely wants. */
const NAMED_STRINGS: [RegExp, StringRef[]][] = [
  [/^(client_code|cc|com)$/, ['clientCodeA']],
  [/entity_code/, ['entityCodeA']],
  [/email|username/, ['recipientEmail', 'adminEmail']],
  [/^delivery_id$|batch/, ['batchA', 'uploadRef']],
  [/assignment_id/, ['assignmentA']],
  [/upload_id/, ['uploadId']],
  [/file_name|filename/, ['uploadFileName']],
  [/token|key/, ['grant', 'partToken', 'integrationKey']],
  [/search|^q$|requester_name/, ['clientCodeA', 'batchA', 'assignmentA', 'recipientEmail']],
  [/domain/, ['clientDomainA']],
];

const anyNumberRef = fc.constantFrom(...NUMBER_REFS.map(numberRef));

function named(name: string, type: string) {
  if (type === 'integer' || type === 'number') return anyNumberRef;
  if (type !== 'string') return undefined;
  const refs = NAMED_STRINGS.find(([pattern]) => pattern.test(name))?.[1];
  return refs ? fc.constantFrom(...refs.map(stringRef)) : undefined;
}

const WELL_FORMED: DeriveOptions = { oddWeight: 0, named };
const ODD: DeriveOptions = { oddWeight: 1, named };

/** Values for a schema: half of them keep to it, the other half have odd values anywhere in them. */
const valueFor = (schema: JsonSchema) =>
  fc.oneof(arbitraryFor(schema, WELL_FORMED), arbitraryFor(schema, ODD));

/** Raw percent sequences no UTF-8 decoder accepts, and path tricks, put in a URL as they are. */
const RAW_URL_PARTS = [
  '%',
  '%zz',
  '%00',
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '%2e%2e%2f',
  '%252e',
  '..',
  '.',
  '//',
  ';x=1',
];

const text = (value: string): UrlPart => ({ text: value });

function pathParam(name: string): fc.Arbitrary<UrlPart> {
  const wellFormed =
    name === 'id'
      ? fc.oneof(anyNumberRef, fc.integer({ min: 1, max: 40 }).map(String))
      : name === 'country'
        ? fc.constantFrom('India', 'Germany', 'United States')
        : name === '*'
          ? fc.constantFrom('client-logos/1.png', 'profile/a.jpg', 'x')
          : fc.oneof(
              fc.constantFrom<StringRef>('grant', 'fileToken', 'zipToken', 'partToken').map(stringRef),
              // A real token, spoiled at its end.
              fc
                .tuple(
                  fc.constantFrom<StringRef>('grant', 'fileToken', 'partToken'),
                  fc.constantFrom('x', '.', '==', '/'),
                )
                .map(([ref, tail]) => `${stringRef(ref)}${tail}`),
            );
  return fc.oneof(
    { weight: 10, arbitrary: wellFormed.map(text) },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_IDS).map(text) },
    { weight: 2, arbitrary: fc.constantFrom(...INJECTIONS).map(text) },
    { weight: 1, arbitrary: oddString(0).map(text) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PARTS).map((raw): UrlPart => ({ raw })) },
  );
}

type QueryPart = FuzzRequest['query'][number];

function queryParts(op: Operation): fc.Arbitrary<QueryPart[]> {
  const declared = op.query.map(({ name, schema }) =>
    fc.oneof(
      { weight: 6, arbitrary: valueFor(schema).map((v) => [{ name, value: text(String(v)) }]) },
      // Repeated: Fastify reads `a=1&a=2` as a list.
      {
        weight: 1,
        arbitrary: fc
          .array(valueFor(schema), { minLength: 2, maxLength: 4 })
          .map((vs) => vs.map((v) => ({ name, value: text(String(v)) }))),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...INJECTIONS, ...ODD_IDS).map((v) => [{ name, value: text(v) }]),
      },
      { weight: 2, arbitrary: fc.constant([]) },
    ),
  );
  const stray = fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom('id', 'q', 'search', 'page', '__proto__', 'a[]', 'a[b]', ''), oddString(0))
        .map(([name, v]): QueryPart[] => [{ name, value: text(v) }]),
    },
    {
      weight: 3,
      arbitrary: fc
        .constantFrom('&&&', '=x', 'a', 'a[]=1&a[]=2', 'x=%', '%=%')
        .map((raw): QueryPart[] => [{ name: '', value: { raw } }]),
    },
    { weight: 1, arbitrary: hugeString().map((v): QueryPart[] => [{ name: 'q', value: text(v) }]) },
  );
  return fc
    .tuple(fc.tuple(...declared), fc.option(stray, { freq: 6 }))
    .map(([parts, extra]) => [...parts.flat(), ...(extra ?? [])]);
}

function bodyFor(op: Operation, method: string): fc.Arbitrary<FuzzBody | undefined> {
  if (op.bytes) return bytesBody();
  if (op.form) return formBody(op.form, op.form.fields ? valueFor(op.form.fields) : fc.constant({}));
  if (op.body) return jsonBody(valueFor(op.body));
  const stray = jsonBody(fc.jsonValue({ maxDepth: 2 }));
  return method === 'GET' || method === 'DELETE'
    ? fc.option(stray, { freq: 20, nil: undefined })
    : fc.option(stray, { freq: 4, nil: undefined });
}

/** A header value Node's client will send: the text's UTF-8 bytes as Latin-1, control characters as '?'. */
const latin1 = (value: string) =>
  Array.from(Buffer.from(value, 'utf8').toString('latin1'), (char) => {
    const code = char.charCodeAt(0);
    return (code < 0x20 && code !== 0x09) || code === 0x7f ? '?' : char;
  }).join('');

const USER_AGENTS = [
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  'curl/8.5.0',
  'sqlmap/1.8#stable (https://sqlmap.org)',
  '',
];

/** Headers a client may send oddly: what it accepts, its languages, agent, ranges, proxies and encodings. */
function headers(): fc.Arbitrary<[string, string][]> {
  const odd = oddString(0).map(latin1);
  const optional = (name: string, values: fc.Arbitrary<string>) =>
    fc.option(
      values.map((v): [string, string] => [name, v]),
      { freq: 3, nil: undefined },
    );
  return fc
    .tuple(
      optional('accept', fc.oneof(fc.constantFrom('application/json', 'text/html', '*/*', 'image/*'), odd)),
      optional(
        'accept-encoding',
        fc.oneof(fc.constantFrom('gzip', 'br', 'deflate, gzip;q=0', 'identity;q=0'), odd),
      ),
      optional('user-agent', fc.oneof(fc.constantFrom(...USER_AGENTS), odd)),
      optional(
        'range',
        fc.constantFrom(
          'bytes=0-0',
          'bytes=5-2',
          'bytes=-1',
          'bytes=999999999-',
          'bytes=0-1,2-3',
          'bytes=a-b',
        ),
      ),
      optional('x-forwarded-for', fc.oneof(fc.constantFrom('10.0.0.1', '::1, 10.0.0.1', 'unknown'), odd)),
      optional('content-encoding', fc.constantFrom('gzip', 'br', 'identity', 'x')),
      // The recipients' answers are said in the language asked for (decision 0042).
      optional(
        'accept-language',
        fc.oneof(fc.constantFrom('de', 'ja-JP, en;q=0.5', 'fr-CH', 'es', 'pt-BR', '*', 'de;q=x, ;;'), odd),
      ),
    )
    .map((all) => all.filter((h): h is [string, string] => h !== undefined));
}

const CALLERS: Caller[] = ['anonymous', 'staff', 'recipient', 'contact', 'integration'];
const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

/**
 * Who normally calls an operation: the workflow tool its intake, a file request's contact its calls,
 * recipients their portal, staff the rest.
 */
function ownCaller(op: Operation | undefined): Caller {
  if (!op) return 'anonymous';
  if (op.path === API.deliveries.intake) return 'integration';
  if (op.path.startsWith('/api-rcp/v1/requests/')) return 'contact';
  if (op.path.startsWith('/api-rcp/')) return 'recipient';
  return 'staff';
}

/** Mostly the operation's own caller, with a well-formed credential and the CSRF pair; else anyone, anyhow. */
function common(op?: Operation) {
  const often = <T>(usual: T, others: readonly T[]) =>
    fc.oneof(
      { weight: 9, arbitrary: fc.constant(usual) },
      { weight: 1, arbitrary: fc.constantFrom(...others) },
    );
  return fc
    .record({
      caller: often(ownCaller(op), CALLERS),
      credentials: often('valid' as const, ['none', 'mangled'] as const),
      mangledCredential: fc.oneof(
        oddString(0).map(latin1),
        fc.constantFrom(
          'Basic Zm9vOmJhcg==',
          'Bearer',
          'Bearer ',
          `Bearer ${stringRef('grant')}`,
          'bearer  x y',
        ),
      ),
      csrf: often('pair' as const, ['missing', 'mismatch'] as const),
      headers: headers(),
    })
    .map(({ mangledCredential, ...base }) =>
      base.credentials === 'mangled' ? { ...base, mangledCredential } : base,
    );
}

/**
 * HEAD keeps its URL under Node's 16 KiB of headers: past it, the refusal's body (the API's shape) is left
 * off for HEAD only when the parser refused on the head's first read, and a long URL may take two.
 */
const shortEnoughForHead = (part: QueryPart) =>
  ('text' in part.value ? part.value.text : part.value.raw).length < 8_000;

function operationRequest(op: Operation): fc.Arbitrary<FuzzRequest> {
  const params = fc.record(Object.fromEntries(op.pathParams.map((name) => [name, pathParam(name)])));
  const method = fc.oneof(
    { weight: 9, arbitrary: fc.constant(op.method) },
    { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) },
  );
  return fc.tuple(common(op), method, params, queryParts(op)).chain(([base, m, p, query]) =>
    bodyFor(op, m).map((body): FuzzRequest => ({
      ...base,
      target: op.key,
      method: m,
      path: op.path,
      params: p,
      query: m === 'HEAD' ? query.filter(shortEnoughForHead) : query,
      body,
    })),
  );
}

const PREFIXES = [
  '/',
  '/api-ops/',
  '/api-req/requester/v1/',
  '/api-rcp/v1/',
  '/api/',
  '/media/',
  '/files/',
  '/zips/',
  '/docs/',
  '/assets/',
];

/** Paths no route has, or only nearly: odd segments under every prefix, raw escapes, very long ones. */
function unknownPath(): fc.Arbitrary<FuzzRequest> {
  const segment = fc.oneof(
    oddString(0).map(text),
    fc.constantFrom(...RAW_URL_PARTS).map((raw): UrlPart => ({ raw })),
    fc.constantFrom('a/'.repeat(2000), '../'.repeat(50)).map((raw): UrlPart => ({ raw })),
  );
  return fc
    .tuple(
      common(),
      fc.constantFrom(...OTHER_METHODS),
      fc.constantFrom(...PREFIXES),
      fc.array(segment, { minLength: 1, maxLength: 3 }),
    )
    .map(([base, method, prefix, segments]) => ({
      ...base,
      target: 'unknown path',
      method,
      path: `${prefix}${segments.map((_, i) => `{p${i}}`).join('/')}`,
      params: Object.fromEntries(segments.map((s, i) => [`p${i}`, s])),
      query: [],
    }));
}

function rawRequest(): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...RAW_REQUESTS).map((raw): FuzzRequest => ({
    target: 'raw HTTP',
    caller: 'anonymous',
    credentials: 'none',
    csrf: 'missing',
    method: '',
    path: '',
    params: {},
    query: [],
    headers: [],
    raw,
  }));
}

/** Every request the fuzzer sends: a route of the API (most), an unknown path, or broken HTTP framing. */
export function fuzzRequests(operations: Operation[]): fc.Arbitrary<FuzzRequest> {
  const perOperation = operations.map(operationRequest);
  return fc.oneof(
    { weight: 95, arbitrary: fc.oneof(...perOperation) },
    { weight: 4, arbitrary: unknownPath() },
    { weight: 1, arbitrary: rawRequest() },
  );
}
