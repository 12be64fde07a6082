import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  CALENDAR_FEED_FUTURE_DAYS,
  CALENDAR_FEED_MAX_EVENTS,
  CALENDAR_FEED_PAST_DAYS,
  CALENDAR_FEED_REFRESH_MINUTES,
  CALENDAR_REMINDER_MINUTES,
  type CalendarEventField,
  type CalendarFeed,
} from '@expertos/domain/calendar.schema';
import { labelTextsIn } from '@expertos/domain/label-texts/index';
import { DEFAULT_LANGUAGE, type Language } from '@expertos/domain/languages';
import type { TablesDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { SecretBox } from '../../platform/secrets/secret-box.js';
import type { BrandFacts } from '../projects/brand-facts.js';
import type { ScheduledTicket, TicketSchedule } from '../tickets/ticket-schedule.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { Membership } from '../workspaces/membership.js';
import type { WorkspaceFacts } from '../workspaces/workspace-facts.js';
import type { CalendarFeedsTable, CalendarTables } from './calendar.tables.js';
import { CALENDAR_TEXTS } from './calendar-texts.js';
import { type IcsEvent, writeCalendar } from './ics.js';

const DAY_MS = 86_400_000;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const context = (id: string) => `calendar_feed:${id}`;
/** Each dated field of an event, and where a ticket keeps it. */
const DATE_OF = { due_date: 'dueDate', film_date: 'filmDate', posted_date: 'postedDate' } as const;

/** A ticket as a feed shows it: with its brand's slug and name. */
interface FeedTicket extends ScheduledTicket {
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
  memberOf,
  brands,
  workspaces,
  schedule,
  people,
}: {
  db: TablesDb<CalendarTables>;
  box: SecretBox;
  access: Pick<MemberAccess, 'taskBrandsOfPerson'>;
  /** The person's joined membership of the workspace (the workspaces module's `membershipOf`). */
  memberOf: (workspaceId: string, userId: string) => Promise<Pick<Membership, 'memberId'> | null>;
  brands: Pick<BrandFacts, 'named' | 'one'>;
  workspaces: Pick<WorkspaceFacts, 'name'>;
  schedule: Pick<TicketSchedule, 'inWindow'>;
  /** The owner's language and zone: the profile module's narrow reads. */
  people: {
    languageOf: (userId: string) => Promise<Language | null>;
    timeZoneOf: (userId: string) => Promise<string | null>;
  };
  publicUrl: string;
  now: () => Date;
}) {
  const origin = new URL(publicUrl).origin;
  const host = new URL(publicUrl).host;
  const addressOf = (token: string) => `${origin}/api/calendar-feeds/${token}/calendar.ics`;

  /** Which brands' tasks of the workspace this person sees (the one rule): all, some, or none (null). */
  const brandsSeen = (workspaceId: string, userId: string) => access.taskBrandsOfPerson(workspaceId, userId);

  /** The feeds as the caller sees them, their brands named in one read. */
  async function toFeeds(rows: CalendarFeedsTable[]): Promise<CalendarFeed[]> {
    const names = await brands.named(rows.map((row) => row.project_id));
    return rows.map((row) => toFeed(row, names.get(row.project_id ?? '')?.name ?? null));
  }

  function toFeed(row: CalendarFeedsTable, projectName: string | null): CalendarFeed {
    return {
      uid: row.id,
      kind: row.project_id ? 'brand' : 'person',
      project_uid: row.project_id,
      project_name: projectName,
      url: addressOf(box.open(row.token_sealed, context(row.id))),
      created_at: row.created_at,
    };
  }

  function events(tickets: FeedTicket[], language: Language): IcsEvent[] {
    const labels = labelTextsIn(language);
    const list: { at: string; event: IcsEvent }[] = [];
    for (const ticket of tickets) {
      const url = `${origin}/brand/${encodeURIComponent(ticket.slug)}/tasks/${ticket.id}`;
      const common = {
        stamp: new Date(ticket.updatedAt),
        url,
        description: `${ticket.brand} · ${labels.statuses[ticket.status]}\n${url}`,
        categories: [ticket.brand],
      };
      const label = (field: CalendarEventField) =>
        `${labels.calendarEvents[field]}: #${ticket.number} ${ticket.summary}`;
      for (const field of ['due_date', 'film_date', 'posted_date'] as const) {
        const date = ticket[DATE_OF[field]];
        if (!date) continue;
        list.push({
          at: date,
          event: { ...common, uid: `${ticket.id}-${field}@${host}`, summary: label(field), date },
        });
      }
      if (ticket.remindAt) {
        list.push({
          at: ticket.remindAt.slice(0, 10),
          event: {
            ...common,
            uid: `${ticket.id}-remind_at@${host}`,
            summary: label('remind_at'),
            start: new Date(ticket.remindAt),
            minutes: CALENDAR_REMINDER_MINUTES,
          },
        });
      }
    }
    return list
      .sort((a, b) => a.at.localeCompare(b.at) || a.event.uid.localeCompare(b.event.uid))
      .map((e) => e.event);
  }

  /**
   * The text of a feed with these tickets, in its owner's language, its times on their clock
   * (docs/product.md#calendar-feeds).
   */
  async function write(feed: CalendarFeedsTable, tickets: FeedTicket[]): Promise<string> {
    const [brand, workspace, language, timeZone] = await Promise.all([
      feed.project_id ? brands.one(feed.project_id) : null,
      workspaces.name(feed.workspace_id),
      people.languageOf(feed.user_id),
      people.timeZoneOf(feed.user_id),
    ]);
    if (workspace === null) throw new Error(`calendar feed ${feed.id}: its workspace is gone`);
    const shown = language ?? DEFAULT_LANGUAGE;
    return writeCalendar({
      name: brand ? `${brand.name} · Expertos` : CALENDAR_TEXTS[shown].myTickets(workspace),
      prodId: '-//Expertos//Calendar feed//EN',
      refreshMinutes: CALENDAR_FEED_REFRESH_MINUTES,
      timeZone,
      events: events(tickets, shown).slice(0, CALENDAR_FEED_MAX_EVENTS),
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
      return toFeeds(rows);
    },

    /** The caller's feed of their own tickets, or of a brand they may see: the one they have, or a new one. */
    async open(userId: string, membership: Membership, projectId: string | null): Promise<CalendarFeed> {
      if (membership.role === 'external') throw new AppError('forbidden');
      if (projectId) {
        const seen = await brandsSeen(membership.workspaceId, userId);
        const project = await brands.one(projectId);
        if (
          project?.workspaceId !== membership.workspaceId ||
          !seen ||
          (seen !== 'all' && !seen.includes(projectId))
        )
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
      if (existing) return (await toFeeds([existing]))[0]!;
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
      return (await toFeeds([row]))[0]!;
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
      const window = {
        workspaceId: feed.workspace_id,
        from,
        to,
        limit: CALENDAR_FEED_MAX_EVENTS,
      };
      let scheduled: ScheduledTicket[];
      if (feed.project_id) scheduled = await schedule.inWindow({ ...window, projectId: feed.project_id });
      else {
        const member = await memberOf(feed.workspace_id, feed.user_id);
        if (!member) throw new AppError('calendar_feed_not_found');
        if (seen !== 'all' && seen.length === 0) return write(feed, []);
        scheduled = await schedule.inWindow({
          ...window,
          assigneeId: member.memberId,
          ...(seen === 'all' ? {} : { projectIds: seen }),
        });
      }
      const named = await brands.named(scheduled.map((ticket) => ticket.projectId));
      const tickets: FeedTicket[] = [];
      for (const ticket of scheduled) {
        const brand = named.get(ticket.projectId);
        if (brand) tickets.push({ ...ticket, slug: brand.slug, brand: brand.name });
      }
      return write(feed, tickets);
    },
  };
}

export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
