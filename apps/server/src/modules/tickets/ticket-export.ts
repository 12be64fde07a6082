import { CSV_BOM, type CsvValue, csvLine } from '@expertos/domain/csv';
import type { PersonRef } from '@expertos/domain/ticket.schema';
import { TICKET_PAGE_MAX, type TicketListItem } from '@expertos/domain/ticket.schema';
import { TICKET_EXPORT_COLUMNS, type TicketExportColumn } from '@expertos/domain/ticket-export';
import {
  DIFFICULTY_LABELS,
  POST_FORMAT_LABELS,
  POST_PLATFORM_LABELS,
  POST_PURPOSE_LABELS,
  PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_TYPE_LABELS,
} from '@expertos/domain/tickets';
import type { PeopleService } from '../workspaces/people.service.js';
import type { ListTarget, TicketListQueryValues, TicketListService } from './ticket-list.service.js';
import type { TicketsRepository } from './tickets.repository.js';

type Extras = Awaited<ReturnType<TicketsRepository['exportExtras']>>[number];

const personText = (person: PersonRef | null | undefined) =>
  person ? person.name?.trim() || person.email : null;
const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

/** One ticket as the export's cells, in TICKET_EXPORT_COLUMNS order. */
function cells(
  item: TicketListItem,
  extras: Extras | undefined,
  reporter: PersonRef | undefined,
  link: string,
): CsvValue[] {
  const amount = extras?.estimate_amount == null ? null : Number(extras.estimate_amount) / 100;
  const value: Record<TicketExportColumn, CsvValue> = {
    number: item.id,
    // A subtask names its parent by number (docs/product.md#checklists-and-subtasks).
    parent: extras?.parent_number ?? null,
    summary: item.summary,
    type: TICKET_TYPE_LABELS[item.ticket_type],
    status: TICKET_STATUS_LABELS[item.status],
    priority: PRIORITY_LABELS[item.priority],
    brand: item.project.name,
    assignee: personText(item.assignee),
    reporter: personText(reporter),
    milestone: item.milestone?.name,
    tags: item.tags.join(', '),
    checklist: item.checklist.total > 0 ? `${item.checklist.done}/${item.checklist.total}` : null,
    due_date: item.due_date,
    platform: item.post_platform ? POST_PLATFORM_LABELS[item.post_platform] : null,
    format: extras?.post_format ? POST_FORMAT_LABELS[extras.post_format] : null,
    audience: extras?.post_audience ? POST_PURPOSE_LABELS[extras.post_audience] : null,
    pillar: extras?.pillar,
    film_date: item.film_date,
    posted_date: item.posted_date,
    caption: extras?.caption,
    description: extras?.description,
    hook: extras?.hook,
    hook_variations: [extras?.hook_variation_1, extras?.hook_variation_2, extras?.hook_variation_3]
      .filter(Boolean)
      .join('\n'),
    keyword_phrase: extras?.keyword_phrase,
    live_link: extras?.live_link,
    canva_url: extras?.canva_url,
    drive_raw_link: extras?.drive_raw_link,
    drive_final_link: extras?.drive_final_link,
    difficulty: extras?.difficulty ? DIFFICULTY_LABELS[extras.difficulty] : null,
    estimate_hours: extras?.estimate_hours,
    estimate_amount: amount === null ? null : amount.toFixed(2),
    time_spent_hours: extras ? hours(extras.total_spent) : null,
    created: item.created,
    updated: item.updated,
    link,
  };
  return TICKET_EXPORT_COLUMNS.map(([column]) => value[column]);
}

/**
 * A task list as CSV (docs/product.md#csv-export): the list's own filters and order, read a
 * page at a time with its cursor and written as it goes, so an export of 100,000 tickets holds
 * one page in memory, never the list.
 */
export function createTicketExport(deps: {
  lists: Pick<TicketListService, 'list'>;
  tickets: Pick<TicketsRepository, 'exportExtras'>;
  people: Pick<PeopleService, 'refs'>;
  publicUrl: string;
}) {
  const base = deps.publicUrl.replace(/\/$/, '');
  return async function* exportCsv(
    target: ListTarget,
    query: Omit<TicketListQueryValues, 'limit' | 'cursor'>,
  ): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(TICKET_EXPORT_COLUMNS.map(([, header]) => header));
    let cursor: string | undefined;
    do {
      const page = await deps.lists.list(target, { ...query, limit: TICKET_PAGE_MAX, cursor });
      const extras = new Map(
        (await deps.tickets.exportExtras(page.items.map((item) => item.uid))).map((row) => [row.id, row]),
      );
      const reporters = await deps.people.refs([...extras.values()].map((row) => row.reporter_id));
      let chunk = '';
      for (const item of page.items) {
        const extra = extras.get(item.uid);
        const link = `${base}/brand/${encodeURIComponent(item.project.slug)}/tasks/${item.uid}`;
        chunk += csvLine(
          cells(item, extra, extra?.reporter_id ? reporters.get(extra.reporter_id) : undefined, link),
        );
      }
      if (chunk) yield chunk;
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
  };
}

export type TicketExport = ReturnType<typeof createTicketExport>;
