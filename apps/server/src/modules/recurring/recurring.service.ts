import { randomUUID } from 'node:crypto';
import { addDays } from '@expertos/domain/analytics/schedule';
import { type ClosedRange, closedOn } from '@expertos/domain/closed-days';
import {
  formatRecurrence,
  type HeldOccurrence,
  keepToHolidays,
  type Occurrence,
  occurrences,
  parseRecurrence,
  RECURRENCE_GHOST_RANGE_DAYS,
  RECURRENCE_MAX_INSTANCES,
  RECURRENCE_REACH_DAYS,
  type RecurrenceRule,
  type RecurrenceStart,
  splitRecurrence,
} from '@expertos/domain/recurrence';
import {
  type CreateRecurringInput,
  RECURRING_AHEAD_COUNT,
  RECURRING_AHEAD_DAYS,
  RECURRING_PREVIEW_COUNT,
  type RecurringGhost,
  type RecurringHolidays,
  type RecurringPreview,
  type RecurringSeries,
  recurringHolidaysSchema,
} from '@expertos/domain/recurring.schema';
import { type TemplateBody, templateBodySchema } from '@expertos/domain/templates';
import type { PersonRef } from '@expertos/domain/ticket.schema';
import { dayIn } from '@expertos/domain/zoned-time';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { type Db, ownTables } from '../../db/database.js';
import { fromDbJson, nowIso, toDbJson } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import { readRecurrenceRule, refusedRule, startNotFarBack } from '../../platform/recurrence-rule.js';
import type { TemplatesService } from '../templates/templates.service.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { Membership } from '../workspaces/membership.js';
import type { HolidayCalendars } from './holiday-calendars.js';
import type { RecurringSeriesTable, RecurringTables } from './recurring.tables.js';

type SeriesRow = Selectable<RecurringSeriesTable>;

/** Why a series stopped itself. */
export const RECURRING_PAUSED = {
  creatorGone:
    'Its creator can no longer make this brand’s tickets: a brand admin or a new creator resumes it.',
} as const;

export interface RecurringDeps {
  db: Db;
  templates: Pick<TemplatesService, 'make' | 'makeMany' | 'brandNow' | 'usableBody' | 'summaryFor'>;
  holidays: HolidayCalendars;
  /** The brand's closed days (projects' brand facts), for a series that keeps to them. */
  closedDays(projectId: string): Promise<ClosedRange[]>;
  access: Pick<MemberAccess, 'adminOnBrand' | 'taskBrandsOf'>;
  membershipOf: (workspaceId: string, userId: string) => Promise<Membership | null>;
  people: { refs(ids: Iterable<string | null>): Promise<Map<string, PersonRef>> };
  now: () => Date;
}

type BrandNow = NonNullable<Awaited<ReturnType<RecurringDeps['templates']['brandNow']>>>;

/**
 * Recurring tickets (docs/product.md#recurring-tickets): series kept per brand, and their
 * occurrences made ahead — those of the next RECURRING_AHEAD_DAYS days, at most
 * RECURRING_AHEAD_COUNT — each in one transaction with its row, unique by (series, day): a run
 * twice, or one killed midway, makes each occurrence once. A series may keep to a holiday
 * calendar, and be split ("this and following"): the old part ends, a new one starts.
 */
export function createRecurringService(deps: RecurringDeps) {
  const own = (trx: Db = deps.db) => ownTables<RecurringTables>(trx);

  const startOf = (row: SeriesRow): RecurrenceStart => ({
    day: row.start_day,
    time: row.start_time,
    zone: row.zone,
  });
  const ruleOf = (row: SeriesRow) => readRuleStored(row.rule);
  function readRuleStored(text: string): RecurrenceRule {
    const read = parseRecurrence(text);
    if ('problem' in read) throw refusedRule(read.problem);
    return read.rule;
  }
  const holidaysOf = (row: Pick<SeriesRow, 'holidays'>): RecurringHolidays | null =>
    row.holidays ? recurringHolidaysSchema.parse(fromDbJson<unknown>(row.holidays, null)) : null;

  /** The last day a series' occurrences are looked for: far days are never walked to. */
  const reachOf = (row: SeriesRow) => {
    const today = dayIn(deps.now(), row.zone);
    return addDays(row.start_day > today ? row.start_day : today, RECURRENCE_REACH_DAYS);
  };

  /** Occurrences kept to a series' holidays: its calendar's, the brand's closed days, or both. */
  async function held(
    projectId: string,
    list: Occurrence[],
    holidays: RecurringHolidays | null,
  ): Promise<HeldOccurrence[]> {
    if (!holidays) return keepToHolidays(list, null, () => null);
    const calendar = holidays.calendar ? await deps.holidays.calendar(holidays.calendar) : () => null;
    const closed = holidays.closed_days ? await deps.closedDays(projectId) : [];
    return keepToHolidays(list, holidays.mode, (day) => calendar(day) ?? closedOn(closed, day));
  }

  /** How many the rule makes in all (null: endless). */
  function totalOf(rule: RecurrenceRule, start: RecurrenceStart): number | null {
    return (
      rule.count ?? (rule.until ? occurrences(rule, start, { limit: RECURRENCE_MAX_INSTANCES }).length : null)
    );
  }

  /** The next `count` occurrences from `today` on whose day has no row yet (`made`). */
  function ahead(
    rule: RecurrenceRule,
    start: RecurrenceStart,
    today: string,
    count: number,
    made: ReadonlySet<string> = new Set(),
  ): Occurrence[] {
    // Far enough for a yearly series' next five (an endless one goes on past any such day).
    const through = addDays(today, RECURRENCE_REACH_DAYS);
    const next: Occurrence[] = [];
    for (const o of occurrences(rule, start, { limit: count + made.size, from: today, through }))
      if (!made.has(o.day) && next.length < count) next.push(o);
    return next;
  }

  async function madeDays(seriesIds: string[]): Promise<Map<string, Set<string>>> {
    const days = new Map<string, Set<string>>();
    if (seriesIds.length === 0) return days;
    for (const row of await own()
      .selectFrom('recurring_instances')
      .select(['series_id', 'day'])
      .where('series_id', 'in', seriesIds)
      .execute()) {
      const set = days.get(row.series_id) ?? new Set<string>();
      set.add(row.day);
      days.set(row.series_id, set);
    }
    return days;
  }

  /** An occurrence as the API shows it: its place counted from the first part of a split series. */
  const shown = (row: SeriesRow, o: HeldOccurrence) => ({
    ...o,
    index: o.index + Number(row.position_offset),
  });
  const totalShown = (row: SeriesRow) => {
    const total = totalOf(ruleOf(row), startOf(row));
    return total === null ? null : total + Number(row.position_offset);
  };

  /**
   * `known`: the days each series has rows for, and `coming`: what each shows as still to come,
   * when the caller knows them (it just wrote them).
   */
  async function present(
    rows: SeriesRow[],
    known?: Map<string, Set<string>>,
    coming?: Map<string, HeldOccurrence[]>,
  ): Promise<RecurringSeries[]> {
    const [people, made] = await Promise.all([
      deps.people.refs(rows.map((row) => row.created_by)),
      known ?? madeDays(rows.map((row) => row.id)),
    ]);
    const out: RecurringSeries[] = [];
    for (const row of rows) {
      const days = made.get(row.id) ?? new Set<string>();
      // What is still to come and not made yet: the calendar's ghosts.
      const next =
        row.status === 'ended'
          ? []
          : (coming?.get(row.id) ??
            (await held(
              row.project_id,
              ahead(ruleOf(row), startOf(row), dayIn(deps.now(), row.zone), RECURRING_PREVIEW_COUNT, days),
              holidaysOf(row),
            )));
      out.push({
        uid: row.id,
        project_uid: row.project_id,
        template_uid: row.template_id,
        body: templateBodySchema.parse(fromDbJson<unknown>(row.body, {})),
        rule: row.rule,
        start: { day: row.start_day, time: row.start_time },
        zone: row.zone,
        status: row.status,
        paused_reason: row.paused_reason,
        holidays: holidaysOf(row),
        split_from: row.split_from,
        made: days.size,
        total: totalShown(row),
        next: next.map((o) => shown(row, o)),
        created_by: people.get(row.created_by) ?? null,
        created: row.created_at,
      });
    }
    return out;
  }

  async function found(projectId: string, seriesId: string): Promise<SeriesRow> {
    const row = await own()
      .selectFrom('recurring_series')
      .selectAll()
      .where('id', '=', seriesId)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    if (!row) throw new AppError('not_found', { message: 'There is no such series on this brand.' });
    return row;
  }
  const presentOne = async (projectId: string, seriesId: string) =>
    (await present([await found(projectId, seriesId)]))[0] as RecurringSeries;

  async function setStatus(id: string, status: SeriesRow['status'], reason: string | null) {
    await own()
      .updateTable('recurring_series')
      .set({ status, paused_reason: reason, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /** The membership that makes the series' tickets: its creator's, while they may make them. */
  async function makerOf(row: SeriesRow): Promise<Membership | null> {
    const membership = await deps.membershipOf(row.workspace_id, row.created_by_user);
    const can = membership
      ? await deps.access.taskBrandsOf(row.workspace_id, membership.memberId, [row.project_id])
      : null;
    if (!membership || !can || can.role === 'external' || !can.projectIds.has(row.project_id)) return null;
    return membership;
  }

  /** An occurrence's row, which claims it: made once, by whichever run inserts it first. */
  /** An occurrence's row; `ticketId`: the uid its ticket will be made with, in the same transaction. */
  const instanceRow = (row: SeriesRow, occurrence: HeldOccurrence, ticketId: string | null) => ({
    series_id: row.id,
    day: occurrence.day,
    position: occurrence.index + Number(row.position_offset),
    ticket_id: ticketId,
    on_day: occurrence.skipped || occurrence.on === occurrence.day ? null : occurrence.on,
    created_at: nowIso(),
  });

  /** The ticket of an occurrence whose row was just claimed, from the series' template body. */
  /** How a series' template makes an occurrence's ticket, with the uid its row already holds. */
  const makingOf = (row: SeriesRow, occurrence: HeldOccurrence, ticketId: string) => {
    const position = occurrence.index + Number(row.position_offset);
    return {
      ticketId,
      n: position,
      input: { anchor: occurrence.on },
      templateId: row.template_id,
      series: { id: row.id, position },
    };
  };
  const bodyOf = (row: SeriesRow): TemplateBody =>
    templateBodySchema.parse(fromDbJson<unknown>(row.body, {}));

  /**
   * One occurrence made (or skipped) in the caller's transaction with its row: the row first, so
   * a second run (or a run after a crash) finds it and makes nothing. Answers the ticket made,
   * null for a skip, or false when the occurrence already had its row.
   */
  async function makeIn(
    trx: Db,
    row: SeriesRow,
    membership: Membership | null,
    brand: BrandNow,
    occurrence: HeldOccurrence,
  ): Promise<string | null | false> {
    const ticketId = occurrence.skipped || !membership ? null : randomUUID();
    const inserted = await own(trx)
      .insertInto('recurring_instances')
      .values(instanceRow(row, occurrence, ticketId))
      .onConflict((oc) => oc.columns(['series_id', 'day']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    if (!ticketId || !membership) return null;
    await deps.templates.makeMany(trx, membership, row.project_id, bodyOf(row), brand, [
      makingOf(row, occurrence, ticketId),
    ]);
    return ticketId;
  }
  /** One occurrence in a transaction of its own ("only this"). */
  const makeOne = (
    row: SeriesRow,
    membership: Membership | null,
    brand: BrandNow,
    occurrence: HeldOccurrence,
  ) => deps.db.transaction().execute((trx) => makeIn(trx, row, membership, brand, occurrence));

  /** Ends a series once every occurrence it counts has its row; answers whether it did. */
  async function endIfDone(row: SeriesRow): Promise<boolean> {
    const total = totalOf(ruleOf(row), startOf(row));
    if (total === null) return false;
    const counted = await own()
      .selectFrom('recurring_instances')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('series_id', '=', row.id)
      .executeTakeFirst();
    if (Number(counted?.n ?? 0) < total) return false;
    await setStatus(row.id, 'ended', null);
    return true;
  }

  const seriesRow = (seriesId: string) =>
    own().selectFrom('recurring_series').selectAll().where('id', '=', seriesId).executeTakeFirst();

  /** Checks a ghosts' range: at most RECURRENCE_GHOST_RANGE_DAYS days, `to` on or after `from`. */
  function rangeChecked(range: { from: string; to: string }) {
    if (range.to < range.from || range.to > addDays(range.from, RECURRENCE_GHOST_RANGE_DAYS))
      throw new AppError('bad_request', {
        message: `Ask for at most ${RECURRENCE_GHOST_RANGE_DAYS} days, with "to" on or after "from".`,
        details: [{ path: 'to', message: range.to }],
      });
  }

  /** The occurrences of these active series from `from` to `to` not made yet, day by day. */
  async function ghostsOf(rows: SeriesRow[], range: { from: string; to: string }): Promise<RecurringGhost[]> {
    if (rows.length === 0) return [];
    const brands = new Map<string, BrandNow | null>();
    for (const projectId of new Set(rows.map((row) => row.project_id)))
      brands.set(projectId, await deps.templates.brandNow(projectId));
    const made = await madeDays(rows.map((row) => row.id));
    const ghosts: RecurringGhost[] = [];
    for (const row of rows) {
      const brand = brands.get(row.project_id);
      if (!brand) continue;
      const today = dayIn(deps.now(), row.zone);
      const from = range.from > today ? range.from : today;
      if (from > range.to || from > reachOf(row)) continue;
      // A week of slack before: a holiday may move an earlier occurrence into the range.
      const list = occurrences(ruleOf(row), startOf(row), {
        limit: RECURRENCE_GHOST_RANGE_DAYS + 14,
        from: addDays(from, -7),
        through: range.to,
      });
      const body = templateBodySchema.parse(fromDbJson<unknown>(row.body, {}));
      const total = totalShown(row);
      for (const o of await held(row.project_id, list, holidaysOf(row))) {
        if (o.skipped || made.get(row.id)?.has(o.day) || o.on < from || o.on > range.to) continue;
        const index = o.index + Number(row.position_offset);
        ghosts.push({
          series_uid: row.id,
          project_uid: row.project_id,
          project_slug: brand.slug,
          summary: deps.templates.summaryFor(body, { n: index, anchor: o.on, brand }),
          index,
          total,
          day: o.day,
          on: o.on,
        });
      }
    }
    return ghosts.sort((a, b) => a.on.localeCompare(b.on) || a.summary.localeCompare(b.summary));
  }

  /** Makes what is due of one series; answers how many tickets it made. */
  async function makeAhead(seriesId: string): Promise<number> {
    const row = await seriesRow(seriesId);
    if (row?.status !== 'active') return 0;
    const membership = await makerOf(row);
    if (!membership) {
      await setStatus(row.id, 'paused', RECURRING_PAUSED.creatorGone);
      return 0;
    }
    const brand = await deps.templates.brandNow(row.project_id);
    if (!brand) return 0;
    const due = await dueOf(row);
    // All of a run's occurrences in one transaction: a run killed midway leaves none of them, and
    // the next makes them all (one commit for ten tickets, not ten).
    const made = await deps.db.transaction().execute((trx) => makeDue(trx, row, membership, brand, due));
    await endIfDone(row);
    return made;
  }

  /** The next ten from today, made or not (those already made are passed over by their row). */
  async function dueOf(row: SeriesRow): Promise<HeldOccurrence[]> {
    const today = dayIn(deps.now(), row.zone);
    const list = ahead(ruleOf(row), startOf(row), today, RECURRING_AHEAD_COUNT);
    return dueWithin(await held(row.project_id, list, holidaysOf(row)), today);
  }
  /** Of the next occurrences from `today`, those a run makes: ten at most, and none past 60 days. */
  const dueWithin = (list: readonly HeldOccurrence[], today: string) =>
    list.slice(0, RECURRING_AHEAD_COUNT).filter((o) => o.day <= addDays(today, RECURRING_AHEAD_DAYS));

  async function makeDue(
    trx: Db,
    row: SeriesRow,
    membership: Membership,
    brand: BrandNow,
    due: readonly HeldOccurrence[],
  ): Promise<number> {
    if (due.length === 0) return 0;
    // The run's rows in one statement, each naming the uid its ticket will have, then its tickets
    // in one batch (the bench on PostgreSQL took 10 statements a ticket one by one). A row
    // another run holds already is passed over, as makeIn does one by one.
    const ticketIds = new Map(
      due.map((occurrence) => [occurrence.day, occurrence.skipped ? null : randomUUID()]),
    );
    const claimed = await own(trx)
      .insertInto('recurring_instances')
      .values(due.map((occurrence) => instanceRow(row, occurrence, ticketIds.get(occurrence.day) ?? null)))
      .onConflict((oc) => oc.columns(['series_id', 'day']).doNothing())
      .returning('day')
      .execute();
    const fresh = new Set(claimed.map((claim) => claim.day));
    const made = due.flatMap((occurrence) => {
      const ticketId = ticketIds.get(occurrence.day);
      return ticketId && fresh.has(occurrence.day) ? [makingOf(row, occurrence, ticketId)] : [];
    });
    await deps.templates.makeMany(trx, membership, row.project_id, bodyOf(row), brand, made);
    return made.length;
  }

  /** Reads a rule for a brand's series, with its holidays' calendar checked. */
  async function planOf(
    projectId: string,
    input: {
      rule: string;
      start: { day: string; time: string };
      holidays?: z.input<typeof recurringHolidaysSchema> | null;
    },
  ) {
    const brand = await deps.templates.brandNow(projectId);
    if (!brand) throw new AppError('not_found');
    const start = { ...input.start, zone: brand.zone };
    startNotFarBack(start.day, dayIn(deps.now(), start.zone), 'start.day');
    const rule = readRecurrenceRule(input.rule, start);
    // An unknown calendar is a 400 now, not a series that cannot make its tickets later.
    const holidays = input.holidays ? recurringHolidaysSchema.parse(input.holidays) : null;
    if (holidays?.calendar) await deps.holidays.calendar(holidays.calendar);
    return { brand, start, rule, holidays };
  }

  /** The occurrence of a series on `day`, or 400 `not_an_occurrence`. */
  async function occurrenceOn(row: SeriesRow, day: string): Promise<HeldOccurrence> {
    // A day past the reach of any series is none of its occurrences (and is not walked to).
    if (day > reachOf(row))
      throw new AppError('not_an_occurrence', { details: [{ path: 'day', message: day }] });
    const list = occurrences(ruleOf(row), startOf(row), { limit: 1, from: day, through: day });
    const [occurrence] = await held(row.project_id, list, holidaysOf(row));
    if (!occurrence) throw new AppError('not_an_occurrence', { details: [{ path: 'day', message: day }] });
    return occurrence;
  }

  return {
    makeAhead,

    /** Every active series, each made ahead (the daily job). */
    async makeAllAhead(): Promise<number> {
      const active = await own()
        .selectFrom('recurring_series')
        .select('id')
        .where('status', '=', 'active')
        .execute();
      let made = 0;
      for (const { id } of active) made += await makeAhead(id);
      return made;
    },

    /** The builder's preview: the rule as kept, its next dates, how many in all. */
    async preview(
      projectId: string,
      input: { rule: string; start: { day: string; time: string }; holidays?: RecurringHolidays | null },
    ): Promise<RecurringPreview> {
      const { rule, start, holidays } = await planOf(projectId, input);
      const next = await held(
        projectId,
        ahead(rule, start, input.start.day, RECURRING_PREVIEW_COUNT),
        holidays,
      );
      return { rule: formatRecurrence(rule), next, total: totalOf(rule, start) };
    },

    async list(projectId: string): Promise<RecurringSeries[]> {
      return present(
        await own()
          .selectFrom('recurring_series')
          .selectAll()
          .where('project_id', '=', projectId)
          .orderBy('created_at', 'desc')
          .execute(),
      );
    },

    /**
     * The calendar's ghosts: the brand's active series' occurrences from `from` to `to` (today
     * at the earliest) not made yet, with the summary each will have. Skipped ones are not shown.
     */
    async ghosts(projectId: string, range: { from: string; to: string }): Promise<RecurringGhost[]> {
      rangeChecked(range);
      return ghostsOf(
        await own()
          .selectFrom('recurring_series')
          .selectAll()
          .where('project_id', '=', projectId)
          .where('status', '=', 'active')
          .execute(),
        range,
      );
    },

    /**
     * The workspace calendar's ghosts: those of every brand whose tickets the caller may list
     * (`visible`, the workspaces module's rule; null for every brand).
     */
    async workspaceGhosts(
      workspaceId: string,
      visible: readonly string[] | null,
      range: { from: string; to: string },
    ): Promise<RecurringGhost[]> {
      rangeChecked(range);
      if (visible?.length === 0) return [];
      let query = own()
        .selectFrom('recurring_series')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('status', '=', 'active');
      if (visible) query = query.where('project_id', 'in', visible);
      return ghostsOf(await query.execute(), range);
    },

    /** A new series, whose due occurrences are made at once. */
    async create(
      membership: Membership,
      userId: string,
      projectId: string,
      input: CreateRecurringInput & { start: { day: string; time: string } },
    ): Promise<RecurringSeries> {
      const { brand, start, rule, holidays } = await planOf(projectId, input);
      const body = input.template
        ? await deps.templates.usableBody(membership.workspaceId, projectId, input.template)
        : templateBodySchema.parse(input.body);
      const now = nowIso();
      const row: SeriesRow = {
        id: randomUUID(),
        workspace_id: membership.workspaceId,
        project_id: projectId,
        template_id: input.template ?? null,
        body: toDbJson(body),
        rule: formatRecurrence(rule),
        start_day: start.day,
        start_time: start.time,
        zone: start.zone,
        status: 'active',
        paused_reason: null,
        holidays: holidays ? toDbJson(holidays) : null,
        split_from: null,
        position_offset: 0,
        created_by: membership.memberId,
        created_by_user: userId,
        created_at: now,
        updated_at: now,
      };
      // One expansion of the rule for both the first run's due occurrences and the next ones the
      // reply shows after them (the rule as read, not read again from its text).
      const today = dayIn(deps.now(), row.zone);
      const coming = await held(
        projectId,
        ahead(rule, start, today, RECURRING_AHEAD_COUNT + RECURRING_PREVIEW_COUNT),
        holidays,
      );
      const due = dueWithin(coming, today);
      const dueDays = new Set(due.map((occurrence) => occurrence.day));
      const next = coming.filter((o) => !dueDays.has(o.day)).slice(0, RECURRING_PREVIEW_COUNT);
      // The series and its first run in one transaction: it is made with its due tickets or not
      // at all, and by its creator, whom the guard has just let in (one commit, not two).
      await deps.db.transaction().execute(async (trx) => {
        await own(trx).insertInto('recurring_series').values(row).execute();
        await makeDue(trx, row, membership, brand, due);
      });
      // Shown as just written (no read back): a new series has a row for each day due, and
      // only its status may have changed since.
      const ended = await endIfDone(row);
      const shownRow = ended ? { ...row, status: 'ended' as const } : row;
      return (await present([shownRow], new Map([[row.id, dueDays]]), new Map([[row.id, next]])))[0]!;
    },

    /**
     * "All": pauses or resumes, or changes what the series makes, its time or its holidays, for
     * the occurrences not made yet. Resumed, what is due is made.
     */
    async update(
      membership: Membership,
      userId: string,
      projectId: string,
      seriesId: string,
      change: {
        status?: 'active' | 'paused' | undefined;
        body?: TemplateBody | undefined;
        time?: string | undefined;
        holidays?: RecurringHolidays | null | undefined;
      },
    ) {
      const row = await found(projectId, seriesId);
      await mayChange(membership, row);
      if (row.status === 'ended') throw new AppError('recurring_ended');
      if (change.holidays?.calendar) await deps.holidays.calendar(change.holidays.calendar);
      const resumedBy = change.status === 'active' && row.created_by !== membership.memberId;
      await own()
        .updateTable('recurring_series')
        .set({
          updated_at: nowIso(),
          ...(change.status ? { status: change.status, paused_reason: null } : {}),
          ...(change.body ? { body: toDbJson(templateBodySchema.parse(change.body)) } : {}),
          ...(change.time ? { start_time: change.time } : {}),
          ...(change.holidays !== undefined
            ? { holidays: change.holidays ? toDbJson(change.holidays) : null }
            : {}),
          // A brand admin resuming a series whose creator left makes it theirs.
          ...(resumedBy ? { created_by: membership.memberId, created_by_user: userId } : {}),
        })
        .where('id', '=', row.id)
        .execute();
      await makeAhead(row.id);
      return presentOne(projectId, seriesId);
    },

    /**
     * "This and following": the series ends the day before `from` (one of its occurrences) and a
     * new one starts there with what changed, made by the member who split it. Rows of the old
     * series from that day on move to the new one, so a day already made is not made again; its
     * ticket stays as it is.
     */
    async split(
      membership: Membership,
      userId: string,
      projectId: string,
      seriesId: string,
      input: {
        from: string;
        rule?: string | undefined;
        time?: string | undefined;
        body?: TemplateBody | undefined;
        holidays?: RecurringHolidays | null | undefined;
      },
    ): Promise<RecurringSeries> {
      const row = await found(projectId, seriesId);
      await mayChange(membership, row);
      if (row.status === 'ended') throw new AppError('recurring_ended');
      const at = await occurrenceOn(row, input.from);
      const parts = splitRecurrence(ruleOf(row), startOf(row), at);
      const plan = await planOf(projectId, {
        rule: input.rule ?? formatRecurrence(parts.after.rule),
        start: { day: input.from, time: input.time ?? row.start_time },
        holidays: input.holidays !== undefined ? input.holidays : holidaysOf(row),
      });
      const before = occurrences(parts.before, startOf(row), { limit: 1 });
      const id = randomUUID();
      const now = nowIso();
      await deps.db.transaction().execute(async (trx) => {
        await own(trx)
          .insertInto('recurring_series')
          .values({
            id,
            workspace_id: row.workspace_id,
            project_id: row.project_id,
            template_id: row.template_id,
            body: input.body ? toDbJson(templateBodySchema.parse(input.body)) : row.body,
            rule: formatRecurrence(plan.rule),
            start_day: plan.start.day,
            start_time: plan.start.time,
            zone: row.zone,
            status: 'active',
            paused_reason: null,
            holidays: plan.holidays ? toDbJson(plan.holidays) : null,
            split_from: row.id,
            position_offset: Number(row.position_offset) + at.index - 1,
            created_by: membership.memberId,
            created_by_user: userId,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await own(trx)
          .updateTable('recurring_instances')
          .set({ series_id: id })
          .where('series_id', '=', row.id)
          .where('day', '>=', input.from)
          .execute();
        await own(trx)
          .updateTable('recurring_series')
          .set({
            rule: formatRecurrence(parts.before),
            // Nothing left before the split day: the old part has nothing more to make.
            ...(before.length === 0 ? { status: 'ended' as const, paused_reason: null } : {}),
            updated_at: now,
          })
          .where('id', '=', row.id)
          .execute();
      });
      const old = await seriesRow(row.id);
      if (old && old.status !== 'ended') await endIfDone(old);
      await makeAhead(id);
      return presentOne(projectId, id);
    },

    /**
     * "Only this" for an occurrence not made yet: skipped (no ticket, ever), or its ticket made
     * now by the caller so it can be changed on its own. 409 `occurrence_made` when it already
     * has its row.
     */
    async occurrence(
      membership: Membership,
      projectId: string,
      seriesId: string,
      input: { day: string; action: 'skip' | 'make' },
    ): Promise<{ ticketId: string | null }> {
      const row = await found(projectId, seriesId);
      if (row.status === 'ended') throw new AppError('recurring_ended');
      const occurrence = await occurrenceOn(row, input.day);
      const brand = await deps.templates.brandNow(projectId);
      if (!brand) throw new AppError('not_found');
      const skip = input.action === 'skip';
      const made = await makeOne(row, skip ? null : membership, brand, {
        ...occurrence,
        skipped: skip || occurrence.skipped,
      });
      if (made === false) throw new AppError('occurrence_made');
      await endIfDone(row);
      return { ticketId: made };
    },

    /** Ends the series: nothing more is made; its tickets stay. */
    async end(membership: Membership, projectId: string, seriesId: string): Promise<void> {
      const row = await found(projectId, seriesId);
      await mayChange(membership, row);
      await setStatus(row.id, 'ended', null);
    },
  };

  /** Its creator or a brand admin changes or ends a series. */
  async function mayChange(membership: Membership, row: SeriesRow) {
    if (row.created_by === membership.memberId) return;
    if (await deps.access.adminOnBrand({ memberId: membership.memberId }, row.project_id)) return;
    throw new AppError('forbidden', { message: 'Only its creator or a brand admin changes a series.' });
  }
}
export type RecurringService = ReturnType<typeof createRecurringService>;
