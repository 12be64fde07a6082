import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

/**
 * Security headers and CORS. The content security policy is the one the built SPA works
 * under: scripts only from our origin (the SPA has no inline script), inline styles allowed
 * (Mantine sets style attributes and CSS variables), images from anywhere over HTTPS
 * (avatars, post thumbnails), no framing of the app.
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
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
  });

  const allowed = new Set([new URL(config.publicUrl).origin, ...config.extensionOrigins]);
  await app.register(cors, {
    // Same-origin calls carry no CORS headers; a browser on any other origin is refused.
    origin: (origin, callback) => callback(null, origin === undefined || allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
}
