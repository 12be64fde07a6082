import { apiErrorSchema } from '@expertos/domain/errors.schema';
import {
  markAllReadSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSchema,
  notificationSettingsSchema,
  ticketFollowSchema,
  unreadCountSchema,
  updateNotificationSettingsSchema,
} from '@expertos/domain/notification.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { contextOf } from '../../platform/access.js';
import { idParam, ticketParams } from '../../platform/params.js';
import type { NotificationCentre } from './notification-centre.service.js';
import type { Notifier } from './notifier.js';

export interface NotificationsRoutesDeps {
  /** Following a ticket writes through the notifier outside any other change. */
  database: Pick<Database, 'db'>;
  centre: NotificationCentre;
  notifier: Notifier;
}

const notificationParams = z.object({ notificationId: idParam });
// The ticketMember policy reads `:ticketId`.

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const tags = ['notifications'];

/**
 * The notification centre (docs/product.md#notifications): the signed-in user's notifications
 * across all their workspaces, read marks, e-mail settings, and following a ticket.
 * `/notifications/settings`, `/notifications/unread-count` and `/notifications/read-all` are static
 * paths, which Fastify matches before the parametric `/notifications/:notificationId/read`.
 */
export const notificationsRoutes =
  ({ centre, notifier, database }: NotificationsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/notifications',
      {
        config: { access: 'signedIn', scope: 'session' },
        schema: {
          tags,
          summary: "The caller's notifications across workspaces, newest first, with the unread count",
          querystring: notificationListQuerySchema,
          response: { 200: notificationPageSchema, ...errors },
        },
      },
      async (request) => {
        const { user } = contextOf(request, 'signedIn');
        return centre.list(user.id, request.query);
      },
    );

    app.get(
      '/notifications/unread-count',
      {
        config: { access: 'signedIn', scope: 'session' },
        schema: {
          tags,
          summary: "How many of the caller's notifications are unread (the header badge)",
          response: { 200: unreadCountSchema, ...errors },
        },
      },
      async (request) => {
        const { user } = contextOf(request, 'signedIn');
        return centre.unreadCount(user.id);
      },
    );

    app.post(
      '/notifications/read-all',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: "Mark all of the caller's notifications read",
          response: { 200: markAllReadSchema, ...errors },
        },
      },
      async (request) => {
        const { user } = contextOf(request, 'signedIn');
        return centre.markAllRead(user.id);
      },
    );

    app.post(
      '/notifications/:notificationId/read',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: "Mark one of the caller's notifications read (404 for anyone else's)",
          params: notificationParams,
          response: { 200: notificationSchema, ...errors },
        },
      },
      async (request) => {
        const { user } = contextOf(request, 'signedIn');
        return centre.markRead(user.id, request.params.notificationId);
      },
    );

    app.get(
      '/notifications/settings',
      {
        config: { access: 'signedIn', scope: 'session' },
        schema: {
          tags,
          summary: 'Which notifications also come by e-mail (mentions, reminders)',
          response: { 200: notificationSettingsSchema, ...errors },
        },
      },
      async (request) => {
        const { user } = contextOf(request, 'signedIn');
        return centre.settings(user.id);
      },
    );

    app.put(
      '/notifications/settings',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Change the e-mail settings (only the given ones)',
          body: updateNotificationSettingsSchema,
          response: { 200: notificationSettingsSchema, ...errors },
        },
      },
      async (request) => {
        const { user } = contextOf(request, 'signedIn');
        return centre.updateSettings(user.id, request.body);
      },
    );

    app.get(
      '/tickets/:ticketId/follow',
      {
        config: { access: 'ticketMember', scope: 'tickets:read' },
        schema: {
          tags,
          summary: 'Whether the caller follows the ticket (hears of its status changes and comments)',
          params: ticketParams,
          response: { 200: ticketFollowSchema, ...errors },
        },
      },
      async (request) => {
        const { membership, ticket } = contextOf(request, 'ticketMember');
        return centre.following(ticket.ticketId, membership.memberId);
      },
    );

    app.put(
      '/tickets/:ticketId/follow',
      {
        config: { access: 'ticketMember', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Follow the ticket',
          params: ticketParams,
          response: { 200: ticketFollowSchema, ...errors },
        },
      },
      async (request) => {
        const { membership, ticket } = contextOf(request, 'ticketMember');
        await notifier.follow(database.db, ticket.ticketId, [membership.memberId]);
        return { following: true };
      },
    );

    app.delete(
      '/tickets/:ticketId/follow',
      {
        config: { access: 'ticketMember', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Stop following the ticket',
          params: ticketParams,
          response: { 200: ticketFollowSchema, ...errors },
        },
      },
      async (request) => {
        const { membership, ticket } = contextOf(request, 'ticketMember');
        return centre.unfollow(ticket.ticketId, membership.memberId);
      },
    );
  };
