import type { Ticket } from '@expertos/domain/ticket.schema';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { setViewerTimeZone } from '@/shared/session/viewer-zone';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as assigneesApi from '../../../api/assignees';
import * as checklistApi from '../../../api/checklist';
import * as milestonesApi from '../../../api/milestones';
import * as tagsApi from '../../../api/tags';
import * as ticketApi from '../../../api/ticket';
import * as ticketActivityApi from '../../../api/ticket-activity';
import * as ticketListsApi from '../../../api/ticket-lists';
import { mergeTicket } from '../merge-ticket';
import { TicketDetails } from '../TicketDetails';
import { aTicket } from '../ticket-fixture';

function Harness({ uid }: { uid: string }) {
  const query = useQuery({ queryKey: ticketKeys.ticket(uid), queryFn: () => ticketApi.fetchTicket(uid) });
  return query.data ? <TicketDetails task={mergeTicket(query.data)} /> : null;
}

async function renderTicket(ticket: Ticket) {
  vi.spyOn(ticketApi, 'fetchTicket').mockResolvedValue(ticket);
  renderWithProviders(<Harness uid={ticket.uid} />);
  await screen.findByText(ticket.summary, { selector: 'h3' }, { timeout: 15_000 });
  return setupUser();
}

beforeEach(() => {
  vi.spyOn(ticketActivityApi, 'fetchTicketActivity').mockResolvedValue({ items: [], next_cursor: null });
  vi.spyOn(checklistApi, 'fetchChecklist').mockResolvedValue({ items: [], done: 0, total: 0 });
  // A ticket's subtasks (`?parent=`): none.
  vi.spyOn(ticketListsApi, 'fetchProjectTickets').mockResolvedValue({ items: [], next_cursor: null });
  vi.spyOn(assigneesApi, 'fetchAssignees').mockResolvedValue([]);
  vi.spyOn(tagsApi, 'fetchTags').mockResolvedValue([]);
  vi.spyOn(milestonesApi, 'fetchMilestones').mockResolvedValue([]);
});
afterEach(() => vi.restoreAllMocks());

describe('TicketDetails: remind at', { timeout: 20_000 }, () => {
  it('saves the picked day and time as an ISO timestamp, once the picker is confirmed', async () => {
    const ticket = aTicket({ ticket_type: 'reminder', remind_at: new Date(2030, 0, 8, 9, 0).toISOString() });
    const update = vi
      .spyOn(ticketApi, 'updateTicket')
      .mockImplementation(async (_uid, change) => ({ ...ticket, remind_at: change.remind_at ?? null }));
    const u = await renderTicket(ticket);
    const field = screen.getByRole('button', { name: 'Remind at' });
    expect(field).toHaveTextContent('Jan 8, 2030 09:00');

    await u.click(field);
    await u.click(await screen.findByRole('button', { name: '10 January 2030' }));
    const hours = screen.getByRole('spinbutton', { name: 'Hours' });
    await u.clear(hours);
    await u.type(hours, '14');
    const minutes = screen.getByRole('spinbutton', { name: 'Minutes' });
    await u.clear(minutes);
    await u.type(minutes, '30');
    // Nothing is saved while the picker is open.
    expect(update).not.toHaveBeenCalled();
    await u.click(screen.getByRole('button', { name: 'Set reminder' }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const remindAt = new Date(2030, 0, 10, 14, 30).toISOString();
    expect(update).toHaveBeenCalledWith('t1', { remind_at: remindAt });
    expect(remindAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remind at' })).toHaveTextContent('Jan 10, 2030 14:30'),
    );
  });

  it('reads and picks the time on the viewer’s profile zone, whatever the browser’s clock', async () => {
    setViewerTimeZone('Asia/Kathmandu');
    try {
      // 03:15 UTC is 09:00 in Kathmandu (UTC+5:45).
      const ticket = aTicket({ ticket_type: 'reminder', remind_at: '2030-01-08T03:15:00.000Z' });
      const update = vi
        .spyOn(ticketApi, 'updateTicket')
        .mockImplementation(async (_uid, change) => ({ ...ticket, remind_at: change.remind_at ?? null }));
      const u = await renderTicket(ticket);
      const field = screen.getByRole('button', { name: 'Remind at' });
      expect(field).toHaveTextContent('Jan 8, 2030 09:00');
      await u.click(field);
      await u.click(await screen.findByRole('button', { name: '10 January 2030' }));
      const hours = screen.getByRole('spinbutton', { name: 'Hours' });
      await u.clear(hours);
      await u.type(hours, '14');
      const minutes = screen.getByRole('spinbutton', { name: 'Minutes' });
      await u.clear(minutes);
      await u.type(minutes, '30');
      await u.click(screen.getByRole('button', { name: 'Set reminder' }));
      await waitFor(() =>
        expect(update).toHaveBeenCalledWith('t1', { remind_at: '2030-01-10T08:45:00.000Z' }),
      );
    } finally {
      setViewerTimeZone(null);
    }
  });

  it('removes the reminder with the clear button', async () => {
    const ticket = aTicket({ ticket_type: 'reminder', remind_at: '2030-01-08T09:00:00.000Z' });
    const update = vi.spyOn(ticketApi, 'updateTicket').mockResolvedValue({ ...ticket, remind_at: null });
    const u = await renderTicket(ticket);
    await u.click(screen.getByRole('button', { name: 'Remove reminder' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('t1', { remind_at: null }));
  });

  it('says when the reminder was sent', async () => {
    await renderTicket(
      aTicket({
        ticket_type: 'reminder',
        remind_at: '2030-01-08T09:00:00.000Z',
        reminded_at: '2030-01-08T09:00:05.000Z',
      }),
    );
    expect(screen.getByTestId('reminder-sent')).toHaveTextContent(/^Reminder time passed /);
  });

  it('is shown on reminders and on tickets that keep a reminder time only', async () => {
    await renderTicket(aTicket({ ticket_type: 'task' }));
    expect(screen.queryByRole('button', { name: 'Remind at' })).toBeNull();
  });
});
