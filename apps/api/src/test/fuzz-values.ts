/**
 * Building blocks of the OpenAPI fuzz test: a plausible value for a JSON schema, the leaf paths
 * of a body, and the hostile values sent in their place.
 */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
};

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export const nul = 'ab\u0000cd';
export const loneSurrogate = 'x\ud800y';

const nested = (depth: number): unknown => (depth === 0 ? '\u0000' : { a: [nested(depth - 1)], b: null });

/** What a hostile client sends instead of a field's value: wrong types, bounds, shapes and sizes. */
export const hostileValues: unknown[] = [
  '',
  '   ',
  'x'.repeat(100_000),
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  2 ** 64,
  true,
  null,
  [],
  {},
  nested(30),
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '2026-02-30',
  'NaN',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '\u202e\ufeff\u200b',
  [{ '\u0000': 1 }],
];

/** The same values as query or path text. */
export const hostileTexts: string[] = [
  nul,
  loneSurrogate,
  '',
  'x'.repeat(10_000),
  '-1',
  '0',
  '1.5',
  '1e308',
  '99999999999999999999999',
  'true',
  'null',
  '[]',
  '{"a":',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '2026-02-30',
  "' OR 1=1 --",
  '../../../etc/passwd',
  // Texts that are JSON or base64 JSON themselves (a filter tree, a paging cursor) hide NUL from the guard.
  JSON.stringify({
    operator: 'AND',
    conditions: [{ fieldId: 'clientName', operator: 'contains', value: nul }],
    groups: [],
  }),
  Buffer.from(
    JSON.stringify(['createdAt', 'desc', nul, '00000000-0000-0000-0000-000000000000', 'next']),
  ).toString('base64url'),
];

/** Percent-encodes like a browser; a lone surrogate has no UTF-8 form, so its CESU-8 bytes go instead. */
export function encodeText(value: string): string {
  return [...value]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

export function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 10; hops++) {
    current = doc.components?.schemas?.[current.$ref.split('/').at(-1)!] ?? {};
  }
  const variant = current.allOf?.[0] ?? current.anyOf?.find((s) => s.type !== 'null') ?? current.oneOf?.[0];
  return variant ? resolve(doc, variant) : current;
}

/** Texts tried against a field's pattern: a colour, an amount, a postcode, a country, a phone… */
const patternSamples = [
  '#3357FF',
  '10.00',
  '00-001',
  'PL',
  'PLN',
  '500600700',
  '+48',
  'fuzz@example.com',
  '2026-01-15',
  '1',
  'Test',
];

/** A value the schema would likely accept, so that one hostile field meets otherwise valid input. */
export function plausible(doc: OpenApiDocument, raw: JsonSchema | undefined, depth = 0): unknown {
  const schema = resolve(doc, raw);
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      if (depth > 4) return {};
      const entries = Object.entries(schema.properties ?? {}).map(([key, value]) => [
        key,
        plausible(doc, value, depth + 1),
      ]);
      return Object.fromEntries(entries);
    }
    case 'array':
      return depth > 4 ? [] : [plausible(doc, schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return '11111111-1111-4111-8111-111111111111';
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T10:00:00.000Z';
      return schema.pattern
        ? (patternSamples.find((sample) => new RegExp(schema.pattern!).test(sample)) ?? 'Test')
        : 'Test'.padEnd(schema.minLength ?? 4, 'x');
    default:
      return 'Test';
  }
}

/** Dotted paths of every leaf and every object/array inside a plausible body (up to a depth). */
export function fieldPaths(value: unknown, prefix: string[] = [], depth = 0): string[][] {
  if (depth > 4 || value === null || typeof value !== 'object') return prefix.length ? [prefix] : [];
  const children = Array.isArray(value)
    ? value.slice(0, 1).flatMap((item, index) => fieldPaths(item, [...prefix, String(index)], depth + 1))
    : Object.entries(value).flatMap(([key, item]) => fieldPaths(item, [...prefix, key], depth + 1));
  return prefix.length ? [prefix, ...children] : children;
}

export function withValue(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let target = copy;
  // A fixture body may lack a branch the schema's plausible body has (an empty list): grow it.
  for (const [index, key] of path.slice(0, -1).entries()) {
    if (target[key] === null || typeof target[key] !== 'object')
      target[key] = /^\d+$/.test(path[index + 1]!) ? [] : {};
    target = target[key] as Record<string, unknown>;
  }
  target[path.at(-1)!] = value;
  return copy;
}
