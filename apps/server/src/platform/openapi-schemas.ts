import { portalViewSchema } from '@expertos/domain/approvals/portal';
import { approvalRoundSchema } from '@expertos/domain/approvals/round.schema';
import { approvalWorkflowSchema } from '@expertos/domain/approvals/workflow';
import { commentSchema } from '@expertos/domain/comment.schema';
import { projectIntegrationSchema } from '@expertos/domain/integration.schema';
import { videoSchema } from '@expertos/domain/media.schema';
import { projectSchema } from '@expertos/domain/project.schema';
import { publicationSchema } from '@expertos/domain/publishing/publication.schema';
import { ticketListItemSchema, ticketSchema } from '@expertos/domain/ticket.schema';
import { timeEntrySchema } from '@expertos/domain/timetracking.schema';
import { workspaceSchema } from '@expertos/domain/workspace.schema';
import { z } from 'zod';

/**
 * The API's resources by name. Each is one component of the OpenAPI document that every route
 * replying with it points at, instead of a copy inline in each: the document stays small enough
 * for the reference page to draw quickly, and a generated client gets one named type per
 * resource. Names are public: renaming one renames a type in callers' generated code.
 */
export const NAMED_SCHEMAS: Record<string, z.ZodType> = {
  Ticket: ticketSchema,
  TicketListItem: ticketListItemSchema,
  Brand: projectSchema,
  Workspace: workspaceSchema,
  Comment: commentSchema,
  Integration: projectIntegrationSchema,
  Publication: publicationSchema,
  Recording: videoSchema,
  TimeEntry: timeEntrySchema,
  ApprovalRound: approvalRoundSchema,
  ApprovalWorkflow: approvalWorkflowSchema,
  PortalView: portalViewSchema,
};

let registered = false;
/** Adds the named schemas to zod's global registry, where the OpenAPI transform finds them. */
export function registerNamedSchemas(): void {
  if (registered) return;
  registered = true;
  for (const [id, schema] of Object.entries(NAMED_SCHEMAS)) {
    if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
  }
}
