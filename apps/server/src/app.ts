import { randomUUID } from 'node:crypto';
import { apiKeyWellFormed } from '@expertos/domain/api-keys';
import { OAUTH_ACCESS_PREFIX } from '@expertos/domain/oauth';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { JSONWebKeySet } from 'jose';
import { createPlatform, createWorker } from './background.js';
import { type AppConfig, fastifyTrustProxy } from './config.js';
import { createDatabase, type Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createApiKeysRepository } from './modules/api-keys/api-keys.repository.js';
import { createApiKeysService } from './modules/api-keys/api-keys.service.js';
import {
  type AccountMail,
  createIdentityService,
  embeddedIssuer,
  ID_TOKEN_USE,
  type PasswordHashing,
} from './modules/auth/auth.identity.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createPasskeysRepository } from './modules/auth/passkeys.repository.js';
import { createPasskeysService } from './modules/auth/passkeys.service.js';
import { createSessionsRepository } from './modules/auth/sessions.repository.js';
import { createSessionsService } from './modules/auth/sessions.service.js';
import { createSignInGrants } from './modules/auth/sign-in-grants.js';
import { createUsersRepository } from './modules/auth/users.repository.js';
import { buildModules } from './modules/index.js';
import { createOAuthRepository } from './modules/oauth/oauth.repository.js';
import { createOAuthService } from './modules/oauth/oauth.service.js';
import { personLanguages } from './modules/profile/profile.module.js';
import { type Authenticator, registerAccessGuard, undeclaredRoutes } from './platform/access.js';
import { bearerKey, bearerToken, createBearerAuthenticator } from './platform/auth/authenticator.js';
import { loadOrCreateSecret } from './platform/auth/secret.js';
import {
  createTokenVerifier,
  EXTERNAL_ALGORITHMS,
  localKeySet,
  remoteKeySet,
  type TokenVerifier,
} from './platform/auth/token-verifier.js';
import { registerCompression } from './platform/compression.js';
import { registerConditionalReads } from './platform/conditional-reads.js';
import { frameworkErrorHandler, registerErrorHandler } from './platform/errors.js';
import { registerIdempotency } from './platform/idempotency/idempotency.js';
import { registerInputGuard } from './platform/input-guard.js';
import { enqueueSystemMail } from './platform/mail/mail.jobs.js';
import { resetPassword, verifyEmail } from './platform/mail/templates.js';
import { registerMetrics } from './platform/metrics/metrics.js';
import { registerOpenApi } from './platform/openapi.js';
import { registerRateLimit, type UnverifiedLimit } from './platform/rate-limit.js';
import { registerReplyLanguage } from './platform/reply-language.js';
import { createReplySerializerCompiler } from './platform/reply-serializer.js';
import { registerRequestContext } from './platform/request-context.js';
import { serializeRequest } from './platform/request-log.js';
import { registerSecurity } from './platform/security.js';
import { registerSpa } from './platform/spa.js';
import { mediaRoutes } from './platform/storage/media.routes.js';
import { registerUploadCleanup } from './platform/storage/upload.js';
import { closeUnusedConnectionsOnClose } from './platform/unused-connections.js';

export interface AppDeps {
  /** An open database; when absent one is opened from config and closed with the app. */
  database?: Database;
  /** Reads the caller from the request; by default a verified bearer ID token. */
  authenticate?: Authenticator;
  /** Where account e-mails go; by default the mail queue. */
  sendAccountMail?: (mail: AccountMail) => Promise<void>;
  /** Apply pending migrations before serving (default true). */
  migrate?: boolean;
  /** Where the request log goes (JSON lines); by default standard output. Tests read it. */
  logStream?: { write(line: string): void };
  /** The modules' clock; by default the system's. Tests move it instead of waiting. */
  now?: () => Date;
  /** How a slowed-down sign-in waits; by default a timer. Tests record the delays instead. */
  signInWait?: (ms: number) => Promise<void>;
  /** How passwords are hashed; by default the identity service's own (see IdentityOptions). */
  passwordHashing?: PasswordHashing;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * A plugin with its name given: Fastify names an unnamed one by looking through every module
 * loaded for the one exporting it (about 1,500 in a test process), on every registration: about
 * a tenth of building the app, which each API test does.
 */
function named<T extends object>(plugin: T, name: string): T {
  Object.defineProperty(plugin, DISPLAY_NAME, { value: name, configurable: true });
  return plugin;
}

/**
 * Names every plugin registered on the app or inside one of its plugins that has no name yet
 * (the modules' inline `register(async (app) => …)`, about 85 per app) by its function's name,
 * before Fastify looks: otherwise each registration made it search every loaded module twice,
 * about a third of building the app (measured with a CPU profile of 20 builds). Plugins
 * inherit `register` from the root instance, so one wrapper covers them all.
 */
function nameEveryPlugin(app: FastifyInstance) {
  const register = app.register;
  const wrapped = function (this: FastifyInstance, plugin: unknown, options?: unknown) {
    if (typeof plugin === 'function' && !(DISPLAY_NAME in plugin))
      named(plugin, plugin.name || 'inline plugin');
    return (register as (this: FastifyInstance, ...args: unknown[]) => unknown).call(this, plugin, options);
  };
  (app as unknown as { register: unknown }).register = wrapped;
}

/**
 * ID tokens come from the embedded identity service (EdDSA keys read in process), or, when
 * AUTH_ISSUER/AUTH_JWKS_URL are set, from an external OpenID Connect provider instead.
 */
function createVerifier(
  config: AppConfig,
  identity: ReturnType<typeof createIdentityService>,
): TokenVerifier {
  const external = config.auth.external;
  if (external) {
    return createTokenVerifier(remoteKeySet(external.jwksUrl), {
      issuer: external.issuer,
      audience: external.audience,
      algorithms: EXTERNAL_ALGORITHMS,
    });
  }
  const { issuer, audience } = embeddedIssuer(config.publicUrl);
  return createTokenVerifier(
    localKeySet(async () => (await identity.api.getJwks()) as unknown as JSONWebKeySet),
    // Only our ID tokens: signed by our EdDSA key and marked as ID tokens.
    { issuer, audience, algorithms: ['EdDSA'], requiredClaims: { token_use: ID_TOKEN_USE } },
  );
}

/**
 * Builds the whole application without listening: plugins first, then the feature modules.
 * The one place that wires things; tests build it on a temporary database and use inject().
 */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
      // One-time tokens in links (query strings, reset and share paths) never reach the log.
      serializers: { req: serializeRequest },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A caller's request id is kept when it is well-formed, so a trace crosses services.
    // (Fastify's requestIdHeader would take any value unchecked; genReqId reads it instead.)
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1_048_576,
    // Fastify leaves both unlimited by default: a client trickling its headers or body
    // (slow loris), or a silent connection under a stuck request, would hold a socket forever.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    // Over-long path segments (ids) answer 414 uri_too_long, malformed ones 400, in the app's format.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: (error, request, reply) =>
      frameworkErrorHandler(error, request as FastifyRequest, reply as FastifyReply),
  }).withTypeProvider<ZodTypeProvider>();
  nameEveryPlugin(app);

  app.setValidatorCompiler(validatorCompiler);
  // Replies are written by writers compiled from their schemas, checked against zod outside
  // production (platform/reply-serializer.ts).
  app.setSerializerCompiler(createReplySerializerCompiler({ verify: config.env !== 'production' }));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // While shutting down, ask keep-alive clients to hang up after this reply, so closing
    // waits for requests in flight rather than for idle browser connections.
    if (!app.server.listening) reply.header('connection', 'close');
  });
  closeUnusedConnectionsOnClose(app);

  const database = deps.database ?? createDatabase(config.database);

  const platform = createPlatform(config, database, app.log, deps.now ? { now: deps.now } : {});
  const { queue, storage, events } = platform.deps;
  // The bus is reachable from the app so tests (and, later, realtime) can listen to it.
  app.decorate('events', events);

  const trustedOrigins = [new URL(config.publicUrl).origin, ...config.extensionOrigins];
  const authSecret = loadOrCreateSecret(config.dataDir, config.auth.secret);
  const passkeys = createPasskeysService({
    repository: createPasskeysRepository(database.db),
    publicUrl: config.publicUrl,
    trustedOrigins,
    now: platform.deps.now,
    logger: app.log,
  });
  const signInGrants = createSignInGrants(database.db, platform.deps.now);
  const languageOf = personLanguages({ database });
  const identity = createIdentityService({
    database,
    passkeys,
    signInGrants,
    providers: config.auth.providers,
    logger: app.log,
    publicUrl: config.publicUrl,
    secret: authSecret,
    trustedOrigins,
    ...(deps.passwordHashing ? { passwordHashing: deps.passwordHashing } : {}),
    sendAccountMail:
      deps.sendAccountMail ??
      (async (mail) => {
        // In the person's language: their profile's, else the request's, else English
        // (docs/product.md#languages).
        const language = (mail.userId ? await languageOf(mail.userId) : null) ?? mail.requestLanguage;
        const written = { ...mail, ...(language ? { language } : {}) };
        const content = mail.kind === 'verify-email' ? verifyEmail(written) : resetPassword(written);
        await enqueueSystemMail(queue, { to: mail.to, ...content });
      }),
  });
  if (deps.migrate !== false) await migrateToLatest(database);
  const users = createUsersRepository(database.db);
  const sessions = createSessionsService({
    repository: createSessionsRepository(database.db),
    now: platform.deps.now,
    logger: app.log,
  });
  const authService = createAuthService({
    users,
    identity,
    embeddedIssuer: embeddedIssuer(config.publicUrl).issuer,
    logger: app.log,
    sessionSeen: sessions.seen,
  });

  // Every feature, built once; the worker (in-process or `npm run worker`) runs their jobs.
  const modules = buildModules(platform.deps, {
    identity,
    users,
    authService,
    sessions,
    passkeys,
    signInGrants,
    secret: authSecret,
    trustedOrigins,
    ...(deps.signInWait ? { signInWait: deps.signInWait } : {}),
  });
  for (const module of modules) await module.start?.();
  if (config.jobs.runWorker) {
    const worker = createWorker(platform, modules);
    app.addHook('onReady', async () => worker.start());
    // Before the database closes (onClose hooks run in the order they were added).
    app.addHook('onClose', () => worker.stop());
  }
  // Live updates read the log once the app is ready, and stop before the database closes.
  app.addHook('onReady', () => platform.realtime.start());
  app.addHook('onClose', () => platform.realtime.close());
  if (!deps.database) app.addHook('onClose', () => database.close());

  registerErrorHandler(app);
  registerReplyLanguage(app, languageOf);
  const verifier = createVerifier(config, identity);
  // Who a request counts against for rate limits: a caller whose token was already verified.
  // API keys: the api-keys module checks the secret, the auth module names its owner.
  const apiKeys = createApiKeysService({
    repository: createApiKeysRepository(database.db),
    now: platform.deps.now,
  });
  // OAuth access tokens for the MCP server: the oauth module checks them, as keys are checked.
  const oauthTokens = createOAuthService({
    repository: createOAuthRepository(database.db),
    publicUrl: config.publicUrl,
    now: platform.deps.now,
  });
  const isOAuthToken = (secret: string) => secret.startsWith(OAUTH_ACCESS_PREFIX);
  // An API key (or an app's token) verified lately counts against its own allowance (`key:…`,
  // API_KEY_RATE_LIMIT_MAX).
  const knownCaller = (request: FastifyRequest) => {
    const secret = bearerKey(request.headers.authorization);
    if (secret) {
      const key = isOAuthToken(secret)
        ? oauthTokens.known(secret)
        : apiKeyWellFormed(secret)
          ? apiKeys.known(secret)
          : null;
      return key ? `key:${key}` : null;
    }
    const token = bearerToken(request.headers.authorization);
    if (!token) return null;
    const caller = verifier.known?.(token);
    return caller ? `${caller.issuer} ${caller.subject}` : null;
  };
  // Set once the rate limits are registered (in the /api scope, below).
  let limitUnverified: UnverifiedLimit | undefined;
  registerAccessGuard(
    app,
    deps.authenticate ??
      createBearerAuthenticator(verifier, authService.resolveUsers, {
        authenticate: (secret) =>
          isOAuthToken(secret) ? oauthTokens.authenticate(secret) : apiKeys.authenticate(secret),
        userById: authService.userById,
      }),
    {
      // A token not verified before counts against its address before it is checked.
      beforeAuthenticate: async (request) => {
        if (!knownCaller(request)) await limitUnverified?.(request);
      },
    },
  );
  registerInputGuard(app);
  // After the guard has named the caller: domain events' listeners learn who and from where.
  registerRequestContext(app);
  // Before compression and entity tags: it keeps a POST's reply as the handler made it.
  registerIdempotency(app, {
    database,
    // A first request is taken to be alive for twice the longest a request may take.
    lockMs: config.requestTimeoutMs * 2,
    now: platform.deps.now,
  });
  registerUploadCleanup(app);
  for (const module of modules) module.policies?.(app);
  await registerSecurity(app, config);
  // Entity tags first: they are computed on the plain body, before it is compressed.
  registerConditionalReads(app);
  // Before the routes and the web app's files (@fastify/static): its hook must see their replies.
  await registerCompression(app);
  await registerOpenApi(app, config);
  // Counts every answer (its hook before the routes), and serves /api/metrics.
  await registerMetrics(app, config.metricsToken, {
    database,
    streams: () => platform.realtime.hub.connections(),
  });

  await app.register(
    async (api) => {
      limitUnverified = await registerRateLimit(api, config, knownCaller);
      for (const module of modules) if (module.routes) await api.register(named(module.routes, module.name));
      await api.register(mediaRoutes(storage));
    },
    { prefix: '/api' },
  );
  for (const module of modules)
    if (module.rootRoutes) await app.register(named(module.rootRoutes, `${module.name} (root)`));

  await registerSpa(app, config.webDistDir);

  // Outside production a route without an access level, key scope or response schema stops the
  // start-up, so it is found by whoever adds it rather than by an attacker.
  app.addHook('onReady', async () => {
    const missing = undeclaredRoutes(app.routeDeclarations);
    if (missing.length === 0) return;
    const list = missing.map((r) => `${r.method} ${r.url} (${r.missing.join(', ')})`).join('; ');
    // In production the guard already refuses such routes (fail closed); say so loudly.
    if (config.env === 'production') app.log.error(`routes without declarations: ${list}`);
    else
      throw new Error(
        `Routes without an access level, key scope, response schema or plan requirement: ${list}`,
      );
  });

  return app;
}
