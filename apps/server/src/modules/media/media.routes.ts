import type { Readable } from 'node:stream';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { videoSchema } from '@expertos/domain/media.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { AppError } from '../../platform/errors.js';
import { assertTus, headerNumber, TUS_OFFSET_CONTENT_TYPE, tusHeaders } from '../../platform/http/tus.js';
import { capabilityIdParam, projectParams } from '../../platform/params.js';
import { keyBrandsOf } from '../workspaces/membership.js';
import type { VideoCopies } from './video-copies.js';
import { readUploadMetadata, type VideoUploads } from './video-uploads.js';

const tags = ['media'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const uploadParams = z.object({ videoId: capabilityIdParam });
const copyParams = projectParams.extend({ videoId: capabilityIdParam });

/**
 * Recordings' resumable uploads (docs/product.md#recordings): tus 1.0.0 core and creation.
 * `POST /projects/{id}/videos` starts one (brand members, not external); its `Location` takes
 * `HEAD` (how far it got) and `PATCH` (the next bytes) from the person who started it.
 */
export const mediaRoutes =
  ({ uploads, copies }: { uploads: VideoUploads; copies: VideoCopies }): FastifyPluginAsyncZod =>
  async (app) => {
    // The body of a PATCH is streamed to disk as it arrives, never held in memory.
    app.addContentTypeParser(TUS_OFFSET_CONTENT_TYPE, (_request, payload, done) => done(null, payload));

    app.post(
      '/projects/:projectId/videos',
      {
        config: { access: 'projectTickets', scope: 'tickets:write', plan: 'required', raw: true },
        schema: {
          tags,
          summary:
            'Starts a resumable upload of a recording (tus creation: Upload-Length, Upload-Metadata ' +
            'filetype and optional ticket_uid); answers 201 with its Location',
          params: projectParams,
          response: {
            201: videoSchema,
            412: apiErrorSchema.describe('Tus-Resumable missing or another version'),
            413: apiErrorSchema,
            415: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        assertTus(request);
        const { membership, user } = contextOf(request, 'projectTickets');
        const length = headerNumber(request.headers['upload-length']);
        const metadata = readUploadMetadata(request.headers['upload-metadata'] as string | undefined);
        if (length === null || metadata === null) throw new AppError('upload_invalid');
        const video = await uploads.create(
          { userId: user.id, workspaceId: membership.workspaceId, projectId: request.params.projectId },
          { length, metadata },
        );
        return tusHeaders(reply)
          .code(201)
          .header('location', `/api/videos/${video.uid}/upload`)
          .header('upload-offset', '0')
          .send(video);
      },
    );

    app.head(
      '/videos/:videoId/upload',
      {
        config: { access: 'signedIn', scope: 'tickets:read', raw: true },
        schema: {
          tags,
          summary: 'How far a resumable upload has got (tus Upload-Offset)',
          params: uploadParams,
          response: {
            200: z.null().describe('Upload-Offset and Upload-Length say where it stands'),
            412: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        assertTus(request);
        const { user } = contextOf(request, 'signedIn');
        const video = await uploads.status(user.id, request.params.videoId, keyBrandsOf(request));
        return tusHeaders(reply)
          .code(200)
          .header('upload-offset', String(video.received))
          .header('upload-length', String(video.size))
          .send();
      },
    );

    app.patch(
      '/videos/:videoId/upload',
      {
        // Going on with an upload that was let in; its start checked the plan.
        config: { access: 'signedIn', scope: 'tickets:write', plan: 'exempt', raw: true },
        schema: {
          tags,
          summary:
            'The next bytes of a resumable upload (tus PATCH, application/offset+octet-stream at its Upload-Offset)',
          params: uploadParams,
          response: {
            204: z.null().describe('Taken: Upload-Offset says where the upload stands now'),
            409: apiErrorSchema,
            412: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        assertTus(request);
        const { user } = contextOf(request, 'signedIn');
        if (request.headers['content-type'] !== TUS_OFFSET_CONTENT_TYPE)
          throw new AppError('upload_type_refused');
        const offset = headerNumber(request.headers['upload-offset']);
        if (offset === null) throw new AppError('upload_invalid');
        const body = request.body as Readable;
        try {
          const video = await uploads.append(
            user.id,
            request.params.videoId,
            offset,
            body,
            keyBrandsOf(request),
          );
          return tusHeaders(reply).code(204).header('upload-offset', String(video.received)).send();
        } finally {
          // Answered before the whole body was read (refused, or bytes past the length): the
          // connection closes after the answer. Reading on would take whatever the client still
          // sends; leaving it half-read would hold the connection, and a shutdown, open.
          if (!body.readableEnded) reply.header('connection', 'close');
        }
      },
    );

    app.get(
      '/videos/:videoId',
      {
        config: { access: 'signedIn', scope: 'tickets:read' },
        schema: {
          tags,
          summary: 'A recording as its uploader sees it: size, how far the upload got, ready or not',
          params: uploadParams,
          response: { 200: videoSchema, ...errors },
        },
      },
      async (request) =>
        uploads.status(contextOf(request, 'signedIn').user.id, request.params.videoId, keyBrandsOf(request)),
    );

    app.post(
      '/projects/:projectId/videos/:videoId/mp4-copy',
      {
        config: { access: 'projectTickets', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary:
            "Makes an MP4 copy of the brand's recording for the networks that refuse WebM (a job): " +
            'answers the copy at once, being made; or the copy already there',
          params: copyParams,
          response: { 200: videoSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const { membership, user } = contextOf(request, 'projectTickets');
        return copies.ask(
          { userId: user.id, workspaceId: membership.workspaceId },
          request.params.projectId,
          request.params.videoId,
        );
      },
    );

    app.get(
      '/projects/:projectId/videos/:videoId/mp4-copy',
      {
        config: { access: 'projectTickets', scope: 'tickets:read' },
        schema: {
          tags,
          summary: "The MP4 copy of the brand's recording: being made, made, or why it could not be made",
          params: copyParams,
          response: { 200: videoSchema, ...errors },
        },
      },
      async (request) =>
        copies.current(
          contextOf(request, 'projectTickets').user.id,
          request.params.projectId,
          request.params.videoId,
        ),
    );
  };
