import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { GoogleCalendarConnectionsTable, GoogleCalendarEventsTable } from './google-calendar.tables.js';

/**
 * The SQL of Google Calendar (docs/product.md#integrations): people's connections, where each
 * ticket's event lives, the connect flow's states, and the few ticket facts the sync reads
 * (a read-only view of the tickets module's rows: docs/architecture.md#modules).
 */

export type ConnectionRow = Selectable<GoogleCalendarConnectionsTable>;
export type EventLinkRow = Selectable<GoogleCalendarEventsTable>;

/** How many of a person's tickets a new connection (or a new calendar) catches up at once. */
const CATCH_UP_MAX = 2000;

export function createGoogleCalendarRepository(db: Db) {
  return {
    connectionOfUser: (userId: string, trx: Db = db) =>
      trx
        .selectFrom('google_calendar_connections')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    connection: (id: string, trx: Db = db) =>
      trx.selectFrom('google_calendar_connections').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The connection of the person a workspace member is (the ticket's assignee), if any. */
    connectionOfMember: (memberId: string, trx: Db = db) =>
      trx
        .selectFrom('google_calendar_connections as c')
        .innerJoin('workspace_members as m', 'm.user_id', 'c.user_id')
        .selectAll('c')
        .where('m.id', '=', memberId)
        .executeTakeFirst(),

    insertConnection: (row: ConnectionRow, trx: Db = db) =>
      trx.insertInto('google_calendar_connections').values(row).execute(),

    updateConnection: (id: string, changes: Updateable<GoogleCalendarConnectionsTable>, trx: Db = db) =>
      trx.updateTable('google_calendar_connections').set(changes).where('id', '=', id).execute(),

    /** Removes the connection and, by cascade, its events' links. */
    deleteConnection: (id: string, trx: Db = db) =>
      trx.deleteFrom('google_calendar_connections').where('id', '=', id).execute(),

    link: (ticketId: string, trx: Db = db) =>
      trx
        .selectFrom('google_calendar_events')
        .selectAll()
        .where('ticket_id', '=', ticketId)
        .executeTakeFirst(),

    /** The link with its connection's owner and account, for the ticket dialog and the guard. */
    linkWithOwner: (ticketId: string, trx: Db = db) =>
      trx
        .selectFrom('google_calendar_events as e')
        .innerJoin('google_calendar_connections as c', 'c.id', 'e.connection_id')
        .select(['e.html_link', 'e.connection_id', 'c.user_id', 'c.account_email'])
        .where('e.ticket_id', '=', ticketId)
        .executeTakeFirst(),

    /** The tickets of a workspace whose events are in this person's calendar. */
    linkedTicketsOfUser: (workspaceId: string, userId: string, trx: Db = db) =>
      trx
        .selectFrom('google_calendar_events as e')
        .innerJoin('google_calendar_connections as c', 'c.id', 'e.connection_id')
        .select('e.ticket_id')
        .where('e.workspace_id', '=', workspaceId)
        .where('c.user_id', '=', userId)
        .execute(),

    async saveLink(row: EventLinkRow, trx: Db = db): Promise<void> {
      await trx.deleteFrom('google_calendar_events').where('ticket_id', '=', row.ticket_id).execute();
      await trx.insertInto('google_calendar_events').values(row).execute();
    },

    deleteLink: (ticketId: string, trx: Db = db) =>
      trx.deleteFrom('google_calendar_events').where('ticket_id', '=', ticketId).execute(),

    /** The user a workspace member is. */
    async userOfMember(memberId: string, trx: Db = db): Promise<string | null> {
      const row = await trx
        .selectFrom('workspace_members')
        .select('user_id')
        .where('id', '=', memberId)
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    /** What the event shows of a ticket, with its assignee and brand; undefined once deleted. */
    ticket: (ticketId: string, trx: Db = db) =>
      trx
        .selectFrom('tickets as t')
        .innerJoin('projects as p', 'p.id', 't.project_id')
        .select([
          't.id',
          't.workspace_id',
          't.number',
          't.summary',
          't.status',
          't.ticket_type',
          't.due_date',
          't.film_date',
          't.posted_date',
          't.caption',
          't.assignee_id',
          't.updated_at',
          'p.id as project_id',
          'p.name as project_name',
          'p.slug as project_slug',
        ])
        .where('t.id', '=', ticketId)
        .executeTakeFirst(),

    /**
     * The tickets a newly connected person's calendar should show or no longer show: those
     * assigned to them that have a date, and those whose event is in their calendar already.
     */
    async ticketsToCatchUp(connection: Pick<ConnectionRow, 'id' | 'user_id'>, trx: Db = db) {
      const assigned = await trx
        .selectFrom('tickets as t')
        .innerJoin('workspace_members as m', 'm.id', 't.assignee_id')
        .select(['t.id', 't.workspace_id'])
        .where('m.user_id', '=', connection.user_id)
        .where((eb) =>
          eb.or([
            eb('t.due_date', 'is not', null),
            eb('t.film_date', 'is not', null),
            eb('t.posted_date', 'is not', null),
          ]),
        )
        .orderBy('t.updated_at', 'desc')
        .limit(CATCH_UP_MAX)
        .execute();
      const linked = await trx
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
