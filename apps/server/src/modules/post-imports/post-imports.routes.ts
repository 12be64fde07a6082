import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { POST_IMPORT_MAX_BYTES, postImportListSchema, postImportSchema } from '@expertos/domain/post-import';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { AppError } from '../../platform/errors.js';
import { idParam, projectParams } from '../../platform/params.js';
import type { PostImportsService } from './post-imports.service.js';

const tags = ['post-imports'];
const importParams = projectParams.extend({ importId: idParam });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The types a CSV or a pasted list of links is sent as. */
export const CSV_CONTENT_TYPES = ['text/csv', 'text/plain'];

/**
 * Bulk posts from a CSV of links (docs/product.md#bulk-posts-from-links). Members who work on
 * the brand's tickets may import (externals cannot open tasks); the file is the raw body.
 */
export const postImportsRoutes =
  ({ imports }: { imports: PostImportsService }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(async (plugin) => {
      const raw = plugin.withTypeProvider<ZodTypeProvider>();
      // Every body is read as bytes here, so the guard answers first (401/403) whatever the
      // type; the handler then takes CSV text only (415 for JSON, forms, anything else).
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
        done(null, body);
      });
      raw.post(
        '/projects/:projectId/post-imports',
        {
          config: { access: 'projectTickets', scope: 'tickets:write', plan: 'required' },
          bodyLimit: POST_IMPORT_MAX_BYTES,
          schema: {
            tags,
            summary: 'Read a CSV of links (first column; header optional) and start fetching their previews',
            description:
              'The body is the file itself, sent as `text/csv` (or a pasted list as `text/plain`), at most 2 MiB and 1,000 rows. Rows that are not links, and links already in the file or already imported into this brand, are listed in `skipped` with their line numbers. 400 `csv_no_valid_urls` when no row holds a link, `csv_unreadable` for a file that is not CSV text, `csv_too_many_rows` past 1,000 rows.',
            params: projectParams,
            response: { 201: postImportSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
          },
        },
        async (request, reply) => {
          const caller = contextOf(request, 'projectTickets');
          const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
          if (!CSV_CONTENT_TYPES.includes(type)) throw new AppError('unsupported_media_type');
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          return reply.code(201).send(await imports.start(caller, body));
        },
      );
    });

    app.get(
      '/projects/:projectId/post-imports',
      {
        config: { access: 'projectTickets', scope: 'tickets:read' },
        schema: {
          tags,
          summary: "The brand's latest bulk imports, newest first, with their progress",
          params: projectParams,
          response: { 200: postImportListSchema, ...errors },
        },
      },
      async (request) => imports.list(contextOf(request, 'projectTickets').project.projectId),
    );

    app.get(
      '/projects/:projectId/post-imports/:importId',
      {
        config: { access: 'projectTickets', scope: 'tickets:read' },
        schema: {
          tags,
          summary: 'A bulk import: its rows with their previews, the skipped rows and its progress',
          params: importParams,
          response: { 200: postImportSchema, ...errors },
        },
      },
      async (request) =>
        imports.get(contextOf(request, 'projectTickets').project.projectId, request.params.importId),
    );

    app.post(
      '/projects/:projectId/post-imports/:importId/create',
      {
        config: { access: 'projectTickets', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Create one draft post per previewed link, in the background',
          description:
            '409 `post_import_not_ready` while the previews are still being fetched, or once the posts were created.',
          params: importParams,
          response: { 202: postImportSchema, ...errors },
        },
      },
      async (request, reply) => {
        const caller = contextOf(request, 'projectTickets');
        return reply.code(202).send(await imports.createPosts(caller, request.params.importId));
      },
    );
  };
