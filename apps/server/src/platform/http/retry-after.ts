/** The longest wait a receiver may ask for; a longer one is read as this (the last attempts' wait). */
export const MAX_RETRY_AFTER_MS = 10 * 60 * 60 * 1000;

/**
 * `Retry-After` (429, 503) as seconds or an HTTP date, in ms from `now`, capped at
 * MAX_RETRY_AFTER_MS; undefined when absent or unreadable (then the schedule decides).
 */
export function parseRetryAfter(header: string | null | undefined, now: Date): number | undefined {
  if (header === null || header === undefined || header.trim() === '') return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now.getTime();
  if (!Number.isFinite(ms) || ms < 0) return undefined;
  return Math.min(ms, MAX_RETRY_AFTER_MS);
}
