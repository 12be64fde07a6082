import { PRESENCE } from '@expertos/domain/realtime';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { emitLive } from '@/test/live';
import { renderWithProviders } from '@/test/render';
import * as presenceApi from '../../api/presence';
import { TicketPresence } from './TicketPresence';

const me = { member_uid: 'm-me', name: 'Max Mate' };
const lena = { member_uid: 'm-lena', name: 'Lena Lead' };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  useWorkspaceStore.getState().setCurrentMember(null);
});

describe('who else has the ticket open', () => {
  it('shows the others, follows the live list, renews while open and says goodbye on close', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useWorkspaceStore.getState().setCurrentMember({ uid: me.member_uid, role: 'member', status: 'joined' });
    const announce = vi
      .spyOn(presenceApi, 'announceTicketPresence')
      .mockResolvedValue({ viewers: [me, lena] });
    const leave = vi.spyOn(presenceApi, 'leaveTicketPresence').mockResolvedValue({ viewers: [lena] });

    const view = renderWithProviders(<TicketPresence ticketUid="t1" />);
    expect(await screen.findByText('Lena Lead is here too')).toBeInTheDocument();
    expect(announce).toHaveBeenCalledWith('t1');

    // Another ticket's presence changes nothing here; this one's replaces the list.
    act(() => emitLive('presence', { workspace_uid: 'w1', ticket_uid: 't2', viewers: [me] }));
    expect(screen.getByTestId('ticket-presence')).toBeInTheDocument();
    act(() => emitLive('presence', { workspace_uid: 'w1', ticket_uid: 't1', viewers: [me] }));
    expect(screen.queryByTestId('ticket-presence')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(PRESENCE.renewMs));
    expect(announce).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Lena Lead is here too')).toBeInTheDocument();

    view.unmount();
    expect(leave).toHaveBeenCalledWith('t1');
  });

  it('shows nothing while the person is alone, or when saying so fails', async () => {
    useWorkspaceStore.getState().setCurrentMember({ uid: me.member_uid, role: 'member', status: 'joined' });
    const announce = vi.spyOn(presenceApi, 'announceTicketPresence').mockRejectedValue(new Error('offline'));
    vi.spyOn(presenceApi, 'leaveTicketPresence').mockResolvedValue({ viewers: [] });
    renderWithProviders(<TicketPresence ticketUid="t1" />);
    await vi.waitFor(() => expect(announce).toHaveBeenCalled());
    expect(screen.queryByTestId('ticket-presence')).not.toBeInTheDocument();
  });
});
