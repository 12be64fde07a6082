import {
  ANALYTICS_GROUPS,
  ANALYTICS_PILLAR_MAX,
  ANALYTICS_PLATFORMS,
  ANALYTICS_SOURCES,
  type AnalyticsGroup,
  type AnalyticsSource,
} from '@expertos/domain/analytics/analytics.schema';
import { calendarDateSchema } from '@expertos/domain/dates';
import { POST_FORMATS, POST_PURPOSES } from '@expertos/domain/tickets';
import { z } from 'zod';
import type { AnalyticsFilters } from '../api/analytics';

/** Grouped by platform unless the address says otherwise. */
export const DEFAULT_GROUP: AnalyticsGroup = 'platform';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

const day = (value: string | null) =>
  value && calendarDateSchema.safeParse(value).success ? value : undefined;

const uid = (value: string | null) => (value && z.uuid().safeParse(value).success ? value : undefined);

const pillar = (value: string | null) => {
  const name = value?.trim();
  return name && name.length <= ANALYTICS_PILLAR_MAX ? name : undefined;
};

/**
 * The filters the address holds. A value the lists do not know is dropped here rather than
 * sent, so a hand-edited address shows the unfiltered page, not an error. An empty range is left
 * to the server (the last 30 days in the brand's zone).
 */
export function readFilters(search: URLSearchParams): AnalyticsFilters {
  return {
    from: day(search.get('from')),
    to: day(search.get('to')),
    platform: oneOf(ANALYTICS_PLATFORMS, search.get('platform')),
    account: uid(search.get('account')),
    pillar: pillar(search.get('pillar')),
    purpose: oneOf(POST_PURPOSES, search.get('purpose')),
    format: oneOf(POST_FORMATS, search.get('format')),
    source: oneOf<AnalyticsSource>(ANALYTICS_SOURCES, search.get('source')),
    group: oneOf(ANALYTICS_GROUPS, search.get('group')) ?? DEFAULT_GROUP,
  };
}

/** The address with one filter changed; an empty value or the default group leaves it out. */
export function withFilter(
  search: URLSearchParams,
  key: keyof AnalyticsFilters,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (!value || (key === 'group' && value === DEFAULT_GROUP)) next.delete(key);
  else next.set(key, value);
  return next;
}
