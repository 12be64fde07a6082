import { zonedInstant } from '../publishing/queue-slots';
import { YOUTUBE_LIMITS } from '../publishing/youtube';
import { addDays, brandDay } from './schedule';

/**
 * What results may spend of a provider's daily quota (docs/product.md#analytics): publishing and
 * imports come first, so results keep to a share of it. YouTube's quota is units per Google
 * project per day, reset at midnight Pacific time; a figures read (`videos.list`, up to 50 ids)
 * costs 1 unit, an upload 1,600. Results spend at most a quarter of the day's units.
 */
export const RESULTS_DAILY_UNITS: Readonly<Partial<Record<string, number>>> = {
  youtube: Math.floor(YOUTUBE_LIMITS.dailyUnits / 4),
};

/** A figures read's cost in the provider's units. */
export const RESULTS_READ_UNITS = 1;

const QUOTA_ZONE = 'America/Los_Angeles';

/** The provider's quota day an instant falls in (YouTube's: the Pacific day). */
export const quotaDay = (at: Date): string => brandDay(at, QUOTA_ZONE);

/** When the quota day of `at` ends and the units are whole again. */
export function quotaReset(at: Date): Date {
  const [year = 0, month = 1, day = 1] = addDays(quotaDay(at), 1).split('-').map(Number);
  return zonedInstant({ year, month, day }, '00:00', QUOTA_ZONE);
}
