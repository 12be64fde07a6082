import {
  calendarFeedListSchema,
  calendarFeedRevokedSchema,
  calendarFeedSchema,
  createCalendarFeedSchema,
} from '@expertos/domain/calendar.schema';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { capability, idParam, workspaceParams } from '../../platform/params.js';
import { fileReply } from '../../platform/replies.js';
import type { CalendarFeeds } from './calendar-feeds.js';

const tags = ['calendar'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Calendar feeds (docs/product.md#calendar-feeds): a member's own secret iCalendar addresses,
 * and the feed behind one, public because the address is the permission.
 */
export const calendarRoutes =
  ({ feeds }: { feeds: CalendarFeeds }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/workspaces/:workspaceId/calendar-feeds',
      {
        config: { access: 'workspaceMember', scope: 'session' },
        schema: {
          tags,
          summary: "The caller's calendar feeds in the workspace, with their secret addresses",
          params: workspaceParams,
          response: { 200: calendarFeedListSchema, ...errors },
        },
      },
      async (request) => {
        const { user, membership } = contextOf(request, 'workspaceMember');
        return { items: await feeds.list(user.id, membership.workspaceId) };
      },
    );

    app.post(
      '/workspaces/:workspaceId/calendar-feeds',
      {
        // The caller's own address: like a setting of theirs, also while the workspace is locked.
        config: { access: 'workspaceMember', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary:
            "The caller's feed of their own tickets (project_uid null) or of a brand they see: the one they have, or a new one",
          params: workspaceParams,
          body: createCalendarFeedSchema,
          response: { 200: calendarFeedSchema, ...errors },
        },
      },
      async (request) => {
        const { user, membership } = contextOf(request, 'workspaceMember');
        return feeds.open(user.id, membership, request.body.project_uid);
      },
    );

    app.delete(
      '/workspaces/:workspaceId/calendar-feeds/:feedId',
      {
        config: { access: 'workspaceMember', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Revokes one of the caller’s calendar feeds: its address stops working at once',
          params: workspaceParams.extend({ feedId: idParam }),
          response: { 200: calendarFeedRevokedSchema, ...errors },
        },
      },
      async (request) => {
        const { user, membership } = contextOf(request, 'workspaceMember');
        await feeds.revoke(user.id, membership.workspaceId, request.params.feedId);
        return { ok: true as const };
      },
    );

    app.get(
      '/calendar-feeds/:token/calendar.ics',
      {
        // The secret address is the permission (a calendar app sends no token).
        config: { access: 'public', raw: true },
        schema: {
          tags,
          summary: 'A calendar feed (RFC 5545 iCalendar) behind its secret address',
          params: z.object({ token: capability(z.string().max(64)) }),
          response: { 200: fileReply(['text/calendar'], 'The feed (RFC 5545)') },
        },
      },
      async (request, reply) =>
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="calendar.ics"')
          // Private to whoever holds the address; a subscriber looks again every hour.
          .header('cache-control', 'private, max-age=300')
          .send(await feeds.read(request.params.token)),
    );
  };
