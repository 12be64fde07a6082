import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt-br';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import {
  dateTimeFormat,
  formatCents,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayRange,
  formatDuration,
  formatList,
  formatMoney,
  formatNumber,
  formatRelative,
  formatTime,
  formatWeekday,
  numberFormat,
  numberSeparators,
  parseNumber,
  pickerFormat,
  pluralCategory,
  utcDay,
  weekStart,
} from './format';

const LOCALES = ['en', 'es', 'de', 'fr', 'pt-BR'] as const;
type Locale = (typeof LOCALES)[number];

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** Zones from UTC−11 to UTC+14: a local midnight is another day in some of them. */
const ZONES = [
  'Pacific/Pago_Pago',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'UTC',
  'Europe/Berlin',
  'Asia/Tokyo',
  'Pacific/Kiritimati',
];

describe('calendar days', () => {
  const written: Record<Locale, string> = {
    en: 'Jan 8, 2030',
    es: '8 ene 2030',
    de: '08.01.2030',
    fr: '8 janv. 2030',
    'pt-BR': '8 de jan. de 2030',
  };

  it.each(LOCALES)('%s: a day is the same day in every zone', (locale) => {
    expect(formatDay('2030-01-08', locale)).toBe(written[locale]);
    for (const zone of ZONES) {
      // A formatter asked for another zone still writes the day: the day is read in UTC.
      expect(formatDay('2030-01-08', locale, { dateStyle: 'medium', timeZone: zone })).toBe(written[locale]);
    }
  });

  it('avoids what a local midnight does: another day further west', () => {
    const midnightInTokyo = new Date('2030-01-08T00:00:00+09:00');
    const dayIn = (zone: string) =>
      dateTimeFormat('en', { day: 'numeric', timeZone: zone })
        .formatToParts(midnightInTokyo)
        .find((part) => part.type === 'day')?.value;
    expect(dayIn('Asia/Tokyo')).toBe('8');
    expect(dayIn('America/Los_Angeles')).toBe('7');
    for (const zone of ZONES) {
      expect(dateTimeFormat('en', { day: 'numeric', timeZone: zone }).format(utcDay('2030-01-08') ?? 0)).toBe(
        zone === 'Pacific/Pago_Pago' || zone.startsWith('America/') ? '7' : '8',
      );
    }
    // Hence formatDay reads the day in UTC, whatever the viewer's zone.
    expect(formatDay('2030-01-08', 'en', { day: 'numeric' })).toBe('8');
  });

  it('pins the day at UTC midnight, and leaves what is no day as it is', () => {
    expect(utcDay('2030-01-08')?.toISOString()).toBe('2030-01-08T00:00:00.000Z');
    expect(utcDay('2030-01-08T10:00:00Z')).toBeNull();
    expect(formatDay('someday', 'en')).toBe('someday');
  });

  it('writes a week as one range, and weekdays by the API’s count (Monday = 0)', () => {
    expect(
      formatDayRange('2030-01-13', '2030-01-19', 'en', { month: 'short', day: 'numeric', year: 'numeric' }),
    ).toMatch(/^Jan 13\s?–\s?19, 2030$/);
    expect(formatWeekday(0, 'en')).toBe('Monday');
    expect(formatWeekday(6, 'de', 'short')).toBe('So');
  });
});

describe('instants', () => {
  it('writes an instant in a given zone', () => {
    const at = '2030-01-08T23:30:00Z';
    expect(formatDate(at, 'en', 'Europe/Berlin')).toBe('Jan 9, 2030');
    expect(formatDate(at, 'en', 'America/New_York')).toBe('Jan 8, 2030');
    expect(formatDateTime(at, 'de', 'America/New_York')).toBe('08.01.2030, 18:30');
    expect(formatTime(at, 'de', 'Europe/Berlin')).toBe('00:30');
    expect(formatDateTime('not a date', 'de')).toBe('not a date');
  });

  it.each<[Locale, string, string, string]>([
    ['en', 'yesterday', '2 hr. ago', 'in 3 min.'],
    ['es', 'ayer', 'hace 2 h', 'dentro de 3 min'],
    ['de', 'gestern', 'vor 2 Std.', 'in 3 Min.'],
    ['fr', 'hier', `il y a 2${NBSP}h`, `dans 3${NBSP}min`],
    ['pt-BR', 'ontem', 'há 2 h', 'em 3 min.'],
  ])('%s: says how long ago', (locale, yesterday, hours, minutes) => {
    const now = Date.parse('2030-01-08T12:00:00Z');
    expect(formatRelative('2030-01-07T11:00:00Z', now, locale)).toBe(yesterday);
    expect(formatRelative('2030-01-08T10:00:00Z', now, locale)).toBe(hours);
    expect(formatRelative('2030-01-08T12:03:00Z', now, locale)).toBe(minutes);
  });
});

describe('durations', () => {
  // ICU spaces a number from its unit with a space of its choice (fr: U+202F before h, U+00A0 before min).
  const duration = (seconds: number, locale?: string) =>
    formatDuration(seconds, locale).replace(/[\u00a0\u202f]/g, ' ');

  it.each<[Locale, string, string, string, string]>([
    ['en', '1h 05m', '5h 00m', '12m', '45s'],
    ['es', '1 h 5 min', '5 h 0 min', '12 min', '45 s'],
    ['de', '1 Std. 5 Min.', '5 Std. 0 Min.', '12 Min.', '45 Sek.'],
    ['fr', '1 h 5 min', '5 h 0 min', '12 min', '45 s'],
    ['pt-BR', '1 h 5 min', '5 h 0 min', '12 min', '45 s'],
  ])('%s: writes tracked time in its own units', (locale, hourAndMinutes, wholeHours, minutes, seconds) => {
    expect(duration(3900, locale)).toBe(hourAndMinutes);
    expect(duration(18_000, locale)).toBe(wholeHours);
    expect(duration(720, locale)).toBe(minutes);
    expect(duration(45, locale)).toBe(seconds);
  });

  it('drops the seconds beside minutes, counts past a day in hours, and never goes below nothing', () => {
    expect(formatDuration(779, 'en')).toBe('12m');
    expect(formatDuration(90_061, 'en')).toBe('25h 01m');
    expect(duration(4_500_000, 'de')).toBe('1.250 Std. 0 Min.');
    expect(formatDuration(-30, 'en')).toBe('0s');
    expect(duration(59.9, 'fr')).toBe('59 s');
  });

  it('writes the pseudo-locale as English', () => {
    expect(formatDuration(3900, 'en-XA')).toBe('1h 05m');
  });
});

describe('date pickers', () => {
  const at = new Date(2030, 0, 8, 9, 0);
  const shown = (kind: 'date' | 'dateTime', locale: Locale) =>
    dayjs(at).locale(locale).format(pickerFormat(kind, locale));

  it.each<[Locale, string, string]>([
    ['en', 'Jan 8, 2030', 'Jan 8, 2030 09:00'],
    ['es', '8 de ene de 2030', '8 de ene de 2030 9:00'],
    ['de', '8. Jan. 2030', '8. Jan. 2030 09:00'],
    ['fr', '8 janv. 2030', '8 janv. 2030 09:00'],
    ['pt-BR', '8 de jan de 2030', '8 de jan de 2030 às 09:00'],
  ])('%s: shows a picked day and time in its own order', (locale, date, dateTime) => {
    expect(shown('date', locale)).toBe(date);
    expect(shown('dateTime', locale)).toBe(dateTime);
  });
});

describe('numbers and amounts', () => {
  it.each<[Locale, string, string, string]>([
    ['en', '1,250.5', '€1,250.50', '1,250.50'],
    ['es', '1250,5', `1250,50${NBSP}€`, '1250,50'],
    ['de', '1.250,5', `1.250,50${NBSP}€`, '1.250,50'],
    ['fr', `1${NNBSP}250,5`, `1${NNBSP}250,50${NBSP}€`, `1${NNBSP}250,50`],
    ['pt-BR', '1.250,5', `€${NBSP}1.250,50`, '1.250,50'],
  ])('%s: writes numbers and amounts from the smallest unit', (locale, number, euros, cents) => {
    expect(formatNumber(1250.5, locale)).toBe(number);
    expect(formatMoney(125050, 'eur', locale)).toBe(euros);
    expect(formatCents(125050, locale)).toBe(cents);
  });

  it('writes the currency as the language does, and the code when Intl takes none', () => {
    expect(formatMoney(9900, 'usd', 'en')).toBe('$99.00');
    expect(formatMoney(9900, 'brl', 'pt-BR')).toBe(`R$${NBSP}99,00`);
    expect(formatMoney(9900, 'x1', 'en')).toBe('99.00 X1');
    expect(formatMoney(9900, 'x1', 'de')).toBe('99,00 X1');
  });

  it('keeps one formatter per locale and options', () => {
    expect(numberFormat('de', { notation: 'compact' })).toBe(numberFormat('de', { notation: 'compact' }));
    expect(numberFormat('de')).not.toBe(numberFormat('fr'));
    expect(dateTimeFormat('fr', { dateStyle: 'short' })).toBe(dateTimeFormat('fr', { dateStyle: 'short' }));
  });
});

describe('typed amounts', () => {
  it.each<[Locale, string, string]>([
    ['en', ',', '.'],
    ['es', '.', ','],
    ['de', '.', ','],
    ['fr', NNBSP, ','],
    ['pt-BR', '.', ','],
  ])('%s: knows its separators', (locale, group, decimal) => {
    expect(numberSeparators(locale)).toEqual({ group, decimal });
  });

  it.each(LOCALES)('%s: reads back what it writes', (locale) => {
    for (const value of [0, 0.5, 12.5, 1250.5, 1234567.89, 10_000_000_000]) {
      const written = formatNumber(value, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      expect(parseNumber(written, locale)).toBe(value);
    }
  });

  it('reads what people type in their language', () => {
    expect(parseNumber('1,250.50', 'en')).toBe(1250.5);
    expect(parseNumber('1.250,50', 'de')).toBe(1250.5);
    expect(parseNumber('1.250,50', 'pt-BR')).toBe(1250.5);
    expect(parseNumber(`1${NNBSP}250,50`, 'fr')).toBe(1250.5);
    // The space bar's space and a no-break space group as well.
    expect(parseNumber('1 250,50', 'fr')).toBe(1250.5);
    expect(parseNumber(`1${NBSP}250,5`, 'fr')).toBe(1250.5);
    expect(parseNumber(' 12 ', 'de')).toBe(12);
  });

  it('refuses what is no number there, and reads nothing as null', () => {
    expect(parseNumber('', 'de')).toBeNull();
    expect(parseNumber('  ', 'en')).toBeNull();
    expect(parseNumber('12.5', 'fr')).toBeNaN();
    expect(parseNumber('1,2,3', 'de')).toBeNaN();
    expect(parseNumber('abc', 'en')).toBeNaN();
    expect(parseNumber('12,5', 'en')).toBe(125);
  });
});

describe('lists and plurals', () => {
  it.each<[Locale, string]>([
    ['en', 'a, b, and c'],
    ['es', 'a, b y c'],
    ['de', 'a, b und c'],
    ['fr', 'a, b et c'],
    ['pt-BR', 'a, b e c'],
  ])('%s: joins a list', (locale, list) => {
    expect(formatList(['a', 'b', 'c'], locale)).toBe(list);
  });

  it('names the plural category as CLDR does', () => {
    expect(pluralCategory(0, 'en')).toBe('other');
    expect(pluralCategory(1, 'en')).toBe('one');
    expect(pluralCategory(0, 'fr')).toBe('one');
    expect(pluralCategory(0, 'pt-BR')).toBe('one');
    expect(pluralCategory(1_000_000, 'es')).toBe('many');
  });
});

describe('weekStart', () => {
  it('starts the week where the language starts it, Monday when it cannot tell', () => {
    expect(weekStart('en-US')).toBe(0);
    expect(weekStart('en')).toBe(0);
    expect(weekStart('pt-BR')).toBe(0);
    expect(weekStart('de')).toBe(1);
    expect(weekStart('es')).toBe(1);
    expect(weekStart('fr')).toBe(1);
    expect(weekStart('ar-EG')).toBe(6);
    expect(weekStart('not a locale!')).toBe(1);
  });
});

describe('the current language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('formats in the app’s language when no locale is given', async () => {
    expect(formatNumber(1250.5)).toBe('1,250.5');
    await i18n.changeLanguage('de');
    expect(formatNumber(1250.5)).toBe('1.250,5');
    expect(formatDay('2030-01-08')).toBe('08.01.2030');
    expect(weekStart()).toBe(1);
    expect(parseNumber('1.250,50')).toBe(1250.5);
    expect(formatDuration(3900)).toBe('1 Std. 5 Min.');
    expect(pickerFormat('dateTime')).toBe('lll');
  });
});
