import { localDayOf } from '@expertos/domain/due-state';
import { TICKET_PAGE_MAX, type TicketListItem, type TicketListQuery } from '@expertos/domain/ticket.schema';
import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { weekStart } from '@/shared/lib/format';
import { viewerTimeZone } from '@/shared/session/viewer-zone';
import { fetchProjectTickets, fetchWorkspaceTickets } from '../../api/ticket-lists';
import { scopeKey, type TicketScope } from '../ticket-scope';
import { type DateWindow, openingWindow, PHONE_QUERY } from './calendar-events';

/** A calendar window shows at most this many tickets (five full pages). */
export const CALENDAR_MAX_TICKETS = 1000;

export interface CalendarTickets {
  items: TicketListItem[];
  /** True when the window holds more tickets than the calendar loads. */
  truncated: boolean;
}

/** The list query of one window: the filters plus the dates, in big pages. */
export function windowQuery(query: TicketListQuery, window: DateWindow): TicketListQuery {
  const { cursor: _cursor, ...filters } = query;
  return { ...filters, ...window, sort: 'due_date', order: 'asc', limit: TICKET_PAGE_MAX };
}

/** The calendar's own cache entry (its shape, every page of a window, is not the table's). */
export function calendarKey(scope: TicketScope, query: TicketListQuery, window: DateWindow) {
  return ticketKeys.calendarWindow(scope.workspaceUid, scopeKey(scope), windowQuery(query, window));
}

/** Every ticket of the window, following the cursor page after page up to the cap. */
export async function fetchWindow(
  scope: TicketScope,
  query: TicketListQuery,
  signal?: AbortSignal,
): Promise<CalendarTickets> {
  const items: TicketListItem[] = [];
  let cursor: string | null = null;
  do {
    const pageQuery: TicketListQuery = cursor ? { ...query, cursor } : query;
    const page =
      scope.kind === 'workspace'
        ? await fetchWorkspaceTickets(scope.workspaceUid, pageQuery, signal)
        : await fetchProjectTickets(scope.projectUid, pageQuery, signal);
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor && items.length < CALENDAR_MAX_TICKETS);
  return { items: items.slice(0, CALENDAR_MAX_TICKETS), truncated: cursor !== null };
}

/** The window's tickets; the previous window's stay on screen while the next one loads. */
export function useCalendarTickets(scope: TicketScope, query: TicketListQuery, window: DateWindow | null) {
  return useQuery({
    queryKey: window
      ? calendarKey(scope, query, window)
      : calendarKey(scope, query, { date_from: '', date_to: '' }),
    queryFn: ({ signal }) => fetchWindow(scope, windowQuery(query, window as DateWindow), signal),
    enabled: window !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Asks for the window a calendar opens on today (`language` sets the week's first day), unless
 * its tickets are fresh or on their way: the calendar then finds them in the cache.
 */
export function prefetchOpeningWindow(
  client: QueryClient,
  scope: TicketScope,
  query: TicketListQuery,
  language: string,
): Promise<void> {
  const today = localDayOf(new Date(), viewerTimeZone());
  const window = openingWindow(today, weekStart(language), matchMedia(PHONE_QUERY).matches);
  return client.prefetchQuery({
    queryKey: calendarKey(scope, query, window),
    queryFn: ({ signal }) => fetchWindow(scope, windowQuery(query, window), signal),
  });
}

/**
 * While `active` (the page shows the calendar), asks for the window the calendar will open on
 * straight away: on a cold load the month's tickets then come in beside the calendar's code
 * rather than after it has arrived and drawn (a cold load of the calendar's address asks even
 * earlier, calendar-on-start.ts).
 */
export function usePrefetchOpeningWindow(scope: TicketScope, query: TicketListQuery, active: boolean) {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    if (active) void prefetchOpeningWindow(client, scope, query, language);
  }, [active, client, scope, query, language]);
}
