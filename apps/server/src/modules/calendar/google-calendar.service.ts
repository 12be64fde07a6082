import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  GOOGLE_CALENDAR_CALLBACK_PATH,
  GOOGLE_CALENDAR_STATE_TTL_MS,
  GOOGLE_PRIMARY_CALENDAR,
  type GoogleCalendarConnectFailure,
  type GoogleCalendarOption,
  type GoogleCalendarStatus,
  type TicketCalendarEvent,
} from '@expertos/domain/google-calendar.schema';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { GuardedFetch } from '../../platform/http/guarded-fetch.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import {
  exchangeGoogleCode,
  GoogleCalendarError,
  googleAuthorizeUrl,
  revokeGoogleToken,
} from './google/google-oauth.js';
import type { GoogleConnections } from './google-calendar.connections.js';
import { CATCH_UP_JOB, enqueueSync } from './google-calendar.jobs.js';
import type { ConnectionRow, GoogleCalendarRepository } from './google-calendar.repository.js';

/**
 * Google Calendar for one person (docs/product.md#integrations): connecting their own Google
 * account (a one-time state bound to them and to their browser, like the brand integrations'
 * connect flows), picking the calendar, disconnecting; a ticket's event as its dialog shows it,
 * "Remove from calendar", and the rule that a ticket whose event is in its assignee's calendar
 * keeps that assignee.
 */

export interface GoogleCalendarServiceDeps {
  db: Db;
  repository: GoogleCalendarRepository;
  connections: GoogleConnections;
  fetch: GuardedFetch;
  queue: Pick<JobQueue, 'enqueue'>;
  publicUrl: string;
  now: () => Date;
  warn: (message: string, facts: Record<string, unknown>) => void;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');
/** What randomToken makes: 32 bytes in base64url. */
const BROWSER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type ConnectOutcome = { ok: true } | { ok: false; reason: GoogleCalendarConnectFailure };

export function createGoogleCalendarService(deps: GoogleCalendarServiceDeps) {
  const { repository, connections, now } = deps;
  const redirectUri = `${deps.publicUrl}${GOOGLE_CALENDAR_CALLBACK_PATH}`;

  async function own(userId: string): Promise<ConnectionRow> {
    const row = await repository.connectionOfUser(userId);
    if (!row) throw new AppError('google_calendar_not_connected');
    return row;
  }

  /** The calendars the person may add events to; a refused grant breaks the connection. */
  async function calendars(row: ConnectionRow): Promise<GoogleCalendarOption[]> {
    const client = connections.client(row);
    if (!client) throw new AppError('google_calendar_not_configured');
    try {
      return await client.listCalendars();
    } catch (caught) {
      if (!(caught instanceof GoogleCalendarError)) throw caught;
      if (caught.details.tokenError) await connections.failed(row, caught);
      deps.warn('Google calendars could not be listed', {
        connection_id: row.id,
        reason: caught.details.reason,
      });
      throw new AppError('google_calendar_load_error');
    }
  }

  /** `GET /me/google-calendar`. */
  async function status(userId: string): Promise<GoogleCalendarStatus> {
    const row = await repository.connectionOfUser(userId);
    return {
      available: connections.app() !== null,
      connection: row
        ? {
            account_email: row.account_email,
            calendar_id: row.calendar_id,
            calendar_name: row.calendar_name,
            state: row.status,
            last_error:
              row.last_error_code && row.last_error_at
                ? { code: row.last_error_code, message: row.last_error_message ?? '', at: row.last_error_at }
                : null,
            connected_at: row.created_at,
          }
        : null,
    };
  }

  const catchUp = (connectionId: string, trx?: Db) =>
    deps.queue.enqueue(CATCH_UP_JOB, { connectionId }, trx ? { trx } : {});

  return {
    /** Whether this server has a Google app (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET). */
    available: () => connections.app() !== null,

    status,

    /** Google's consent page, and the value the starting browser keeps in its cookie. */
    async start(userId: string, browserToken: string | undefined, options: { extraScopes?: string[] } = {}) {
      const app = connections.app();
      if (!app) throw new AppError('google_calendar_not_configured');
      const state = randomToken();
      // Reused when the browser has one, so two tabs do not cancel each other.
      const browser = browserToken && BROWSER_TOKEN.test(browserToken) ? browserToken : randomToken();
      const at = now();
      await repository.makeState({
        id: sha256(state),
        user_id: userId,
        browser_hash: sha256(browser),
        expires_at: new Date(at.getTime() + GOOGLE_CALENDAR_STATE_TTL_MS).toISOString(),
        created_at: at.toISOString(),
      });
      const login = await repository.connectionOfUser(userId);
      return {
        authorizeUrl: googleAuthorizeUrl(app, redirectUri, state, {
          ...(login?.account_email ? { loginHint: login.account_email } : {}),
          ...(options.extraScopes ? { extraScopes: options.extraScopes } : {}),
        }),
        browserToken: browser,
      };
    },

    /** The callback: connects the person's Google account, or says why not (nothing changes then). */
    async finish(
      query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
      browserToken: string | undefined,
    ): Promise<ConnectOutcome> {
      const app = connections.app();
      if (!app) return { ok: false, reason: 'google_calendar_not_configured' };
      const id = query.state ? sha256(query.state) : null;
      const row = id ? await repository.state(id) : undefined;
      const at = now().toISOString();
      // Unknown, used, expired, or another browser's (a leaked state): refused. Used up even
      // when the person said no, so it cannot be replayed with a code later.
      const valid =
        !!row &&
        row.used_at === null &&
        row.expires_at > at &&
        !!browserToken &&
        sha256(browserToken) === row.browser_hash &&
        (await repository.useState(row.id, at));
      if (query.error)
        return { ok: false, reason: valid ? 'google_calendar_denied' : 'integration_state_invalid' };
      if (!valid || !row || !query.code) return { ok: false, reason: 'integration_state_invalid' };

      let connected: Awaited<ReturnType<typeof exchangeGoogleCode>>;
      try {
        connected = await exchangeGoogleCode(deps.fetch, app, { code: query.code, redirectUri });
      } catch (caught) {
        const reason = caught instanceof GoogleCalendarError ? caught.details.reason : 'error';
        deps.warn('Google Calendar connect failed', { user_id: row.user_id, reason });
        return { ok: false, reason: 'google_calendar_load_error' };
      }
      if (connected.missingScopes.length > 0) {
        // Unusable without them: let the grant go rather than keep a token that cannot work.
        const token = connected.secret.refresh_token ?? connected.secret.access_token;
        await revokeGoogleToken(deps.fetch, app, token).catch(() => undefined);
        return { ok: false, reason: 'google_calendar_scopes_missing' };
      }
      await deps.db.transaction().execute(async (trx: Db) => {
        const existing = await repository.connectionOfUser(row.user_id, trx);
        const sameAccount = existing && existing.account_email === connected.accountEmail;
        const connectionId = sameAccount ? existing.id : randomUUID();
        if (existing && sameAccount) {
          // The same account again (typically after "reconnect"): calendar and events stay.
          await repository.updateConnection(
            existing.id,
            {
              secret_sealed: connections.seal(existing.id, connected.secret),
              scopes: connected.scopes.join(' '),
              status: 'connected',
              last_error_code: null,
              last_error_message: null,
              last_error_at: null,
              updated_at: at,
            },
            trx,
          );
        } else {
          // Another account: the old one's links go with it (its calendar is not this one's).
          if (existing) await repository.deleteConnection(existing.id, trx);
          await repository.insertConnection(
            {
              id: connectionId,
              user_id: row.user_id,
              account_email: connected.accountEmail,
              calendar_id: GOOGLE_PRIMARY_CALENDAR,
              calendar_name: null,
              time_zone: 'UTC',
              secret_sealed: connections.seal(connectionId, connected.secret),
              scopes: connected.scopes.join(' '),
              status: 'connected',
              last_error_code: null,
              last_error_message: null,
              last_error_at: null,
              created_at: at,
              updated_at: at,
            },
            trx,
          );
        }
        await catchUp(connectionId, trx);
      });
      return { ok: true };
    },

    /** `GET /me/google-calendar/calendars`: the picker's choices. */
    calendars: async (userId: string) => calendars(await own(userId)),

    /** `PUT /me/google-calendar`: the calendar events go to; the person's events move there. */
    async choose(userId: string, calendarId: string): Promise<GoogleCalendarStatus> {
      const row = await own(userId);
      if (row.status !== 'connected') throw new AppError('google_calendar_load_error');
      const choice = (await calendars(row)).find(
        (calendar) =>
          calendar.id === calendarId || (calendarId === GOOGLE_PRIMARY_CALENDAR && calendar.primary),
      );
      if (!choice) throw new AppError('google_calendar_calendar_not_writable');
      // The primary calendar is kept as `primary`, which Google resolves to the account's own.
      const id = choice.primary ? GOOGLE_PRIMARY_CALENDAR : choice.id;
      await deps.db.transaction().execute(async (trx: Db) => {
        await repository.updateConnection(
          row.id,
          {
            calendar_id: id,
            calendar_name: choice.summary,
            time_zone: choice.time_zone ?? row.time_zone,
            updated_at: now().toISOString(),
          },
          trx,
        );
        if (id !== row.calendar_id) await catchUp(row.id, trx);
      });
      return status(userId);
    },

    /**
     * `DELETE /me/google-calendar`: ends the grant at Google and forgets the connection and
     * where its events are. The events themselves stay in the calendar (without the grant they
     * cannot be reached). A revocation Google does not answer does not keep anyone connected.
     */
    async disconnect(userId: string): Promise<void> {
      const row = await own(userId);
      const app = connections.app();
      if (app) {
        try {
          const secret = connections.secretOf(row);
          await revokeGoogleToken(deps.fetch, app, secret.refresh_token ?? secret.access_token);
        } catch (caught) {
          const reason = caught instanceof GoogleCalendarError ? caught.details.reason : 'error';
          deps.warn('Google token could not be revoked', { connection_id: row.id, reason });
        }
      }
      await repository.deleteConnection(row.id);
    },

    /** `GET /tickets/{ticketId}/calendar-event`: whose calendar holds the ticket's event. */
    async ticketEvent(ticketId: string): Promise<TicketCalendarEvent> {
      const link = await repository.linkWithOwner(ticketId);
      return { event: link ? { account_email: link.account_email, html_link: link.html_link } : null };
    },

    /**
     * `DELETE /tickets/{ticketId}/calendar-event` ("Remove from calendar"): the link goes at once,
     * so the ticket can be reassigned straight away, and a job deletes the event from that
     * calendar (retried like every sync, failures shown on the owner's profile).
     */
    async removeTicketEvent(ticketId: string, workspaceId: string): Promise<void> {
      await deps.db.transaction().execute(async (trx: Db) => {
        const link = await repository.link(ticketId, trx);
        if (!link) return;
        await repository.deleteLink(ticketId, trx);
        await enqueueSync(
          deps.queue,
          { ticketId, drop: { connectionId: link.connection_id, calendarId: link.calendar_id } },
          workspaceId,
          trx,
        );
      });
    },

    /**
     * The tickets service asks this before it changes an assignee (in its transaction): a ticket
     * whose event is in the current assignee's calendar keeps them until the event is removed.
     */
    async assigneeGuard(trx: Db, ticket: { id: string; assignee_id: string | null }): Promise<void> {
      if (!ticket.assignee_id) return;
      const link = await repository.linkWithOwner(ticket.id, trx);
      if (!link) return;
      if (link.user_id === (await repository.userOfMember(ticket.assignee_id, trx)))
        throw new AppError('cant_change_assignee_with_existing_calendar_event');
    },
  };
}

export type GoogleCalendarService = ReturnType<typeof createGoogleCalendarService>;
