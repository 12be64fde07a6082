import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { jobListQuerySchema, jobPageSchema, jobSchema } from '@expertos/domain/job.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { idParam, workspaceParams } from '../../platform/params.js';

export interface JobsRoutesDeps {
  queue: JobQueue;
}

const jobParams = workspaceParams.extend({ jobId: idParam });

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['jobs'];

/**
 * A workspace's background work (docs/product.md#background-work): members follow a long
 * job's progress (an import they started); admins see the jobs that gave up and send them
 * again once the cause is fixed. Payloads never leave the server.
 */
export const jobsRoutes =
  ({ queue }: JobsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/workspaces/:workspaceId/jobs',
      {
        config: { access: 'workspaceAdmin', scope: 'session' },
        schema: {
          tags,
          summary: "The workspace's background jobs, newest first (status=dead: the ones that gave up)",
          params: workspaceParams,
          querystring: jobListQuerySchema,
          response: { 200: jobPageSchema, ...errors },
        },
      },
      async (request) =>
        queue.listJobs({
          workspaceId: request.params.workspaceId,
          status: request.query.status,
          limit: request.query.limit,
          cursor: request.query.cursor,
        }),
    );

    app.get(
      '/workspaces/:workspaceId/jobs/:jobId',
      {
        config: { access: 'workspaceMember', scope: 'session' },
        schema: {
          tags,
          summary: "One of the workspace's jobs: its status and progress",
          params: jobParams,
          response: { 200: jobSchema, ...errors },
        },
      },
      async (request) => {
        const job = await queue.getJob(request.params.jobId, { workspaceId: request.params.workspaceId });
        if (!job) throw new AppError('not_found');
        return job;
      },
    );

    app.post(
      '/workspaces/:workspaceId/jobs/:jobId/retry',
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'Run a dead job again, with fresh attempts',
          params: jobParams,
          response: { 200: jobSchema, ...errors },
        },
      },
      async (request) => {
        const job = await queue.retryDeadJob(request.params.jobId, {
          workspaceId: request.params.workspaceId,
        });
        // Not this workspace's, or not dead (still pending, running or done): nothing to retry.
        if (!job) throw new AppError('not_found');
        return job;
      },
    );
  };
