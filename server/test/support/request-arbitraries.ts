// fast-check arbitraries for requests drawn from an endpoint's OpenAPI schemas: values the schema allows, values at and
// just past its bounds, and hostile ones (number extremes, numbers as strings, huge and odd strings, prototype keys).
import fc from 'fast-check';
import { ONE_PIXEL_PNG } from './multipart';

/** The part of JSON Schema (as @fastify/swagger writes it) the generators read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

/** Values that are known to exist (an open period, real play items, a player's row ids), by field name. */
export type Hints = Record<string, unknown[]>;

const NUMBERS = [1e308, -1e308, -0, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53), 2 ** 63, 2 ** 64, 0, -1, 0.5, 1.5, Number.MIN_VALUE, Number.EPSILON];
const STRINGS = [
  '1e308', '-0', '9007199254740992', '9223372036854775808', '-9223372036854775809', '18446744073709551616', '1e309',
  'NaN', 'Infinity', '-Infinity', '0x10', '0b1', '1_000', ' 100', '100 ', '1e2', '', ' ', 'null', 'undefined', 'true',
  '[]', '{}', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '\u0000', '\uFEFF', '\u202Eevil',
  '\uD800', '𝟘𝟙𝟚', 'Z̷̢̛a̶̡l̴g̸o̵', '🏇🏽‍♀️', '１２３', "' OR 1=1 --", '"; DROP TABLE bet; --', '%', '%E0%A4%A', '../../etc/passwd',
  '<script>alert(1)</script>', '${7*7}', '\\', '\r\n', 'x'.repeat(100_000), 'é'.repeat(3000),
];
const OTHERS: unknown[] = [
  true, false, null, [], {}, [1], [null], [[1]], { a: 1 },
  JSON.parse('{"__proto__":{"isAdmin":true,"userId":1}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":1}}}'),
  Array.from({ length: 200 }, (_, i) => i),
];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(fc.constantFrom(...NUMBERS), fc.constantFrom(...STRINGS), fc.constantFrom(...OTHERS));

const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'userId', 'user_id', 'id', 'balance', 'role', 'isAdmin', 'status'];
const INT32 = 2 ** 31 - 1;
const clamp = (n: number) => Math.max(-INT32, Math.min(INT32, n));

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** Values shaped by the schema, half of the integers and strings at or just past its bounds. */
function shaped(schema: JsonSchema, name: string, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  const known = hints[name];
  const knownArb = known && known.length > 0 ? [fc.constantFrom(...known)] : [];
  if (schema.enum && schema.enum.length > 0) return fc.oneof(fc.constantFrom(...schema.enum), ...knownArb);
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.length > 0) return fc.oneof(...union.map((s) => shaped(s, name, hints, depth)), ...knownArb);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -INT32;
      const max = schema.maximum ?? INT32;
      const edges = [min, max, min - 1, max + 1].filter((n) => Number.isFinite(n));
      return fc.oneof(fc.integer({ min: clamp(min), max: clamp(max) }), fc.integer({ min: 0, max: 60 }), fc.constantFrom(...edges), ...knownArb);
    }
    case 'string': {
      const maxLength = Math.min(schema.maxLength ?? 40, 60);
      const text = schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 10_000))
        : fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength });
      const past = schema.maxLength !== undefined ? [fc.constant('x'.repeat(schema.maxLength + 1))] : [];
      return fc.oneof(text, fc.string({ unit: 'binary', maxLength }), ...past, ...knownArb);
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = depth > 3 ? hostileValue : value(schema.items ?? {}, name, hints, depth + 1);
      const maxLength = Math.min(schema.maxItems ?? 4, 4);
      const over = schema.maxItems !== undefined ? [fc.array(item, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 1 })] : [];
      return fc.oneof(fc.array(item, { minLength: Math.min(schema.minItems ?? 0, maxLength), maxLength }), ...over, ...(known ? [fc.constant(known)] : []));
    }
    case 'object':
      return depth > 3 ? fc.constant({}) : entries(schema, hints, depth + 1).map((pairs) => Object.fromEntries(pairs));
    default:
      return hostileValue;
  }
}

/** A field's value: mostly what the schema describes, sometimes anything hostile. */
function value(schema: JsonSchema, name: string, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: shaped(schema, name, hints, depth), weight: 3 }, { arbitrary: hostileValue, weight: 1 });
}

/** An object's fields: required ones usually there, optional ones half the time, plus extra and prototype keys. */
export function entries(schema: JsonSchema, hints: Hints, depth = 0): fc.Arbitrary<Array<[string, unknown]>> {
  const required = new Set(schema.required ?? []);
  const own = Object.entries(schema.properties ?? {}).map(([key, property]) =>
    fc.option(
      value(property, key, hints, depth).map((v): [string, unknown] => [key, v]),
      { freq: required.has(key) ? 8 : 2, nil: undefined },
    ),
  );
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })), hostileValue), { maxLength: 2 });
  return fc.tuple(fc.tuple(...own), extra).map(([fields, more]) => [...fields.filter((f): f is [string, unknown] => f !== undefined), ...more]);
}

/** A querystring's pairs: arrays repeat the key, objects travel as JSON, -0 as "-0". */
function queryPairs(key: string, v: unknown): Array<[string, string]> {
  if (Array.isArray(v)) return v.slice(0, 5).flatMap((x) => queryPairs(key, x));
  if (v !== null && typeof v === 'object') return [[key, JSON.stringify(v)]];
  if (Object.is(v, -0)) return [[key, '-0']];
  return [[key, String(v)]];
}

export function queryArbitrary(schema: JsonSchema, hints: Hints): fc.Arbitrary<Array<[string, string]>> {
  return entries(schema, hints).map((pairs) => pairs.flatMap(([key, v]) => queryPairs(key, v)));
}

/** JSON texts JSON.stringify cannot write (-0, 1e309, integers past 2^64) and bodies that are not objects at all. */
function rawJsonBodies(schema: JsonSchema): string[] {
  const numeric = Object.entries(schema.properties ?? {})
    .filter(([, p]) => ['integer', 'number'].includes(typeOf(p) ?? ''))
    .map(([key]) => key);
  const perField = numeric.flatMap((key) => [`{"${key}":-0}`, `{"${key}":1e309}`, `{"${key}":-1e309}`, `{"${key}":123456789012345678901234567890}`, `{"${key}":1.0}`, `{"${key}":0.1e1}`]);
  return [...perField, '', '[]', 'null', '"x"', '1', 'true', '{"a":', '{"a":1}}', '{"__proto__":{"x":1}}', `[${'1,'.repeat(100)}1]`, '{}'.padEnd(5000, ' '), '\uFEFF{}'];
}

export function jsonBodyArbitrary(schema: JsonSchema, hints: Hints): fc.Arbitrary<{ payload: string; contentType: string }> {
  const json = 'application/json';
  return fc.oneof(
    { weight: 10, arbitrary: entries(schema, hints).map((pairs) => ({ payload: JSON.stringify(Object.fromEntries(pairs)), contentType: json })) },
    { weight: 2, arbitrary: fc.constantFrom(...rawJsonBodies(schema)).map((payload) => ({ payload, contentType: json })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
        { payload: 'hello', contentType: 'text/plain' },
        { payload: '{}', contentType: 'application/json; charset=utf-16' },
        { payload: '{}', contentType: 'application/vnd.api+json' },
        { payload: '<a/>', contentType: 'application/xml' },
      ),
    },
  );
}

/** Multipart bodies: a real image, random bytes, wrong or missing boundaries, truncated parts, odd field and file names. */
export const multipartArbitrary: fc.Arbitrary<{ payload: Buffer; contentType: string }> = fc
  .record({
    boundary: fc.constantFrom('b0undary', 'x'.repeat(70), 'a-b_c.d'),
    declared: fc.constantFrom('same', 'same', 'other', 'none', 'empty', 'quoted'),
    field: fc.constantFrom('file', 'file', 'image', '', '__proto__'),
    filename: fc.constantFrom('a.png', '', '../../x.png', 'é.png', 'x'.repeat(300), 'a"b.png'),
    content: fc.oneof(fc.constant(ONE_PIXEL_PNG), fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)), fc.constant(Buffer.alloc(0))),
    parts: fc.integer({ min: 0, max: 2 }),
    cut: fc.constantFrom('none', 'none', 'tail', 'head', 'closing'),
  })
  .map(({ boundary, declared, field, filename, content, parts, cut }) => {
    const part = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
      content,
      Buffer.from('\r\n'),
    ]);
    let payload = Buffer.concat([...Array.from({ length: parts }, () => part), Buffer.from(`--${boundary}--\r\n`)]);
    if (cut === 'tail') payload = payload.subarray(0, Math.floor(payload.length / 2));
    if (cut === 'head') payload = payload.subarray(Math.floor(payload.length / 3));
    if (cut === 'closing') payload = payload.subarray(0, Math.max(0, payload.length - boundary.length - 6));
    const header = {
      same: `multipart/form-data; boundary=${boundary}`,
      other: 'multipart/form-data; boundary=not-the-one',
      none: 'multipart/form-data',
      empty: 'multipart/form-data; boundary=',
      quoted: `multipart/form-data; boundary="${boundary}"`,
    }[declared]!;
    return { payload, contentType: header };
  });
