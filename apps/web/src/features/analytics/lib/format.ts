import '@/shared/i18n/parts/analytics';
import {
  POST_FORMATS,
  POST_PLATFORMS,
  POST_PURPOSES,
  type PostFormat,
  type PostPlatform,
  type PostPurpose,
} from '@expertos/domain/tickets';
import type { TFunction } from 'i18next';
import { currentLocale, formatDay, formatInstant, formatNumber, formatWeekday } from '@/shared/lib/format';

/**
 * The language the Results pages write dates in: the app's, with English days written day
 * first as before ("2 Jun 2026").
 */
export const analyticsLocale = (locale: string = currentLocale()) => (locale === 'en' ? 'en-GB' : locale);

/** A rate (a fraction) as a percentage with one decimal: 0.0423 → "4.2%" ("4,2 %" in de). */
export const percent = (fraction: number, locale?: string) =>
  formatNumber(fraction, locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A count with the language's thousands separators. */
export const count = (value: number, locale?: string) => formatNumber(Math.round(value), locale);

/** Monday = 0, as the API counts. */
export function weekdayName(weekday: number, style: 'long' | 'short' = 'long', locale?: string): string {
  return formatWeekday(weekday, locale, style);
}

export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** A post's day as the person's calendar has it ("2 Jun 2026"). */
export const dayLabel = (iso: string, locale?: string) =>
  formatInstant(iso, analyticsLocale(locale), { day: 'numeric', month: 'short', year: 'numeric' });

/** A brand-local calendar day (YYYY-MM-DD) as it is, whatever the viewer's zone: "6 Apr". */
export const calendarDayLabel = (day: string, withYear = false, locale?: string) =>
  formatDay(
    day,
    analyticsLocale(locale),
    withYear ? { day: 'numeric', month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' },
  );

export const timeLabel = (iso: string, locale?: string) =>
  formatInstant(iso, analyticsLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

const isOneOf = <V extends string>(values: readonly V[], key: string): key is V =>
  (values as readonly string[]).includes(key);

export function platformLabel(network: string, t: TFunction): string {
  if (isOneOf<PostPlatform>(POST_PLATFORMS, network)) return t(`ui.tickets.list.platforms.${network}`);
  if (network === 'bluesky' || network === 'mastodon') return t(`ui.analytics.networks.${network}`);
  return network;
}

/** A group's key in words: a purpose or format by its label, a platform by its name. */
export function groupKeyLabel(group: string, key: string, t: TFunction): string {
  if (group === 'purpose' && isOneOf<PostPurpose>(POST_PURPOSES, key))
    return t(`ui.tickets.list.purposes.${key}`);
  if (group === 'format' && isOneOf<PostFormat>(POST_FORMATS, key))
    return t(`ui.tickets.list.formats.${key}`);
  if (group === 'platform') return platformLabel(key, t);
  return key;
}

/**
 * The change from the period before, in words that do not need colour: "up 12%", "down 3%".
 * Null when there is nothing to compare with (no earlier figure, or it was 0).
 */
export function changeOf(
  current: number | null,
  previous: number | null,
): { dir: 'up' | 'down' | 'same'; change: number } | null {
  if (current === null || previous === null || previous === 0) return null;
  const change = Math.round(((current - previous) / Math.abs(previous)) * 100);
  return { dir: change > 0 ? 'up' : change < 0 ? 'down' : 'same', change: Math.abs(change) };
}
