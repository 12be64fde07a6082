import type { TicketTime, TimeEntry, TimeTrackingState } from '@expertos/domain/timetracking.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { formatDuration } from '@/shared/lib/format';
import { notify } from '@/shared/ui/notify/notify-store';
import { invalidateTime, timeKeys } from '../api/keys';
import { startTimer, stopTimer } from '../api/timer';
import { runningEntry } from '../lib/elapsed';
import { cachedTimeState } from './use-time-state';

/** The state once `entry` (the server's answer) runs or has stopped: no waiting for the next poll. */
function withEntry(state: TimeTrackingState | undefined, entry: TimeEntry): TimeTrackingState {
  const others = (state?.entries ?? []).filter((item) => item.uid !== entry.uid && !item.running);
  return entry.running
    ? { hasTimeTracking: true, entries: [entry, ...others] }
    : { hasTimeTracking: false, entries: [entry, ...others] };
}

/**
 * The ticket's time once `entry` runs or has stopped: a stopped timer's seconds join the total
 * at once, so the total does not dip between the answer and the refetch. An entry the cache
 * already holds as finished is counted there already.
 */
function withTicketEntry(time: TicketTime | undefined, entry: TimeEntry): TicketTime | undefined {
  if (!time) return time;
  const known = time.entries.find((item) => item.uid === entry.uid);
  if (known && !known.running) return time;
  const others = time.entries.filter((item) => item.uid !== entry.uid);
  return {
    total_spent: time.total_spent + (entry.running ? 0 : entry.seconds),
    entries: [entry, ...others],
  };
}

/**
 * Start and stop of the caller's timer. Starting stops a timer running on another ticket
 * (server rule); the user is told which one. Failures stay on the mutation (`error`) for the
 * caller to show where the button is.
 */
export function useTimerActions(workspaceUid: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settle = (entry: TimeEntry, alsoTickets: string[] = []) => {
    queryClient.setQueryData<TimeTrackingState>(timeKeys.state(workspaceUid), (state) =>
      withEntry(state, entry),
    );
    queryClient.setQueryData<TicketTime>(ticketKeys.timeEntries(entry.ticket.uid), (time) =>
      withTicketEntry(time, entry),
    );
    invalidateTime(queryClient, workspaceUid, [entry.ticket.uid, ...alsoTickets]);
  };

  const start = useMutation({
    mutationFn: async (ticketUid: string) => {
      const before = runningEntry(cachedTimeState(queryClient, workspaceUid));
      const entry = await startTimer(ticketUid);
      return { entry, stopped: before && before.ticket.uid !== ticketUid ? before : null };
    },
    onSuccess: ({ entry, stopped }) => {
      settle(entry, stopped ? [stopped.ticket.uid] : []);
      if (stopped) {
        notify({
          type: 'positive',
          message: t('ui.timetracking.stoppedOther', {
            id: stopped.ticket.id,
            summary: stopped.ticket.summary,
          }),
        });
      }
    },
    // A stale view (timer started or stopped elsewhere) is put right either way.
    onError: () => invalidateTime(queryClient, workspaceUid, []),
  });

  const stop = useMutation({
    mutationFn: (ticketUid: string) => stopTimer(ticketUid),
    onSuccess: (entry) => {
      settle(entry);
      notify({
        type: 'positive',
        message: t('ui.timetracking.stopped', {
          id: entry.ticket.id,
          duration: formatDuration(entry.seconds),
        }),
      });
    },
    onError: (_error, ticketUid) => invalidateTime(queryClient, workspaceUid, [ticketUid]),
  });

  return { start, stop };
}
