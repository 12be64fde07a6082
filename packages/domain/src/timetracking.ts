import { LIMITS } from './limits';

/**
 * Time tracking's values the header's timer reads, apart from timetracking.schema.ts so that
 * the first screen does not bring zod with them (docs/architecture.md#the-first-screen).
 */

export const TIME_TRACKING_POLL_MS = LIMITS.timeTrackingPollMs;

/** `01:02:03`: a running timer's clock. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
