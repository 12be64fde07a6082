import { z } from 'zod';
import type { ErrorCode } from './errors';

/**
 * Google Calendar (docs/product.md#integrations, providers/google-calendar.md): a person connects
 * their own Google account from their profile (OAuth web-server flow, offline access) and picks
 * one of its calendars; each ticket assigned to them with a date gets one all-day event there,
 * kept in step with the ticket and removed with it. The event carries the ticket's uid in a private extended property, which is how it is
 * found again: a retried delivery updates the event instead of adding a second one.
 */

/** The private extended property (`extendedProperties.private`) that names the event's ticket. */
export const GOOGLE_CALENDAR_TICKET_KEY = 'expertos_ticket_uid';

/**
 * What the connection asks for: edit events on the user's calendars, see the calendar list (for
 * the picker; `calendar.events` alone cannot list calendars), and the account's e-mail (OpenID)
 * to show which account is connected.
 */
export const GOOGLE_CALENDAR_SCOPES = [
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
  'openid',
  'email',
] as const;
/** The scopes without which the integration cannot work (Google lets a person untick some). */
export const GOOGLE_CALENDAR_REQUIRED_SCOPES = [
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
] as const;

/** Google's endpoints; tests and self-hosted proxies point the server at others. */
export const GOOGLE_OAUTH_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_OAUTH_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const GOOGLE_OAUTH_REVOKE_URL = 'https://oauth2.googleapis.com/revoke';
/** The Calendar API's root: calls go to `<root>calendar/v3/…`. */
export const GOOGLE_API_ROOT_URL = 'https://www.googleapis.com/';

/** The calendar Google resolves to the account's own. */
export const GOOGLE_PRIMARY_CALENDAR = 'primary';

/** A time zone of the IANA database (`Europe/Berlin`, `UTC`), as the runtime knows it. */
export const ianaTimeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'Use a time zone like Europe/Berlin' },
  );

/** What a Google Calendar integration keeps that is not secret. */
export const googleCalendarConfigSchema = z.object({
  /** The calendar events go to: a calendar id from the picker, or `primary`. */
  calendar_id: z.string().trim().min(1).max(1024).default(GOOGLE_PRIMARY_CALENDAR),
  /** The connected Google account, shown on the integrations page; null when Google gave none. */
  account_email: z.email().max(254).nullable().default(null),
  /** The zone the all-day events are written in (the brand's, or the calendar's own). */
  time_zone: ianaTimeZoneSchema.default('UTC'),
});
export type GoogleCalendarConfig = z.infer<typeof googleCalendarConfigSchema>;

/**
 * The credential, stored encrypted: the access token (an hour), the refresh token `offline`
 * access brings (kept until Google sends a new one), and when the access token runs out.
 */
export const googleCalendarSecretSchema = z.object({
  access_token: z.string().min(1).max(10_000),
  /** Null when Google sent none (no offline access): the connection then lasts an hour. */
  refresh_token: z.string().min(1).max(10_000).nullable(),
  /** When the access token runs out (ISO), from the token reply's `expires_in`; null if unknown. */
  expires_at: z.string().nullable(),
});
export type GoogleCalendarSecret = z.infer<typeof googleCalendarSecretSchema>;

/** Access a person has to a calendar, as Google names it; events need `writer` or `owner`. */
export const GOOGLE_CALENDAR_ACCESS_ROLES = [
  'freeBusyReader',
  'reader',
  'writerWithoutPrivateAccess',
  'writer',
  'owner',
] as const;

/** One choice of the calendar picker (a calendar the account may write events to). */
export const googleCalendarOptionSchema = z.object({
  id: z.string(),
  /** The name the person sees in Google Calendar (their own override first). */
  summary: z.string(),
  primary: z.boolean(),
  access_role: z.enum(GOOGLE_CALENDAR_ACCESS_ROLES),
  time_zone: z.string().nullable(),
  background_color: z.string().nullable(),
});
export type GoogleCalendarOption = z.infer<typeof googleCalendarOptionSchema>;
export const googleCalendarOptionsSchema = z.object({ items: z.array(googleCalendarOptionSchema) });

/** Where Google sends the browser back: PUBLIC_URL + this is the OAuth client's redirect URI. */
export const GOOGLE_CALENDAR_CALLBACK_PATH = '/api/google-calendar/callback';
/** The profile page's query parameter that says how connecting went (`ok` or `error`). */
export const GOOGLE_CALENDAR_RESULT_PARAM = 'google_calendar';
/** A connect `state` works once, for this long after the person pressed Connect. */
export const GOOGLE_CALENDAR_STATE_TTL_MS = 10 * 60 * 1000;
/** Longest `state`/`code`/`error` the callback accepts; Google's are far shorter. */
export const GOOGLE_CALENDAR_PARAM_MAX = 2048;

/** Why connecting ended without a connection: `reason` on the profile page, each a catalogue code. */
export const GOOGLE_CALENDAR_CONNECT_FAILURES = [
  'integration_state_invalid',
  'google_calendar_denied',
  'google_calendar_not_configured',
  'google_calendar_scopes_missing',
  'google_calendar_load_error',
] as const satisfies readonly ErrorCode[];
export type GoogleCalendarConnectFailure = (typeof GOOGLE_CALENDAR_CONNECT_FAILURES)[number];

/** The profile page's query after the callback; anything unknown reads as no result. */
export const googleCalendarResultQuerySchema = z.object({
  [GOOGLE_CALENDAR_RESULT_PARAM]: z.enum(['ok', 'error']).optional().catch(undefined),
  reason: z.enum(GOOGLE_CALENDAR_CONNECT_FAILURES).optional().catch(undefined),
});

/** `connected`, or `broken` once Google refused the grant: only connecting again helps. */
export const GOOGLE_CALENDAR_CONNECTION_STATES = ['connected', 'broken'] as const;

/** `GET /me/google-calendar`: whether the server has a Google app, and the caller's connection. */
export const googleCalendarStatusSchema = z.object({
  available: z.boolean(),
  connection: z
    .object({
      account_email: z.string().nullable(),
      calendar_id: z.string(),
      /** The calendar's name as the person sees it in Google; null until known. */
      calendar_name: z.string().nullable(),
      state: z.enum(GOOGLE_CALENDAR_CONNECTION_STATES),
      /** The last failure to update an event (cleared by the next success). */
      last_error: z.object({ code: z.string(), message: z.string(), at: z.string() }).nullable(),
      connected_at: z.string(),
    })
    .nullable(),
});
export type GoogleCalendarStatus = z.infer<typeof googleCalendarStatusSchema>;

/** `POST /me/google-calendar/connect`: Google's consent page to open. */
export const googleCalendarConnectStartedSchema = z.object({ authorize_url: z.url() });

/** `PUT /me/google-calendar`: the calendar events go to (one the account may write to). */
export const chooseGoogleCalendarSchema = z.object({
  calendar_id: z.string().trim().min(1).max(1024),
});

/** `GET /tickets/{ticketId}/calendar-event`: whose Google Calendar holds the ticket's event, if any. */
export const ticketCalendarEventSchema = z.object({
  event: z
    .object({
      /** The Google account of the calendar (shown as "In …'s calendar"). */
      account_email: z.string().nullable(),
      html_link: z.string().nullable(),
    })
    .nullable(),
});
export type TicketCalendarEvent = z.infer<typeof ticketCalendarEventSchema>;
