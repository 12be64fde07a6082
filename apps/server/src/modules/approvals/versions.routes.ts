import {
  postVersionPageSchema,
  versionDiffQuerySchema,
  versionDiffSchema,
  versionListQuerySchema,
  versionParamsSchema,
  versionRestoreSchema,
} from '@expertos/domain/approvals/versions';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { ticketParams } from '../../platform/params.js';
import type { VersionsService } from './versions.service.js';

const tags = ['approvals'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * A post's versions (docs/product.md#approvals), for the members who work on its brand's
 * tickets: its history, a diff of any two, and restoring one.
 */
export const versionsRoutes =
  ({ versions }: { versions: VersionsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/tickets/:ticketId/versions',
      {
        config: { access: 'ticketMember', scope: 'tickets:read' },
        schema: {
          tags,
          summary: "The post's versions, newest first: who made each, when, and what it was",
          description:
            'Marks: `requested` (a round asked for approval of it), `approved` (a round ended approved on it), `published` (current when the post first went out). `next_cursor` fetches older versions.',
          params: ticketParams,
          querystring: versionListQuerySchema,
          response: { 200: postVersionPageSchema, ...errors },
        },
      },
      async (request) => versions.list(contextOf(request, 'ticketMember'), request.query),
    );

    app.get(
      '/tickets/:ticketId/versions/diff',
      {
        config: { access: 'ticketMember', scope: 'tickets:read' },
        schema: {
          tags,
          summary:
            'Two versions compared: each text word by word, and the files added, removed, moved, replaced',
          description:
            '400 `approval_version_unknown` for a version the post does not have. A file deleted since has `url` null.',
          params: ticketParams,
          querystring: versionDiffQuerySchema,
          response: { 200: versionDiffSchema, ...errors },
        },
      },
      async (request) => versions.diff(contextOf(request, 'ticketMember'), request.query),
    );

    app.post(
      '/tickets/:ticketId/versions/:number/restore',
      {
        config: { access: 'ticketMember', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: "Restore a version's texts as a new version (review reopens as after any edit)",
          description:
            'Files are not written back: `skipped` names those of the version deleted since and those added since (kept). 404 for a version the post does not have.',
          params: ticketParams.extend(versionParamsSchema.shape),
          response: { 200: versionRestoreSchema, ...errors },
        },
      },
      async (request) => versions.restore(contextOf(request, 'ticketMember'), request.params.number),
    );
  };
