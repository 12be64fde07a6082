import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import {
  chooseGoogleCalendar,
  connectGoogleCalendar,
  disconnectGoogleCalendar,
  getGoogleCalendar,
  getTicketCalendarEvent,
  listGoogleCalendars,
  removeTicketCalendarEvent,
} from './google-calendar';
import { type LocalServer, startLocalServer } from './testing/local-server';

let server: LocalServer;
const status = {
  available: true,
  connection: {
    account_email: 'maya@example.com',
    calendar_id: 'primary',
    calendar_name: null,
    state: 'connected',
    last_error: null,
    connected_at: '2026-11-28T10:00:00.000Z',
  },
};
const calendar = {
  id: 'maya@example.com',
  summary: 'maya@example.com',
  primary: true,
  access_role: 'owner',
  time_zone: 'Europe/Berlin',
  background_color: null,
};

beforeAll(async () => {
  server = await startLocalServer({
    'GET /api/me/google-calendar': () => ({ json: status }),
    'PUT /api/me/google-calendar': () => ({ json: status }),
    'DELETE /api/me/google-calendar': () => ({ json: { ok: true } }),
    'POST /api/me/google-calendar/connect': () => ({
      json: { authorize_url: 'https://accounts.google.com/o/oauth2/v2/auth?state=s' },
    }),
    'GET /api/me/google-calendar/calendars': () => ({ json: { items: [calendar] } }),
    'GET /api/tickets/t1/calendar-event': () => ({ json: { event: null } }),
    'DELETE /api/tickets/t1/calendar-event': () => ({ json: { ok: true } }),
  });
});
afterAll(() => server.close());

describe('the Google Calendar calls', () => {
  const client = () => createApiClient({ baseUrl: `${server.origin}/api` });

  it('reads, connects, lists, picks and disconnects', async () => {
    expect(await getGoogleCalendar(client())).toEqual(status);
    expect(await connectGoogleCalendar(client())).toBe(
      'https://accounts.google.com/o/oauth2/v2/auth?state=s',
    );
    expect(await listGoogleCalendars(client())).toEqual([calendar]);
    expect(await chooseGoogleCalendar(client(), 'team@group.calendar.google.com')).toEqual(status);
    expect(server.hits('/api/me/google-calendar').find((h) => h.method === 'PUT')?.body).toBe(
      '{"calendar_id":"team@group.calendar.google.com"}',
    );
    await expect(disconnectGoogleCalendar(client())).resolves.toBeUndefined();
  });

  it("reads and removes a ticket's event", async () => {
    expect(await getTicketCalendarEvent(client(), 't1')).toEqual({ event: null });
    await expect(removeTicketCalendarEvent(client(), 't1')).resolves.toBeUndefined();
  });
});
