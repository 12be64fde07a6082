import { type AnalyticsQuery, analyticsQuerySchema } from '@expertos/domain/analytics/analytics.schema';
import type { Audience, BrandVoice } from '@expertos/domain/brand.schema';
import { MCP_RESOURCES, MCP_TOOLS, type McpToolName } from '@expertos/domain/mcp';
import type { Project } from '@expertos/domain/project.schema';
import { type SchedulePostInput, schedulePostSchema } from '@expertos/domain/publishing/publication.schema';
import { createTicketSchema, ticketListQuerySchema, ticketPageSchema } from '@expertos/domain/ticket.schema';
import { type McpServer, ResourceTemplate } from '@modelcontextprotocol/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accessFor } from '../../platform/access.js';
import { AppError } from '../../platform/errors.js';
import { compileReplyWriter } from '../../platform/reply-serializer.js';
import type { TicketListService } from '../tickets/ticket-list.service.js';
import type { TicketRef } from '../tickets/tickets.policies.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import type { Membership } from '../workspaces/membership.js';

/** Who calls the tools: the person, and the API key they sent (if any), as the guard found them. */
export interface McpCaller {
  user: NonNullable<FastifyRequest['user']>;
  apiKey: FastifyRequest['apiKey'];
}

export interface McpToolDeps {
  tickets: TicketsService;
  lists: TicketListService;
  /** The approvals module's narrow functions for agents. */
  approvals: {
    request: (context: { membership: Membership; ticket: TicketRef }) => Promise<unknown>;
    open: (workspaceId: string, memberId: string) => Promise<unknown[]>;
  };
  /** The publishing module's: a brand's channels, and scheduling a post ticket. */
  publishing: {
    channels: (projectId: string) => Promise<unknown>;
    schedule: (
      place: { workspaceId: string; projectId: string; ticketId: string; memberId: string },
      input: SchedulePostInput,
    ) => Promise<unknown>;
  };
  /** The analytics module's: a brand's results, and one post's figures. */
  results: {
    report: (projectId: string, query: AnalyticsQuery, options: { slate: boolean }) => Promise<unknown>;
    post: (projectId: string, postId: string) => Promise<unknown>;
  };
  /** The brand profile's reads: the projects module's brand, the brand module's records. */
  profile: {
    brand: (projectId: string) => Promise<Project>;
    voices: (projectId: string) => Promise<BrandVoice[]>;
    audiences: (projectId: string) => Promise<Audience[]>;
  };
}

/**
 * A list page as the REST route writes it (the same writer, so the same bytes): the list cache
 * then answers both, and a reply kept for one serves the other (ticket-list.cache.ts).
 */
const writePage =
  compileReplyWriter(ticketPageSchema) ??
  ((page: unknown) => JSON.stringify(z.encode(ticketPageSchema, page as never)));

/** A tool's answer already written as JSON: sent as it is, and parsed once for `structuredContent`. */
class JsonText {
  constructor(readonly text: string) {}
}

async function cachedPage(
  lists: TicketListService,
  place: Parameters<TicketListService['cached']>[1],
  query: Parameters<TicketListService['cached']>[2],
): Promise<JsonText> {
  const { body } = await lists.cached('page', place, query, undefined, writePage);
  // Nothing held, so never "not modified".
  return new JsonText(body!);
}

type Input<N extends McpToolName> = z.infer<(typeof MCP_TOOLS)[N]['input']>;
type Handlers = { [N in McpToolName]: (input: Input<N>) => Promise<unknown> };

/**
 * A refusal as the agent sees it: a tool error carrying the API's `{ code, message, details }`,
 * so it reads the same reasons a REST caller would.
 */
function refusal(caught: unknown) {
  // A body the REST route would refuse with 400 (checked again here: a time or the queue, a range).
  const error =
    caught instanceof z.ZodError
      ? new AppError('validation_error', {
          details: caught.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        })
      : caught;
  if (!(error instanceof AppError)) throw error;
  const body = {
    code: error.code,
    message: error.message,
    ...(error.details ? { details: error.details } : {}),
  };
  return { isError: true, content: [{ type: 'text' as const, text: JSON.stringify(body) }] };
}

/**
 * The tools, for one caller: each decides access as its REST route does (accessFor: the same
 * level, ids and key scope), then calls the same service.
 */
export function registerTools(server: McpServer, app: FastifyInstance, caller: McpCaller, deps: McpToolDeps) {
  const { tickets, lists, approvals, profile, publishing, results } = deps;
  const handlers: Handlers = {
    async list_tickets({ brand_id, status, ticket_type, limit, cursor }) {
      const { membership } = await accessFor(app, caller, 'projectTickets', MCP_TOOLS.list_tickets.scope, {
        projectId: brand_id,
      });
      const query = ticketListQuerySchema.parse({ status, limit, cursor });
      return cachedPage(
        lists,
        { target: { projectId: brand_id }, workspaceId: membership.workspaceId },
        { ...query, ...(ticket_type ? { ticket_type } : {}) },
      );
    },
    async search_tickets({ workspace_id, text, limit }) {
      const { membership } = await accessFor(app, caller, 'notExternal', MCP_TOOLS.search_tickets.scope, {
        workspaceId: workspace_id,
      });
      return cachedPage(
        lists,
        { target: { membership }, workspaceId: membership.workspaceId },
        ticketListQuerySchema.parse({ q: text, limit }),
      );
    },
    async get_ticket({ ticket_id }) {
      const { ticket } = await accessFor(app, caller, 'ticketMember', MCP_TOOLS.get_ticket.scope, {
        ticketId: ticket_id,
      });
      return tickets.get(ticket);
    },
    async create_post_draft({ brand_id, ...fields }) {
      const { membership } = await accessFor(
        app,
        caller,
        'projectTickets',
        MCP_TOOLS.create_post_draft.scope,
        {
          projectId: brand_id,
        },
      );
      await requirePlan(app, membership.workspaceId);
      // The defaults a new ticket gets through REST (To do, default priority), as a post.
      return tickets.create(
        membership,
        brand_id,
        createTicketSchema.parse({ ...fields, ticket_type: 'post' }),
      );
    },
    async update_post_draft({ ticket_id, base_updated_at, ...changes }) {
      const { membership, ticket } = await accessFor(
        app,
        caller,
        'ticketMember',
        MCP_TOOLS.update_post_draft.scope,
        {
          ticketId: ticket_id,
        },
      );
      await requirePlan(app, membership.workspaceId);
      const current = await tickets.get(ticket);
      if (current.ticket_type !== 'post')
        throw new AppError('validation_error', {
          details: [
            { path: 'ticket_id', message: 'This ticket is not a post: only posts are drafted here.' },
          ],
        });
      return tickets.update(membership, ticket, { ...changes, base_updated_at });
    },
    async get_brand_profile({ brand_id }) {
      await accessFor(app, caller, 'projectMember', MCP_TOOLS.get_brand_profile.scope, {
        projectId: brand_id,
      });
      const [brand, voices, audiences] = await Promise.all([
        profile.brand(brand_id),
        profile.voices(brand_id),
        profile.audiences(brand_id),
      ]);
      // What shapes a post, and nothing of the brand's settings, links or integrations.
      return {
        uid: brand.uid,
        name: brand.name,
        description: brand.description,
        industry: brand.industry,
        goal: brand.goal,
        goal_text: brand.goal_text,
        content_pillars: brand.content_pillars,
        content_formats: brand.content_formats,
        off_brand: brand.off_brand,
        other_preferences: brand.other_preferences,
        weekly_slate: {
          growth: brand.slate_growth_content,
          trust_building: brand.slate_trust_building_content,
          sales_promotion: brand.slate_sales_promotions_content,
        },
        voices: voices.map(({ name, description, tone, do_say, dont_say, is_default }) => ({
          name,
          description,
          tone,
          do_say,
          dont_say,
          is_default,
        })),
        audiences: audiences.map(
          ({ name, description, age_range, locations, interests, pain_points, is_default }) => ({
            name,
            description,
            age_range,
            locations,
            interests,
            pain_points,
            is_default,
          }),
        ),
      };
    },
    async list_channels({ brand_id }) {
      await accessFor(app, caller, 'projectTickets', MCP_TOOLS.list_channels.scope, { projectId: brand_id });
      return { items: await publishing.channels(brand_id) };
    },
    async schedule_post({ ticket_id, due_at, queue, posts }) {
      const { membership, ticket } = await accessFor(
        app,
        caller,
        'ticketMember',
        MCP_TOOLS.schedule_post.scope,
        {
          ticketId: ticket_id,
        },
      );
      await requirePlan(app, membership.workspaceId);
      const place = {
        workspaceId: ticket.workspaceId,
        projectId: ticket.projectId,
        ticketId: ticket.ticketId,
        memberId: membership.memberId,
      };
      // The REST route's own checks of the body (a time or the queue, the channels, each variant).
      return { items: await publishing.schedule(place, schedulePostSchema.parse({ due_at, queue, posts })) };
    },
    async get_brand_results({ brand_id, ...query }) {
      const { project, membership } = await accessFor(
        app,
        caller,
        'projectResults',
        MCP_TOOLS.get_brand_results.scope,
        { projectId: brand_id },
      );
      // As REST: the slate is the team's plan, not shown to an external reading shared results.
      return results.report(project.projectId, analyticsQuerySchema.parse(query), {
        slate: membership.role !== 'external',
      });
    },
    async get_post_analytics({ brand_id, post_id }) {
      const { project } = await accessFor(app, caller, 'projectResults', MCP_TOOLS.get_post_analytics.scope, {
        projectId: brand_id,
      });
      return results.post(project.projectId, post_id);
    },
    async list_pending_approvals({ workspace_id }) {
      const { membership } = await accessFor(
        app,
        caller,
        'notExternal',
        MCP_TOOLS.list_pending_approvals.scope,
        {
          workspaceId: workspace_id,
        },
      );
      return { items: await approvals.open(membership.workspaceId, membership.memberId) };
    },
    async request_approval({ ticket_id }) {
      const context = await accessFor(app, caller, 'ticketMember', MCP_TOOLS.request_approval.scope, {
        ticketId: ticket_id,
      });
      await requirePlan(app, context.membership.workspaceId);
      return approvals.request(context);
    },
  };

  registerResources(server, handlers);
  for (const [name, tool] of Object.entries(MCP_TOOLS) as [McpToolName, (typeof MCP_TOOLS)[McpToolName]][]) {
    const handler = handlers[name] as (input: unknown) => Promise<unknown>;
    server.registerTool(
      name,
      {
        title: tool.title,
        description: `${tool.description} Needs the API key scope \`${tool.scope}\`.`,
        inputSchema: tool.input,
        annotations: { readOnlyHint: tool.readOnly, destructiveHint: false, openWorldHint: false },
      },
      async (input: unknown) => {
        try {
          const result = await handler(input);
          if (result instanceof JsonText)
            return {
              content: [{ type: 'text' as const, text: result.text }],
              structuredContent: JSON.parse(result.text) as Record<string, unknown>,
            };
          return {
            content: [{ type: 'text' as const, text: JSON.stringify(result) }],
            structuredContent: result as Record<string, unknown>,
          };
        } catch (error) {
          return refusal(error);
        }
      },
    );
  }
}

/**
 * The resources, for one caller: each answers exactly what its tool answers, through the same
 * handler (so the same access decision); a refusal is a JSON-RPC error carrying `{ code, message }`.
 */
function registerResources(server: McpServer, handlers: Handlers) {
  for (const [name, resource] of Object.entries(MCP_RESOURCES)) {
    const handler = handlers[resource.tool] as (input: unknown) => Promise<unknown>;
    server.registerResource(
      name,
      new ResourceTemplate(resource.template, { list: undefined }),
      { title: resource.title, description: resource.description, mimeType: 'application/json' },
      async (uri, variables) => {
        const input = Object.fromEntries(
          Object.entries(variables).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
        );
        try {
          const result = await handler(MCP_TOOLS[resource.tool].input.parse(input));
          return {
            contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(result) }],
          };
        } catch (error) {
          const body = refusal(error);
          throw new Error(body.content[0]!.text);
        }
      },
    );
  }
}

/** A write needs the workspace's plan in effect, as a REST write does (billing's gate). */
async function requirePlan(app: FastifyInstance, workspaceId: string): Promise<void> {
  if (!app.planGate) throw new AppError('forbidden');
  await app.planGate({ membership: { workspaceId } } as unknown as FastifyRequest);
}
