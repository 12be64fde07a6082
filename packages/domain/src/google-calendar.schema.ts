import { z } from 'zod';

/**
 * Google Calendar (docs/product.md#integrations, providers/google-calendar.md): a brand connects
 * a Google account (OAuth web-server flow, offline access) and picks one of its calendars; each
 * ticket with a date gets one all-day event there, kept in step with the ticket and removed with
 * it. The event carries the ticket's uid in a private extended property, which is how it is
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
