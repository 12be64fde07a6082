import { NOTIFICATION_POLL_MS } from '@expertos/domain/notifications';
import { aNotificationPage } from '@expertos/domain/testing/notifications';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLiveStatus } from '@/shared/lib/live/live-status';
import { TestProviders } from '@/test/render';
import * as notificationsApi from '../api/notifications';
import { useNotificationPoll } from './use-notification-poll';

afterEach(() => vi.restoreAllMocks());

const wrapper = ({ children }: { children: ReactNode }) => (
  <TestProviders withUiHosts={false}>{children}</TestProviders>
);

describe('the bell poll and the live stream', () => {
  it('rests while the stream is live and polls again when it is not', async () => {
    vi.useFakeTimers();
    const fetch = vi.spyOn(notificationsApi, 'fetchNotifications').mockResolvedValue(aNotificationPage([]));
    renderHook(() => useNotificationPoll({ userUid: 'u1', centreOpen: false }), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS));
    expect(fetch).toHaveBeenCalledTimes(2);

    act(() => setLiveStatus('live'));
    await act(() => vi.advanceTimersByTimeAsync(4 * NOTIFICATION_POLL_MS));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetch).toHaveBeenCalledTimes(2);

    act(() => setLiveStatus('offline'));
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS));
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
