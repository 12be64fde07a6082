import {
  chooseGoogleCalendar,
  connectGoogleCalendar,
  disconnectGoogleCalendar,
  getGoogleCalendar,
  getTicketCalendarEvent,
  listGoogleCalendars,
  removeTicketCalendarEvent,
} from '@expertos/api-client/google-calendar';
import type {
  GoogleCalendarOption,
  GoogleCalendarStatus,
  TicketCalendarEvent,
} from '@expertos/domain/google-calendar.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { ticketKeys } from '@/shared/api/ticket-keys';
// Through this module's own exports, so a test's `vi.spyOn` answers the queries too.
import * as googleApi from './google-calendar';

/** Google Calendar as the app shows it (docs/product.md#integrations). */

export const fetchGoogleCalendar = () => getGoogleCalendar(api);
export const startGoogleConnect = () => connectGoogleCalendar(api);
export const fetchGoogleCalendars = () => listGoogleCalendars(api);
export const chooseCalendar = (calendarId: string) => chooseGoogleCalendar(api, calendarId);
export const disconnectGoogle = () => disconnectGoogleCalendar(api);
export const fetchTicketCalendarEvent = (ticketUid: string) => getTicketCalendarEvent(api, ticketUid);
export const removeFromCalendar = (ticketUid: string) => removeTicketCalendarEvent(api, ticketUid);

export const googleCalendarQueryKey = ['google-calendar'] as const;

export function googleCalendarQueryOptions() {
  return queryOptions<GoogleCalendarStatus>({
    queryKey: googleCalendarQueryKey,
    queryFn: () => googleApi.fetchGoogleCalendar(),
  });
}

export function googleCalendarsQueryOptions() {
  return queryOptions<GoogleCalendarOption[]>({
    queryKey: [...googleCalendarQueryKey, 'calendars'],
    queryFn: () => googleApi.fetchGoogleCalendars(),
    // A picker: no need to ask Google again on every focus.
    staleTime: 60_000,
    retry: false,
  });
}

/** Keyed by when the ticket last changed: a change may have moved or removed its event. */
export function ticketCalendarEventQueryOptions(ticketUid: string, ticketUpdated?: string) {
  return queryOptions<TicketCalendarEvent>({
    queryKey: ticketKeys.calendarEvent(ticketUid, ticketUpdated ?? ''),
    queryFn: () => googleApi.fetchTicketCalendarEvent(ticketUid),
  });
}

/** Sends the browser to Google's consent page; Google brings it back to /profile. */
export const openGoogleConsent = (url: string) => window.location.assign(url);
