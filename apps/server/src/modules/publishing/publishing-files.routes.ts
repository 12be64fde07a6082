import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fromDbJson } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import { fileReply } from '../../platform/replies.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { RecordingFiles } from '../media/recording-files.js';
import { withCurrentRecordings } from './current-recordings.js';
import type { FileLinks } from './file-links.js';
import type { PublicationsRepository } from './publications.repository.js';
import { storedVariantSchema } from './stored-variant.js';

const tags = ['publishing'];

/**
 * A post's file, for the network that fetches it by itself (file-links.ts). The signed link is
 * the permission, and only while the publication is being sent: before, after, for another
 * file or with a changed link, the answer is the same 404, saying nothing of what exists.
 */
export const publishingFilesRoutes =
  ({
    links,
    publications,
    storage,
    recordings,
    now,
  }: {
    links: Pick<FileLinks, 'check'>;
    publications: Pick<PublicationsRepository, 'find'>;
    storage: Pick<Storage, 'get'>;
    /** A recording is fetched as its bytes are now, as the publish job sends it. */
    recordings: Pick<RecordingFiles, 'one'>;
    now: () => Date;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/publishing/files/:publicationId/:index',
      {
        // The signed link is the permission: the network sends no token of ours.
        config: { access: 'public', raw: true },
        schema: {
          tags,
          summary:
            "A post's file behind its signed link, while the post is being sent (networks fetch media by URL)",
          params: z.object({
            publicationId: z.string().uuid(),
            index: z.coerce.number().int().min(0).max(9),
          }),
          querystring: z.object({ token: z.string().max(200) }),
          response: { 200: fileReply(['image/*', 'video/*'], "The file's bytes") },
        },
      },
      async (request, reply) => {
        const { publicationId, index } = request.params;
        const gone = () => new AppError('publishing_file_not_found');
        if (links.check(publicationId, index, request.query.token, now()) !== 'ok') throw gone();
        const row = await publications.find(publicationId);
        if (row?.state !== 'publishing') throw gone();
        const variant = storedVariantSchema.safeParse(fromDbJson(row.variant, {}));
        const kept = variant.success ? variant.data.media[index] : undefined;
        const medium = kept
          ? (await withCurrentRecordings(recordings, row.project_id, { ...variant.data!, media: [kept] }))
              .media[0]
          : undefined;
        if (!medium) throw gone();
        const body = await storage.get(medium.storage_key);
        if (!body) throw gone();
        reply
          .header('content-type', medium.mime_type || 'application/octet-stream')
          .header('cache-control', 'private, max-age=300')
          .header('x-content-type-options', 'nosniff');
        // No Content-Length: the size kept with the variant was the file's when it was chosen.
        return reply.send(body);
      },
    );
  };
