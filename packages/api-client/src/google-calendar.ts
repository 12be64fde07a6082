import type {
  GoogleCalendarOption,
  GoogleCalendarStatus,
  TicketCalendarEvent,
} from '@expertos/domain/google-calendar.schema';
import { z } from 'zod';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/google-calendar.schema'));

/** Google Calendar, connected by each person (docs/product.md#integrations). */

const okSchema = z.object({ ok: z.literal(true) });
const ticketEvent = (ticketUid: string) => `/tickets/${encodeURIComponent(ticketUid)}/calendar-event`;

/** `GET /me/google-calendar`: whether the server offers it, and the caller's connection. */
export function getGoogleCalendar(
  client: ApiClient,
  opts: { signal?: AbortSignal } = {},
): Promise<GoogleCalendarStatus> {
  return client.get('/me/google-calendar', { schema: reply('googleCalendarStatusSchema'), ...opts });
}

/** `POST /me/google-calendar/connect`: Google's consent page to send the browser to. */
export async function connectGoogleCalendar(client: ApiClient): Promise<string> {
  return (
    await client.post('/me/google-calendar/connect', { schema: reply('googleCalendarConnectStartedSchema') })
  ).authorize_url;
}

/** `GET /me/google-calendar/calendars`: the calendars events can go to. */
export async function listGoogleCalendars(client: ApiClient): Promise<GoogleCalendarOption[]> {
  return (await client.get('/me/google-calendar/calendars', { schema: reply('googleCalendarOptionsSchema') }))
    .items;
}

/** `PUT /me/google-calendar`: the calendar the caller's events go to. */
export function chooseGoogleCalendar(client: ApiClient, calendarId: string): Promise<GoogleCalendarStatus> {
  return client.put('/me/google-calendar', {
    body: { calendar_id: calendarId },
    schema: reply('googleCalendarStatusSchema'),
  });
}

/** `DELETE /me/google-calendar`: disconnects (and revokes the access at Google). */
export async function disconnectGoogleCalendar(client: ApiClient): Promise<void> {
  await client.delete('/me/google-calendar', { schema: okSchema });
}

/** `GET /tickets/{id}/calendar-event`: whose Google Calendar holds the ticket's event. */
export function getTicketCalendarEvent(client: ApiClient, ticketUid: string): Promise<TicketCalendarEvent> {
  return client.get(ticketEvent(ticketUid), { schema: reply('ticketCalendarEventSchema') });
}

/** `DELETE /tickets/{id}/calendar-event`: "Remove from calendar". */
export async function removeTicketCalendarEvent(client: ApiClient, ticketUid: string): Promise<void> {
  await client.delete(ticketEvent(ticketUid), { schema: okSchema });
}
