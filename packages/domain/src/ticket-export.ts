import { ticketListQuerySchema } from './ticket.schema';

/**
 * The CSV export of a task list (docs/product.md#csv-export): the columns, in order, with the
 * headers people see in their spreadsheet. Every field a ticket shows, one row per ticket.
 */
export const TICKET_EXPORT_COLUMNS = [
  ['number', 'Number'],
  ['summary', 'Summary'],
  ['type', 'Type'],
  ['status', 'Status'],
  ['priority', 'Priority'],
  ['brand', 'Brand'],
  ['assignee', 'Assignee'],
  ['reporter', 'Reporter'],
  ['milestone', 'Milestone'],
  ['tags', 'Tags'],
  ['due_date', 'Due date'],
  ['platform', 'Platform'],
  ['format', 'Format'],
  ['audience', 'Purpose'],
  ['pillar', 'Pillar'],
  ['film_date', 'Film date'],
  ['posted_date', 'Posted date'],
  ['caption', 'Caption'],
  ['description', 'Description'],
  ['hook', 'Hook'],
  ['hook_variations', 'Hook variations'],
  ['keyword_phrase', 'Keyword phrase'],
  ['live_link', 'Live link'],
  ['canva_url', 'Canva'],
  ['drive_raw_link', 'Raw files'],
  ['drive_final_link', 'Final files'],
  ['difficulty', 'Difficulty'],
  ['estimate_hours', 'Estimate (hours)'],
  ['estimate_amount', 'Estimate (amount)'],
  ['time_spent_hours', 'Time spent (hours)'],
  ['created', 'Created'],
  ['updated', 'Updated'],
  ['link', 'Link'],
  // Added after the first exports: at the end, so a sheet reading columns by place still works.
  ['parent', 'Parent'],
  ['checklist', 'Checklist'],
] as const;
export type TicketExportColumn = (typeof TICKET_EXPORT_COLUMNS)[number][0];

/** The list's own filters and order; the whole list is exported, so no page size or cursor. */
export const ticketExportQuerySchema = ticketListQuerySchema.omit({ limit: true, cursor: true });

/** `tickets-acme-2026-11-28.csv`: what, and when. */
export function ticketExportFilename(scopeName: string, day: string): string {
  const slug =
    scopeName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'tickets';
  return `tickets-${slug}-${day}.csv`;
}
