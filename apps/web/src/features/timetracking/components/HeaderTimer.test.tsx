import { ApiError } from '@expertos/api-client/client';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { OPEN_TASK_EVENT, type TaskDialogTarget } from '@/shared/ui/task-dialog/open-task-dialog';
import { renderWithProviders, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as timerApi from '../api/timer';
import { aRunningEntry, aState, aTimeEntry } from '../test/time-fixtures';
import { HeaderTimer } from './HeaderTimer';

afterEach(() => vi.restoreAllMocks());

const messages = () => notificationsStore.getState().items.map((item) => item.message);

describe('HeaderTimer', { timeout: 15_000 }, () => {
  it('shows the running clock and the ticket, ticking every second without asking again', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    signIn();
    const state = vi
      .spyOn(timerApi, 'fetchTimeState')
      .mockResolvedValue(aState([aRunningEntry({ seconds: 300 })]));
    renderWithProviders(<HeaderTimer />);

    const group = await screen.findByRole('group', { name: 'Running timer' });
    expect(state).toHaveBeenCalledWith('w1', expect.anything());
    expect(within(group).getByTestId('header-timer-clock')).toHaveTextContent(/^00:05:0[01]$/);
    expect(group).toHaveTextContent('#12');
    act(() => vi.advanceTimersByTime(65_000));
    expect(within(group).getByTestId('header-timer-clock')).toHaveTextContent(/^00:06:0[56]$/);
    // No poll in the test build mode, and no request per tick.
    expect(state).toHaveBeenCalledTimes(1);
  });

  it('stops the timer: the pill goes away and the total is said', async () => {
    signIn();
    vi.spyOn(timerApi, 'fetchTimeState')
      .mockResolvedValueOnce(aState([aRunningEntry()]))
      .mockResolvedValue(aState([aTimeEntry({ uid: 'run', seconds: 1500 })]));
    const stop = vi.spyOn(timerApi, 'stopTimer').mockResolvedValue(aTimeEntry({ uid: 'run', seconds: 1500 }));
    renderWithProviders(<HeaderTimer />);
    const u = setupUser();

    await u.click(await screen.findByRole('button', { name: 'Stop timer' }));

    expect(stop).toHaveBeenCalledWith('t1');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Running timer' })).toBeNull());
    expect(messages()).toContain('Timer stopped: 25m on #12.');
  });

  it('says why a stop failed and keeps the pill', async () => {
    signIn();
    vi.spyOn(timerApi, 'fetchTimeState').mockResolvedValue(aState([aRunningEntry()]));
    vi.spyOn(timerApi, 'stopTimer').mockRejectedValue(
      new ApiError({ status: 409, code: 'timer_not_running', message: 'x' }),
    );
    renderWithProviders(<HeaderTimer />);
    const u = setupUser();
    await u.click(await screen.findByRole('button', { name: 'Stop timer' }));
    await waitFor(() => expect(messages()).toHaveLength(1));
    expect(messages()[0]).toBe(ERROR_CATALOGUE.timer_not_running.message);
    expect(screen.getByRole('group', { name: 'Running timer' })).toBeInTheDocument();
  });

  it('opens the ticket in the task dialog', async () => {
    signIn();
    vi.spyOn(timerApi, 'fetchTimeState').mockResolvedValue(aState([aRunningEntry()]));
    const opened: TaskDialogTarget[] = [];
    const listener = (event: Event) => opened.push((event as CustomEvent<TaskDialogTarget>).detail);
    window.addEventListener(OPEN_TASK_EVENT, listener);
    renderWithProviders(<HeaderTimer />);
    const u = setupUser();

    await u.click(await screen.findByRole('button', { name: /^Open ticket #12 Film the reel/ }));

    window.removeEventListener(OPEN_TASK_EVENT, listener);
    expect(opened).toEqual([{ taskId: 't1', projectSlug: 'acme', title: 'Film the reel' }]);
  });

  it('shows nothing when no timer runs', async () => {
    signIn();
    const state = vi.spyOn(timerApi, 'fetchTimeState').mockResolvedValue(aState([aTimeEntry()]));
    renderWithProviders(<HeaderTimer />);
    await waitFor(() => expect(state).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByRole('group', { name: 'Running timer' })).toBeNull();
    expect(screen.queryByTestId('header-timer')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks nothing when signed out, or for an external collaborator', async () => {
    const state = vi.spyOn(timerApi, 'fetchTimeState').mockResolvedValue(aState([aRunningEntry()]));
    const { unmount } = renderWithProviders(<HeaderTimer />);
    await act(async () => {});
    unmount();
    signIn({ role: 'external' });
    expect(useWorkspaceStore.getState().currentMemberRole).toBe('external');
    renderWithProviders(<HeaderTimer />);
    await act(async () => {});
    expect(state).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'Running timer' })).toBeNull();
  });
});
