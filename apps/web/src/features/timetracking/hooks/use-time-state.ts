import type { TimeTrackingState } from '@expertos/domain/timetracking.schema';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useIsLive } from '@/shared/lib/live/live-status';
import { timeKeys } from '../api/keys';
import { fetchTimeState, timeTrackingPollInterval } from '../api/timer';

export interface TimeStateOptions {
  /** Polls every 10 s (the header); other readers share its cache without a poll of their own. */
  poll?: boolean;
  enabled?: boolean;
}

/**
 * `GET /workspaces/{id}/timetracking/entries`: the caller's running timer and latest entries.
 * The header polls it (docs/product.md#time; not in the test build mode) and re-reads it on
 * window focus, except while the live stream is up (docs/product.md#live-updates).
 */
export function useTimeState(
  workspaceUid: string | null,
  { poll = false, enabled = true }: TimeStateOptions = {},
) {
  // While the live stream is up it says when the timer changes elsewhere: no poll then.
  const live = useIsLive();
  const polls = poll && !live;
  return useQuery({
    queryKey: timeKeys.state(workspaceUid ?? ''),
    queryFn: ({ signal }) => fetchTimeState(workspaceUid ?? '', signal),
    enabled: enabled && Boolean(workspaceUid),
    refetchInterval: polls ? timeTrackingPollInterval(import.meta.env.MODE) : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: polls ? 'always' : false,
    // A running clock must not show a stale timer for 30 s after another tab stopped it.
    staleTime: 0,
  });
}

/** The cached state, read right before an action (which timer was running). */
export function cachedTimeState(
  queryClient: QueryClient,
  workspaceUid: string,
): TimeTrackingState | undefined {
  return queryClient.getQueryData<TimeTrackingState>(timeKeys.state(workspaceUid));
}
