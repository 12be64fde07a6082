import type { Selectable, Updateable } from 'kysely';
import type { Db, TablesDb } from '../../db/database.js';
import type { BrandFacts } from '../projects/brand-facts.js';
import type { ScheduledTicket, TicketSchedule } from '../tickets/ticket-schedule.js';
import type { JoinedMembers } from '../workspaces/joined-members.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type {
  GoogleCalendarConnectionsTable,
  GoogleCalendarEventsTable,
  GoogleCalendarTables,
} from './google-calendar.tables.js';

/**
 * The SQL of Google Calendar (docs/product.md#integrations): people's connections, where each
 * ticket's event lives and the connect flow's states; the few facts the sync reads of tickets,
 * brands and members come from their modules' narrow reads
 * (docs/architecture.md#modules-own-their-tables).
 */

/** This module's handle: its own tables only. */
type GoogleCalendarDb = TablesDb<GoogleCalendarTables>;

/** What the sync reads of other modules. */
export interface GoogleCalendarUses {
  schedule: Pick<TicketSchedule, 'one' | 'datedAssignedTo'>;
  brands: Pick<BrandFacts, 'one'>;
  members: Pick<JoinedMembers, 'memberIdsOf'>;
  access: Pick<MemberAccess, 'userOf'>;
}

/** What an event shows of a ticket, with its brand's name and slug. */
export interface EventTicket extends ScheduledTicket {
  projectName: string;
  projectSlug: string;
}

export type ConnectionRow = Selectable<GoogleCalendarConnectionsTable>;
export type EventLinkRow = Selectable<GoogleCalendarEventsTable>;

/** How many of a person's tickets a new connection (or a new calendar) catches up at once. */
const CATCH_UP_MAX = 2000;

export function createGoogleCalendarRepository(
  db: GoogleCalendarDb,
  { schedule, brands, members, access }: GoogleCalendarUses,
) {
  const connectionOfUser = (userId: string, trx: GoogleCalendarDb = db) =>
    trx
      .selectFrom('google_calendar_connections')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();

  return {
    connectionOfUser,
    connection: (id: string, trx: GoogleCalendarDb = db) =>
      trx.selectFrom('google_calendar_connections').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The connection of the person a workspace member is (the ticket's assignee), if any. */
    async connectionOfMember(memberId: string, trx?: Db): Promise<ConnectionRow | undefined> {
      const userId = await access.userOf(memberId, trx);
      return userId === null ? undefined : connectionOfUser(userId, trx);
    },

    insertConnection: (row: ConnectionRow, trx: GoogleCalendarDb = db) =>
      trx.insertInto('google_calendar_connections').values(row).execute(),

    updateConnection: (
      id: string,
      changes: Updateable<GoogleCalendarConnectionsTable>,
      trx: GoogleCalendarDb = db,
    ) => trx.updateTable('google_calendar_connections').set(changes).where('id', '=', id).execute(),

    /** Removes the connection and, by cascade, its events' links. */
    deleteConnection: (id: string, trx: GoogleCalendarDb = db) =>
      trx.deleteFrom('google_calendar_connections').where('id', '=', id).execute(),

    link: (ticketId: string, trx: GoogleCalendarDb = db) =>
      trx
        .selectFrom('google_calendar_events')
        .selectAll()
        .where('ticket_id', '=', ticketId)
        .executeTakeFirst(),

    /** The link with its connection's owner and account, for the ticket dialog and the guard. */
    linkWithOwner: (ticketId: string, trx: GoogleCalendarDb = db) =>
      trx
        .selectFrom('google_calendar_events as e')
        .innerJoin('google_calendar_connections as c', 'c.id', 'e.connection_id')
        .select(['e.html_link', 'e.connection_id', 'c.user_id', 'c.account_email'])
        .where('e.ticket_id', '=', ticketId)
        .executeTakeFirst(),

    /** The tickets of a workspace whose events are in this person's calendar. */
    linkedTicketsOfUser: (workspaceId: string, userId: string, trx: GoogleCalendarDb = db) =>
      trx
        .selectFrom('google_calendar_events as e')
        .innerJoin('google_calendar_connections as c', 'c.id', 'e.connection_id')
        .select('e.ticket_id')
        .where('e.workspace_id', '=', workspaceId)
        .where('c.user_id', '=', userId)
        .execute(),

    async saveLink(row: EventLinkRow, trx: GoogleCalendarDb = db): Promise<void> {
      await trx.deleteFrom('google_calendar_events').where('ticket_id', '=', row.ticket_id).execute();
      await trx.insertInto('google_calendar_events').values(row).execute();
    },

    deleteLink: (ticketId: string, trx: GoogleCalendarDb = db) =>
      trx.deleteFrom('google_calendar_events').where('ticket_id', '=', ticketId).execute(),

    /** The user a workspace member is. */
    userOfMember: (memberId: string, trx?: Db): Promise<string | null> => access.userOf(memberId, trx),

    /** What the event shows of a ticket, with its assignee and brand; undefined once deleted. */
    async ticket(ticketId: string, trx?: Db): Promise<EventTicket | undefined> {
      const ticket = await schedule.one(ticketId, trx);
      const brand = ticket && (await brands.one(ticket.projectId, trx));
      return ticket && brand ? { ...ticket, projectName: brand.name, projectSlug: brand.slug } : undefined;
    },

    /**
     * The tickets a newly connected person's calendar should show or no longer show: those
     * assigned to them that have a date, and those whose event is in their calendar already.
     */
    async ticketsToCatchUp(connection: Pick<ConnectionRow, 'id' | 'user_id'>, trx?: Db) {
      const assigned = (
        await schedule.datedAssignedTo(await members.memberIdsOf(connection.user_id, trx), CATCH_UP_MAX, trx)
      ).map((ticket) => ({ id: ticket.id, workspace_id: ticket.workspaceId }));
      const linked = await (trx ?? db)
        .selectFrom('google_calendar_events')
        .select(['ticket_id as id', 'workspace_id'])
        .where('connection_id', '=', connection.id)
        .limit(CATCH_UP_MAX)
        .execute();
      const byId = new Map([...assigned, ...linked].map((row) => [row.id, row]));
      return [...byId.values()];
    },

    async makeState(row: {
      id: string;
      user_id: string;
      browser_hash: string;
      expires_at: string;
      created_at: string;
    }) {
      // Old states go as new ones are made: the table holds only the last minutes.
      await db.deleteFrom('google_calendar_states').where('expires_at', '<', row.created_at).execute();
      await db
        .insertInto('google_calendar_states')
        .values({ ...row, used_at: null })
        .execute();
    },

    state: (id: string) =>
      db.selectFrom('google_calendar_states').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Uses the state up; true when this call did (so one state connects at most once). */
    async useState(id: string, at: string): Promise<boolean> {
      const used = await db
        .updateTable('google_calendar_states')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1;
    },
  };
}

export type GoogleCalendarRepository = ReturnType<typeof createGoogleCalendarRepository>;
