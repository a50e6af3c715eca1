import fc from 'fast-check';
import { oddValue } from './odd-values.js';

/** The part of JSON Schema that zod's toJSONSchema writes for this API's contracts. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export interface DeriveOptions {
  /** Weight of an odd value against 6 for a well-formed one, at every value; 0 keeps to the schema. */
  oddWeight: number;
  /** Values the world holds for a field of this name and type (placeholders), mixed in when given. */
  named?: (name: string, type: string) => fc.Arbitrary<unknown> | undefined;
}

const INT32 = 2 ** 31 - 1;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** fast-check's regex support has no lookahead: generate from the pattern without it, keep what matches. */
function matching(pattern: string) {
  const full = new RegExp(pattern);
  try {
    return fc.stringMatching(full);
  } catch {
    const loose = new RegExp(pattern.replace(/\(\?=[^)]*\)/g, ''));
    return fc.stringMatching(loose).filter((s) => full.test(s));
  }
}

function stringArb(schema: JsonSchema) {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength;
  if (schema.pattern) {
    const pattern = matching(schema.pattern);
    return max === undefined ? pattern : pattern.filter((s) => s.length <= max);
  }
  const shortMax = Math.max(min, Math.min(max ?? 30, 30));
  const arbs: fc.Arbitrary<string>[] = [
    fc.string({ minLength: min, maxLength: shortMax }),
    fc.string({ unit: 'grapheme', minLength: min, maxLength: shortMax }),
  ];
  // Right at the length limit and one past it, in one-, two- and four-byte characters.
  if (max !== undefined)
    arbs.push(
      fc
        .tuple(fc.constantFrom('x', 'é', '😀'), fc.constantFrom(0, 1))
        .map(([unit, past]) => unit.repeat(Math.ceil((max + past) / unit.length))),
    );
  return fc.oneof(...arbs);
}

function integerArb(schema: JsonSchema) {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e6);
  const lo = clamp(min, -INT32 - 1, INT32);
  const hi = clamp(max, lo, INT32);
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: lo, max: Math.min(hi, lo + 1000) }) },
    { weight: 2, arbitrary: fc.integer({ min: lo, max: hi }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max, min - 1, max + 1) },
  );
}

function numberArb(schema: JsonSchema) {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e9;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e9;
  return fc.oneof(
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: clamp(min, -INT32, INT32), max: clamp(max, clamp(min, -INT32, INT32), INT32) }),
  );
}

/** An object with an own `__proto__`, `constructor` or stray key, as JSON.parse would make it. */
function withExtraKey(value: Record<string, unknown>, key: string, extra: unknown) {
  const copy = { ...value };
  Object.defineProperty(copy, key, { value: extra, enumerable: true, configurable: true, writable: true });
  return copy;
}

function objectArb(schema: JsonSchema, options: DeriveOptions) {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, child]) => [key, arbitraryFor(child, options, key)]),
  );
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  const complete = fc.record(model, { requiredKeys });
  if (options.oddWeight === 0) return complete;
  const extra = fc.tuple(
    fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', ''), fc.string({ maxLength: 10 })),
    oddValue(),
  );
  return fc
    .tuple(
      fc.oneof(
        { weight: 4, arbitrary: complete },
        { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
      ),
      fc.option(extra, { freq: 8 }),
    )
    .map(([value, added]) => (added ? withExtraKey(value, added[0], added[1]) : value));
}

function typedArb(type: string, schema: JsonSchema, options: DeriveOptions): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArb(schema);
    case 'integer':
      return integerArb(schema);
    case 'number':
      return numberArb(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.max(min, Math.min(schema.maxItems ?? min + 4, min + 4));
      return fc.array(arbitraryFor(schema.items ?? {}, options, ''), { minLength: min, maxLength: max });
    }
    case 'object':
      return objectArb(schema, options);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function wellFormed(schema: JsonSchema, options: DeriveOptions, name: string): fc.Arbitrary<unknown> {
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => arbitraryFor(s, options, name)));
  if (schema.allOf?.[0]) return arbitraryFor(schema.allOf[0], options, name);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  const base = fc.oneof(...types.map((t) => typedArb(t, schema, options)));
  const named = options.named?.(name, types[0]!);
  return named ? fc.oneof({ weight: 2, arbitrary: base }, { weight: 1, arbitrary: named }) : base;
}

/**
 * Values for a JSON Schema: mostly what it describes (boundaries included), and with `oddWeight` an odd
 * value of any kind in place of any part of it, an extra or prototype key, or required keys left out.
 */
export function arbitraryFor(schema: JsonSchema, options: DeriveOptions, name = ''): fc.Arbitrary<unknown> {
  const base = wellFormed(schema, options, name);
  if (options.oddWeight === 0) return base;
  return fc.oneof({ weight: 6, arbitrary: base }, { weight: options.oddWeight, arbitrary: oddValue() });
}
