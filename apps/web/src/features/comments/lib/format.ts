/** A recording's length as minutes and seconds: 75_000 ms → '1:15'. */
export function formatRecordingTime(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
