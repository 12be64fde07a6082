import type { TicketStatus, TicketType } from '@expertos/domain/tickets';
import { type Db, ownTables } from '../../db/database.js';
import type { TicketTables } from './tickets.tables.js';

/** A ticket as a calendar shows it: its dates, what names it, and whose it is. */
export interface ScheduledTicket {
  id: string;
  workspaceId: string;
  projectId: string;
  number: number;
  summary: string;
  status: TicketStatus;
  type: TicketType;
  caption: string | null;
  dueDate: string | null;
  filmDate: string | null;
  postedDate: string | null;
  remindAt: string | null;
  assigneeId: string | null;
  updatedAt: string;
}

/** Which of a workspace's dated tickets a calendar feed shows. */
export interface ScheduleWindow {
  workspaceId: string;
  /** First and last day (YYYY-MM-DD) a date may fall on; a reminder may fall any time of the last. */
  from: string;
  to: string;
  /** Only this brand's tickets. */
  projectId?: string;
  /** Only the tickets assigned to this member… */
  assigneeId?: string;
  /** …and only in these brands. */
  projectIds?: string[];
  /** At most this many, the most recently changed first. */
  limit: number;
}

const COLUMNS = [
  'id',
  'workspace_id',
  'project_id',
  'number',
  'summary',
  'status',
  'ticket_type',
  'caption',
  'due_date',
  'film_date',
  'posted_date',
  'remind_at',
  'assignee_id',
  'updated_at',
] as const;

type Row = Pick<TicketTables['tickets'], (typeof COLUMNS)[number]>;

const toScheduled = (row: Row): ScheduledTicket => ({
  id: row.id,
  workspaceId: row.workspace_id,
  projectId: row.project_id,
  number: Number(row.number),
  summary: row.summary,
  status: row.status,
  type: row.ticket_type,
  caption: row.caption,
  dueDate: row.due_date,
  filmDate: row.film_date,
  postedDate: row.posted_date,
  remindAt: row.remind_at,
  assigneeId: row.assignee_id,
  updatedAt: row.updated_at,
});

/**
 * The tickets module's narrow reads of tickets' dates for the calendars
 * (docs/architecture.md#modules-own-their-tables): the dated tickets a feed shows, those a
 * person's Google Calendar catches up, and one ticket as its event shows it. Which brands a
 * person may see is not decided here: the caller names them (`memberAccess`).
 */
export function createTicketSchedule(whole: Db) {
  const own = (trx: Db = whole) => ownTables<TicketTables>(trx);
  return {
    /** The workspace's tickets with a date (or a reminder) in the window, of the brand or the assignee asked for. */
    async inWindow(window: ScheduleWindow): Promise<ScheduledTicket[]> {
      const { from, to } = window;
      if (window.projectIds?.length === 0) return [];
      let query = own()
        .selectFrom('tickets')
        .select(COLUMNS)
        .where('workspace_id', '=', window.workspaceId)
        .where((eb) =>
          eb.or([
            eb.and([eb('due_date', '>=', from), eb('due_date', '<=', to)]),
            eb.and([eb('film_date', '>=', from), eb('film_date', '<=', to)]),
            eb.and([eb('posted_date', '>=', from), eb('posted_date', '<=', to)]),
            eb.and([eb('remind_at', '>=', from), eb('remind_at', '<=', `${to}T23:59:59.999Z`)]),
          ]),
        );
      if (window.projectId !== undefined) query = query.where('project_id', '=', window.projectId);
      if (window.assigneeId !== undefined) query = query.where('assignee_id', '=', window.assigneeId);
      if (window.projectIds !== undefined) query = query.where('project_id', 'in', window.projectIds);
      const rows = await query.orderBy('updated_at', 'desc').limit(window.limit).execute();
      return rows.map(toScheduled);
    },

    /**
     * The tickets assigned to these members that have a due, film or posted date, the most
     * recently changed first, at most `limit`: what a newly connected calendar shows.
     */
    async datedAssignedTo(memberIds: string[], limit: number, trx?: Db): Promise<ScheduledTicket[]> {
      if (memberIds.length === 0) return [];
      const rows = await own(trx)
        .selectFrom('tickets')
        .select(COLUMNS)
        .where('assignee_id', 'in', memberIds)
        .where((eb) =>
          eb.or([
            eb('due_date', 'is not', null),
            eb('film_date', 'is not', null),
            eb('posted_date', 'is not', null),
          ]),
        )
        .orderBy('updated_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toScheduled);
    },

    /** The ticket as its calendar event shows it, or null once it is deleted. */
    async one(ticketId: string, trx?: Db): Promise<ScheduledTicket | null> {
      const row = await own(trx)
        .selectFrom('tickets')
        .select(COLUMNS)
        .where('id', '=', ticketId)
        .executeTakeFirst();
      return row ? toScheduled(row) : null;
    },
  };
}
export type TicketSchedule = ReturnType<typeof createTicketSchedule>;
