import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@expertos/domain/idempotency';
import { PRODUCT_NAME } from '@expertos/domain/product';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import type { AppConfig } from '../config.js';
import { markPublicRaw } from './access.js';
import { exampleOf } from './openapi-examples.js';
import { registerNamedSchemas } from './openapi-schemas.js';

const MARK_PUBLIC = 'x-expertos-public';
const MARK_LIMITED = 'x-expertos-rate-limited';

/** The one schema of every error reply (`{ code, message, details? }`), shared by reference. */
const ERROR_SCHEMA = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', description: 'A code of the error catalogue, e.g. `validation_error`.' },
    message: { type: 'string' },
    details: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

/** The errors any route may answer, each one shared response by a name that says what it is. */
const STOCK_ERRORS: Record<string, { name: string; description: string }> = {
  '400': {
    name: 'BadRequest',
    description: 'The request is malformed or invalid (`validation_error`, `bad_request`).',
  },
  '401': { name: 'Unauthorized', description: 'No valid bearer token (`unauthorized`).' },
  '403': { name: 'Forbidden', description: 'The caller may not do this (`forbidden`).' },
  '404': { name: 'NotFound', description: 'Not found, or not visible to the caller (`not_found`).' },
  '413': { name: 'PayloadTooLarge', description: 'The body is too large (`payload_too_large`).' },
  '414': { name: 'UriTooLong', description: 'A path segment is too long (`uri_too_long`).' },
  '415': {
    name: 'UnsupportedMediaType',
    description: 'The content type is not accepted (`unsupported_media_type`).',
  },
  '409': {
    name: 'Conflict',
    description:
      'A conflict with the state of things; for a request with an Idempotency-Key, the first one with that key is still running (`idempotency_key_in_flight`) or saved its change and lost its reply (`idempotency_key_reply_lost`).',
  },
  '422': {
    name: 'IdempotencyKeyReused',
    description: 'The Idempotency-Key was already used for a different request (`idempotency_key_reused`).',
  },
  '429': { name: 'TooManyRequests', description: 'Too many requests (`rate_limited`).' },
  '500': { name: 'InternalError', description: 'Something failed on the server (`internal_error`).' },
};

/**
 * The limit fields every limited reply carries (platform/rate-limit.ts), in the IETF draft's
 * syntax (draft-ietf-httpapi-ratelimit-headers, revisions 10 and 11).
 */
const LIMIT_HEADERS = {
  'RateLimit-Policy': {
    description:
      'The allowances this call counts against: `"user"` (a signed-in caller) or `"address"`, and `"route"` (per caller and route) where that limit is on; `q` requests per `w` seconds. Example: `"user";q=600;w=60`.',
    schema: { type: 'string' },
  },
  RateLimit: {
    description:
      'What is left of each allowance: `r` requests, whole again in `t` seconds. Example: `"user";r=212;t=38`.',
    schema: { type: 'string' },
  },
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 0 },
  },
  [IDEMPOTENT_REPLAYED_HEADER]: {
    description:
      'Present (`true`) when this is the kept reply to an earlier request with the same Idempotency-Key.',
    schema: { type: 'string', enum: ['true'] },
  },
};

/** The methods whose requests may carry a body (Fastify reads one for them). */
const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

type Operation = Record<string, unknown> & {
  responses?: Record<string, unknown>;
  parameters?: { in?: string }[];
  requestBody?: unknown;
};
type OpenApiDocument = Record<string, unknown> & {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
};

const IDEMPOTENCY_PARAMETER = {
  in: 'header',
  name: IDEMPOTENCY_KEY_HEADER,
  required: false,
  description: `Makes a retry of this request safe: the first reply is kept ${IDEMPOTENCY_KEY_TTL_HOURS} hours and returned again (with \`${IDEMPOTENT_REPLAYED_HEADER}: true\`) to a request with the same key, method, path and body, without doing anything twice. 1 to ${IDEMPOTENCY_KEY_MAX} visible ASCII characters, bare or in double quotes; one key per caller and request.`,
  schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX + 2 },
};

/** A POST's successful replies may be a kept first reply (see IDEMPOTENCY_PARAMETER). */
function withReplayedHeader(responses: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, reply]) => {
      if (!status.startsWith('2') || (reply as { $ref?: string }).$ref) return [status, reply];
      const own = (reply as { headers?: object }).headers;
      return [
        status,
        {
          ...(reply as object),
          headers: {
            ...own,
            [IDEMPOTENT_REPLAYED_HEADER]: { $ref: `#/components/headers/${IDEMPOTENT_REPLAYED_HEADER}` },
          },
        },
      ];
    }),
  );
}

/** A reply in the app's error format: `{ code, message, details? }`. */
function isErrorReply(declared: unknown): boolean {
  const schema = (declared as { content?: Record<string, { schema?: { properties?: object } }> }).content?.[
    'application/json'
  ]?.schema;
  // An OAuth endpoint's refusal (RFC 6749 §5.2: `error`, `error_description`) keeps its own shape.
  if (schema?.properties && 'error' in schema.properties) return false;
  return Boolean(schema?.properties && 'code' in schema.properties && 'message' in schema.properties);
}

/**
 * Every operation declares the errors it may answer, all with the shared error schema. The stock
 * errors point at one shared response each (`#/components/responses/NotFound`): written out on
 * every one of ~280 operations they were most of the document, and Swagger UI's OpenAPI 3.1
 * parser takes time in proportion to its size (measured: 13 s to draw /api/docs before, 9 s
 * after). A response a route declares with its own meaning (a 409, a 404 on a public route
 * without limits) is kept, pointing at the shared error schema.
 */
function withErrorResponses(document: OpenApiDocument): OpenApiDocument {
  const components = { ...(document.components ?? {}) };
  components.schemas = { ...(components.schemas ?? {}), ApiError: ERROR_SCHEMA };
  components.headers = { ...(components.headers ?? {}), ...LIMIT_HEADERS };
  const errorRef = { $ref: '#/components/schemas/ApiError' };
  const limitRefs = {
    'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
    RateLimit: { $ref: '#/components/headers/RateLimit' },
  };
  const headersFor = (status: string) => ({
    ...limitRefs,
    ...(status === '429' ? { 'Retry-After': { $ref: '#/components/headers/Retry-After' } } : {}),
  });
  // The shared responses carry the limit fields: every route without them is declared inline.
  components.responses = { ...(components.responses ?? {}) };
  for (const [status, { name, description }] of Object.entries(STOCK_ERRORS)) {
    components.responses[name] = {
      description,
      headers: headersFor(status),
      content: { 'application/json': { schema: errorRef } },
    };
  }
  const paths: NonNullable<OpenApiDocument['paths']> = {};
  for (const [url, item] of Object.entries(document.paths ?? {})) {
    paths[url] = {};
    for (const [method, operation] of Object.entries(item)) {
      const { [MARK_PUBLIC]: isPublic, [MARK_LIMITED]: limited, ...rest } = operation;
      const statuses = ['400', '414', '500'];
      if (isPublic !== true) statuses.push('401', '403');
      if (url.includes('{') || isPublic !== true) statuses.push('404');
      // Any body may be too large or of a type the route does not read, declared or not.
      if (rest.requestBody || BODY_METHODS.has(method)) statuses.push('413', '415');
      if (limited !== false) statuses.push('429');
      // A signed-in POST may carry an Idempotency-Key (platform/idempotency).
      const idempotent = method === 'post' && isPublic !== true;
      if (idempotent) statuses.push('409', '422');
      const declared = rest.responses ?? {};
      const responses: Record<string, unknown> = {};
      for (const status of [...new Set([...Object.keys(declared), ...statuses])].sort()) {
        const own = declared[status] as { description?: string; headers?: object } | undefined;
        const stock = STOCK_ERRORS[status];
        // fastify-swagger's placeholder: the route said nothing of its own about this reply.
        const plain = !own || (isErrorReply(own) && own.description === 'Default Response' && !own.headers);
        if (stock && plain && limited !== false) {
          responses[status] = { $ref: `#/components/responses/${stock.name}` };
          continue;
        }
        const reply = own
          ? isErrorReply(own)
            ? { ...own, content: { 'application/json': { schema: errorRef } } }
            : own
          : { description: stock?.description, content: { 'application/json': { schema: errorRef } } };
        responses[status] =
          limited === false ? reply : { ...reply, headers: { ...own?.headers, ...headersFor(status) } };
      }
      const schemas = (components.schemas ?? {}) as Record<string, unknown>;
      const own = routeSchemas.get(`${method.toUpperCase()} ${url}`);
      for (const [status, reply] of Object.entries(responses))
        if (status.startsWith('2')) withExample(reply, schemas, fitsSchema(own?.response?.[status]));
      if (rest.requestBody) withExample(rest.requestBody, schemas, fitsSchema(own?.body));
      paths[url][method] = {
        ...rest,
        ...(idempotent ? { parameters: [...(rest.parameters ?? []), IDEMPOTENCY_PARAMETER] } : {}),
        responses: idempotent ? withReplayedHeader(responses) : responses,
      };
    }
  }
  return withoutUnusedSchemas({ ...document, components, paths });
}

/**
 * A JSON body or reply without an example gets one made from its schema (openapi-examples.ts):
 * with every property, or, when that breaks a rule of the route's zod schema that JSON Schema
 * cannot say (an end after its start, one of two fields), with the required ones only. One that
 * fits neither is left out, and the document's test names it.
 */
function withExample(
  part: unknown,
  schemas: Record<string, unknown>,
  fits: (value: unknown) => boolean,
): void {
  const json = (part as { content?: Record<string, { schema?: unknown; example?: unknown }> }).content?.[
    'application/json'
  ];
  if (!json?.schema || 'example' in json) return;
  for (const requiredOnly of [false, true]) {
    const example = exampleOf(json.schema, schemas, '', 0, requiredOnly);
    if (fits(example)) {
      json.example = example;
      return;
    }
  }
}

/** The zod schemas of each route's body and replies, by `METHOD /path/{param}`, to check examples by. */
const routeSchemas = new Map<string, { body?: ZodType; response?: Record<string, ZodType> }>();
const fitsSchema = (schema: ZodType | undefined) => (value: unknown) =>
  !schema || schema.safeParse(value).success;

/**
 * The named schemas are made for both directions (`Ticket`, `TicketInput`); a body never takes
 * most of them, and a component nothing points at is noise in a generated client.
 */
function withoutUnusedSchemas(document: OpenApiDocument): OpenApiDocument {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const pending = [JSON.stringify({ ...document, components: { ...document.components, schemas: {} } })];
  while (pending.length > 0) {
    for (const [, name] of (pending.pop() ?? '').matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (name === undefined || used.has(name)) continue;
      used.add(name);
      pending.push(JSON.stringify(schemas[name] ?? null));
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}

/**
 * OpenAPI 3.1 generated from the routes' zod schemas, served at /api/openapi.json, and a
 * browsable reference at /api/docs (Swagger UI, served from the package: no CDN).
 * Must be registered before the routes it describes.
 */
export async function registerOpenApi(app: FastifyInstance, config: AppConfig): Promise<void> {
  registerNamedSchemas();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        description:
          "Team workspace for content creators and brands. Every non-public route needs `Authorization: Bearer <token>`: a signed-in person's ID token, or an API key (`exp_pat_…`) whose scopes cover the operation's `x-api-key-scope`. Errors answer `{ code, message, details? }`.",
        version: config.version,
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: "A signed-in person's ID token (a JWT), or an API key (`exp_pat_…`).",
          },
        },
      },
    },
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      const own = input.schema as { body?: ZodType; response?: Record<string, ZodType> } | undefined;
      if (own) routeSchemas.set(`${input.route.method} ${input.url.replace(/:(\w+)/g, '{$1}')}`, own);
      const config = (input.route.config ?? {}) as { access?: string; rateLimit?: unknown; scope?: string };
      const schema = result.schema as Record<string, unknown> | undefined;
      if (!schema || schema.hide) return result;
      const isPublic = config.access === 'public';
      return {
        ...result,
        schema: {
          ...schema,
          // Public routes need no token; every other route the bearer ID token.
          security: isPublic ? [] : [{ bearer: [] }],
          // What an API key needs here (bearer schemes carry no scopes of their own in OpenAPI).
          ...(isPublic ? {} : { 'x-api-key-scope': config.scope ?? 'session' }),
          ...(isPublic
            ? { description: [schema.description, 'Public: no token needed.'].filter(Boolean).join('\n\n') }
            : {
                description: [
                  schema.description,
                  config.scope === 'any'
                    ? 'Any API key may call it; each operation it carries needs its own scope.'
                    : config.scope && config.scope !== 'session'
                      ? `API key scope: \`${config.scope}\`.`
                      : 'For a person signed in: API keys get 403 `api_key_not_allowed`.',
                ]
                  .filter(Boolean)
                  .join('\n\n'),
              }),
          // Read (and removed) by transformObject below.
          [MARK_PUBLIC]: isPublic,
          [MARK_LIMITED]: config.rateLimit !== false,
        },
      };
    },
    // Named resources become components the routes point at (openapi-schemas.ts).
    transformObject: (documentObject) =>
      withErrorResponses(jsonSchemaTransformObject(documentObject) as OpenApiDocument) as never,
  });

  await app.register(async (docs) => {
    markPublicRaw(docs);
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      // No call to the public validator service: the page works offline.
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
      // The plugin's CSP pins its inline script by hash; Swagger UI also sets inline style
      // attributes, and the page must not upgrade http://localhost requests to HTTPS.
      staticCSP: true,
      transformStaticCSP: (header) =>
        header
          .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
          .replace(' validator.swagger.io', '')
          .replace(' upgrade-insecure-requests;', ''),
    });
  });

  const documentSchema = z.looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  });
  app.get(
    '/api/openapi.json',
    { config: { access: 'public' }, schema: { hide: true, response: { 200: documentSchema } } },
    async () => app.swagger() as z.infer<typeof documentSchema>,
  );
}
