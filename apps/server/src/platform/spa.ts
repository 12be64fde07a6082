import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { markPublicRaw } from './access.js';
import { AppError } from './errors.js';

/**
 * Serves the built SPA at / with history fallback: any GET outside /api that matches no
 * file gets index.html, so deep links work. Unknown /api paths get a JSON 404.
 * Hashed assets are cached for a year; index.html is revalidated on every load. Files go
 * compressed as the build made them; index.html through the compression hook.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  // index.html is small and read once: the fallback answers from memory.
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : null;
  if (indexHtml) {
    await app.register(async (files) => {
      markPublicRaw(files);
      await files.register(fastifyStatic, {
        root: webDistDir,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies (apps/web/vite-precompress.ts): sent as they are to
        // clients that accept them, with Vary: Accept-Encoding.
        preCompressed: true,
        // @fastify/static hands us the reply here (v10), not the raw response.
        setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  } else {
    app.log.warn({ webDistDir }, 'no built web app found: serving the API only (run npm run build)');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      // Pages a token opens (an approval link, a client's portal) are no search engine's business.
      if (/^\/(portal|approve)\//.test(pathname)) reply.header('x-robots-tag', 'noindex, nofollow');
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    throw new AppError('not_found');
  });
}
