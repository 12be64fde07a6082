/** How the task view writes durations (dates and amounts: shared/lib/format). */

/** Tracked seconds as hours and minutes: 5400 → '1h 30m', 600 → '10m'. */
export function formatDuration(seconds: number): string {
  const totalMinutes = Math.floor(Math.max(0, seconds) / 60);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}
