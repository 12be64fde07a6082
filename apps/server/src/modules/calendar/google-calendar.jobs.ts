import type { Language } from '@expertos/domain/languages';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import {
  defineJobHandler,
  type JobContext,
  type JobType,
  PermanentJobError,
  RetryLaterError,
} from '../../platform/jobs/job-handler.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { CalendarTicket } from './google/calendar-event.js';
import type { GoogleCalendarClient } from './google/google-calendar-client.js';
import { syncTicketEvent } from './google/google-calendar-sync.js';
import { GoogleCalendarError } from './google/google-oauth.js';
import type { GoogleConnections } from './google-calendar.connections.js';
import type { ConnectionRow, EventTicket, GoogleCalendarRepository } from './google-calendar.repository.js';

/**
 * Keeps each ticket's Google Calendar event where and as it should be (docs/product.md#integrations).
 *
 * A change only enqueues `google-calendar.sync-ticket` for the ticket, in the change's own
 * transaction (so it is neither lost after a crash nor sent for a change that rolled back);
 * the job then reads the ticket as it is *now* and brings the assignee's calendar in line
 * through `syncTicketEvent`, which is idempotent. Running it twice, or late, or after a
 * newer change's job, therefore never leaves a wrong or a second event.
 */

export const SYNC_TICKET_JOB = 'google-calendar.sync-ticket';
export const CATCH_UP_JOB = 'google-calendar.catch-up';

/** Attempts and their spacing: Google's hiccups pass in seconds, an outage in hours. */
const MAX_ATTEMPTS = 8;
const RETRY_DELAYS_MS = [5_000, 60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000];

/** The ticket fields an event shows or is placed by: other changes send nothing. */
const EVENT_FIELDS = new Set([
  'summary',
  'caption',
  'due_date',
  'film_date',
  'posted_date',
  'ticket_type',
  'assignee',
]);

const syncPayload = z.object({
  ticketId: z.string().min(1),
  /** Set by "Remove from calendar": delete the event from this calendar, and nothing else. */
  drop: z.object({ connectionId: z.string().min(1), calendarId: z.string().min(1) }).optional(),
});
export type SyncTicketPayload = z.infer<typeof syncPayload>;

export interface GoogleCalendarSyncDeps {
  repository: GoogleCalendarRepository;
  connections: GoogleConnections;
  queue: Pick<JobQueue, 'enqueue'>;
  publicUrl: string;
  now: () => Date;
  /** The calendar person's language, for the event's words (the profile module's narrow read). */
  languageOf: (userId: string) => Promise<Language | null>;
}

export function enqueueSync(
  queue: Pick<JobQueue, 'enqueue'>,
  payload: SyncTicketPayload,
  workspaceId: string,
  trx?: Db,
) {
  return queue.enqueue(SYNC_TICKET_JOB, payload, {
    ...(trx ? { trx } : {}),
    workspaceId,
    // One job of a ticket at a time: two runs side by side could both insert.
    concurrencyKey: `google-calendar:${payload.ticketId}`,
  });
}

export function googleCalendarJobs(deps: GoogleCalendarSyncDeps): Record<string, JobType> {
  const { repository, connections } = deps;

  /** Runs `work` on the connection's calendar; a failure is noted on it and decides the retry. */
  async function onCalendar<T>(
    row: ConnectionRow,
    context: JobContext,
    work: (client: GoogleCalendarClient) => Promise<T>,
  ): Promise<T> {
    const client = connections.client(row, context.signal);
    if (!client) throw new PermanentJobError('the server has no Google app (GOOGLE_CLIENT_ID) any more');
    try {
      const result = await work(client);
      await connections.succeeded(row);
      return result;
    } catch (caught) {
      if (!(caught instanceof GoogleCalendarError)) throw caught;
      await connections.failed(row, caught);
      const { transient, retryAfterMs, tokenError } = caught.details;
      if (tokenError || !transient) throw new PermanentJobError(caught.message);
      if (retryAfterMs !== undefined) throw new RetryLaterError(caught.message, retryAfterMs);
      throw caught;
    }
  }

  /** Deletes the ticket's event from one calendar; a broken or gone connection cannot be reached. */
  async function removeFrom(connectionId: string, calendarId: string, ticketId: string, context: JobContext) {
    const row = await repository.connection(connectionId);
    if (row?.status !== 'connected') return;
    await onCalendar(row, context, (client) =>
      syncTicketEvent(
        client,
        { calendar_id: calendarId, time_zone: row.time_zone },
        { deleted: true, uid: ticketId },
      ),
    );
  }

  const snapshot = (ticket: EventTicket): CalendarTicket => ({
    uid: ticket.id,
    number: ticket.number,
    summary: ticket.summary,
    status: ticket.status,
    ticket_type: ticket.type,
    due_date: ticket.dueDate,
    film_date: ticket.filmDate,
    posted_date: ticket.postedDate,
    assignee: null,
    caption: ticket.caption,
    project: { uid: ticket.projectId, name: ticket.projectName, slug: ticket.projectSlug },
    url: `${deps.publicUrl}/brand/${encodeURIComponent(ticket.projectSlug)}/tasks?task=${encodeURIComponent(ticket.id)}`,
    updated_at: ticket.updatedAt,
  });

  async function syncTicket({ ticketId, drop }: SyncTicketPayload, context: JobContext) {
    if (drop) return removeFrom(drop.connectionId, drop.calendarId, ticketId, context);
    const ticket = await repository.ticket(ticketId);
    const link = await repository.link(ticketId);
    const owner = ticket?.assigneeId ? await repository.connectionOfMember(ticket.assigneeId) : undefined;
    const target = owner?.status === 'connected' ? owner : undefined;
    // The event is somewhere it should no longer be (ticket deleted, calendar changed, the
    // assignee disconnected or their connection broke): out of there first.
    if (link && (link.connection_id !== target?.id || link.calendar_id !== target.calendar_id)) {
      await removeFrom(link.connection_id, link.calendar_id, ticketId, context);
      await repository.deleteLink(ticketId);
    }
    if (!ticket || !target) return;
    const language = (await deps.languageOf(target.user_id)) ?? undefined;
    const outcome = await onCalendar(target, context, (client) =>
      syncTicketEvent(
        client,
        { calendar_id: target.calendar_id, time_zone: target.time_zone },
        snapshot(ticket),
        language,
      ),
    );
    if (outcome.action === 'deleted') await repository.deleteLink(ticketId);
    else
      await repository.saveLink({
        ticket_id: ticketId,
        workspace_id: ticket.workspaceId,
        connection_id: target.id,
        calendar_id: target.calendar_id,
        event_id: outcome.eventId,
        html_link: outcome.htmlLink,
        updated_at: deps.now().toISOString(),
      });
  }

  /** A new connection or calendar: every ticket of the person's is brought in line, one job each. */
  async function catchUp({ connectionId }: { connectionId: string }) {
    const row = await repository.connection(connectionId);
    if (!row) return;
    for (const ticket of await repository.ticketsToCatchUp(row))
      await enqueueSync(deps.queue, { ticketId: ticket.id }, ticket.workspace_id);
  }

  return {
    [SYNC_TICKET_JOB]: {
      run: defineJobHandler(syncPayload, syncTicket),
      maxAttempts: MAX_ATTEMPTS,
      retryDelaysMs: RETRY_DELAYS_MS,
      perKey: 1,
    },
    [CATCH_UP_JOB]: {
      run: defineJobHandler(z.object({ connectionId: z.string().min(1) }), catchUp),
      maxAttempts: 3,
    },
  };
}

/**
 * Enqueues the sync job, in the change's transaction, for changes an event could show: a
 * ticket with a connected assignee, or one that has an event somewhere already.
 */
export function registerGoogleCalendarListeners(
  events: EventBus,
  { repository, queue }: Pick<GoogleCalendarSyncDeps, 'repository' | 'queue'>,
): void {
  const concerned = async (trx: Db, ticketId: string, assignee: string | null) =>
    Boolean(
      (await repository.link(ticketId, trx)) ??
        (assignee && (await repository.connectionOfMember(assignee, trx))),
    );

  events.on('ticket.created', async ({ ticket }, trx) => {
    if (ticket.assigneeMemberId && (await repository.connectionOfMember(ticket.assigneeMemberId, trx)))
      await enqueueSync(queue, { ticketId: ticket.id }, ticket.workspaceId, trx);
  });
  events.on('ticket.updated', async ({ ticket, changed }, trx) => {
    if (!changed.some((field) => EVENT_FIELDS.has(field))) return;
    if (await concerned(trx, ticket.id, ticket.assigneeMemberId))
      await enqueueSync(queue, { ticketId: ticket.id }, ticket.workspaceId, trx);
  });
  events.on('ticket.deleted', async ({ ticket }, trx) => {
    if (await repository.link(ticket.id, trx))
      await enqueueSync(queue, { ticketId: ticket.id }, ticket.workspaceId, trx);
  });
  // Someone who leaves a workspace takes none of its tickets with them in their calendar.
  events.on('member.removed', async ({ workspaceId, userId }, trx) => {
    for (const { ticket_id } of await repository.linkedTicketsOfUser(workspaceId, userId, trx))
      await enqueueSync(queue, { ticketId: ticket_id }, workspaceId, trx);
  });
}
