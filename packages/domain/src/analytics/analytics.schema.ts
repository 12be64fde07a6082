import { z } from 'zod';
import { calendarDateSchema, calendarDayTime } from '../dates';
import { CONTENT_PILLAR_MAX } from '../project.schema';
import { PUBLISHING_NETWORKS } from '../publishing/limits';
import { SOCIAL_PROVIDERS } from '../social.schema';
import { POST_FORMATS, POST_PURPOSES } from '../tickets';

/**
 * The analytics page's query, read from its address (every value a string). Each filter is
 * checked against a fixed list here, so nothing a person types reaches a query unchecked.
 */

/**
 * The longest range, in days: a year and a month, so a year can be set against the same month a
 * year before. The range bounds how many snapshots one page reads.
 */
export const ANALYTICS_MAX_RANGE_DAYS = 400;
export const ANALYTICS_RANGE_MESSAGE = `The range is at most ${ANALYTICS_MAX_RANGE_DAYS} days`;
export const ANALYTICS_ORDER_MESSAGE = 'The range starts after it ends';

/**
 * Where a post's figures can come from: the networks the engine publishes to, and the providers
 * posts are only imported from (none yet beyond those networks: Instagram and YouTube are both).
 */
export const ANALYTICS_PLATFORMS = [
  ...PUBLISHING_NETWORKS,
  ...SOCIAL_PROVIDERS.filter((provider) => !(PUBLISHING_NETWORKS as readonly string[]).includes(provider)),
] as unknown as readonly [AnalyticsPlatform, ...AnalyticsPlatform[]];
export type AnalyticsPlatform = (typeof PUBLISHING_NETWORKS)[number] | (typeof SOCIAL_PROVIDERS)[number];

/** `published`: posted by the engine or a hand-off; `imported`: read from the account afterwards. */
export const ANALYTICS_SOURCES = ['published', 'imported'] as const;
export type AnalyticsSource = (typeof ANALYTICS_SOURCES)[number];

/** What the page can group results by: a fixed list, so a name never reaches SQL as typed. */
export const ANALYTICS_GROUPS = ['pillar', 'purpose', 'format', 'platform', 'account'] as const;
export type AnalyticsGroup = (typeof ANALYTICS_GROUPS)[number];

/** The longest content pillar name a filter takes. */
export const ANALYTICS_PILLAR_MAX = CONTENT_PILLAR_MAX;

export const ANALYTICS_TIME_ZONE_MESSAGE = 'Use a time zone like Europe/Berlin';

/**
 * A zone the runtime lists (`Intl.supportedValuesOf`), or `UTC`, which it knows but does not
 * list. An older name it still knows (`Europe/Kyiv` where the list says `Europe/Kiev`, as
 * browsers and the runtime disagree on which is current) is taken as the listed name, so the
 * parsed zone is always one of the list. Anything else (an offset, an abbreviation that is no
 * zone, a typo) is refused.
 */
let zones: Set<string> | null = null;
function listedZone(zone: string): string | null {
  zones ??= new Set(Intl.supportedValuesOf('timeZone'));
  const listed = zones;
  if (zone === 'UTC' || listed.has(zone)) return zone;
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(zone)) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    return resolved === 'UTC' || listed.has(resolved) ? resolved : null;
  } catch {
    return null;
  }
}

/** Days from `from` to `to`, both counted (real `YYYY-MM-DD` days). */
const daysInRange = (from: string, to: string) =>
  Math.round(((calendarDayTime(to) ?? 0) - (calendarDayTime(from) ?? 0)) / 86_400_000) + 1;

/**
 * Why a range is refused, or null when it is fine. Exported so the server checks again after
 * filling in an open end.
 */
export function analyticsRangeProblem(
  from: string,
  to: string,
): { path: 'from' | 'to'; message: string } | null {
  if (from > to) return { path: 'from', message: ANALYTICS_ORDER_MESSAGE };
  if (daysInRange(from, to) > ANALYTICS_MAX_RANGE_DAYS)
    return { path: 'to', message: ANALYTICS_RANGE_MESSAGE };
  return null;
}

/** A form's "All" sends an empty value (`?platform=`): that is no filter, not an unknown one. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** `GET …/analytics?from&to&platform&account&pillar&purpose&format&source&group&tz`. */
export const analyticsQuerySchema = z
  .object({
    /** First day, inclusive, in the brand's zone. */
    from: optional(calendarDateSchema),
    /** Last day, inclusive. */
    to: optional(calendarDateSchema),
    platform: optional(z.enum(ANALYTICS_PLATFORMS, { message: 'Unknown network' })),
    /** A connected account's uid. */
    account: optional(z.uuid({ message: 'Not an account id' })),
    pillar: optional(
      z
        .string()
        .trim()
        .min(1, 'Enter a pillar')
        .max(ANALYTICS_PILLAR_MAX, `A pillar is at most ${ANALYTICS_PILLAR_MAX} characters`),
    ),
    purpose: optional(z.enum(POST_PURPOSES, { message: 'Unknown purpose' })),
    format: optional(z.enum(POST_FORMATS, { message: 'Unknown format' })),
    source: optional(z.enum(ANALYTICS_SOURCES, { message: 'Use published or imported' })),
    group: optional(z.enum(ANALYTICS_GROUPS, { message: `Group by ${ANALYTICS_GROUPS.join(', ')}` })),
    /** The zone days and hours are counted in; the brand's own when left out. */
    tz: optional(
      z
        .string()
        .max(64)
        .transform((zone, ctx) => {
          const listed = listedZone(zone);
          if (listed === null) ctx.addIssue({ code: 'custom', message: ANALYTICS_TIME_ZONE_MESSAGE });
          return listed ?? zone;
        }),
    ),
  })
  .superRefine((query, ctx) => {
    // With one end open the server fills in the other and checks again.
    if (!query.from || !query.to) return;
    const problem = analyticsRangeProblem(query.from, query.to);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
