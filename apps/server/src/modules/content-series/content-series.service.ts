import { randomUUID } from 'node:crypto';
import { addDays } from '@expertos/domain/analytics/schedule';
import {
  CONTENT_SERIES_CADENCE_AHEAD_DAYS,
  CONTENT_SERIES_OUT_STATUSES,
  type ContentSeries,
  type ContentSeriesCadenceInput,
  type ContentSeriesPage,
  type CreateContentSeriesInput,
  createContentSeriesSchema,
} from '@expertos/domain/content-series';
import { LIMITS } from '@expertos/domain/limits';
import { occurrences, parseRecurrence } from '@expertos/domain/recurrence';
import { createTicketSchema, TICKET_SUMMARY_MAX, type Ticket } from '@expertos/domain/ticket.schema';
import { dayIn } from '@expertos/domain/zoned-time';
import type { Selectable } from 'kysely';
import { type Db, ownTables } from '../../db/database.js';
import { fromDbJson, nowIso, toDbJson } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import { readRecurrenceRule, startNotFarBack } from '../../platform/recurrence-rule.js';
import type { TicketBrief, TicketLookups } from '../tickets/ticket-lookups.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { Membership } from '../workspaces/membership.js';
import type { ContentSeriesTable, ContentSeriesTables } from './content-series.tables.js';

type SeriesRow = Selectable<ContentSeriesTable>;
type Fields = ContentSeries['fields'];
/** A cadence as kept: its rule and the day it counts from. */
type Cadence = { rule: string; start: string };
/** A cadence's days are counted from this time of day: only the day matters (a post's due date). */
const CADENCE_TIME = '12:00';

export interface ContentSeriesDeps {
  db: Db;
  tickets: Pick<TicketsService, 'update' | 'createTree' | 'get'>;
  lookups: Pick<TicketLookups, 'briefs'>;
  timeZone(projectId: string): Promise<string>;
  access: Pick<MemberAccess, 'taskBrandsOf'>;
  membershipOf: (workspaceId: string, userId: string) => Promise<Membership | null>;
  now: () => Date;
}

const isOut = (brief: TicketBrief | undefined) =>
  Boolean(brief && (CONTENT_SERIES_OUT_STATUSES as readonly string[]).includes(brief.status));
/** `{n}` filled with a post's place; the rest of the pattern as written. */
const numbered = (pattern: string, n: number) =>
  pattern.replaceAll('{n}', String(n)).slice(0, TICKET_SUMMARY_MAX);

/** A name already used on the brand: PostgreSQL names the constraint, SQLite its columns. */
function isNameTaken(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e?.code === '23505') return e.constraint === 'content_series_name_once';
  return (
    typeof e?.code === 'string' &&
    e.code.startsWith('SQLITE_CONSTRAINT') &&
    String(e.message).includes('content_series.project_id')
  );
}

/**
 * Content series (docs/product.md#content-series): a brand's named, ordered runs of posts. The
 * series' pattern numbers its posts by place (`{n}`): a post added, moved or taken out renames
 * those not out yet, each an ordinary edit of the ticket (its history, its events); a post that
 * is out keeps its name. A ticket is in one series at most (it is the key of its row).
 */
/** A series that is full makes no more posts (the cadence's day is not kept). */
class SeriesFull extends Error {}

export function createContentSeriesService(deps: ContentSeriesDeps) {
  const own = (trx: Db = deps.db) => ownTables<ContentSeriesTables>(trx);

  async function found(projectId: string, seriesId: string): Promise<SeriesRow> {
    const row = await own()
      .selectFrom('content_series')
      .selectAll()
      .where('id', '=', seriesId)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    if (!row) throw new AppError('not_found', { message: 'There is no such series on this brand.' });
    return row;
  }

  const postsOf = (seriesIds: string[]) =>
    seriesIds.length === 0
      ? Promise.resolve([])
      : own()
          .selectFrom('content_series_posts')
          .selectAll()
          .where('series_id', 'in', seriesIds)
          .orderBy('position')
          .execute();

  const cadenceOf = (row: SeriesRow): Cadence | null => fromDbJson<Cadence | null>(row.cadence, null);

  /** The brand's today, and the last day a cadence's post is made for by now. */
  async function window(projectId: string) {
    const zone = await deps.timeZone(projectId);
    const today = dayIn(deps.now(), zone);
    return { zone, today, through: addDays(today, CONTENT_SERIES_CADENCE_AHEAD_DAYS) };
  }

  /** The cadence's days from today on (at most `limit`), and which of them have their post. */
  async function cadenceDays(row: SeriesRow, cadence: Cadence, limit: number, through?: string) {
    const read = parseRecurrence(cadence.rule);
    if ('problem' in read) return { days: [], made: new Set<string>() };
    const { zone, today } = await window(row.project_id);
    const days = occurrences(
      read.rule,
      { day: cadence.start, time: CADENCE_TIME, zone },
      { limit, from: today, ...(through ? { through } : {}) },
    ).map((occurrence) => occurrence.day);
    const made =
      days.length === 0
        ? []
        : await own()
            .selectFrom('content_series_cadence_days')
            .select('day')
            .where('series_id', '=', row.id)
            .where('day', 'in', days)
            .execute();
    return { days, made: new Set(made.map((item) => item.day)) };
  }

  /** The next cadence day whose post is not made yet; null once the rule has ended. */
  async function nextCadenceDay(row: SeriesRow, cadence: Cadence): Promise<string | null> {
    const { days, made } = await cadenceDays(row, cadence, CONTENT_SERIES_CADENCE_AHEAD_DAYS * 4);
    return days.find((day) => !made.has(day)) ?? null;
  }

  async function present(rows: SeriesRow[]): Promise<ContentSeries[]> {
    const posts = await postsOf(rows.map((row) => row.id));
    const briefs = await deps.lookups.briefs(posts.map((post) => post.ticket_id));
    const cadences = new Map<string, ContentSeries['cadence']>();
    for (const row of rows) {
      const cadence = cadenceOf(row);
      if (cadence) cadences.set(row.id, { ...cadence, next: await nextCadenceDay(row, cadence) });
    }
    return rows.map((row) => {
      const mine = posts.filter((post) => post.series_id === row.id);
      return {
        uid: row.id,
        project_uid: row.project_id,
        name: row.name,
        pattern: row.pattern,
        fields: createContentSeriesSchema.shape.fields.parse(fromDbJson<unknown>(row.fields, {})),
        cadence: cadences.get(row.id) ?? null,
        planned: mine.length,
        published: mine.filter((post) => isOut(briefs.get(post.ticket_id))).length,
        created: row.created_at,
      };
    });
  }

  async function page(projectId: string, seriesId: string): Promise<ContentSeriesPage> {
    const row = await found(projectId, seriesId);
    const posts = await postsOf([row.id]);
    const briefs = await deps.lookups.briefs(posts.map((post) => post.ticket_id));
    const [series] = await present([row]);
    return {
      ...(series as ContentSeries),
      posts: posts.flatMap((post) => {
        const brief = briefs.get(post.ticket_id);
        if (!brief) return [];
        return [
          {
            ticket: { uid: post.ticket_id, id: brief.number, summary: brief.summary, status: brief.status },
            position: Number(post.position),
            out: isOut(brief),
            day: brief.day,
          },
        ];
      }),
    };
  }

  /** Places 1, 2, 3… in the given order, then each post not out named by the pattern. */
  async function renumber(membership: Membership, row: SeriesRow, order: string[]) {
    await deps.db.transaction().execute(async (trx) => {
      for (const [i, ticketId] of order.entries())
        await own(trx)
          .updateTable('content_series_posts')
          .set({ position: i + 1 })
          .where('ticket_id', '=', ticketId)
          .where('series_id', '=', row.id)
          .execute();
    });
    const briefs = await deps.lookups.briefs(order);
    for (const [i, ticketId] of order.entries()) {
      const brief = briefs.get(ticketId);
      const summary = numbered(row.pattern, i + 1);
      if (!brief || isOut(brief) || brief.summary === summary) continue;
      await deps.tickets.update(
        membership,
        { ticketId, workspaceId: row.workspace_id, projectId: row.project_id },
        { summary },
      );
    }
  }
  const currentOrder = async (seriesId: string) => (await postsOf([seriesId])).map((post) => post.ticket_id);

  /**
   * The series' next post, numbered after the last and due on `day` (a cadence's) if given, in
   * the caller's transaction; null when the series is full.
   */
  async function makePost(trx: Db, membership: Membership, row: SeriesRow, day: string | null) {
    const fields = createContentSeriesSchema.shape.fields.parse(fromDbJson<unknown>(row.fields, {}));
    const count = await own(trx)
      .selectFrom('content_series_posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('series_id', '=', row.id)
      .executeTakeFirst();
    const position = Number(count?.n ?? 0) + 1;
    if (position > LIMITS.contentSeriesMaxPosts) return null;
    const id = await deps.tickets.createTree(
      membership,
      row.project_id,
      {
        ticket: createTicketSchema.parse({
          summary: numbered(row.pattern, position),
          ticket_type: 'post',
          ...(fields.post_platform ? { post_platform: fields.post_platform } : {}),
          ...(fields.caption ? { caption: fields.caption } : {}),
          ...(day ? { due_date: day } : {}),
        }),
        checklist: fields.checklist ?? [],
        subtasks: [],
      },
      { template: null },
      trx,
    );
    await own(trx)
      .insertInto('content_series_posts')
      .values({ ticket_id: id, series_id: row.id, position })
      .execute();
    return id;
  }

  /** The membership a cadence's posts are made as: its setter's, while they may make the brand's tickets. */
  async function makerOf(row: SeriesRow): Promise<Membership | null> {
    if (!row.cadence_by_user) return null;
    const membership = await deps.membershipOf(row.workspace_id, row.cadence_by_user);
    if (!membership) return null;
    const can = await deps.access.taskBrandsOf(row.workspace_id, membership.memberId, [row.project_id]);
    return can && can.role !== 'external' && can.projectIds.has(row.project_id) ? membership : null;
  }

  /**
   * The post of each cadence day from today to CONTENT_SERIES_CADENCE_AHEAD_DAYS ahead that has
   * none yet, each in one transaction with its day's row: the row is taken first (its key), so a
   * run twice or at once makes a day's post once, and a day whose post was taken out or deleted
   * is not made again.
   */
  async function makeCadence(row: SeriesRow): Promise<number> {
    const cadence = cadenceOf(row);
    if (!cadence) return 0;
    const { through } = await window(row.project_id);
    const { days, made } = await cadenceDays(row, cadence, CONTENT_SERIES_CADENCE_AHEAD_DAYS + 1, through);
    const due = days.filter((day) => !made.has(day));
    if (due.length === 0) return 0;
    const membership = await makerOf(row);
    if (!membership) return 0;
    let count = 0;
    for (const day of due) {
      const ticketId = await deps.db
        .transaction()
        .execute(async (trx) => {
          const taken = await own(trx)
            .insertInto('content_series_cadence_days')
            .values({ series_id: row.id, day, ticket_id: null, made_at: nowIso() })
            .onConflict((oc) => oc.columns(['series_id', 'day']).doNothing())
            .executeTakeFirst();
          if (Number(taken.numInsertedOrUpdatedRows ?? 0) === 0) return null;
          const id = await makePost(trx, membership, row, day);
          if (!id) throw new SeriesFull();
          await own(trx)
            .updateTable('content_series_cadence_days')
            .set({ ticket_id: id })
            .where('series_id', '=', row.id)
            .where('day', '=', day)
            .execute();
          return id;
        })
        .catch((error: unknown) => {
          // A full series makes no more: nothing of this day was kept, and the next days wait too.
          if (error instanceof SeriesFull) return undefined;
          throw error;
        });
      if (ticketId === undefined) break;
      if (ticketId) count++;
    }
    return count;
  }

  /** A cadence as given, held to the rules of recurring tickets' (400 naming the part), from the brand's today. */
  async function cadenceFrom(projectId: string, input: ContentSeriesCadenceInput): Promise<Cadence> {
    const { zone, today } = await window(projectId);
    const start = input.start ?? today;
    startNotFarBack(start, today, 'cadence.start');
    readRecurrenceRule(input.rule, { day: start, time: CADENCE_TIME, zone }, 'cadence.rule');
    return { rule: input.rule, start };
  }

  return {
    async list(projectId: string): Promise<ContentSeries[]> {
      return present(
        await own()
          .selectFrom('content_series')
          .selectAll()
          .where('project_id', '=', projectId)
          .orderBy('name_key')
          .execute(),
      );
    },
    page,

    async create(membership: Membership, userId: string, projectId: string, input: CreateContentSeriesInput) {
      const parsed = createContentSeriesSchema.parse(input);
      const cadence = parsed.cadence ? await cadenceFrom(projectId, parsed.cadence) : null;
      const count = await own()
        .selectFrom('content_series')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('project_id', '=', projectId)
        .executeTakeFirst();
      if (Number(count?.n ?? 0) >= LIMITS.contentSeriesPerBrand) throw new AppError('content_series_full');
      const now = nowIso();
      const id = randomUUID();
      await own()
        .insertInto('content_series')
        .values({
          id,
          workspace_id: membership.workspaceId,
          project_id: projectId,
          name: parsed.name,
          name_key: parsed.name.toLowerCase(),
          pattern: parsed.pattern,
          fields: toDbJson(parsed.fields),
          cadence: cadence ? toDbJson(cadence) : null,
          cadence_by_user: cadence ? userId : null,
          created_by: membership.memberId,
          created_at: now,
          updated_at: now,
        })
        .execute()
        .catch((error: unknown) => {
          throw isNameTaken(error) ? new AppError('content_series_name_taken') : error;
        });
      const row = await found(projectId, id);
      if (cadence) await makeCadence(row);
      return (await present([row]))[0] as ContentSeries;
    },

    /**
     * A new name, pattern, fields or cadence (null: none); a new pattern renames the posts not out
     * yet; a new cadence makes its posts as the user who set it, from now on.
     */
    async update(
      membership: Membership,
      userId: string,
      projectId: string,
      seriesId: string,
      input: {
        name?: string | undefined;
        pattern?: string | undefined;
        fields?: Fields | undefined;
        cadence?: ContentSeriesCadenceInput | null | undefined;
      },
    ) {
      const row = await found(projectId, seriesId);
      const cadence = input.cadence ? await cadenceFrom(projectId, input.cadence) : input.cadence;
      await own()
        .updateTable('content_series')
        .set({
          updated_at: nowIso(),
          ...(input.name ? { name: input.name, name_key: input.name.toLowerCase() } : {}),
          ...(input.pattern ? { pattern: input.pattern } : {}),
          ...(input.fields ? { fields: toDbJson(input.fields) } : {}),
          ...(cadence !== undefined
            ? { cadence: cadence ? toDbJson(cadence) : null, cadence_by_user: cadence ? userId : null }
            : {}),
        })
        .where('id', '=', row.id)
        .execute()
        .catch((error: unknown) => {
          throw isNameTaken(error) ? new AppError('content_series_name_taken') : error;
        });
      const updated = await found(projectId, seriesId);
      if (input.pattern && input.pattern !== row.pattern)
        await renumber(membership, updated, await currentOrder(row.id));
      if (cadence) await makeCadence(updated);
      return (await present([updated]))[0] as ContentSeries;
    },

    /** The series goes; its tickets stay, in no series. */
    async remove(projectId: string, seriesId: string): Promise<void> {
      const row = await found(projectId, seriesId);
      await own().deleteFrom('content_series').where('id', '=', row.id).execute();
    },

    /** One of the brand's tickets at the end (409 `ticket_in_series` when it is in a series). */
    async add(membership: Membership, projectId: string, seriesId: string, ticketId: string) {
      const row = await found(projectId, seriesId);
      const brief = (await deps.lookups.briefs([ticketId])).get(ticketId);
      if (brief?.projectId !== projectId)
        throw new AppError('not_found', { message: 'There is no such ticket on this brand.' });
      const order = await currentOrder(row.id);
      if (order.length >= LIMITS.contentSeriesMaxPosts) throw new AppError('content_series_full');
      const inserted = await own()
        .insertInto('content_series_posts')
        .values({ ticket_id: ticketId, series_id: row.id, position: order.length + 1 })
        .onConflict((oc) => oc.column('ticket_id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new AppError('ticket_in_series');
      await renumber(membership, row, [...order, ticketId]);
      return page(projectId, seriesId);
    },

    /** Out of the series (the ticket stays); the rest renumbered. */
    async takeOut(membership: Membership, projectId: string, seriesId: string, ticketId: string) {
      const row = await found(projectId, seriesId);
      const removed = await own()
        .deleteFrom('content_series_posts')
        .where('series_id', '=', row.id)
        .where('ticket_id', '=', ticketId)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0)
        throw new AppError('not_found', { message: 'This ticket is not in this series.' });
      await renumber(membership, row, await currentOrder(row.id));
    },

    /** A new order of every post; those not out are renamed by their new place. */
    async order(membership: Membership, projectId: string, seriesId: string, tickets: string[]) {
      const row = await found(projectId, seriesId);
      const current = await currentOrder(row.id);
      const same =
        tickets.length === current.length &&
        new Set(tickets).size === tickets.length &&
        tickets.every((id) => current.includes(id));
      if (!same)
        throw new AppError('bad_request', {
          message: 'Give every post of the series once, in its new order.',
          details: [{ path: 'tickets', message: 'every post of the series once' }],
        });
      await renumber(membership, row, tickets);
      return page(projectId, seriesId);
    },

    /** The next post, made from the series' fields and numbered after the last. */
    async next(membership: Membership, projectId: string, seriesId: string): Promise<Ticket> {
      const row = await found(projectId, seriesId);
      const ticketId = await deps.db.transaction().execute((trx) => makePost(trx, membership, row, null));
      if (!ticketId) throw new AppError('content_series_full');
      return deps.tickets.get({ ticketId, workspaceId: row.workspace_id, projectId });
    },

    /** Every series' cadence posts due to be made (the daily job); answers how many were made. */
    async cadenceAll(): Promise<number> {
      const rows = await own()
        .selectFrom('content_series')
        .selectAll()
        .where('cadence', 'is not', null)
        .execute();
      let made = 0;
      for (const row of rows) made += await makeCadence(row);
      return made;
    },

    /** A ticket's series and place, for its dialog. */
    async ofTicket(ticketId: string) {
      const post = await own()
        .selectFrom('content_series_posts')
        .selectAll()
        .where('ticket_id', '=', ticketId)
        .executeTakeFirst();
      if (!post) return { series: null };
      const row = await own()
        .selectFrom('content_series')
        .selectAll()
        .where('id', '=', post.series_id)
        .executeTakeFirstOrThrow();
      const planned = (await currentOrder(row.id)).length;
      return { series: { uid: row.id, name: row.name, position: Number(post.position), planned } };
    },
  };
}
export type ContentSeriesService = ReturnType<typeof createContentSeriesService>;
