/** Moments and lengths of recordings as people read and write them (the player, trims, comments at a moment). */

/** A length or a moment in a recording as people read it: `m:ss`, or `h:mm:ss` past an hour. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * Reads `m:ss`, `h:mm:ss` or plain seconds (decimals allowed) into milliseconds; null when it
 * is not a moment.
 */
export function parseClock(text: string): number | null {
  const trimmed = text.trim();
  if (!/^(\d{1,3}:){0,2}\d{1,5}(\.\d{1,3})?$/.test(trimmed)) return null;
  const parts = trimmed.split(':').map(Number);
  const seconds = parts.reduce((sum, part) => sum * 60 + part, 0);
  return Math.round(seconds * 1000);
}
