import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';
import type { Notifier } from './notifier.js';

export interface NotificationsRoutesDeps {
  database: Database;
  notifier: Notifier;
}

/** STUB (issue 6 in progress): `/notifications…` and `/tickets/{id}/follow`. */
export const notificationsRoutes =
  (_deps: NotificationsRoutesDeps): FastifyPluginAsyncZod =>
  async () => {};
