import type { GoogleCalendarConfig } from '@expertos/domain/google-calendar.schema';
import { DEFAULT_LANGUAGE, type Language } from '@expertos/domain/languages';
import {
  type CalendarTicket,
  eventMatches,
  eventPatch,
  type StoredEvent,
  ticketEventBody,
  ticketEventId,
} from './calendar-event.js';
import type { GoogleCalendarClient, GoogleEvent } from './google-calendar-client.js';
import { GoogleCalendarError } from './google-oauth.js';

/**
 * Brings a ticket's Google Calendar event in line with the ticket (docs/product.md#integrations):
 * one all-day event while the ticket has a date, none once it loses it or is deleted.
 *
 * Idempotent, so a delivery retried after a lost answer never makes a second event: the event
 * is first looked up by the ticket's uid in its private extended property; a new one is
 * inserted under an id derived from the ticket uid, so an insert that did reach Google answers
 * 409 the second time, and the existing event (cancelled if it was deleted before) is patched
 * back instead. Events found twice for one ticket (made before, or by hand) are removed down to
 * one. An event that already shows the ticket is not written again.
 *
 * Every failure is a `GoogleCalendarError` with code `calendar_update_failed`: for the person,
 * the calendar event could not be updated, whichever call failed.
 */

export type TicketEventChange = CalendarTicket | { deleted: true; uid: string };

export type TicketEventOutcome =
  | { action: 'created' | 'updated' | 'unchanged'; eventId: string; htmlLink: string | null }
  /** `eventIds`: the events removed; empty when there was none to remove. */
  | { action: 'deleted'; eventIds: string[] };

const WRITE = 'calendar_update_failed' as const;

export async function syncTicketEvent(
  client: GoogleCalendarClient,
  config: Pick<GoogleCalendarConfig, 'calendar_id' | 'time_zone'>,
  change: TicketEventChange,
  language: Language = DEFAULT_LANGUAGE,
): Promise<TicketEventOutcome> {
  try {
    if ('deleted' in change) return await removeEvents(client, config.calendar_id, change.uid);
    const body = ticketEventBody(change, config, language);
    if (!body) return await removeEvents(client, config.calendar_id, change.uid);
    const calendarId = config.calendar_id;
    const found = await client.findTicketEvents(calendarId, change.uid);
    const kept = found.find((event) => event.id === body.id) ?? found[0];
    for (const extra of found) if (extra !== kept && extra.id) await client.deleteEvent(calendarId, extra.id);
    if (kept?.id) {
      if (eventMatches(kept as StoredEvent, body)) return outcome('unchanged', kept);
      return outcome('updated', await client.patchEvent(calendarId, kept.id, eventPatch(body)));
    }
    try {
      return outcome('created', await client.insertEvent(calendarId, body));
    } catch (caught) {
      // The id is taken: an earlier attempt's insert did arrive, or the event was deleted
      // (Google keeps it, cancelled). Either way it is ours; bring it to the ticket's state.
      if (!(caught instanceof GoogleCalendarError) || caught.details.status !== 409) throw caught;
      return outcome('created', await client.patchEvent(calendarId, body.id, eventPatch(body)));
    }
  } catch (caught) {
    throw caught instanceof GoogleCalendarError ? caught.as(WRITE) : caught;
  }
}

function outcome(action: 'created' | 'updated' | 'unchanged', event: GoogleEvent): TicketEventOutcome {
  return { action, eventId: event.id ?? '', htmlLink: event.htmlLink ?? null };
}

/**
 * Removes the ticket's events: those found by its uid, and the one under its derived id in case
 * the lookup missed it (an insert whose answer was lost). Already gone is fine.
 */
async function removeEvents(
  client: GoogleCalendarClient,
  calendarId: string,
  ticketUid: string,
): Promise<TicketEventOutcome> {
  const found = await client.findTicketEvents(calendarId, ticketUid);
  const ids = new Set(found.map((event) => event.id).filter((id): id is string => !!id));
  const removed: string[] = [];
  for (const id of ids) if ((await client.deleteEvent(calendarId, id)) === 'deleted') removed.push(id);
  const derived = ticketEventId(ticketUid);
  if (!ids.has(derived) && (await client.deleteEvent(calendarId, derived)) === 'deleted')
    removed.push(derived);
  return { action: 'deleted', eventIds: removed };
}
