import { Readable } from 'node:stream';
import {
  AUDIT_RETENTION_DEFAULT_DAYS,
  AUDIT_RETENTION_MAX_DAYS,
  AUDIT_RETENTION_MIN_DAYS,
  auditPageQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  auditSettingsSchema,
  auditVerifySchema,
} from '@expertos/domain/audit';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workspaceParams } from '../../platform/params.js';
import { csvReply } from '../../platform/replies.js';
import type { AuditService } from './audit.service.js';

const tags = ['audit-log'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * A workspace's audit log (docs/product.md#audit-log), for its admins only and only from a
 * signed-in browser: no route edits or deletes an entry.
 */
export const auditRoutes =
  ({ audit }: { audit: AuditService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/workspaces/:workspaceId/audit-log',
      {
        config: { access: 'workspaceAdmin', scope: 'session' },
        schema: {
          tags,
          summary: 'Who changed what, newest first',
          description:
            'Filters: `actor` and `target` (an id, or part of a name or address), `action`, `from`/`to` (UTC days, both included). Pages by `before` (the `next_before` of the last page) and `limit` (50 unless set, at most 200).',
          params: workspaceParams,
          querystring: auditPageQuerySchema,
          response: { 200: auditPageSchema, ...errors },
        },
      },
      async (request) => audit.page(request.params.workspaceId, request.query),
    );

    app.get(
      '/workspaces/:workspaceId/audit-log/verify',
      {
        config: { access: 'workspaceAdmin', scope: 'session' },
        schema: {
          tags,
          summary: 'Check the hash chain: names the first entry that was changed, removed or reordered',
          params: workspaceParams,
          response: { 200: auditVerifySchema, ...errors },
        },
      },
      async (request) => audit.verify(request.params.workspaceId),
    );

    app.get(
      '/workspaces/:workspaceId/audit-log/export',
      {
        config: { access: 'workspaceAdmin', scope: 'session' },
        schema: {
          tags,
          summary: 'The log as CSV, oldest first, with the filters of the list',
          description:
            'A `text/csv` file (the 200 reply is not JSON): sequence, time (UTC), actor, action, target, address, browser, details, hash. UTF-8 with a byte-order mark, formula-like text escaped, streamed. The export is itself recorded in the log.',
          params: workspaceParams,
          querystring: auditQuerySchema,
          response: { 200: csvReply('The entries, one row each'), ...errors },
        },
      },
      async (request, reply) => {
        const { workspaceId } = request.params;
        await audit.recordNow({
          workspaceId,
          action: 'audit_log.exported',
          details: { filters: request.query },
        });
        return (reply as FastifyReply)
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`,
          )
          .header('cache-control', 'private, no-store')
          .send(Readable.from(audit.csv(workspaceId, request.query)));
      },
    );

    app.get(
      '/workspaces/:workspaceId/audit-log/settings',
      {
        config: { access: 'workspaceAdmin', scope: 'session' },
        schema: {
          tags,
          summary: 'How long entries are kept',
          params: workspaceParams,
          response: { 200: auditSettingsSchema, ...errors },
        },
      },
      async (request) => ({
        retention_days: (await audit.retention(request.params.workspaceId)) ?? AUDIT_RETENTION_DEFAULT_DAYS,
      }),
    );

    app.put(
      '/workspaces/:workspaceId/audit-log/settings',
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Set how long entries are kept',
          description: `Between ${AUDIT_RETENTION_MIN_DAYS} and ${AUDIT_RETENTION_MAX_DAYS} days. Older entries are dropped once a day; the chain still verifies from the last one dropped. The change is recorded in the log.`,
          params: workspaceParams,
          body: auditSettingsSchema,
          response: { 200: auditSettingsSchema, ...errors },
        },
      },
      async (request) => {
        await audit.setRetention(request.params.workspaceId, request.body.retention_days);
        return { retention_days: request.body.retention_days };
      },
    );
  };
