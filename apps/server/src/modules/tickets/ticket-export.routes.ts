import { Readable } from 'node:stream';
import { ticketExportFilename, ticketExportQuerySchema } from '@expertos/domain/ticket-export';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { csvReply } from '../../platform/replies.js';
import type { TicketExport } from './ticket-export.js';
import { errors, projectParams, tags, workspaceParams } from './tickets.params.js';

const today = () => new Date().toISOString().slice(0, 10);
const description =
  "A `text/csv` file (the 200 reply is not JSON). The list's filters and order (the same query as the list, without `limit` and `cursor`), every ticket that matches, one row each: UTF-8 with a byte-order mark, CRLF, RFC 4180 quoting; text that would start a spreadsheet formula gets a leading apostrophe. Streamed a page at a time.";

function sendCsv(reply: FastifyReply, filename: string, rows: AsyncGenerator<string>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(rows));
}

/** CSV export of a task list (docs/product.md#csv-export), for whoever may read the list. */
export const ticketExportRoutes =
  ({
    exportCsv,
    brandSlug,
    exported,
  }: {
    exportCsv: TicketExport;
    brandSlug: (projectId: string) => Promise<string | null>;
    /** Raises `tickets.exported` (the audit log records who exported what). */
    exported: (facts: { workspaceId: string; projectId: string | null; filters: object }) => Promise<void>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/workspaces/:workspaceId/tickets/export',
      {
        config: { access: 'notExternal', scope: 'tickets:read' },
        schema: {
          tags,
          summary: 'Every brand’s tickets the caller may see, filtered and sorted, as a CSV file',
          description,
          params: workspaceParams,
          querystring: ticketExportQuerySchema,
          response: { 200: csvReply('The tickets, one row each'), ...errors },
        },
      },
      async (request, reply) => {
        const { membership } = contextOf(request, 'notExternal');
        await exported({ workspaceId: membership.workspaceId, projectId: null, filters: request.query });
        return sendCsv(reply, ticketExportFilename('all', today()), exportCsv({ membership }, request.query));
      },
    );

    app.get(
      '/projects/:projectId/tickets/export',
      {
        config: { access: 'projectTickets', scope: 'tickets:read' },
        schema: {
          tags,
          summary: "One brand's tickets, filtered and sorted, as a CSV file",
          description,
          params: projectParams,
          querystring: ticketExportQuerySchema,
          response: { 200: csvReply('The tickets, one row each'), ...errors },
        },
      },
      async (request, reply) => {
        const { project } = contextOf(request, 'projectTickets');
        const { projectId } = request.params;
        await exported({ workspaceId: project.workspaceId, projectId, filters: request.query });
        const slug = (await brandSlug(projectId)) ?? 'brand';
        return sendCsv(reply, ticketExportFilename(slug, today()), exportCsv({ projectId }, request.query));
      },
    );
  };
