import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';

export interface TimeTrackingRoutesDeps {
  database: Database;
}

/** STUB (issue 6 in progress): `/workspaces/{id}/timetracking…` and `/tickets/{id}/timetracking…`. */
export const timetrackingRoutes =
  (_deps: TimeTrackingRoutesDeps): FastifyPluginAsyncZod =>
  async () => {};
