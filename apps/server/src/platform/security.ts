import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@expertos/domain/idempotency';
import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

/**
 * The headers helmet sets for these options. They depend on nothing in the request (we use
 * no CSP nonces), yet @fastify/helmet builds helmet's middleware again on every request,
 * which cost more CPU than the rest of a small request together (measured on /api/health:
 * 134 µs of server CPU per request with it, 54 µs without). So helmet runs once, here,
 * on a throwaway instance, and every reply gets the same headers it set.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  let headers: Record<string, string> = {};
  // Registered after helmet's own onRequest hooks: sees exactly what they set, nothing else yet.
  probe.addHook('onRequest', async (_request, reply) => {
    headers = Object.fromEntries(
      Object.entries(reply.getHeaders()).map(([name, value]) => [name, String(value)]),
    );
  });
  probe.get('/', async () => '');
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return headers;
}

/**
 * The API's replies (JSON, and files that set their own sandboxing policy) are never rendered
 * as a page, so they get the headers that matter for a resource rather than helmet's document
 * set (the REST advice: nothing may frame or run it, no sniffing, same-origin reads only).
 * Twelve headers and a 400-byte policy became six short ones: every header costs each reply
 * its validation and bytes (bench: /api/health, docs/architecture.md#security-headers).
 */
export function apiHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    ...(https ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {}),
  };
}

/**
 * Security headers and CORS. The content security policy is the one the built SPA works
 * under: scripts only from our origin (the SPA has no inline script), inline styles allowed
 * (Mantine sets style attributes and CSS variables), images from anywhere over HTTPS
 * (avatars, post thumbnails), no framing of the app.
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Upgrading requests only makes sense when we are served over HTTPS.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only when the public address is HTTPS; over http://localhost it would pin nothing useful.
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // 'Add to Slack' opens the provider in a pop-up that comes back to /integration-success and
    // tells this page how it went (docs/product.md#integrations). 'same-origin' would cut the
    // pop-up off from its opener; '-allow-popups' keeps our own pop-ups linked while still
    // isolating us from windows that others open.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  if (Object.keys(headers).length === 0) throw new Error('helmet set no security headers');
  const api = apiHeaders(https);
  // onRequest, as helmet's own hook: every reply carries them, 404s and errors included.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? api : headers);
    done();
  });

  const allowed = new Set([new URL(config.publicUrl).origin, ...config.extensionOrigins]);
  await app.register(cors, {
    // Same-origin calls carry no CORS headers; a browser on any other origin is refused.
    origin: (origin, callback) => callback(null, origin === undefined || allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id', IDEMPOTENCY_KEY_HEADER],
    exposedHeaders: [
      'X-Request-Id',
      'Retry-After',
      'RateLimit',
      'RateLimit-Policy',
      IDEMPOTENT_REPLAYED_HEADER,
    ],
    maxAge: 600,
  });
}
