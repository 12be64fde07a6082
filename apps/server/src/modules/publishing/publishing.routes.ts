import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { projectDeletedSchema } from '@expertos/domain/project.schema';
import {
  markPostedSchema,
  publicationListSchema,
  publishableMediaListSchema,
  reschedulePostSchema,
  retryPublicationSchema,
  schedulePostSchema,
  unscheduleQuerySchema,
  useNewerAssetsSchema,
} from '@expertos/domain/publishing/publication.schema';
import { takeDownPublicationSchema } from '@expertos/domain/publishing/rights-takedown.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { idParam, reopenReviewQuery, ticketParams } from '../../platform/params.js';
import type { PublishingService } from './publishing.service.js';
import type { PublishingViews } from './publishing-views.js';
import type { RightsTakedowns } from './rights-takedowns.js';

const tags = ['publishing'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const publicationParams = ticketParams.extend({ publicationId: idParam });

/**
 * A post ticket's publications (docs/product.md#publishing): the ticket's members publish
 * now, schedule, queue, move, retry, take them off, and say a hand-off was posted.
 */
export const publishingRoutes =
  ({
    publishing,
    views,
    takedowns,
  }: {
    publishing: PublishingService;
    views: PublishingViews;
    /** Taking a published post down from its network (rights-takedowns.ts). */
    takedowns: Pick<RightsTakedowns, 'takeDown'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const placeOf = (request: Parameters<typeof contextOf>[0]) => {
      const { membership, ticket } = contextOf(request, 'ticketMember');
      return {
        workspaceId: ticket.workspaceId,
        projectId: ticket.projectId,
        ticketId: ticket.ticketId,
        memberId: membership.memberId,
      };
    };

    app.get(
      '/tickets/:ticketId/publishing/media',
      {
        config: { access: 'ticketMember', scope: 'publishing:read' },
        schema: {
          tags,
          summary: 'The files a post can carry: the ticket’s reference images and the brand’s recordings',
          params: ticketParams,
          response: { 200: publishableMediaListSchema, ...errors },
        },
      },
      async (request) => views.media(contextOf(request, 'ticketMember').ticket),
    );

    // A post ticket's publications: the ticket's members schedule, move and take them off.
    const publications = '/tickets/:ticketId/publications';

    app.get(
      publications,
      {
        config: { access: 'ticketMember', scope: 'publishing:read' },
        schema: {
          tags,
          summary: "The ticket's publications: each channel's state, link and timeline",
          params: ticketParams,
          response: { 200: publicationListSchema, ...errors },
        },
      },
      async (request) => publishing.forTicket(contextOf(request, 'ticketMember').ticket.ticketId),
    );

    app.post(
      publications,
      {
        config: { access: 'ticketMember', scope: 'publishing:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Publish a post ticket now or schedule it, one variant per channel',
          description:
            'Each variant is checked against its network’s rules first (a 400 names the rule that fails, per variant). `due_at` null publishes now.',
          params: ticketParams,
          body: schedulePostSchema,
          response: { 201: publicationListSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await publishing.scheduleTicket(placeOf(request), request.body)),
    );

    app.patch(
      `${publications}/:publicationId`,
      {
        config: { access: 'ticketMember', scope: 'publishing:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Move a publication to another time (on the copy seen: `version`)',
          params: publicationParams,
          body: reschedulePostSchema,
          response: { 200: publicationListSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const place = placeOf(request);
        await publishing.rescheduleTicket(
          place,
          request.params.publicationId,
          request.body.due_at,
          request.body.version,
        );
        return publishing.forTicket(place.ticketId);
      },
    );

    app.post(
      `${publications}/:publicationId/retry`,
      {
        config: { access: 'ticketMember', scope: 'publishing:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Publish now a publication that failed or waits for a person (on the copy seen)',
          params: publicationParams,
          body: retryPublicationSchema,
          response: { 200: publicationListSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const place = placeOf(request);
        await publishing.retryTicket(place, request.params.publicationId, request.body.version);
        return publishing.forTicket(place.ticketId);
      },
    );

    app.post(
      `${publications}/:publicationId/take-down`,
      {
        config: { access: 'ticketMember', scope: 'publishing:write', plan: 'required' },
        schema: {
          tags,
          summary:
            'Delete a published post from its network (its library asset may no longer be used), on the copy seen; 409 publishing_cannot_take_down where the network cannot',
          params: publicationParams,
          body: takeDownPublicationSchema,
          response: { 200: publicationListSchema, ...errors, 409: apiErrorSchema, 502: apiErrorSchema },
        },
      },
      async (request) => {
        const place = placeOf(request);
        await takedowns.takeDown(place, request.params.publicationId, request.body.version);
        return publishing.forTicket(place.ticketId);
      },
    );

    app.post(
      `${publications}/:publicationId/newer-assets`,
      {
        config: { access: 'ticketMember', scope: 'publishing:write', plan: 'required' },
        schema: {
          tags,
          summary: "Use the library's newer versions of a waiting post's assets (on the copy seen)",
          description:
            'Each library file the post keeps at an older version becomes the current one, checked as scheduling checks it (400 for a network rule, 422 for rights). It changes what goes out: under approval the post comes off the schedule until approved again, and an approved post gets 409 `post_locked_approved` unless `reopen_review=true`. 409 `publishing_newer_not_waiting` when the post no longer waits, `publishing_newer_uploaded` when the network has its files already, `conflict` when the copy changed.',
          params: publicationParams,
          querystring: reopenReviewQuery,
          body: useNewerAssetsSchema,
          response: { 200: publicationListSchema, ...errors, 409: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const { membership, ticket } = contextOf(request, 'ticketMember');
        await publishing.useNewerAssets(
          { membership, ticket },
          request.params.publicationId,
          request.body.version,
          request.query.reopen_review === 'true',
        );
        return publishing.forTicket(ticket.ticketId);
      },
    );

    app.post(
      `${publications}/:publicationId/posted`,
      {
        config: { access: 'ticketMember', scope: 'publishing:write', plan: 'required' },
        schema: {
          tags,
          summary: 'A phone hand-off\'s "I\'ve posted it": the live link, and it is published',
          params: publicationParams,
          body: markPostedSchema,
          response: { 200: publicationListSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const place = placeOf(request);
        await publishing.markPostedTicket(
          place,
          request.params.publicationId,
          request.body.version,
          request.body.url,
        );
        return publishing.forTicket(place.ticketId);
      },
    );

    app.delete(
      `${publications}/:publicationId`,
      {
        config: { access: 'ticketMember', scope: 'publishing:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Take a publication off the schedule before it goes out',
          params: publicationParams,
          querystring: unscheduleQuerySchema,
          response: { 200: projectDeletedSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const { ticket } = contextOf(request, 'ticketMember');
        await publishing.unscheduleTicket(
          ticket.ticketId,
          request.params.publicationId,
          request.query.version,
        );
        return { ok: true as const };
      },
    );
  };
