import { randomUUID } from 'node:crypto';
import { addDays } from '@expertos/domain/analytics/schedule';
import {
  formatRecurrence,
  occurrences,
  parseRecurrence,
  RECURRENCE_MAX_INSTANCES,
  RECURRENCE_MAX_YEARS,
  type RecurrenceProblem,
  type RecurrenceRule,
  type RecurrenceStart,
  recurrenceLimit,
} from '@expertos/domain/recurrence';
import {
  type CreateRecurringInput,
  RECURRING_AHEAD_COUNT,
  RECURRING_AHEAD_DAYS,
  RECURRING_PREVIEW_COUNT,
  type RecurringPreview,
  type RecurringSeries,
} from '@expertos/domain/recurring.schema';
import { type TemplateBody, templateBodySchema } from '@expertos/domain/templates';
import type { PersonRef } from '@expertos/domain/ticket.schema';
import { dayIn } from '@expertos/domain/zoned-time';
import type { Selectable } from 'kysely';
import { type Db, ownTables } from '../../db/database.js';
import { fromDbJson, nowIso, toDbJson } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import type { TemplatesService } from '../templates/templates.service.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { Membership } from '../workspaces/membership.js';
import type { RecurringSeriesTable, RecurringTables } from './recurring.tables.js';

type SeriesRow = Selectable<RecurringSeriesTable>;

/** Why a series stopped itself. */
export const RECURRING_PAUSED = {
  creatorGone:
    'Its creator can no longer make this brand’s tickets: a brand admin or a new creator resumes it.',
} as const;

export interface RecurringDeps {
  db: Db;
  templates: Pick<TemplatesService, 'make' | 'brandNow' | 'usableBody'>;
  access: Pick<MemberAccess, 'adminOnBrand' | 'taskBrandsOf'>;
  membershipOf: (workspaceId: string, userId: string) => Promise<Membership | null>;
  people: { refs(ids: Iterable<string | null>): Promise<Map<string, PersonRef>> };
  now: () => Date;
}

/** A refused rule as the API answers it: its code, and the part it names under `rule`. */
function refused(problem: RecurrenceProblem): AppError {
  return new AppError(problem.code, {
    details: [{ path: problem.part === 'RRULE' ? 'rule' : `rule.${problem.part}`, message: problem.message }],
  });
}

function readRule(text: string, start: RecurrenceStart): RecurrenceRule {
  const read = parseRecurrence(text);
  if ('problem' in read) throw refused(read.problem);
  const limit = recurrenceLimit(read.rule, start);
  if (limit) throw refused(limit);
  return read.rule;
}

/**
 * Recurring tickets (docs/product.md#recurring-tickets): series kept per brand, and their
 * occurrences made ahead — those of the next RECURRING_AHEAD_DAYS days, at most
 * RECURRING_AHEAD_COUNT — each in one transaction with its row, unique by (series, day): a run
 * twice, or one killed midway, makes each occurrence once.
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
    if ('problem' in read) throw refused(read.problem);
    return read.rule;
  }

  /**
   * The next occurrences from `today` on not made yet (after the `made`th: a series makes them in
   * order), and how many the rule makes in all (null: endless).
   */
  function ahead(rule: RecurrenceRule, start: RecurrenceStart, today: string, count: number, made = 0) {
    const total =
      rule.count ??
      (rule.until ? occurrences(rule, start, { limit: RECURRENCE_MAX_INSTANCES }).length : null);
    // Far enough for a yearly series' next five (an endless one goes on past any such day).
    const through = addDays(today, 366 * (RECURRENCE_MAX_YEARS + 1));
    const next = occurrences(rule, start, { limit: count + made, from: today, through }).filter(
      (o) => o.index > made,
    );
    return { next: next.slice(0, count), total };
  }

  async function present(rows: SeriesRow[]): Promise<RecurringSeries[]> {
    const people = await deps.people.refs(rows.map((row) => row.created_by));
    const counts = new Map<string, { n: number; last: number }>();
    if (rows.length > 0)
      for (const row of await own()
        .selectFrom('recurring_instances')
        .select([
          'series_id',
          (eb) => eb.fn.countAll<number>().as('n'),
          (eb) => eb.fn.max<number>('position').as('last'),
        ])
        .where(
          'series_id',
          'in',
          rows.map((row) => row.id),
        )
        .groupBy('series_id')
        .execute())
        counts.set(row.series_id, { n: Number(row.n), last: Number(row.last) });
    return rows.map((row) => {
      const done = counts.get(row.id) ?? { n: 0, last: 0 };
      // What is still to come and not made yet: the calendar's ghosts.
      const { next, total } = ahead(
        ruleOf(row),
        startOf(row),
        dayIn(deps.now(), row.zone),
        RECURRING_PREVIEW_COUNT,
        done.last,
      );
      return {
        uid: row.id,
        project_uid: row.project_id,
        template_uid: row.template_id,
        body: templateBodySchema.parse(fromDbJson<unknown>(row.body, {})),
        rule: row.rule,
        start: { day: row.start_day, time: row.start_time },
        zone: row.zone,
        status: row.status,
        paused_reason: row.paused_reason,
        made: done.n,
        total,
        next: row.status === 'ended' ? [] : next,
        created_by: people.get(row.created_by) ?? null,
        created: row.created_at,
      };
    });
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

  async function setStatus(id: string, status: SeriesRow['status'], reason: string | null) {
    await own()
      .updateTable('recurring_series')
      .set({ status, paused_reason: reason, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /** Makes what is due of one series; answers how many tickets it made. */
  async function makeAhead(seriesId: string): Promise<number> {
    const row = await own()
      .selectFrom('recurring_series')
      .selectAll()
      .where('id', '=', seriesId)
      .executeTakeFirst();
    if (row?.status !== 'active') return 0;
    const membership = await deps.membershipOf(row.workspace_id, row.created_by_user);
    const can = membership
      ? await deps.access.taskBrandsOf(row.workspace_id, membership.memberId, [row.project_id])
      : null;
    if (!membership || !can || can.role === 'external' || !can.projectIds.has(row.project_id)) {
      await setStatus(row.id, 'paused', RECURRING_PAUSED.creatorGone);
      return 0;
    }
    const brand = await deps.templates.brandNow(row.project_id);
    if (!brand) return 0;
    const body: TemplateBody = templateBodySchema.parse(fromDbJson<unknown>(row.body, {}));
    const rule = ruleOf(row);
    const today = dayIn(deps.now(), row.zone);
    const due = ahead(rule, startOf(row), today, RECURRING_AHEAD_COUNT).next.filter(
      (o) => o.day <= addDays(today, RECURRING_AHEAD_DAYS),
    );
    let made = 0;
    for (const occurrence of due) {
      const done = await deps.db.transaction().execute(async (trx) => {
        // The row first: a second run (or a run after a crash) finds it and makes nothing.
        const inserted = await own(trx)
          .insertInto('recurring_instances')
          .values({
            series_id: row.id,
            day: occurrence.day,
            position: occurrence.index,
            ticket_id: null,
            created_at: nowIso(),
          })
          .onConflict((oc) => oc.columns(['series_id', 'day']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        const { ticketId } = await deps.templates.make(trx, membership, row.project_id, body, {
          n: occurrence.index,
          input: { anchor: occurrence.day },
          templateId: row.template_id,
          brand,
        });
        await own(trx)
          .updateTable('recurring_instances')
          .set({ ticket_id: ticketId })
          .where('series_id', '=', row.id)
          .where('day', '=', occurrence.day)
          .execute();
        return true;
      });
      if (done) made++;
    }
    // A series with an end is over once its last occurrence is made.
    const { total } = ahead(rule, startOf(row), today, 0);
    if (total !== null) {
      const counted = await own()
        .selectFrom('recurring_instances')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('series_id', '=', row.id)
        .executeTakeFirst();
      if (Number(counted?.n ?? 0) >= total) await setStatus(row.id, 'ended', null);
    }
    return made;
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
      input: { rule: string; start: { day: string; time: string } },
    ): Promise<RecurringPreview> {
      const brand = await deps.templates.brandNow(projectId);
      if (!brand) throw new AppError('not_found');
      const start = { ...input.start, zone: brand.zone };
      const rule = readRule(input.rule, start);
      const { next, total } = ahead(rule, start, input.start.day, RECURRING_PREVIEW_COUNT);
      return { rule: formatRecurrence(rule), next, total };
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

    /** A new series, whose due occurrences are made at once. */
    async create(
      membership: Membership,
      userId: string,
      projectId: string,
      input: CreateRecurringInput & { start: { day: string; time: string } },
    ): Promise<RecurringSeries> {
      const brand = await deps.templates.brandNow(projectId);
      if (!brand) throw new AppError('not_found');
      const start = { ...input.start, zone: brand.zone };
      const rule = readRule(input.rule, start);
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
        created_by: membership.memberId,
        created_by_user: userId,
        created_at: now,
        updated_at: now,
      };
      await own().insertInto('recurring_series').values(row).execute();
      await makeAhead(row.id);
      return (await present([await found(projectId, row.id)]))[0] as RecurringSeries;
    },

    /** Pauses or resumes: its creator or a brand admin. Resumed, what is due is made. */
    async update(
      membership: Membership,
      userId: string,
      projectId: string,
      seriesId: string,
      status: 'active' | 'paused',
    ) {
      const row = await found(projectId, seriesId);
      await mayChange(membership, row);
      if (row.status === 'ended') throw new AppError('recurring_ended');
      const resumedBy = status === 'active' && row.created_by !== membership.memberId;
      await own()
        .updateTable('recurring_series')
        .set({
          status,
          paused_reason: null,
          updated_at: nowIso(),
          // A brand admin resuming a series whose creator left makes it theirs.
          ...(resumedBy ? { created_by: membership.memberId, created_by_user: userId } : {}),
        })
        .where('id', '=', row.id)
        .execute();
      if (status === 'active') await makeAhead(row.id);
      return (await present([await found(projectId, seriesId)]))[0] as RecurringSeries;
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
