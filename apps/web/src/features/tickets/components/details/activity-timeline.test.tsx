import type { TicketActivity } from '@expertos/domain/ticket.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import * as assigneesApi from '../../api/assignees';
import * as ticketActivityApi from '../../api/ticket-activity';
import { ActivityTimeline } from './ActivityTimeline';

const ADA = { uid: 'm1', name: 'Ada Lovelace', email: 'ada@example.com', image: null };

const entry = (uid: string, from: string, to: string, created: string): TicketActivity => ({
  uid,
  kind: 'priority',
  field: null,
  from,
  to,
  actor: ADA,
  via: null,
  via_name: null,
  created,
});

beforeEach(() => {
  vi.spyOn(assigneesApi, 'fetchAssignees').mockResolvedValue([ADA]);
});
afterEach(() => vi.restoreAllMocks());

describe('ActivityTimeline', { timeout: 20_000 }, () => {
  it('shows the latest entries oldest first and loads older ones above with "Show older activity"', async () => {
    const created: TicketActivity = { ...entry('a1', '', '', '2030-01-01T10:00:00.000Z'), kind: 'created' };
    const older = [created, entry('a2', '1', '2', '2030-01-02T10:00:00.000Z')];
    const newer = [
      entry('a3', '2', '3', '2030-01-03T10:00:00.000Z'),
      entry('a4', '3', '4', '2030-01-04T10:00:00.000Z'),
    ];
    let release: () => void = () => {};
    const activity = vi
      .spyOn(ticketActivityApi, 'fetchTicketActivity')
      .mockImplementation(async (_ticket, cursor) => {
        // The server answers newest first.
        if (!cursor) return { items: newer.toReversed(), next_cursor: 'cursor-2' };
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { items: older.toReversed(), next_cursor: null };
      });
    renderWithProviders(<ActivityTimeline ticketUid="t1" workspaceUid="w1" />);
    const items = () =>
      within(screen.getByTestId('activity'))
        .getAllByRole('time')
        .map((time) => time.getAttribute('datetime'));
    await waitFor(() => expect(items()).toEqual(newer.map((e) => e.created)));

    const more = screen.getByRole('button', { name: 'Show older activity' });
    await userEvent.click(more);
    await waitFor(() => expect(activity).toHaveBeenCalledWith('t1', 'cursor-2', expect.any(AbortSignal)));
    await waitFor(() => expect(more).toHaveAttribute('data-loading', 'true'));
    release();
    await waitFor(() => expect(items()).toEqual([...older, ...newer].map((e) => e.created)));
    expect(screen.getByText(/Ada Lovelace created this ticket/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older activity' })).toBeNull();
  });
});
