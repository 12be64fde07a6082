/** Ticket templates (migration 0079), the templates module's own table. */
export interface TicketTemplatesTable {
  id: string;
  workspace_id: string;
  /** The brand of a brand template; null for a workspace template. */
  project_id: string | null;
  /** `project_id`, or '' for a workspace template (the unique key's place). */
  place_key: string;
  name: string;
  /** Lower-cased name: unique where the template lives. */
  name_key: string;
  /** JSON: `TemplateBody` (packages/domain/src/templates.ts). */
  body: string;
  uses: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface TemplateTables {
  ticket_templates: TicketTemplatesTable;
}
