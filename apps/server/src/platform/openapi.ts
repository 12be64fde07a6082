import { PRODUCT_NAME } from '@expertos/domain/product';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../config.js';
import { markPublicRaw } from './access.js';

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
    transform: jsonSchemaTransform,
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
