import type { TemplateFields } from '@expertos/domain/templates';
import { type Db, ownTables } from '../../db/database.js';
import { childrenOf } from './ticket-subtasks.js';
import { createTicketsRepository, type TicketRow } from './tickets.repository.js';
import type { TicketTables } from './tickets.tables.js';

/** A ticket as "Save as template" keeps it: what a template holds of it, and of its subtasks. */
export interface TicketTemplateSource {
  workspaceId: string;
  projectId: string;
  summary: string;
  fields: TemplateFields;
  checklist: string[];
  subtasks: { summary: string; fields: TemplateFields; checklist: string[] }[];
}

/**
 * What the templates module may read of a ticket to make a template of it
 * (docs/product.md#templates): its type and fields (not its dates, people or links, which
 * belong to that one ticket), tags, checklist texts, and its subtasks with theirs.
 */
export function createTicketTemplateSource(db: Db) {
  const tickets = createTicketsRepository(db);
  const own = ownTables<TicketTables>(db);

  const checklistOf = async (ticketId: string) =>
    (
      await own
        .selectFrom('ticket_checklist_items')
        .select('text')
        .where('ticket_id', '=', ticketId)
        .orderBy('position')
        .execute()
    ).map((row) => row.text);

  async function fieldsOf(row: TicketRow): Promise<TemplateFields> {
    const tags = (await tickets.tagsOf([row.id])).map((tag) => tag.name);
    const fields: TemplateFields = {
      ticket_type: row.ticket_type,
      status: row.status,
      priority: row.priority,
      description: row.description,
      caption: row.caption,
      post_platform: row.post_platform,
      post_format: row.post_format,
      post_audience: row.post_audience,
      pillar: row.pillar,
      canva_url: row.canva_url,
      drive_raw_link: row.drive_raw_link,
      drive_final_link: row.drive_final_link,
      difficulty: row.difficulty,
      hook: row.hook,
      hook_variation_1: row.hook_variation_1,
      hook_variation_2: row.hook_variation_2,
      hook_variation_3: row.hook_variation_3,
      keyword_phrase: row.keyword_phrase,
      reference_content: row.reference_content,
      estimate_hours: row.estimate_hours,
      estimate_amount: row.estimate_amount === null ? null : Number(row.estimate_amount),
      tags,
    };
    // Only what is set: a template leaves the rest to the ticket form's defaults.
    return Object.fromEntries(
      Object.entries(fields).filter(
        ([, value]) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0),
      ),
    ) as TemplateFields;
  }

  return {
    async of(ticketId: string): Promise<TicketTemplateSource | null> {
      const row = await tickets.findRow(ticketId);
      if (!row) return null;
      const children = await childrenOf(db, ticketId);
      return {
        workspaceId: row.workspace_id,
        projectId: row.project_id,
        summary: row.summary,
        fields: await fieldsOf(row),
        checklist: await checklistOf(row.id),
        subtasks: await Promise.all(
          children.map(async (child) => ({
            summary: child.summary,
            fields: await fieldsOf(child),
            checklist: await checklistOf(child.id),
          })),
        ),
      };
    },
  };
}
export type TicketTemplateSourceReader = ReturnType<typeof createTicketTemplateSource>;
