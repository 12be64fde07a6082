import { apiErrorSchema } from '@expertos/domain/errors';
import { AVATAR_MAX_BYTES, profileSchema, updateProfileSchema } from '@expertos/domain/profile.schema';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { ProfileService } from './profile.service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema };
const AVATAR_KEY = /^avatars\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The signed-in user's own profile, and the avatars it points at. */
export const profileRoutes =
  (service: ProfileService, storage: Storage): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0 } });

    app.get(
      '/me',
      {
        config: { access: 'signedIn' },
        schema: { tags: ['profile'], summary: 'Own profile', response: { 200: profileSchema, ...errors } },
      },
      async (request) => service.getProfile(request.user!.id),
    );

    app.put(
      '/me',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['profile'],
          summary: 'Update own profile (name, job title, industry, skills)',
          body: updateProfileSchema,
          response: { 200: profileSchema, ...errors },
        },
      },
      async (request) => service.updateProfile(request.user!.id, request.body),
    );

    app.post(
      '/me/avatar',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['profile'],
          summary: 'Upload own avatar (multipart field "file", an image of at most 5 MB)',
          consumes: ['multipart/form-data'],
          response: { 200: profileSchema, ...errors },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new AppError('unsupported_media_type');
        const file = await request.file();
        if (!file) {
          throw new AppError('validation_error', {
            details: [{ path: 'file', message: 'Choose an image to upload.' }],
          });
        }
        const data = await file.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('attachment_too_large');
          throw error;
        });
        return service.setAvatar(request.user!.id, data);
      },
    );

    app.get(
      '/media/avatars/:file',
      {
        // Avatars are shown wherever a member appears; their names are random and unguessable.
        config: { access: 'public', raw: true },
        schema: { hide: true, params: z.object({ file: z.string() }) },
      },
      async (request, reply) => {
        const key = `avatars/${request.params.file}`;
        if (!AVATAR_KEY.test(key)) throw new AppError('not_found');
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
