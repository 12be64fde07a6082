import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { MEDIA_FOLDERS } from './media.js';
import type { Storage } from './storage.js';

// Only keys we made ourselves: a random uuid and an image extension, in a known folder.
const MEDIA_KEY = new RegExp(`^(${MEDIA_FOLDERS.join('|')})/[0-9a-f-]{36}\\.(png|jpg|gif|webp)$`);
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** `GET /media/:folder/:file`: the raw uploaded images that avatars and covers point at. */
export const mediaRoutes =
  (storage: Storage): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/media/:folder/:file',
      {
        // Shown wherever a member or a brand appears (<img> sends no bearer token); the names
        // are random and unguessable.
        config: { access: 'public', raw: true },
        schema: { hide: true, params: z.object({ folder: z.string(), file: z.string() }) },
      },
      async (request, reply) => {
        const key = `${request.params.folder}/${request.params.file}`;
        if (!MEDIA_KEY.test(key)) throw new AppError('not_found');
        const stream = await storage.get(key);
        if (!stream) throw new AppError('not_found');
        const extension = key.split('.').pop()!;
        return reply
          .type(CONTENT_TYPES[extension]!)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(stream);
      },
    );
  };
