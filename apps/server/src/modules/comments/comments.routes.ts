import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { Notifier } from '../notifications/notifier.js';

export interface CommentsRoutesDeps {
  database: Database;
  storage: Storage;
  notifier: Notifier;
}

/** STUB (issue 6 in progress): `/tickets/{id}/comments…`. */
export const commentsRoutes =
  (_deps: CommentsRoutesDeps): FastifyPluginAsyncZod =>
  async () => {};
