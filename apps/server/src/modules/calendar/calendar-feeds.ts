import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  CALENDAR_EVENT_LABELS,
  CALENDAR_FEED_FUTURE_DAYS,
  CALENDAR_FEED_MAX_EVENTS,
  CALENDAR_FEED_PAST_DAYS,
  CALENDAR_FEED_REFRESH_MINUTES,
  CALENDAR_REMINDER_MINUTES,
  type CalendarEventField,
  type CalendarFeed,
} from '@expertos/domain/calendar.schema';
import { TICKET_STATUS_LABELS, type TicketStatus } from '@expertos/domain/tickets';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { SecretBox } from '../../platform/secrets/secret-box.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { Membership } from '../workspaces/membership.js';
import type { CalendarFeedsTable } from './calendar.tables.js';
import { type IcsEvent, writeCalendar } from './ics.js';

const DAY_MS = 86_400_000;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const context = (id: string) => `calendar_feed:${id}`;

interface FeedTicket {
  id: string;
  number: number;
  summary: string;
  status: TicketStatus;
  due_date: string | null;
  film_date: string | null;
  posted_date: string | null;
  remind_at: string | null;
  updated_at: string;
  slug: string;
  brand: string;
}

/**
 * Calendar feeds (docs/product.md#calendar-feeds). A feed is a secret address: whoever holds it
 * reads the calendar, so it is long (32 random bytes), looked up by its hash, and revocable.
 * Every fetch checks again that its owner is still a joined member who may see the brand (or,
 * for a person's feed, which brands): a feed does not outlive its owner's access.
 */
export function createCalendarFeeds({
  db,
  box,
  publicUrl,
  now,
  access,
}: {
  db: Db;
  box: SecretBox;
  access: Pick<MemberAccess, 'taskBrandsOfPerson'>;
  publicUrl: string;
  now: () => Date;
}) {
  const origin = new URL(publicUrl).origin;
  const host = new URL(publicUrl).host;
  const addressOf = (token: string) => `${origin}/api/calendar-feeds/${token}/calendar.ics`;

  /** Which brands' tasks of the workspace this person sees (the one rule): all, some, or none (null). */
  const brandsSeen = (workspaceId: string, userId: string) => access.taskBrandsOfPerson(workspaceId, userId);

  async function toFeed(row: CalendarFeedsTable): Promise<CalendarFeed> {
    const project = row.project_id
      ? await db.selectFrom('projects').select('name').where('id', '=', row.project_id).executeTakeFirst()
      : undefined;
    return {
      uid: row.id,
      kind: row.project_id ? 'brand' : 'person',
      project_uid: row.project_id,
      project_name: project?.name ?? null,
      url: addressOf(box.open(row.token_sealed, context(row.id))),
      created_at: row.created_at,
    };
  }

  function events(tickets: FeedTicket[]): IcsEvent[] {
    const list: { at: string; event: IcsEvent }[] = [];
    for (const ticket of tickets) {
      const url = `${origin}/brand/${encodeURIComponent(ticket.slug)}/tasks/${ticket.id}`;
      const common = {
        stamp: new Date(ticket.updated_at),
        url,
        description: `${ticket.brand} · ${TICKET_STATUS_LABELS[ticket.status]}\n${url}`,
        categories: [ticket.brand],
      };
      const label = (field: CalendarEventField) =>
        `${CALENDAR_EVENT_LABELS[field]}: #${ticket.number} ${ticket.summary}`;
      for (const field of ['due_date', 'film_date', 'posted_date'] as const) {
        const date = ticket[field];
        if (!date) continue;
        list.push({
          at: date,
          event: { ...common, uid: `${ticket.id}-${field}@${host}`, summary: label(field), date },
        });
      }
      if (ticket.remind_at) {
        list.push({
          at: ticket.remind_at.slice(0, 10),
          event: {
            ...common,
            uid: `${ticket.id}-remind_at@${host}`,
            summary: label('remind_at'),
            start: new Date(ticket.remind_at),
            minutes: CALENDAR_REMINDER_MINUTES,
          },
        });
      }
    }
    return list
      .sort((a, b) => a.at.localeCompare(b.at) || a.event.uid.localeCompare(b.event.uid))
      .map((e) => e.event);
  }

  /** The text of a feed with these tickets. */
  async function write(feed: CalendarFeedsTable, tickets: FeedTicket[]): Promise<string> {
    const brand = feed.project_id
      ? await db.selectFrom('projects').select('name').where('id', '=', feed.project_id).executeTakeFirst()
      : undefined;
    const workspace = await db
      .selectFrom('workspaces')
      .select('name')
      .where('id', '=', feed.workspace_id)
      .executeTakeFirstOrThrow();
    return writeCalendar({
      name: brand ? `${brand.name} · Expertos` : `My tickets · ${workspace.name}`,
      prodId: '-//Expertos//Calendar feed//EN',
      refreshMinutes: CALENDAR_FEED_REFRESH_MINUTES,
      events: events(tickets).slice(0, CALENDAR_FEED_MAX_EVENTS),
    });
  }

  return {
    /** The caller's feeds in the workspace that still work. */
    async list(userId: string, workspaceId: string): Promise<CalendarFeed[]> {
      const rows = await db
        .selectFrom('calendar_feeds')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .orderBy('created_at')
        .execute();
      return Promise.all(rows.map(toFeed));
    },

    /** The caller's feed of their own tickets, or of a brand they may see: the one they have, or a new one. */
    async open(userId: string, membership: Membership, projectId: string | null): Promise<CalendarFeed> {
      if (membership.role === 'external') throw new AppError('forbidden');
      if (projectId) {
        const seen = await brandsSeen(membership.workspaceId, userId);
        const project = await db
          .selectFrom('projects')
          .select('id')
          .where('id', '=', projectId)
          .where('workspace_id', '=', membership.workspaceId)
          .executeTakeFirst();
        if (!project || !seen || (seen !== 'all' && !seen.includes(projectId)))
          throw new AppError('not_found');
      }
      const existing = await db
        .selectFrom('calendar_feeds')
        .selectAll()
        .where('workspace_id', '=', membership.workspaceId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where((eb) => (projectId ? eb('project_id', '=', projectId) : eb('project_id', 'is', null)))
        .executeTakeFirst();
      if (existing) return toFeed(existing);
      const id = randomUUID();
      const token = randomBytes(32).toString('base64url');
      const row: CalendarFeedsTable = {
        id,
        workspace_id: membership.workspaceId,
        user_id: userId,
        project_id: projectId,
        token_hash: sha256(token),
        token_sealed: box.seal(token, context(id)),
        created_at: now().toISOString(),
        revoked_at: null,
      };
      await db.insertInto('calendar_feeds').values(row).execute();
      return toFeed(row);
    },

    /** Ends one of the caller's feeds: its address stops working at once. */
    async revoke(userId: string, workspaceId: string, feedId: string): Promise<void> {
      const result = await db
        .updateTable('calendar_feeds')
        .set({ revoked_at: now().toISOString() })
        .where('id', '=', feedId)
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new AppError('calendar_feed_not_found');
    },

    /** The feed behind an address, as iCalendar text; not found once revoked or its owner lost access. */
    async read(token: string): Promise<string> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new AppError('calendar_feed_not_found');
      const feed = await db
        .selectFrom('calendar_feeds')
        .selectAll()
        .where('token_hash', '=', sha256(token))
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (!feed) throw new AppError('calendar_feed_not_found');
      const seen = await brandsSeen(feed.workspace_id, feed.user_id);
      if (!seen) throw new AppError('calendar_feed_not_found');
      if (feed.project_id && seen !== 'all' && !seen.includes(feed.project_id))
        throw new AppError('calendar_feed_not_found');

      const today = now().getTime();
      const from = new Date(today - CALENDAR_FEED_PAST_DAYS * DAY_MS).toISOString().slice(0, 10);
      const to = new Date(today + CALENDAR_FEED_FUTURE_DAYS * DAY_MS).toISOString().slice(0, 10);
      let query = db
        .selectFrom('tickets as t')
        .innerJoin('projects as p', 'p.id', 't.project_id')
        .select([
          't.id',
          't.number',
          't.summary',
          't.status',
          't.due_date',
          't.film_date',
          't.posted_date',
          't.remind_at',
          't.updated_at',
          'p.slug',
          'p.name as brand',
        ])
        .where('t.workspace_id', '=', feed.workspace_id)
        .where((eb) =>
          eb.or([
            eb.and([eb('t.due_date', '>=', from), eb('t.due_date', '<=', to)]),
            eb.and([eb('t.film_date', '>=', from), eb('t.film_date', '<=', to)]),
            eb.and([eb('t.posted_date', '>=', from), eb('t.posted_date', '<=', to)]),
            eb.and([eb('t.remind_at', '>=', from), eb('t.remind_at', '<=', `${to}T23:59:59.999Z`)]),
          ]),
        );
      if (feed.project_id) query = query.where('t.project_id', '=', feed.project_id);
      else {
        const member = await db
          .selectFrom('workspace_members')
          .select('id')
          .where('workspace_id', '=', feed.workspace_id)
          .where('user_id', '=', feed.user_id)
          .executeTakeFirstOrThrow();
        query = query.where('t.assignee_id', '=', member.id);
        if (seen !== 'all') {
          if (seen.length === 0) return write(feed, []);
          query = query.where('t.project_id', 'in', seen);
        }
      }
      const tickets = (await query
        .orderBy('t.updated_at', 'desc')
        .limit(CALENDAR_FEED_MAX_EVENTS)
        .execute()) as FeedTicket[];
      return write(feed, tickets);
    },
  };
}

export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
