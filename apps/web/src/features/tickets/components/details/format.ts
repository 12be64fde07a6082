/** How the task view writes dates, durations and amounts; locale-aware where the platform is. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date (`YYYY-MM-DD`) in the user's locale, e.g. 'Jan 8, 2030'. Read as a local
 * date: `new Date('2030-01-08')` would be UTC midnight, the day before west of Greenwich.
 */
export function formatIsoDate(iso: string, locale?: string): string {
  const match = ISO_DATE.exec(iso);
  if (!match) return iso;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** Tracked seconds as hours and minutes: 5400 → '1h 30m', 600 → '10m'. */
export function formatDuration(seconds: number): string {
  const totalMinutes = Math.floor(Math.max(0, seconds) / 60);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}

/** An amount in the smallest currency unit, written in the main unit: 125050 → '1,250.50'. */
export function formatAmount(minorUnits: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    minorUnits / 100,
  );
}
