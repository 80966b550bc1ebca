/**
 * fast-check arbitraries derived from JSON Schema (the OpenAPI document's, made from the zod contracts):
 * valid-shaped values, the same shapes with leaves mutated into wrong types, boundary sizes and hostile
 * values, and the hostile values themselves.
 */
import fc from 'fast-check';
import type { JsonSchema } from './openapi.js';

const LONG = [256, 1_025, 4_097, 65_537, 300_000];

const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\u0000'.repeat(64),
  '\u0001\u0002\u0003\u001b[31m\u007f',
  '\r\n\r\nX-Injected: 1',
  '\t',
  '\ud800',
  '\udfff\ud800',
  '\ufeff',
  '\u202etxt.exe',
  '\u200b\u200c\u200d',
  'e\u0301\u0301\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦',
  '\uffff\ufffe',
  'Ǆǅǆ ß ŉ İ ı',
  "' OR '1'='1' --",
  '"; DROP TABLE members; --',
  '\\',
  '\\u0000',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f',
  '%',
  '%zz',
  '%u0000',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  '١٢٣',
  '99999999999999999999999999999999',
  '-9223372036854775809',
  '9223372036854775808',
  '2147483648',
  ' 1',
  '1 ',
  'true',
  '[]',
  '{}',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
  '*',
  '?',
  '#',
  '&',
  '/',
  '//',
  '.',
  '..',
];

const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  0.1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.EPSILON,
];

const controlChar = fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`) },
  { weight: 2, arbitrary: fc.string({ unit: controlChar, minLength: 1, maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...LONG), fc.constantFrom('a', 'é', '𝒜', '\u0000', '%', ' ')).map(([n, c]) => c.repeat(n)) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
);

const nested = fc.integer({ min: 10, max: 2_000 }).map((depth) => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
});

/** Any wrong-typed or hostile JSON value. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', '$gt', '$ne'), hostileString, { maxKeys: 2 }).map(withOwnKeys) },
  { weight: 1, arbitrary: nested },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((n) => Array.from({ length: n }, (_, i) => i)) },
);

/** `{ '__proto__': x }` as an own, enumerable key (so it is serialised, as a client could send it). */
export function withOwnKeys(o: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  return out;
}

function typesOf(s: JsonSchema): string[] {
  if (Array.isArray(s.type)) return s.type;
  if (s.type) return [s.type];
  if (s.properties) return ['object'];
  if (s.items) return ['array'];
  return [];
}

function merged(list: JsonSchema[]): JsonSchema {
  const out: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const s of list) {
    Object.assign(out.properties ?? {}, s.properties ?? {});
    out.required = [...(out.required ?? []), ...(s.required ?? [])];
  }
  return out;
}

function patternArb(s: JsonSchema): fc.Arbitrary<string> | null {
  if (!s.pattern) return null;
  try {
    return fc.stringMatching(new RegExp(s.pattern), s.maxLength !== undefined ? { maxLength: s.maxLength } : {});
  } catch {
    return null;
  }
}

const isoDate = fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });

function validString(s: JsonSchema): fc.Arbitrary<string> {
  const byPattern = patternArb(s);
  if (byPattern) return byPattern;
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 40, 200));
  switch (s.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 254));
    case 'date':
      return isoDate.map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return isoDate.map((d) => d.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  return fc.string({ minLength, maxLength });
}

function numberBounds(s: JsonSchema): { min: number; max: number } {
  const exMin = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : s.exclusiveMinimum === true ? s.minimum : undefined;
  const exMax = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : s.exclusiveMaximum === true ? s.maximum : undefined;
  let min = exMin !== undefined ? exMin + 1 : (s.minimum ?? -1_000_000);
  let max = exMax !== undefined ? exMax - 1 : (s.maximum ?? 1_000_000);
  min = Math.max(min, Number.MIN_SAFE_INTEGER);
  max = Math.min(max, Number.MAX_SAFE_INTEGER);
  if (max < min) max = min;
  return { min, max };
}

/** Values the schema accepts (as far as JSON Schema says: refinements in zod may still refuse some). */
export function validOf(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  if (s.anyOf?.length) return fc.oneof(...s.anyOf.map((x) => validOf(x, depth)));
  if (s.oneOf?.length) return fc.oneof(...s.oneOf.map((x) => validOf(x, depth)));
  if (s.allOf?.length) return validOf(merged(s.allOf), depth);
  const types = typesOf(s);
  if (types.length > 1) return fc.oneof(...types.map((t) => validOf({ ...s, type: t }, depth)));
  const base = validOfType(s, types[0], depth);
  return s.nullable ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function validOfType(s: JsonSchema, type: string | undefined, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return validString(s);
    case 'integer': {
      const { min, max } = numberBounds(s);
      return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    }
    case 'number': {
      const { min, max } = numberBounds(s);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items && depth < 4 ? validOf(s.items, depth + 1) : fc.string({ maxLength: 8 }), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 4, 6)),
      });
    case 'object': {
      const props = s.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) model[k] = depth < 4 ? validOf(v, depth + 1) : fc.constant(null);
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) }).map((o) => o as unknown);
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Just outside, and on, the schema's limits. */
export function boundaryOf(s: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(s);
  const options: unknown[] = [];
  if (types.includes('string') || s.enum) {
    const min = s.minLength ?? 0;
    const max = s.maxLength ?? 1_000;
    for (const n of [min - 1, min, max, max + 1, max * 4 + 3]) if (n >= 0 && n <= 400_000) options.push('x'.repeat(n));
    options.push('é'.repeat(max + 1), '\u0000'.repeat(Math.max(1, Math.min(max, 64))));
    if (s.enum) options.push(...s.enum.filter((e): e is string => typeof e === 'string').map((e) => `${e.toUpperCase()} `));
  }
  if (types.includes('integer') || types.includes('number')) {
    const { min, max } = numberBounds(s);
    options.push(min, max, min - 1, max + 1, min - 0.5, max + 0.5, -min, max * 2 + 1, String(max), `${min}`);
  }
  if (types.includes('array')) {
    const max = s.maxItems ?? 100;
    options.push([], Array.from({ length: Math.min(max + 1, 5_000) }, () => 'x'), [[[]]], [null]);
  }
  if (types.includes('object')) options.push({}, [], withOwnKeys(JSON.parse('{"__proto__":{"admin":true}}') as Record<string, unknown>));
  if (!options.length) options.push(null, '', 0, [], {});
  return fc.constantFrom(...options);
}

const EXTRA_KEYS = ['__proto__', 'constructor', 'id', 'memberId', 'role', 'roles', 'isStaff', 'tier', 'coinBalance', 'variant', 'status', 'createdAt', 'confirmedAt', 'extra'];

/**
 * The schema's shape with leaves mutated: most leaves valid, some at a boundary, some hostile; objects now
 * and then lose required fields or gain extra ones.
 */
export function fuzzOf(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: shapedOf(s, depth) },
    { weight: 1, arbitrary: boundaryOf(s) },
    { weight: 1, arbitrary: hostileValue },
  );
}

function shapedOf(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth >= 4) return validOf(s, depth);
  if (s.anyOf?.length) return fc.oneof(...s.anyOf.map((x) => shapedOf(x, depth)));
  if (s.oneOf?.length) return fc.oneof(...s.oneOf.map((x) => shapedOf(x, depth)));
  if (s.allOf?.length) return shapedOf(merged(s.allOf), depth);
  const types = typesOf(s);
  if (types.includes('object') && s.properties) {
    const props = s.properties;
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [k, v] of Object.entries(props)) model[k] = fuzzOf(v, depth + 1);
    const required = (s.required ?? []).filter((k) => k in props);
    const record = fc.oneof(
      { weight: 4, arbitrary: fc.record(model, { requiredKeys: required }) },
      { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
    );
    const extra = fc.option(fc.dictionary(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })), fc.oneof(hostileValue, fc.jsonValue({ maxDepth: 1 })), { maxKeys: 3 }), { freq: 4 });
    return fc.tuple(record, extra).map(([o, x]) => withOwnKeys({ ...(o as Record<string, unknown>), ...(x ?? {}) }));
  }
  if (types.includes('array') && s.items) {
    return fc.array(fuzzOf(s.items, depth + 1), { maxLength: Math.min(s.maxItems ?? 4, 6) });
  }
  return validOf(s, depth);
}
