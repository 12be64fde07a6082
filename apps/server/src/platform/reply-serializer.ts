import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * Keywords that only constrain or describe values: a serialiser writes what it is given, so
 * they go. `default` too: fast-json-stringify would write it for a missing property, where
 * zod's encoding leaves the property out.
 */
const CONSTRAINTS = new Set([
  '$schema',
  'default',
  'pattern',
  'format',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'description',
  'title',
  'examples',
]);
/** What fast-json-stringify can only do by validating each value first (slower than zod). */
const BRANCHING = ['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref', '$defs', 'definitions'];

const isNullOnly = (schema: JsonSchema) => schema.type === 'null' && Object.keys(schema).length === 1;

/**
 * The JSON Schema fast-json-stringify compiles: constraints dropped, and `nullable` (zod writes
 * `anyOf: [X, {type: null}]`) folded into `type: [X, 'null']`, which it writes without
 * validating. Answers null when anything else would need branching.
 */
export function serializableSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(serializableSchema);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node as JsonSchema)) {
    if (CONSTRAINTS.has(key)) continue;
    // `properties` maps names to schemas: never drop a property that shares a keyword's name.
    out[key] =
      key === 'properties'
        ? Object.fromEntries(
            Object.entries(value as JsonSchema).map(([name, schema]) => [name, serializableSchema(schema)]),
          )
        : serializableSchema(value);
  }
  const branches = out.anyOf as JsonSchema[] | undefined;
  if (branches?.length === 2 && branches.some(isNullOnly)) {
    const other = branches.find((branch) => !isNullOnly(branch)) as JsonSchema;
    if (typeof other.type === 'string') {
      const { anyOf: _folded, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** True when a schema needs branching anywhere (a property's name is never a keyword). */
function branching(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(branching);
  if (!node || typeof node !== 'object') return false;
  return Object.entries(node as JsonSchema).some(([key, value]) =>
    key === 'properties'
      ? Object.values(value as JsonSchema).some(branching)
      : BRANCHING.includes(key) || branching(value),
  );
}

/**
 * A compiled writer for a reply schema, or null where the schema is not plain data
 * (transforms, codecs, unions): those keep zod. Only the schema's properties are written,
 * so a column the schema does not list never leaves (additionalProperties false, as zod strips).
 */
export function compileReplyWriter(schema: ZodType): ((data: unknown) => string) | null {
  let json: unknown;
  try {
    json = serializableSchema(
      z.toJSONSchema(schema, {
        io: 'output',
        unrepresentable: 'throw',
        target: 'draft-7',
        // Not zod's global registry: the OpenAPI document names schemas there (Ticket, …), which
        // would turn them into references here, and the writer wants every schema inline.
        metadata: z.registry(),
      }),
    );
  } catch {
    return null;
  }
  if (branching(json)) return null;
  try {
    return fastJsonStringify(json as never) as (data: unknown) => string;
  } catch {
    return null;
  }
}

function resolveSchema(schema: unknown): ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown }).properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`not a zod reply schema: ${JSON.stringify(schema)}`);
}

/**
 * Fastify's reply serialiser (issue 18): zod checked and encoded every reply, then
 * JSON.stringify wrote it (128–164 µs for a page of 50 tickets); a writer compiled from the
 * reply schema does both in about 55 µs. Schemas it cannot express keep zod.
 *
 * `verify` (everywhere but production: every API test and every development server): each
 * reply is also written by zod and the two must be the same JSON value, else the reply fails as
 * one that does not match its schema — so the compiled writer is checked against zod on every
 * reply the test suites make, and a reply that breaks its schema still fails there.
 */
export function createReplySerializerCompiler({
  verify,
}: {
  verify: boolean;
}): FastifySerializerCompiler<unknown> {
  return ({ schema: given, method, url }) => {
    const schema = resolveSchema(given);
    const viaZod = (data: unknown): string => {
      const result = z.safeEncode(schema, data as never);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return JSON.stringify(result.data);
    };
    // Compiled on the route's first reply, not at start-up: a server (and each API test's app)
    // has about a thousand route × status schemas, most of which a given run never answers.
    let compiled: ((data: unknown) => string) | null | undefined;
    const writer = () => {
      if (compiled === undefined) compiled = compileReplyWriter(schema);
      return compiled;
    };
    return (data) => {
      const write = writer();
      if (!write) return viaZod(data);
      if (!verify) return write(data);
      const expected = viaZod(data);
      const written = write(data);
      // The same JSON value; key order may differ (the writer puts optional properties last).
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        const message = `compiled reply differs from zod's: ${expected.slice(0, 300)} vs ${written.slice(0, 300)}`;
        throw new ResponseSerializationError(method, url, {
          cause: new z.ZodError([{ code: 'custom', message, path: [], input: data }]),
        });
      }
      return written;
    };
  };
}
