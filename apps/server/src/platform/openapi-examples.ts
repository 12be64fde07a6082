/**
 * An example value for a JSON schema of the OpenAPI document (openapi.ts): every property,
 * required or not, one item per list, the first choice of an enum or a union, a value inside
 * every bound. The document's test checks each example against the route's own zod schema, so
 * an example that stopped fitting its schema fails there, not in a reader's hands.
 */
type Schema = Record<string, unknown>;

const STRING_FORMATS: Record<string, string> = {
  'date-time': '2026-11-30T09:30:00.000Z',
  date: '2026-11-30',
  time: '09:30:00',
  email: 'ada@example.com',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  uuid: '3f0c1c52-9a7e-4b8e-9a57-0b8f4f6c2d11',
  hostname: 'example.com',
};

/** Names that say what their string holds, for examples a person can read. */
const BY_NAME: Array<[RegExp, string]> = [
  [/(^|_)(uid|id)$/, '3f0c1c52-9a7e-4b8e-9a57-0b8f4f6c2d11'],
  [/email/, 'ada@example.com'],
  [/(^|_)url$|_url$|link/, 'https://example.com/'],
  [/(^|_)date$|^(from|to|week_start|day)$/, '2026-11-30'],
  [/(^|_)at$/, '2026-11-30T09:30:00.000Z'],
  [/time_zone|timezone/, 'Europe/Berlin'],
  [/_day$/, 'monday'],
  [/name$/, 'Leafco'],
  [/summary|title/, 'Launch teaser for the spring line'],
];

/** Values tried, in turn, against a pattern the value by name or format does not match. */
const PATTERN_CANDIDATES = [
  '2026-11-30',
  '2026-11-30T09:30:00.000Z',
  '09:30',
  // A country's region (a holiday calendar).
  'DE-BY',
  '12',
  'PROJ-12',
  'cs_test_a1b2c3',
  `whsec_${'A'.repeat(32)}`,
  'abc',
  'a',
];

export function exampleOf(
  schema: unknown,
  schemas: Record<string, unknown>,
  name = '',
  depth = 0,
  /** Only the properties a value must have: the fallback when a full one breaks a rule across fields. */
  requiredOnly = false,
): unknown {
  if (!schema || typeof schema !== 'object' || depth > 12) return null;
  const s = schema as Schema;
  if ('example' in s) return s.example;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if (typeof s.$ref === 'string') {
    const target = schemas[s.$ref.replace('#/components/schemas/', '')];
    return exampleOf(target, schemas, name, depth + 1, requiredOnly);
  }
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  if ('default' in s && s.default !== undefined) return s.default;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = s[key];
    if (Array.isArray(options) && options.length > 0) {
      // A value rather than null where the schema allows both; null in the smallest example.
      const isNull = (option: unknown) => (option as Schema).type === 'null';
      const chosen = (requiredOnly ? options.find(isNull) : options.find((o) => !isNull(o))) ?? options[0];
      return exampleOf(chosen, schemas, name, depth + 1, requiredOnly);
    }
  }
  if (Array.isArray(s.allOf) && s.allOf.length > 0)
    return Object.assign(
      {},
      ...s.allOf.map((part) => exampleOf(part, schemas, name, depth + 1, requiredOnly)),
    );
  const type = Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? s.type[0]) : s.type;
  switch (type) {
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, unknown>;
      const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(properties))
        if (!requiredOnly || required.has(key))
          out[key] = exampleOf(value, schemas, key, depth + 1, requiredOnly);
      // A record over known keys (a count per status, a price per period) has every one of them.
      const keys = [
        ...(((s.propertyNames as Schema | undefined)?.enum as unknown[] | undefined) ?? []),
        ...required,
      ].map(String);
      if (s.additionalProperties && typeof s.additionalProperties === 'object')
        for (const key of keys)
          if (!(key in out))
            out[key] = exampleOf(s.additionalProperties, schemas, key, depth + 1, requiredOnly);
      return out;
    }
    case 'array': {
      const min = typeof s.minItems === 'number' ? s.minItems : 0;
      const max = typeof s.maxItems === 'number' ? s.maxItems : 1;
      // One item to show its shape; the smallest example has only as many as it must.
      const count = Math.min(requiredOnly ? min : Math.max(min, 1), Math.max(max, 0));
      if (s.uniqueItems && count > 1) return [];
      return Array.from({ length: count }, () => exampleOf(s.items, schemas, name, depth + 1, requiredOnly));
    }
    case 'string':
      return stringExample(s, name);
    case 'integer':
    case 'number': {
      // A span reads as one: it starts before it ends.
      if (/(^|_)end(_|$)/.test(name)) return 5000;
      if (/(^|_)start(_|$)/.test(name)) return 1000;
      const low =
        typeof s.minimum === 'number'
          ? s.minimum
          : typeof s.exclusiveMinimum === 'number'
            ? s.exclusiveMinimum + 1
            : 1;
      const high = typeof s.maximum === 'number' ? s.maximum : low;
      return Math.min(Math.max(low, 1), high);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return null;
  }
}

function stringExample(s: Schema, name: string): string {
  const byFormat = typeof s.format === 'string' ? STRING_FORMATS[s.format] : undefined;
  const byName = BY_NAME.find(([pattern]) => pattern.test(name))?.[1];
  let value = byFormat ?? byName ?? 'text';
  const max = typeof s.maxLength === 'number' ? s.maxLength : Number.POSITIVE_INFINITY;
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  if (typeof s.pattern === 'string') {
    const pattern = new RegExp(s.pattern, 'u');
    if (!pattern.test(value))
      value = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate)) ?? value;
  }
  if (value.length > max) value = value.slice(0, max);
  if (value.length < min) value = value.padEnd(min, 'a');
  return value;
}
