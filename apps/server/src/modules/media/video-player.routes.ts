import { apiErrorSchema } from '@expertos/domain/errors.schema';
import {
  ticketVideosSchema,
  videoAttachSchema,
  videoPlaybackSchema,
  videoSchema,
  videoShareSchema,
  videoTrimSchema,
} from '@expertos/domain/media.schema';
import { ticketSchema } from '@expertos/domain/ticket.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { capabilityIdParam, ticketParams } from '../../platform/params.js';
import { fileReply, rangedReplies } from '../../platform/replies.js';
import { keyBrandsOf } from '../workspaces/membership.js';
import { sendRanged } from './byte-range.js';
import type { VideoExtraction } from './video-extraction.js';
import type { VideoLibrary } from './video-library.js';
import type { VideoProcessing } from './video-processing.js';

const tags = ['media'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const videoParams = z.object({ videoId: capabilityIdParam });
const linkQuery = z.object({ token: z.string().max(200) });

/**
 * Watching recordings (docs/product.md#recordings): the player page's description of one, its
 * file and poster behind signed links (range requests, so the player seeks without loading the
 * whole file), sharing, and attaching it to a ticket.
 */
export const videoPlayerRoutes =
  ({
    library,
    processing,
    extraction,
  }: {
    library: VideoLibrary;
    processing: VideoProcessing;
    extraction: VideoExtraction;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/play/:videoId',
      {
        // Public: a shared recording plays for anyone; the service asks others to sign in.
        config: { access: 'public', identify: true },
        schema: {
          tags,
          summary: '/play/{videoUid}: a recording as its player shows it, with signed file and poster links',
          params: videoParams,
          response: { 200: videoPlaybackSchema, ...errors },
        },
      },
      async (request) => library.playback(request.params.videoId, request.user?.id ?? null),
    );

    for (const what of ['file', 'poster'] as const) {
      app.get(
        `/videos/:videoId/${what}`,
        {
          // The signed link is the permission (play-links.ts): a <video> element sends no token.
          config: { access: 'public', raw: true },
          schema: {
            tags,
            summary:
              what === 'file'
                ? "A recording's bytes behind its signed link; answers Range requests with 206"
                : "A recording's poster image behind its signed link",
            params: videoParams,
            querystring: linkQuery,
            response:
              what === 'file'
                ? rangedReplies(['video/*'], "The recording's bytes")
                : { 200: fileReply(['image/*'], "The poster's bytes") },
          },
        },
        async (request, reply) => {
          const { videoId } = request.params;
          const { token } = request.query;
          const describe = (contentType: string) =>
            reply
              .header('content-type', contentType)
              // The link is private to whoever was given it; nothing in between may keep a copy.
              .header('cache-control', 'private, max-age=3600')
              .header('x-content-type-options', 'nosniff');
          if (what === 'poster') {
            const poster = await library.open(videoId, what, token, () => null);
            return describe(poster.contentType).send(poster.stream);
          }
          return sendRanged(reply, request.headers.range, async (range) => {
            const opened = await library.open(videoId, what, token, range);
            describe(opened.contentType);
            return opened;
          });
        },
      );
    }

    app.patch(
      '/videos/:videoId',
      {
        config: { access: 'signedIn', scope: 'tickets:write', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Shares a recording with anyone who has its link, or stops sharing it',
          params: videoParams,
          body: videoShareSchema,
          response: { 200: videoSchema, ...errors },
        },
      },
      async (request) =>
        library.setShared(
          request.params.videoId,
          contextOf(request, 'signedIn').user.id,
          request.body.shared,
          keyBrandsOf(request),
        ),
    );

    app.put(
      '/videos/:videoId/ticket',
      {
        config: { access: 'signedIn', scope: 'tickets:write', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Attaches a recording to a ticket of its brand',
          params: videoParams,
          body: videoAttachSchema,
          response: { 200: videoSchema, ...errors },
        },
      },
      async (request) =>
        library.attach(
          request.params.videoId,
          contextOf(request, 'signedIn').user.id,
          request.body.ticket_uid,
          keyBrandsOf(request),
        ),
    );

    app.post(
      '/videos/:videoId/trim',
      {
        config: { access: 'signedIn', scope: 'tickets:write', plan: 'exempt' },
        schema: {
          tags,
          summary:
            'Keeps the part of a recording between two moments (cut at the key frame at or before the start)',
          params: videoParams,
          body: videoTrimSchema,
          response: { 200: videoSchema, ...errors, 409: apiErrorSchema, 503: apiErrorSchema },
        },
      },
      async (request) => {
        const video = await library.visible(
          request.params.videoId,
          contextOf(request, 'signedIn').user.id,
          keyBrandsOf(request),
        );
        return processing.trim(video, request.body);
      },
    );

    const ticketVideoParams = ticketParams.extend({ videoId: capabilityIdParam });
    const extractErrors = { ...errors, 409: apiErrorSchema, 422: apiErrorSchema, 503: apiErrorSchema };

    app.post(
      '/tickets/:ticketId/videos/:videoId/scenes',
      {
        config: { access: 'ticketMember', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: "Saves a recording's scenes (ffmpeg scene detection) as the ticket's reference images",
          params: ticketVideoParams,
          response: { 200: z.object({ scenes: z.number().int() }), ...extractErrors },
        },
      },
      async (request) => {
        const { ticket } = contextOf(request, 'ticketMember');
        return extraction.scenes(ticket, request.params.videoId);
      },
    );

    app.post(
      '/tickets/:ticketId/videos/:videoId/script',
      {
        config: { access: 'ticketMember', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: "Writes a recording's script (the AI transcription of its sound) into the ticket's notes",
          params: ticketVideoParams,
          response: {
            200: ticketSchema,
            ...extractErrors,
            429: apiErrorSchema,
            502: apiErrorSchema,
            504: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const { ticket, membership } = contextOf(request, 'ticketMember');
        return extraction.script(membership, ticket, request.params.videoId);
      },
    );

    app.get(
      '/tickets/:ticketId/videos',
      {
        config: { access: 'ticketMember', scope: 'tickets:read' },
        schema: {
          tags,
          summary: "A ticket's recordings, newest first",
          params: ticketParams,
          response: { 200: ticketVideosSchema, ...errors },
        },
      },
      async (request) => {
        const { ticket, user } = contextOf(request, 'ticketMember');
        return { items: await library.forTicket(ticket.ticketId, user.id) };
      },
    );
  };
