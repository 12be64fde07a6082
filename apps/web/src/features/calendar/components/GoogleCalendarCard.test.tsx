import type { GoogleCalendarOption, GoogleCalendarStatus } from '@expertos/domain/google-calendar.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt } from '@/test/render';
import * as calls from '../api/google-calendar';
import { GoogleCalendarCard } from './GoogleCalendarCard';

const connection: NonNullable<GoogleCalendarStatus['connection']> = {
  account_email: 'maya@example.com',
  calendar_id: 'primary',
  calendar_name: null,
  state: 'connected',
  last_error: null,
  connected_at: '2026-11-28T10:00:00.000Z',
};
const calendars: GoogleCalendarOption[] = [
  {
    id: 'maya@example.com',
    summary: 'maya@example.com',
    primary: true,
    access_role: 'owner',
    time_zone: 'Europe/Berlin',
    background_color: null,
  },
  {
    id: 'team@group.calendar.google.com',
    summary: 'Content team',
    primary: false,
    access_role: 'writer',
    time_zone: 'Europe/Berlin',
    background_color: null,
  },
];

const renderCard = (path = '/profile') =>
  renderPageAt(path, [{ path: '/profile', element: <GoogleCalendarCard /> }]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Google Calendar card', () => {
  it('says when the server has no Google app', async () => {
    vi.spyOn(calls, 'fetchGoogleCalendar').mockResolvedValue({ available: false, connection: null });
    renderCard();
    expect(await screen.findByText(/This server has no Google app/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Google Calendar' })).toBeNull();
  });

  it('connects: sends the browser to Google’s consent page', async () => {
    vi.spyOn(calls, 'fetchGoogleCalendar').mockResolvedValue({ available: true, connection: null });
    vi.spyOn(calls, 'startGoogleConnect').mockResolvedValue(
      'https://accounts.google.com/o/oauth2/v2/auth?x=1',
    );
    const leave = vi.spyOn(calls, 'openGoogleConsent').mockImplementation(() => undefined);
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Google Calendar' }));
    expect(leave).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?x=1');
  });

  it('shows the account and picks another calendar', async () => {
    vi.spyOn(calls, 'fetchGoogleCalendar').mockResolvedValue({ available: true, connection });
    vi.spyOn(calls, 'fetchGoogleCalendars').mockResolvedValue(calendars);
    const choose = vi.spyOn(calls, 'chooseCalendar').mockResolvedValue({
      available: true,
      connection: {
        ...connection,
        calendar_id: 'team@group.calendar.google.com',
        calendar_name: 'Content team',
      },
    });
    renderCard();
    expect(await screen.findByText('Connected as maya@example.com')).toBeInTheDocument();
    const picker = await screen.findByRole('combobox', { name: 'Calendar for your tickets' });
    await vi.waitFor(() => expect(picker).toHaveValue('maya@example.com (main calendar)'));
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'Content team' }));
    expect(choose).toHaveBeenCalledWith('team@group.calendar.google.com');
    expect(await screen.findByText('Your tickets now go to Content team.')).toBeInTheDocument();
  });

  it('asks to reconnect a broken connection and shows the last failure', async () => {
    vi.spyOn(calls, 'fetchGoogleCalendar').mockResolvedValue({
      available: true,
      connection: {
        ...connection,
        state: 'broken',
        last_error: {
          code: 'calendar_update_failed',
          message: 'The calendar event could not be updated.',
          at: '2026-11-28T10:05:00.000Z',
        },
      },
    });
    const list = vi.spyOn(calls, 'fetchGoogleCalendars');
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(/Google no longer accepts this connection/);
    expect(screen.getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
    // No picker for a connection Google refuses.
    expect(list).not.toHaveBeenCalled();
  });

  it('shows the failure of the last update on a working connection', async () => {
    vi.spyOn(calls, 'fetchGoogleCalendar').mockResolvedValue({
      available: true,
      connection: {
        ...connection,
        last_error: {
          code: 'calendar_update_failed',
          message: 'The calendar event could not be updated. Google Calendar answered HTTP 500',
          at: '2026-11-28T10:05:00.000Z',
        },
      },
    });
    vi.spyOn(calls, 'fetchGoogleCalendars').mockResolvedValue(calendars);
    renderCard();
    expect(
      await screen.findByText(/The last update failed .*: The calendar event could not be updated/),
    ).toBeInTheDocument();
  });

  it('says why connecting did not work when Google sent the person back', async () => {
    vi.spyOn(calls, 'fetchGoogleCalendar').mockResolvedValue({ available: true, connection: null });
    renderCard('/profile?google_calendar=error&reason=google_calendar_denied');
    expect(await screen.findByRole('alert')).toHaveTextContent('access was not allowed on Google');
  });

  it('disconnects after asking', async () => {
    vi.spyOn(calls, 'fetchGoogleCalendar').mockResolvedValue({ available: true, connection });
    vi.spyOn(calls, 'fetchGoogleCalendars').mockResolvedValue(calendars);
    const disconnect = vi.spyOn(calls, 'disconnectGoogle').mockResolvedValue();
    renderCard('/profile?google_calendar=ok');
    expect(await screen.findByRole('status')).toHaveTextContent('Google Calendar is connected.');
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Google Calendar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(disconnect).toHaveBeenCalled();
  });
});
