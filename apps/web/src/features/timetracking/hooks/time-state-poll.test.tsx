import { TIME_TRACKING_POLL_MS } from '@expertos/domain/timetracking';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLiveStatus } from '@/shared/lib/live/live-status';
import { TestProviders } from '@/test/render';
import * as timerApi from '../api/timer';
import { aState } from '../test/time-fixtures';
import { useTimeState } from './use-time-state';

afterEach(() => vi.restoreAllMocks());

const wrapper = ({ children }: { children: ReactNode }) => (
  <TestProviders withUiHosts={false}>{children}</TestProviders>
);

describe('the timer poll and the live stream', () => {
  it('rests while the stream is live and polls again when it is not', async () => {
    vi.useFakeTimers();
    // The build mode of tests does not poll; the header's production interval here.
    vi.spyOn(timerApi, 'timeTrackingPollInterval').mockReturnValue(TIME_TRACKING_POLL_MS);
    const fetch = vi.spyOn(timerApi, 'fetchTimeState').mockResolvedValue(aState([]));
    renderHook(() => useTimeState('w1', { poll: true }), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(TIME_TRACKING_POLL_MS));
    expect(fetch).toHaveBeenCalledTimes(2);

    act(() => setLiveStatus('live'));
    await act(() => vi.advanceTimersByTimeAsync(4 * TIME_TRACKING_POLL_MS));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetch).toHaveBeenCalledTimes(2);

    act(() => setLiveStatus('connecting'));
    await act(() => vi.advanceTimersByTimeAsync(TIME_TRACKING_POLL_MS));
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
