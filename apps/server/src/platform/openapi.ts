import { PRODUCT_NAME } from '@expertos/domain/product';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../config.js';
import { markPublicRaw } from './access.js';

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

const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400': 'The request is malformed or invalid (`validation_error`, `bad_request`).',
  '401': 'No valid bearer token (`unauthorized`).',
  '403': 'The caller may not do this (`forbidden`).',
  '404': 'Not found, or not visible to the caller (`not_found`).',
  '413': 'The body is too large (`payload_too_large`).',
  '414': 'A path segment is too long (`uri_too_long`).',
  '415': 'The content type is not accepted (`unsupported_media_type`).',
  '429': 'Too many requests (`rate_limited`).',
  '500': 'Something failed on the server (`internal_error`).',
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

/**
 * Every operation declares the errors it may answer, all with the shared error schema; a
 * response a route declares itself is kept.
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
      const responses = { ...(rest.responses ?? {}) };
      // A route's own error reply in the app's format points at the shared schema too.
      for (const [status, declared] of Object.entries(responses)) {
        const schema = (declared as { content?: Record<string, { schema?: { properties?: object } }> })
          .content?.['application/json']?.schema;
        if (
          Number(status) >= 400 &&
          schema?.properties &&
          'code' in schema.properties &&
          'message' in schema.properties
        ) {
          responses[status] = {
            ...(declared as object),
            content: { 'application/json': { schema: errorRef } },
          };
        }
      }
      for (const status of statuses.sort()) {
        responses[status] ??= {
          description: ERROR_DESCRIPTIONS[status],
          content: { 'application/json': { schema: errorRef } },
        };
      }
      // A limited route's replies say where the caller stands; a 429 says when to come back.
      if (limited !== false)
        for (const [status, declared] of Object.entries(responses)) {
          const own = (declared as { headers?: object }).headers;
          responses[status] = {
            ...(declared as object),
            headers: {
              ...own,
              ...limitRefs,
              ...(status === '429' ? { 'Retry-After': { $ref: '#/components/headers/Retry-After' } } : {}),
            },
          };
        }
      paths[url][method] = { ...rest, responses };
    }
  }
  return { ...document, components, paths };
}

/**
 * OpenAPI 3.1 generated from the routes' zod schemas, served at /api/openapi.json, and a
 * browsable reference at /api/docs (Swagger UI, served from the package: no CDN).
 * Must be registered before the routes it describes.
 */
export async function registerOpenApi(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        description:
          'Team workspace for content creators and brands. Every non-public route needs `Authorization: Bearer <ID token>`. Errors answer `{ code, message, details? }`.',
        version: config.version,
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      const config = (input.route.config ?? {}) as { access?: string; rateLimit?: unknown };
      const schema = result.schema as Record<string, unknown> | undefined;
      if (!schema || schema.hide) return result;
      const isPublic = config.access === 'public';
      return {
        ...result,
        schema: {
          ...schema,
          // Public routes need no token; every other route the bearer ID token.
          security: isPublic ? [] : [{ bearer: [] }],
          // Read (and removed) by transformObject below.
          [MARK_PUBLIC]: isPublic,
          [MARK_LIMITED]: config.rateLimit !== false,
        },
      };
    },
    transformObject: (documentObject) =>
      withErrorResponses(
        ('openapiObject' in documentObject ? documentObject.openapiObject : {}) as OpenApiDocument,
      ) as never,
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
