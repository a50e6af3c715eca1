import fc from 'fast-check';

/** Text no column stores, text that moves the cursor, joins or stacks, and text that looks like markup or paths. */
export const ODD_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\ud83d',
  '\u202eexe.pdf',
  '\u202bשלום\u202c',
  'مرحبا بالعالم',
  'e\u0301\u0302\u0303\u0304\u0305',
  'Z\u0336\u0353\u0324a\u0337\u0347l\u0338g\u0335o',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈🇮🇳',
  '\ufeffBOM',
  'zero\u200bwidth',
  'line\u2028sep\u2029',
  '\r\n\t',
  'ＦＵＬＬ　ＷＩＤＴＨ',
  'İıß',
  '%00',
  '%',
  '%ED%A0%80',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'true',
  '[]',
  '{}',
] as const;

/**
 * sqlmap-style probes: boolean, union, stacked, error-based and time-based. The time-based ones sleep 3 s,
 * so an injectable parameter shows up as an answer slower than the fuzzer's 2 s limit.
 */
export const INJECTIONS = [
  "' OR '1'='1",
  "1' OR '1'='1' -- ",
  '1 OR 1=1',
  '" OR ""="',
  "admin'--",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(3); --',
  "1' AND (SELECT 1 FROM pg_sleep(3)) IS NOT NULL --",
  "'||(SELECT pg_sleep(3))||'",
  '1) AND 1=CAST((SELECT version()) AS int) --',
  "1' UNION SELECT NULL,NULL,NULL --",
  "1' ORDER BY 99 --+",
  "1;WAITFOR DELAY '0:0:3'--",
  '$$; SELECT 1; $$',
  "\\'",
  '%',
  '_',
  '%_%',
  '\\%',
  "%' AND '%'='",
  '(SELECT CHR(113)||CHR(122))',
] as const;

/** Id spellings: out of range, negative, non-decimal, padded, other scripts' digits. */
export const ODD_IDS = [
  '0',
  '-1',
  '-0',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  '1e0',
  '1e400',
  '0x1',
  '0b1',
  '0o1',
  '+1',
  ' 1',
  '1 ',
  '1.0',
  '1.5',
  '00000000001',
  '١',
  '１',
  '1,2',
  '[1]',
  'NaN',
  'Infinity',
  '1%00',
  '1;',
] as const;

/** JSON numbers at and past every edge. */
export const ODD_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
] as const;

const repeated = (unit: string) =>
  fc.constantFrom(1_000, 70_000).map((n) => unit.repeat(Math.ceil(n / unit.length)));

/**
 * Strings past every length rule many times over, and past Node's 16 KiB of headers in a URL (longer ones
 * only cost time; bodies past the 1 MiB limit are the bodies' business).
 */
export const hugeString = () => fc.oneof(repeated('a'), repeated('é'), repeated('😀'), repeated('\u0000'));

/**
 * Any odd text: the corpus, the probes, the ids, random text of any plane (lone halves included), and with
 * `hugeWeight` a huge one (URLs and headers keep theirs rare: past 16 KiB they all end as the same 431).
 */
export const oddString = (hugeWeight = 1) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ODD_TEXT) },
    { weight: 4, arbitrary: fc.constantFrom(...INJECTIONS) },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_IDS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    { weight: hugeWeight, arbitrary: hugeString() },
  );

/**
 * Arrays or objects nested deeper, or lists wider, than anything the API takes (kept within what
 * JSON.stringify can write; the deeper raw texts are malformed bodies' business).
 */
export const deepValue = () =>
  fc.oneof(
    fc.constantFrom(64, 1_000).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
    fc.constantFrom(64, 1_000).map((depth) => {
      let value: unknown = 'x';
      for (let i = 0; i < depth; i++) value = { a: value };
      return value;
    }),
    fc.constantFrom(10_000, 250_000).map((width) => Array.from({ length: width }, () => 1)),
  );

/** A value of the wrong kind for wherever it lands. */
export const oddValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: oddString() },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: deepValue() },
  );
