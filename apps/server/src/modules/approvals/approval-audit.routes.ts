import { Readable } from 'node:stream';
import { approvalAuditFilename, approvalAuditQuerySchema } from '@expertos/domain/approvals/audit';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { projectParams } from '../../platform/params.js';
import { csvReply } from '../../platform/replies.js';
import type { ApprovalAudit } from './approval-audit.js';

/** A streamed CSV download (the same headers as the ticket export). */
function sendCsv(reply: FastifyReply, filename: string, rows: AsyncGenerator<string>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(rows));
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** A brand's approval audit as a CSV download (docs/product.md#approvals), for its brand admins. */
export const approvalAuditRoutes =
  ({
    audit,
    brandSlug,
    now,
  }: {
    audit: ApprovalAudit;
    brandSlug: (projectId: string) => Promise<string | null>;
    now: () => Date;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/projects/:projectId/approval-audit.csv',
      {
        config: { access: 'projectAdmin', scope: 'approvals:read' },
        schema: {
          tags: ['approvals'],
          summary: "Every decision of the brand's approval rounds, as a CSV file",
          description:
            'A `text/csv` file (the 200 reply is not JSON): one row per decision — round, post, step, who (a member or a client contact, by the name they had then), decision, comment, the version (content hash) decided on, time (UTC) and channel (app, portal, override). `from` and `to` (YYYY-MM-DD, UTC days, both included) narrow it; a day that does not exist, one outside 1900–2999 or a `to` before `from` answers 400. UTF-8 with a byte-order mark, CRLF, RFC 4180 quoting, formula-like text escaped; streamed.',
          params: projectParams,
          querystring: approvalAuditQuerySchema,
          response: { 200: csvReply('The decisions, one row each'), ...errors },
        },
      },
      async (request, reply) => {
        const { projectId } = contextOf(request, 'projectAdmin').project;
        const slug = (await brandSlug(projectId)) ?? 'brand';
        const filename = approvalAuditFilename(slug, request.query, now().toISOString().slice(0, 10));
        return sendCsv(reply, filename, audit(projectId, request.query));
      },
    );
  };
