import * as timetracking from '@expertos/api-client/timetracking';
import { TIME_TRACKING_POLL_MS } from '@expertos/domain/timetracking';
import { api } from '@/shared/api/client';

/**
 * The header's poll interval (every 10 s, "skipped in one build mode"): no poll in the test
 * build mode, where a timer firing every 10 s would only make runs flaky.
 */
export function timeTrackingPollInterval(mode: string): number | false {
  return mode === 'test' ? false : TIME_TRACKING_POLL_MS;
}

/**
 * `GET /workspaces/{id}/timetracking/entries`: the running timer, polled by the header; a
 * failed poll stays where it happened (a toast every 10 s would only nag).
 */
export function fetchTimeState(workspaceUid: string, signal?: AbortSignal) {
  return timetracking.getTimeTracking(api, workspaceUid, { signal });
}

/** `POST /tickets/{id}/timetracking/start`: stops the user's running timer elsewhere first. */
export function startTimer(ticketUid: string) {
  return timetracking.startTimer(api, ticketUid);
}

/** `POST /tickets/{id}/timetracking/stop`. */
export function stopTimer(ticketUid: string) {
  return timetracking.stopTimer(api, ticketUid);
}
