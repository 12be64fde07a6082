import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { LANGUAGES } from '@expertos/domain/languages';
import { AVATAR_MAX_BYTES, profileSchema, updateProfileSchema } from '@expertos/domain/profile.schema';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { readUploadedFile } from '../../platform/storage/upload.js';
import type { ProfileService } from './profile.service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema };

/** The signed-in user's own profile. Avatars are served by platform/storage/media.routes.ts. */
export const profileRoutes =
  (service: ProfileService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0 } });

    app.get(
      '/me',
      {
        config: { access: 'signedIn', scope: 'session' },
        schema: { tags: ['profile'], summary: 'Own profile', response: { 200: profileSchema, ...errors } },
      },
      async (request) => {
        const { user } = contextOf(request, 'signedIn');
        return service.getProfile(user.id);
      },
    );

    app.put(
      '/me',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags: ['profile'],
          summary: 'Update own profile (name, job title, industry, skills, language, time zone)',
          description: `A language other than ${LANGUAGES.join(', ')} is 400 \`unsupported_language\`; null follows the browser again. A time zone must be an IANA name the server knows (or an alias of one), else 400 \`invalid_time_zone\`.`,
          body: updateProfileSchema,
          response: { 200: profileSchema, ...errors },
        },
      },
      async (request) => {
        const { user } = contextOf(request, 'signedIn');
        return service.updateProfile(user.id, request.body);
      },
    );

    app.post(
      '/me/avatar',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags: ['profile'],
          summary: 'Upload own avatar (multipart field "file", an image of at most 5 MB)',
          consumes: ['multipart/form-data'],
          response: { 200: profileSchema, ...errors },
        },
      },
      async (request) => {
        const { user } = contextOf(request, 'signedIn');
        return service.setAvatar(user.id, await readUploadedFile(request, AVATAR_MAX_BYTES));
      },
    );
  };
