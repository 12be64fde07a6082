import { randomUUID } from 'node:crypto';
import { DATE_NOT_REAL_MESSAGE } from '@expertos/domain/dates';
import {
  type CreateTimeEntryInput,
  isoWeekStart,
  reportRangeProblem,
  TIME_ENTRY_MAX_SECONDS,
  type TicketTime,
  type TimeEntry,
  type TimeReport,
  type TimeReportQuery,
  type TimeTrackingState,
  type UpdateTimeEntryInput,
} from '@expertos/domain/timetracking.schema';
import { dayIn, dayStart } from '@expertos/domain/zoned-time';
import type { Db } from '../../db/database.js';
import { toDbBoolean } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import type { RealtimePublisher } from '../../platform/realtime/realtime.js';
import type { BrandFacts } from '../projects/brand-facts.js';
import { type TicketTimeTotal, timeSpentOn } from '../tickets/ticket-time.js';
import type { TicketTitles } from '../tickets/ticket-titles.js';
import type { TicketRef } from '../tickets/tickets.policies.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { Membership } from '../workspaces/membership.js';
import type { PeopleService } from '../workspaces/people.service.js';
import { elapsedSeconds, type FullEntryRow, toTimeEntry } from './timetracking.mapper.js';
import { addDays, buildReport, parseDay } from './timetracking.report.js';
import {
  createTimeTrackingRepository,
  isOneRunningViolation,
  type TimeEntryRow,
} from './timetracking.repository.js';

export interface TimeTrackingServiceDeps {
  db: Db;
  /** Which brands a member may see (the workspaces module's answer). */
  access: MemberAccess;
  /** How members are shown (the workspaces module's people). */
  people: PeopleService;
  /** The clock (tests may move it). */
  now?: () => Date;
  /** Live updates; none in tests of the service alone. */
  realtime?: RealtimePublisher;
  /** The ticket's row lock and `total_spent`, through the tickets module (it owns the table). */
  ticketTime: TicketTimeTotal;
  /** What an entry shows of its ticket (the tickets module's). */
  tickets: TicketTitles;
  /** Brands' names and slugs (the projects module's). */
  brands: Pick<BrandFacts, 'named' | 'one'>;
}

/** The caller of a ticket route: the guard's membership and the account behind it. */
export interface Caller {
  membership: Membership;
  userId: string;
}

/** The header's list: the running entry and the most recent ones. */
const STATE_ENTRIES = 20;
/** The default report: this week and the 7 before it. */
const REPORT_DEFAULT_WEEKS = 8;

const invalid = (path: string, message: string) =>
  new AppError('validation_error', { details: [{ path, message }] });

/**
 * Time tracking: one running timer per user (starting one stops the other), manual entries,
 * and the ticket's `total_spent`, summed again in the same transaction as every change of a
 * finished entry. Time is not an edit of the ticket: `updated_at` stays as it was.
 */
export function createTimeTrackingService({
  db,
  access,
  people,
  now = () => new Date(),
  realtime,
  ticketTime,
  tickets,
  brands,
}: TimeTrackingServiceDeps) {
  const entries = createTimeTrackingRepository(db);

  /**
   * What the entries show of their ticket, its brand and the person, one batched read per
   * owner. An entry whose ticket, brand or member is gone meanwhile is left out.
   */
  async function withDetails(rows: TimeEntryRow[], trx?: Db): Promise<FullEntryRow[]> {
    const [titles, persons] = await Promise.all([
      tickets.of(
        rows.map((row) => row.ticket_id),
        trx,
      ),
      people.refs(
        rows.map((row) => row.member_id),
        trx,
      ),
    ]);
    const named = await brands.named(
      [...titles.values()].map((ticket) => ticket.projectId),
      trx,
    );
    return rows.flatMap((row) => {
      const ticket = titles.get(row.ticket_id);
      const brand = ticket && named.get(ticket.projectId);
      const person = persons.get(row.member_id);
      if (!ticket || !brand || !person) return [];
      // As time entries show people: never marked as a Jira-only person (that is for pickers).
      const { from_jira: _fromJira, ...shown } = person;
      return [{ ...row, ticket, brand, person: shown }];
    });
  }

  /** tickets.total_spent := the sum of the ticket's finished entries, in the change's transaction. */
  async function recomputeTotal(ticketId: string, trx: Db): Promise<void> {
    await ticketTime.setTotal(ticketId, await entries.totalOf(ticketId, trx), trx);
  }

  /** Tells open tabs: the person's timer and the ticket's time changed (docs/architecture.md#live-updates). */
  async function timeChanged(
    trx: Db,
    entry: Pick<TimeEntryRow, 'workspace_id' | 'project_id' | 'ticket_id' | 'member_id'>,
  ): Promise<void> {
    await realtime?.publish(trx, {
      type: 'time.changed',
      workspaceId: entry.workspace_id,
      audience: 'project',
      projectId: entry.project_id,
      data: { workspace_uid: entry.workspace_id, member_uid: entry.member_id, ticket_uid: entry.ticket_id },
    });
  }

  const viewerOf = (membership: Membership) => ({
    memberId: membership.memberId,
    admin: membership.role === 'admin',
    now: now(),
  });

  async function view(entryId: string, membership: Membership, trx: Db = db): Promise<TimeEntry> {
    const entry = await entries.find(entryId, trx);
    const [row] = entry ? await withDetails([entry], trx) : [];
    if (!row) throw new AppError('not_found');
    return toTimeEntry(row, viewerOf(membership));
  }

  /** Stops a running entry at `at`: whole seconds, at most a day; the ticket's total follows. */
  async function finish(trx: Db, entry: TimeEntryRow, at: Date): Promise<void> {
    await ticketTime.lock(entry.ticket_id, trx);
    const seconds = Math.min(elapsedSeconds(entry.started_at, at), TIME_ENTRY_MAX_SECONDS);
    // A timer left running for days records its maximum, and ends where that maximum ends.
    const endedAt =
      seconds === TIME_ENTRY_MAX_SECONDS
        ? new Date(Date.parse(entry.started_at) + seconds * 1000).toISOString()
        : at.toISOString();
    const finished = await entries.finish(
      entry.id,
      { ended_at: endedAt, seconds, updated_at: at.toISOString() },
      trx,
    );
    if (!finished) return;
    await recomputeTotal(entry.ticket_id, trx);
    await timeChanged(trx, entry);
  }

  /** The entry the route names, on the route's ticket, that the caller may change. */
  async function editable(trx: Db, ref: TicketRef, membership: Membership, entryId: string) {
    const entry = await entries.find(entryId, trx);
    if (!entry || entry.ticket_id !== ref.ticketId) throw new AppError('not_found');
    if (entry.member_id !== membership.memberId && membership.role !== 'admin')
      throw new AppError('forbidden');
    if (entry.ended_at === null) throw new AppError('time_entry_running');
    return entry;
  }

  /** A manual entry's start: not in the future, kept as UTC ISO text (so it sorts as text). */
  function startOf(startedAt: string, at: Date): Date {
    const start = new Date(startedAt);
    if (start.getTime() > at.getTime()) throw invalid('started_at', 'The start cannot be in the future');
    return start;
  }

  return {
    /** `GET /workspaces/{workspaceId}/timetracking/entries`: the header timer's poll. */
    async state({ membership, userId }: Caller): Promise<TimeTrackingState> {
      const projectIds = await access.visibleProjectIds(membership);
      const [hasTimeTracking, rows] = await Promise.all([
        entries.hasRunningIn(membership.workspaceId, userId),
        entries.listForMember({
          workspaceId: membership.workspaceId,
          memberId: membership.memberId,
          projectIds,
          limit: STATE_ENTRIES,
        }),
      ]);
      const viewer = viewerOf(membership);
      return {
        hasTimeTracking,
        entries: (await withDetails(rows)).map((row) => toTimeEntry(row, viewer)),
      };
    },

    /** `GET /tickets/{ticketId}/timetracking/entries`: everyone's entries, newest first, and the total. */
    async ticketTime(ref: TicketRef, membership: Membership): Promise<TicketTime> {
      const [totalSpent, rows] = await Promise.all([
        timeSpentOn(db, ref.ticketId),
        entries.listForTicket(ref.ticketId),
      ]);
      if (totalSpent === null) throw new AppError('not_found');
      const viewer = viewerOf(membership);
      return {
        total_spent: totalSpent,
        entries: (await withDetails(rows)).map((row) => toTimeEntry(row, viewer)),
      };
    },

    /**
     * `POST /tickets/{ticketId}/timetracking/start`. Already running here: that entry, unchanged
     * (`created` false). Running elsewhere: finished first, in the same transaction. Two starts
     * at once: the partial unique index lets one running entry in; the other answers it when
     * it runs on this ticket, else 409.
     */
    async start(
      { membership, userId }: Caller,
      ref: TicketRef,
    ): Promise<{ entry: TimeEntry; created: boolean }> {
      const at = now();
      const id = randomUUID();
      let outcome: { id: string; created: boolean } | null;
      try {
        outcome = await entries.transaction(async (trx) => {
          const running = await entries.findRunning(userId, trx);
          if (running?.ticket_id === ref.ticketId) return { id: running.id, created: false };
          if (running) await finish(trx, running, at);
          const stamp = at.toISOString();
          const inserted = await entries.insert(
            {
              id,
              workspace_id: ref.workspaceId,
              project_id: ref.projectId,
              ticket_id: ref.ticketId,
              member_id: membership.memberId,
              user_id: userId,
              started_at: stamp,
              ended_at: null,
              seconds: 0,
              note: null,
              manual: toDbBoolean(false),
              created_at: stamp,
              updated_at: stamp,
            },
            trx,
          );
          if (!inserted) return null;
          await timeChanged(trx, {
            workspace_id: ref.workspaceId,
            project_id: ref.projectId,
            ticket_id: ref.ticketId,
            member_id: membership.memberId,
          });
          return { id, created: true };
        });
      } catch (error) {
        if (!isOneRunningViolation(error)) throw error;
        outcome = null;
      }
      if (!outcome) {
        // Another start of the same user won the race.
        const winner = await entries.findRunning(userId);
        if (winner?.ticket_id !== ref.ticketId) throw new AppError('conflict');
        outcome = { id: winner.id, created: false };
      }
      return { entry: await view(outcome.id, membership), created: outcome.created };
    },

    /** `POST /tickets/{ticketId}/timetracking/stop`: 409 `timer_not_running` unless the caller's timer runs here. */
    async stop({ membership, userId }: Caller, ref: TicketRef): Promise<TimeEntry> {
      const at = now();
      const id = await entries.transaction(async (trx) => {
        const running = await entries.findRunning(userId, trx);
        if (!running || running.ticket_id !== ref.ticketId) throw new AppError('timer_not_running');
        // A concurrent stop may have finished it meanwhile: it is stopped all the same.
        await finish(trx, running, at);
        return running.id;
      });
      return view(id, membership);
    },

    /** `POST /tickets/{ticketId}/timetracking/entries`: a manual entry. */
    async add(
      { membership, userId }: Caller,
      ref: TicketRef,
      input: CreateTimeEntryInput,
    ): Promise<TimeEntry> {
      const at = now();
      const start = startOf(input.started_at, at);
      const id = randomUUID();
      await entries.transaction(async (trx) => {
        await ticketTime.lock(ref.ticketId, trx);
        const stamp = at.toISOString();
        await entries.insert(
          {
            id,
            workspace_id: ref.workspaceId,
            project_id: ref.projectId,
            ticket_id: ref.ticketId,
            member_id: membership.memberId,
            user_id: userId,
            started_at: start.toISOString(),
            ended_at: new Date(start.getTime() + input.seconds * 1000).toISOString(),
            seconds: input.seconds,
            note: input.note || null,
            manual: toDbBoolean(true),
            created_at: stamp,
            updated_at: stamp,
          },
          trx,
        );
        await recomputeTotal(ref.ticketId, trx);
        await timeChanged(trx, {
          workspace_id: ref.workspaceId,
          project_id: ref.projectId,
          ticket_id: ref.ticketId,
          member_id: membership.memberId,
        });
      });
      return view(id, membership);
    },

    /** `PATCH /tickets/{ticketId}/timetracking/entries/{entryId}`: own entries (admins any), finished ones. */
    async update(
      membership: Membership,
      ref: TicketRef,
      entryId: string,
      input: UpdateTimeEntryInput,
    ): Promise<TimeEntry> {
      const at = now();
      await entries.transaction(async (trx) => {
        await ticketTime.lock(ref.ticketId, trx);
        const entry = await editable(trx, ref, membership, entryId);
        const start = input.started_at ? startOf(input.started_at, at) : new Date(entry.started_at);
        const seconds = input.seconds ?? Number(entry.seconds);
        await entries.update(
          entryId,
          {
            started_at: start.toISOString(),
            ended_at: new Date(start.getTime() + seconds * 1000).toISOString(),
            seconds,
            ...(input.note !== undefined ? { note: input.note || null } : {}),
            updated_at: at.toISOString(),
          },
          trx,
        );
        await recomputeTotal(ref.ticketId, trx);
        await timeChanged(trx, entry);
      });
      return view(entryId, membership);
    },

    /** `DELETE /tickets/{ticketId}/timetracking/entries/{entryId}`: same rules as editing. */
    async remove(membership: Membership, ref: TicketRef, entryId: string): Promise<void> {
      await entries.transaction(async (trx) => {
        await ticketTime.lock(ref.ticketId, trx);
        const entry = await editable(trx, ref, membership, entryId);
        await entries.delete(entryId, trx);
        await recomputeTotal(ref.ticketId, trx);
        await timeChanged(trx, entry);
      });
    },

    /**
     * `GET /workspaces/{workspaceId}/timetracking/report`: finished entries that started in [from, to]
     * (the viewer's days in `time_zone`, UTC by default; both counted). Admins see every brand;
     * members the brands they were given, with everyone's time on them.
     */
    async report(membership: Membership, query: TimeReportQuery): Promise<TimeReport> {
      const zone = query.time_zone ?? 'UTC';
      const today = dayIn(now(), zone);
      const to = query.to ?? today;
      if (parseDay(to) === null) throw invalid('to', DATE_NOT_REAL_MESSAGE);
      const from = query.from ?? addDays(isoWeekStart(to), -7 * (REPORT_DEFAULT_WEEKS - 1));
      if (parseDay(from) === null) throw invalid('from', DATE_NOT_REAL_MESSAGE);
      const problem = reportRangeProblem(from, to);
      if (problem) throw invalid(problem.path, problem.message);

      const visible = await access.visibleProjectIds(membership);
      let projectIds = visible;
      if (query.project) {
        const workspaceId = (await brands.one(query.project))?.workspaceId ?? null;
        if (workspaceId !== membership.workspaceId) throw new AppError('not_found');
        if (visible && !visible.includes(query.project)) throw new AppError('forbidden');
        projectIds = [query.project];
      }

      const rows = await entries.reportEntries({
        workspaceId: membership.workspaceId,
        projectIds,
        // A member sees only their own hours; admins everyone's (docs/product.md#time).
        memberId: membership.role === 'admin' ? null : membership.memberId,
        from: dayStart(from, zone).toISOString(),
        until: dayStart(addDays(to, 1), zone).toISOString(),
      });
      const [projects, peopleById] = await Promise.all([
        brands.named(rows.map((row) => row.project_id)),
        people.refs(rows.map((row) => row.member_id)),
      ]);
      return buildReport({ from, to, zone }, rows, {
        projects: new Map(
          [...projects.values()].map((p) => [p.id, { uid: p.id, name: p.name, slug: p.slug }]),
        ),
        people: peopleById,
      });
    },
  };
}
export type TimeTrackingService = ReturnType<typeof createTimeTrackingService>;
