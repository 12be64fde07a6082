import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import * as calls from '../api/google-calendar';
import { TicketCalendarEventSection } from './TicketCalendarEventSection';

const props = { ticketUid: 't1', workspaceUid: 'w1', totalSpent: 0, headingOrder: 4 as const };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a ticket's Google Calendar event", () => {
  it('says whose calendar holds it and removes it from there', async () => {
    vi.spyOn(calls, 'fetchTicketCalendarEvent').mockResolvedValue({
      event: { account_email: 'maya@example.com', html_link: 'https://calendar.google.com/event?eid=1' },
    });
    const remove = vi.spyOn(calls, 'removeFromCalendar').mockResolvedValue();
    renderWithProviders(<TicketCalendarEventSection {...props} />);
    expect(await screen.findByText('In maya@example.com’s Google Calendar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in Google Calendar' })).toHaveAttribute(
      'href',
      'https://calendar.google.com/event?eid=1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove from calendar' }));
    expect(remove).toHaveBeenCalledWith('t1');
    expect(await screen.findByText(/You can change the assignee now/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove from calendar' })).toBeNull();
  });

  it('shows nothing when the ticket has no event', async () => {
    const read = vi.spyOn(calls, 'fetchTicketCalendarEvent').mockResolvedValue({ event: null });
    const { container } = renderWithProviders(<TicketCalendarEventSection {...props} />);
    await vi.waitFor(() => expect(read).toHaveBeenCalled());
    expect(container.querySelector('section')).toBeNull();
  });
});
