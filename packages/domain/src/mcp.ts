import { z } from 'zod';
import type { ApiKeyScope } from './api-keys';
import { schedulePostSchema } from './publishing/publication.schema';
import { ticketFieldsSchema, ticketListQuerySchema } from './ticket.schema';

/**
 * The MCP server's tools (docs/product.md#mcp): what an AI agent may ask, each with its input
 * schema, its description and the API key scope it needs. The server runs each through the
 * same services and the same access rules as the matching REST route.
 */

const id = (what: string) => z.string().min(1).max(100).describe(what);
const limit = z.number().int().min(1).max(100).default(20).describe('At most this many tickets (1–100).');
const cursor = z.string().max(500).optional().describe('The `next_cursor` of the previous page.');

/** The fields of a post an agent may write: its words and where it goes, never its workflow. */
const postFields = ticketFieldsSchema.pick({
  summary: true,
  description: true,
  caption: true,
  hook: true,
  post_platform: true,
  post_format: true,
  due_date: true,
  tags: true,
});

export const MCP_TOOLS = {
  list_tickets: {
    title: 'List a brand’s tickets',
    description:
      'Tickets of one brand, newest change first, a page at a time; optionally only some statuses or types.',
    scope: 'tickets:read',
    readOnly: true,
    input: z.object({
      brand_id: id('The brand (project) uid.'),
      status: ticketListQuerySchema.shape.status.optional(),
      ticket_type: z.array(ticketFieldsSchema.shape.ticket_type).max(6).optional(),
      limit,
      cursor,
    }),
  },
  search_tickets: {
    title: 'Search tickets',
    description:
      'Tickets of every brand the caller may see in a workspace whose summary contains the text, or whose key it is (`#128`).',
    scope: 'tickets:read',
    readOnly: true,
    input: z.object({
      workspace_id: id('The workspace uid.'),
      text: z.string().trim().min(1).max(200).describe('Words of the summary, or a ticket key such as #128.'),
      limit,
    }),
  },
  get_ticket: {
    title: 'Read a ticket',
    description: 'One ticket with every field.',
    scope: 'tickets:read',
    readOnly: true,
    input: z.object({ ticket_id: id('The ticket uid.') }),
  },
  create_post_draft: {
    title: 'Draft a post',
    description:
      'Makes a post ticket in a brand, in To do, for the team to review. It is never scheduled or approved by this tool.',
    scope: 'tickets:write',
    readOnly: false,
    input: postFields.partial().extend({
      brand_id: id('The brand (project) uid.'),
      summary: postFields.shape.summary,
    }),
  },
  update_post_draft: {
    title: 'Change a post draft',
    description:
      'Changes a post’s words or details. Send `base_updated_at` (the ticket’s `updated` you read): if someone changed the same fields since, nothing is saved and the error names them. An approved post is refused.',
    scope: 'tickets:write',
    readOnly: false,
    input: postFields.partial().extend({
      ticket_id: id('The ticket uid.'),
      base_updated_at: z.string().max(40).describe('The `updated` of the ticket the change is based on.'),
    }),
  },
  get_brand_profile: {
    title: 'Read a brand’s profile',
    description:
      'What a brand sounds like and plans: its description, goal, content pillars and formats, off-brand rules, the weekly content slate, its brand voices and its audiences. Read it before drafting a post.',
    scope: 'brand_profile:read',
    readOnly: true,
    input: z.object({ brand_id: id('The brand (project) uid.') }),
  },
  list_channels: {
    title: 'List a brand’s publishing channels',
    description:
      'The accounts a brand publishes to (their `uid` is what `schedule_post` takes), and whether each needs reconnecting.',
    scope: 'publishing:read',
    readOnly: true,
    input: z.object({ brand_id: id('The brand (project) uid.') }),
  },
  schedule_post: {
    title: 'Schedule a post',
    description:
      'Schedules a post ticket at a time (or in the brand’s next free queue slot), one variant per channel. Each variant is checked against its network’s rules, and the brand’s approvals still decide: a post waiting for approval is not published. Never publishes at once.',
    scope: 'publishing:write',
    readOnly: false,
    input: z
      .object({
        ticket_id: id('The post’s ticket uid.'),
        due_at: schedulePostSchema.shape.due_at.describe(
          'When to publish (ISO 8601); null with `queue: true`.',
        ),
        queue: z.boolean().default(false).describe('The brand’s next free queue slot instead of a time.'),
        posts: schedulePostSchema.shape.posts,
      })
      .refine((input) => input.queue !== (input.due_at !== null), {
        path: ['due_at'],
        message: 'Give a time, or `queue: true` with `due_at: null`.',
      }),
  },
  get_brand_results: {
    title: 'Read a brand’s results',
    description:
      'A brand’s results over a range of days (at most 400): headline figures against the period before, a breakdown, posting times, the top and bottom posts (their `id` is what `get_post_analytics` takes).',
    scope: 'analytics:read',
    readOnly: true,
    // Checked again as the REST query is (analyticsQuerySchema: the range, the zone) by the server.
    input: z.object({
      brand_id: id('The brand (project) uid.'),
      from: z.string().max(10).optional().describe('First day, YYYY-MM-DD (the last 30 days unless given).'),
      to: z.string().max(10).optional().describe('Last day, YYYY-MM-DD.'),
      platform: z.string().max(20).optional().describe('Only one network (instagram, tiktok, …).'),
    }),
  },
  get_post_analytics: {
    title: 'Read a post’s figures over time',
    description: 'One published or imported post’s figures: each snapshot, oldest first.',
    scope: 'analytics:read',
    readOnly: true,
    input: z.object({
      brand_id: id('The brand (project) uid.'),
      post_id: id('The post’s id in the results.'),
    }),
  },
  list_pending_approvals: {
    title: 'List posts waiting for approval',
    description:
      'The posts waiting for approval in the brands the caller works on, in one workspace: the open step, its due date, and whether it waits on the caller or on a client.',
    scope: 'approvals:read',
    readOnly: true,
    input: z.object({ workspace_id: id('The workspace uid.') }),
  },
  request_approval: {
    title: 'Ask for approval of a post',
    description:
      'Starts an approval round for a post under its brand’s workflow: the post moves to Needs Approval and its reviewers are told. No approval link is returned: an agent never approves.',
    scope: 'approvals:write',
    readOnly: false,
    input: z.object({ ticket_id: id('The post’s ticket uid.') }),
  },
} as const satisfies Record<
  string,
  { title: string; description: string; scope: ApiKeyScope; readOnly: boolean; input: z.ZodType }
>;

export type McpToolName = keyof typeof MCP_TOOLS;

/**
 * The MCP server's resources (docs/product.md#mcp): what an agent may read by address, each
 * answered exactly as the tool of the same content.
 */
export const MCP_RESOURCES = {
  brand_profile: {
    template: 'expertos://brands/{brand_id}/profile',
    title: 'Brand profile',
    description: 'A brand’s profile, as `get_brand_profile` answers it.',
    tool: 'get_brand_profile',
  },
  ticket: {
    template: 'expertos://tickets/{ticket_id}',
    title: 'Ticket',
    description: 'One ticket with every field, as `get_ticket` answers it.',
    tool: 'get_ticket',
  },
} as const satisfies Record<
  string,
  { template: string; title: string; description: string; tool: McpToolName }
>;
