import fc from 'fast-check';
import type { Schema } from './operations.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Resolve = (schema: Schema) => Schema;

/** An identifier no seed row has, so that a body accepted by chance reaches a 404, not a real row. */
const ABSENT_ID = 987_654;

/** A plausible value for a schema: the base the mutations then break. */
export function sampleOf(schema: Schema, resolve: Resolve, depth = 0): Json {
  const s = resolve(schema);
  if (depth > 8) return null;
  if ('const' in s) return s.const as Json;
  if (Array.isArray(s.enum)) return s.enum[0] as Json;
  const composed = (s.allOf ?? s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (composed) {
    const parts = composed.map((part) => sampleOf(part, resolve, depth + 1));
    const own = s.properties
      ? sampleOf({ ...s, allOf: undefined, oneOf: undefined, anyOf: undefined }, resolve, depth)
      : {};
    return parts.every((p) => p !== null && typeof p === 'object' && !Array.isArray(p))
      ? Object.assign({}, ...parts, own)
      : parts[0]!;
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object' || s.properties) {
    const props = (s.properties ?? {}) as Record<string, Schema>;
    return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, sampleOf(v, resolve, depth + 1)]));
  }
  if (type === 'array') return [sampleOf((s.items ?? {}) as Schema, resolve, depth + 1)];
  if (type === 'integer' || type === 'number') {
    const min = typeof s.minimum === 'number' ? s.minimum : 0;
    const max = typeof s.maximum === 'number' ? s.maximum : ABSENT_ID;
    return Math.min(Math.max(ABSENT_ID, min), max);
  }
  if (type === 'boolean') return false;
  if (type === 'string') {
    if (s.format === 'date') return '2026-03-15';
    if (s.format === 'date-time') return '2026-03-15T10:00:00Z';
    if (s.format === 'email') return 'fuzz@example.org';
    if (s.pattern === '^[1-9][0-9]{0,9}$') return String(ABSENT_ID);
    return 'fuzz'.padEnd(typeof s.minLength === 'number' ? s.minLength : 4, 'z');
  }
  return null;
}

/** Values no field of the contract should take: wrong types, NUL bytes, out-of-range numbers, bad dates, huge text. */
export const badValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(
    null,
    true,
    [],
    {},
    '',
    '\u0000',
    'abc\u0000def',
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    -1,
    0,
    1.5,
    1e308,
    '0000-01-01',
    '2026-02-30',
    '2026-13-01',
    '9999-12-31T25:61:00Z',
    '-000001-01-01',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
  ),
  fc.integer({ min: 1, max: 60 }).map((n) => 'x'.repeat(n * 5_000)),
  fc.integer({ min: 50, max: 400 }).map((depth) => {
    let nested: Json = 1;
    for (let i = 0; i < depth; i += 1) nested = i % 2 ? [nested] : { a: nested };
    return nested;
  }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
);

type Path = (string | number)[];

function pathsOf(value: Json, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const children = Array.isArray(value)
    ? value.flatMap((v, i) => pathsOf(v, [...prefix, i]))
    : Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...prefix, k]));
  return [prefix, ...children];
}

function edit(
  value: Json,
  path: Path,
  change: (parent: Record<string | number, Json>, key: string | number) => void,
): Json {
  const copy = structuredClone(value);
  if (path.length === 0) return copy;
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  change(parent, path.at(-1)!);
  return copy;
}

type Mutation =
  | { kind: 'replace'; at: number; value: Json }
  | { kind: 'remove'; at: number }
  | { kind: 'extra'; at: number; name: string; value: Json }
  | { kind: 'everyString'; value: string }
  | { kind: 'everyNumber'; value: number };

/** Breaks every leaf of one type at once, so that a body gets past the checks of its other fields. */
const everywhere: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constant('everyString' as const),
    value: fc.constantFrom('\u0000', 'a\u0000', '0000-01-01', '2026-02-30', 'x'.repeat(70_000)),
  }),
  fc.record({
    kind: fc.constant('everyNumber' as const),
    value: fc.constantFrom(2 ** 31, 2 ** 40, -(2 ** 31) - 1, -1),
  }),
);

function replaceLeaves(body: Json, type: 'string' | 'number', change: (leaf: never) => Json): Json {
  return JSON.parse(
    JSON.stringify(body, (_key, value: unknown) => (typeof value === type ? change(value as never) : value)),
  ) as Json;
}

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  everywhere,
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: badValue }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('extra' as const),
    at: fc.nat(),
    name: fc.constantFrom('Extra', '__proto__', 'constructor', 'IdPersonne', 'Values', 'x\u0000'),
    value: badValue,
  }),
);

function apply(body: Json, m: Mutation): Json {
  if (m.kind === 'everyString') {
    return replaceLeaves(body, 'string', (leaf: string) =>
      /^\d{4}-\d\d-\d\d/.test(m.value) ? m.value : leaf + m.value,
    );
  }
  if (m.kind === 'everyNumber') return replaceLeaves(body, 'number', () => m.value);
  const paths = pathsOf(body);
  const path = paths[m.at % paths.length]!;
  if (path.length === 0) return m.kind === 'replace' ? m.value : body;
  if (m.kind === 'replace') return edit(body, path, (parent, key) => (parent[key] = m.value));
  if (m.kind === 'remove') {
    return edit(body, path, (parent, key) =>
      Array.isArray(parent) ? parent.splice(Number(key), 1) : delete parent[key],
    );
  }
  return edit(body, path, (parent, key) => {
    const target = parent[key];
    if (target !== null && typeof target === 'object' && !Array.isArray(target)) {
      Object.defineProperty(target, m.name, { value: m.value, enumerable: true, writable: true, configurable: true });
    }
  });
}

/** A body built from the operation's schema, broken by one to three mutations (the first always replaces or removes). */
export function badBody(schema: Schema, resolve: Resolve): fc.Arbitrary<Json> {
  const base = sampleOf(schema, resolve);
  const first = mutation.filter((m) => m.kind !== 'extra');
  return fc.tuple(first, fc.array(mutation, { maxLength: 2 })).map(([m, more]) => [m, ...more].reduce(apply, base));
}
