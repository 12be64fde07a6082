import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { createDatabase, type Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createRolesRepository } from './modules/roles/roles.repository.js';
import { rolesRoutes } from './modules/roles/roles.routes.js';
import { createRolesService } from './modules/roles/roles.service.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { type Authenticator, registerAccessGuard, undeclaredRoutes } from './platform/access.js';
import { registerErrorHandler } from './platform/errors.js';
import { registerOpenApi } from './platform/openapi.js';
import { registerRateLimit } from './platform/rate-limit.js';
import { registerSecurity } from './platform/security.js';
import { registerSpa } from './platform/spa.js';

export interface AppDeps {
  /** An open database; when absent one is opened from config and closed with the app. */
  database?: Database;
  /** Reads the caller from a bearer ID token. Until the identity service is wired, nobody is signed in. */
  authenticate?: Authenticator;
  /** Apply pending migrations before serving (default true). */
  migrate?: boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const noIdentityYet: Authenticator = async () => null;

/**
 * Builds the whole application without listening: plugins first, then the feature modules.
 * The one place that wires things; tests build it on a temporary database and use inject().
 */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
    },
    trustProxy: config.trustProxy,
    // A caller's request id is kept when it is well-formed, so a trace crosses services.
    // (Fastify's requestIdHeader would take any value unchecked; genReqId reads it instead.)
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // While shutting down, ask keep-alive clients to hang up after this reply, so closing
    // waits for requests in flight rather than for idle browser connections.
    if (!app.server.listening) reply.header('connection', 'close');
  });

  const database = deps.database ?? createDatabase(config.database);
  if (!deps.database) app.addHook('onClose', () => database.close());
  if (deps.migrate !== false) await migrateToLatest(database);

  registerErrorHandler(app);
  registerAccessGuard(app, deps.authenticate ?? noIdentityYet);
  await registerSecurity(app, config);
  await registerOpenApi(app, config);

  await app.register(
    async (api) => {
      await registerRateLimit(api, config);
      await api.register(systemRoutes({ database, version: config.version }));
      await api.register(rolesRoutes(createRolesService(createRolesRepository(database.db))));
    },
    { prefix: '/api' },
  );

  await registerSpa(app, config.webDistDir);

  // Outside production a route without an access level or a response schema stops the
  // start-up, so it is found by whoever adds it rather than by an attacker.
  app.addHook('onReady', async () => {
    const missing = undeclaredRoutes(app.routeDeclarations);
    if (missing.length === 0) return;
    const list = missing.map((r) => `${r.method} ${r.url} (${r.missing.join(', ')})`).join('; ');
    // In production the guard already refuses such routes (fail closed); say so loudly.
    if (config.env === 'production') app.log.error(`routes without declarations: ${list}`);
    else throw new Error(`Routes without an access level or response schema: ${list}`);
  });

  return app;
}
