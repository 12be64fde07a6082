import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { i18n } from '@/shared/i18n/i18n';
import { viewerTimeZone } from '@/shared/session/viewer-zone';

/**
 * Dates, durations, numbers, amounts and lists in the app's language (docs/product.md#languages),
 * through the platform's Intl (the date pickers' patterns through dayjs): every function takes an
 * explicit locale, else the language the app is shown in. Formatters are costly to build, so one
 * is kept per locale and options.
 */

/** The language the app is shown in now (i18next's), e.g. 'de' or 'pt-BR'. */
export function currentLocale(): string {
  return i18n.language || 'en';
}

/** A language tag's language: 'pt-BR' → 'pt', 'en-XA' (the pseudo-locale) → 'en'. */
const baseLanguage = (locale: string) => locale.split('-')[0]?.toLowerCase() ?? locale;

/** Smallest currency units in one main unit (cents), as packages/domain keeps amounts. */
const MINOR_UNITS_PER_MAIN_UNIT = 100;

const formatters = new Map<string, unknown>();

function cached<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A shared `Intl.DateTimeFormat` (for `formatToParts`, `formatRange`…). */
export function dateTimeFormat(
  locale: string = currentLocale(),
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** A shared `Intl.NumberFormat`. */
export function numberFormat(
  locale: string = currentLocale(),
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

type Instant = string | number | Date;

function toDate(at: Instant): Date | null {
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant with any `Intl.DateTimeFormat` options (`timeZone` among them); the text as given when it is no date. */
export function formatInstant(
  at: Instant,
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): string {
  const date = toDate(at);
  // In the viewer's zone (their profile's, docs/product.md#time-zones) unless one is named.
  const zoned = options.timeZone ? options : { ...options, timeZone: viewerTimeZone() };
  return date ? dateTimeFormat(locale, zoned).format(date) : String(at);
}

/** What `Date#toLocaleString()` writes: '1/8/2030, 2:05:07 PM' (en). */
export const NUMERIC_DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
};

/** An instant's date, 'Jan 8, 2030', in the viewer's zone or `timeZone`. */
export function formatDate(at: Instant, locale?: string, timeZone?: string): string {
  return formatInstant(at, locale, timeZone ? { dateStyle: 'medium', timeZone } : { dateStyle: 'medium' });
}

/** An instant in full, 'Jan 8, 2030, 2:05 PM', in the viewer's zone or `timeZone` (an IANA name). */
export function formatDateTime(at: Instant, locale?: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  return formatInstant(at, locale, timeZone ? { ...options, timeZone } : options);
}

/** An instant's time of day, '2:05 PM', in the viewer's zone or `timeZone`. */
export function formatTime(at: Instant, locale?: string, timeZone?: string): string {
  return formatInstant(at, locale, timeZone ? { timeStyle: 'short', timeZone } : { timeStyle: 'short' });
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day (`YYYY-MM-DD`) as a Date at UTC midnight, to be formatted in UTC: the same
 * day in every zone (a local midnight is the day before, or after, somewhere). Null when it is
 * no day.
 */
export function utcDay(day: string): Date | null {
  const match = CALENDAR_DAY.exec(day);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** A calendar day (`YYYY-MM-DD`), 'Jan 8, 2030' by default; the text as given when it is no day. */
export function formatDay(
  day: string,
  locale?: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = utcDay(day);
  return date ? dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date) : day;
}

/** Two calendar days as one range: 'Jan 13 – 19, 2030'. */
export function formatDayRange(
  from: string,
  to: string,
  locale?: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const start = utcDay(from);
  const end = utcDay(to);
  if (!start || !end) return `${from} – ${to}`;
  return dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).formatRange(start, end);
}

/** A weekday's name, Monday = 0 as the API counts ('Mon', 'Monday'). */
export function formatWeekday(weekday: number, locale?: string, style: 'long' | 'short' = 'long'): string {
  // 1 January 2024 was a Monday.
  return dateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + weekday)),
  );
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago (or ahead) `at` is: '2 min. ago', 'yesterday', 'now'. */
export function formatRelative(
  at: Instant,
  now: number = Date.now(),
  locale: string = currentLocale(),
): string {
  const date = toDate(at);
  if (!date) return String(at);
  const seconds = Math.round((date.getTime() - now) / 1000);
  const options: Intl.RelativeTimeFormatOptions = { style: 'short', numeric: 'auto' };
  const format = cached('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** A number: 1250.5 → '1,250.5' (en), '1.250,5' (de), '1 250,5' (fr). */
export function formatNumber(value: number, locale?: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

/** An amount in the smallest currency unit with two decimals, no currency: 9900 → '99.00'. */
export function formatCents(cents: number, locale?: string): string {
  return formatNumber(cents / MINOR_UNITS_PER_MAIN_UNIT, locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/**
 * An amount in the smallest currency unit with its currency ('usd', 9900 → '$99.00'); for a
 * code Intl does not take, the number and the code ('99.00 XX1').
 */
export function formatMoney(minorUnits: number, currency: string, locale: string = currentLocale()): string {
  const code = currency.toUpperCase();
  try {
    return numberFormat(locale, { style: 'currency', currency: code }).format(
      minorUnits / MINOR_UNITS_PER_MAIN_UNIT,
    );
  } catch {
    return `${formatCents(minorUnits, locale)} ${code}`;
  }
}

/** Items as one phrase: 'a, b, and c' (en), 'a, b et c' (fr). */
export function formatList(
  items: readonly string[],
  locale: string = currentLocale(),
  options: Intl.ListFormatOptions = { type: 'conjunction', style: 'long' },
): string {
  return cached('list', locale, options, () => new Intl.ListFormat(locale, options)).format(items);
}

/** The CLDR plural category of a count: 'one', 'other', 'many'… */
export function pluralCategory(
  count: number,
  locale: string = currentLocale(),
  options?: Intl.PluralRulesOptions,
): Intl.LDMLPluralRule {
  return cached('plural', locale, options, () => new Intl.PluralRules(locale, options)).select(count);
}

/** A day of the week, 0 Sunday … 6 Saturday (Mantine's and FullCalendar's count). */
export type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

interface WeekInfo {
  firstDay?: number;
}
interface LocaleWithWeekInfo extends Intl.Locale {
  getWeekInfo?: () => WeekInfo;
  weekInfo?: WeekInfo;
}

/**
 * The day a week starts on in a language (0 Sunday … 6 Saturday): `Intl.Locale` week info
 * (1 Monday … 7 Sunday); Monday where the platform cannot say.
 */
export function weekStart(locale: string = currentLocale()): WeekDay {
  return cached('week', locale, undefined, () => {
    try {
      const intl = new Intl.Locale(locale) as LocaleWithWeekInfo;
      const first = (intl.getWeekInfo?.() ?? intl.weekInfo)?.firstDay;
      if (typeof first === 'number' && first >= 1 && first <= 7) return (first % 7) as WeekDay;
    } catch {
      // An odd language tag: Monday.
    }
    return 1 as WeekDay;
  });
}

/** How a language writes numbers: its grouping and decimal separators ('.' and ',' in de). */
export function numberSeparators(locale: string = currentLocale()): { group: string; decimal: string } {
  return cached('separators', locale, undefined, () => {
    const parts = numberFormat(locale).formatToParts(12345.6);
    return {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
  });
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A number typed as the language writes it: '1,250.50' (en), '1.250,50' (de), '1 250,50' (fr,
 * any space groups). Null when empty, NaN when it is no number.
 */
export function parseNumber(text: string, locale?: string): number | null {
  const { group, decimal } = numberSeparators(locale);
  let value = text.trim();
  if (value === '') return null;
  value = /^\s$/.test(group) ? value.replace(/\s/g, '') : value.split(group).join('');
  // A point where the language writes a comma is a mistake, not a decimal point.
  if (decimal !== '.' && value.includes('.')) return Number.NaN;
  value = value.replace(decimal, '.');
  return PLAIN_NUMBER.test(value) ? Number(value) : Number.NaN;
}

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;

/**
 * Tracked time in hours and minutes (seconds only under a minute), in the language's unit
 * words: 3900 s → '1h 05m' (en), '1 Std. 5 Min.' (de), '1 h 5 min' (es, pt-BR); 720 → '12m';
 * 45 → '45s'. English keeps the app's narrow letters with two-digit minutes beside hours; the
 * other languages take CLDR's short units, as their narrow ones mix styles ('1h 05 Min.' in
 * German), and write minutes unpadded, as they are read there.
 */
export function formatDuration(totalSeconds: number, locale: string = currentLocale()): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / SECONDS_PER_HOUR);
  const minutes = Math.floor((seconds % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const english = baseLanguage(locale) === 'en';
  const unit = (name: 'hour' | 'minute' | 'second', value: number, padded = false) =>
    numberFormat(locale, {
      style: 'unit',
      unit: name,
      unitDisplay: english ? 'narrow' : 'short',
      ...(padded && english ? { minimumIntegerDigits: 2 } : {}),
    }).format(value);
  if (hours > 0) return `${unit('hour', hours)} ${unit('minute', minutes, true)}`;
  if (minutes > 0) return unit('minute', minutes);
  return unit('second', seconds);
}

// The pickers' localized patterns ('ll', 'lll') need dayjs's LocalizedFormat; @mantine/dates
// formats with the same dayjs instance.
dayjs.extend(localizedFormat);

/** What a date picker shows: a day, or a day and its time. */
export type PickerValue = 'date' | 'dateTime';

/**
 * The dayjs pattern a date picker (@mantine/dates `valueFormat`) writes its value with, in the
 * language's own order and month names (dayjs's locale, loaded in app/providers.tsx):
 * '8. Jan. 2030 09:00' (de), '8 de jan de 2030 às 09:00' (pt-BR). English keeps its 24-hour
 * time ('Jan 8, 2030 09:00'), where dayjs's 'lll' would write '9:00 AM'.
 */
export function pickerFormat(kind: PickerValue, locale: string = currentLocale()): string {
  if (kind === 'date') return 'll';
  return baseLanguage(locale) === 'en' ? 'll HH:mm' : 'lll';
}
