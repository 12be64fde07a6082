import { z } from 'zod';

/**
 * Calendar feeds (docs/product.md#calendar-feeds): a secret iCalendar address per person (the
 * tickets assigned to them) or per brand (the brand's tickets) that any calendar app can
 * subscribe to. The address is the permission; revoking it ends it.
 */

export const CALENDAR_FEED_KINDS = ['person', 'brand'] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];

/** How often a subscriber is asked to look again (REFRESH-INTERVAL), in minutes. */
export const CALENDAR_FEED_REFRESH_MINUTES = 60;
/** The feed holds dates from this many days back ... */
export const CALENDAR_FEED_PAST_DAYS = 180;
/** ... to this many days ahead. */
export const CALENDAR_FEED_FUTURE_DAYS = 730;
/** At most this many events, the nearest to today first. */
export const CALENDAR_FEED_MAX_EVENTS = 5000;
/** A reminder shows as an event this long, in minutes. */
export const CALENDAR_REMINDER_MINUTES = 15;

/**
 * The dates of a ticket that become events. How an event's title names each is a label
 * (label-texts: `calendarEvents`), in the reader's language.
 */
export const CALENDAR_EVENT_FIELDS = ['due_date', 'film_date', 'posted_date', 'remind_at'] as const;
export type CalendarEventField = (typeof CALENDAR_EVENT_FIELDS)[number];

export const calendarFeedSchema = z.object({
  uid: z.string(),
  kind: z.enum(CALENDAR_FEED_KINDS),
  /** The brand of a brand feed; null for a person's. */
  project_uid: z.string().nullable(),
  project_name: z.string().nullable(),
  /** The secret address to subscribe to (https or http, as the app is served). */
  url: z.string(),
  created_at: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedListSchema = z.object({ items: z.array(calendarFeedSchema) });

/** `project_uid` null: the caller's own feed; a brand's uid: that brand's. */
export const createCalendarFeedSchema = z.object({ project_uid: z.string().uuid().nullable() }).strict();
export type CreateCalendarFeedInput = z.infer<typeof createCalendarFeedSchema>;

export const calendarFeedRevokedSchema = z.object({ ok: z.literal(true) });
