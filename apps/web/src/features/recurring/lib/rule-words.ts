import '@/shared/i18n/parts/recurring';
import {
  formatRecurrence,
  type RecurrenceRule,
  type RecurrenceWeekday,
} from '@expertos/domain/recurrence-rule';
import type { TFunction } from 'i18next';
import { formatDay, formatList } from '@/shared/lib/format';

const WEEKDAY_OF_DATE: RecurrenceWeekday[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** The weekday of a calendar day (`YYYY-MM-DD`), as a rule names it. */
export function weekdayOf(day: string): RecurrenceWeekday {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return WEEKDAY_OF_DATE[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? 'MO';
}

/** The day of the month of a calendar day (`YYYY-MM-DD`). */
const dayOfMonth = (day: string) => Number(day.slice(8, 10));

/**
 * The nth weekday a monthly or yearly rule names: `BYDAY=2TU`, or `BYDAY=TU;BYSETPOS=2` (the same
 * in the builder's words). Null when the rule names none, or more than one.
 */
export function nthWeekdayOf(rule: RecurrenceRule): { nth: number; day: RecurrenceWeekday } | null {
  const [only, ...more] = rule.byDay;
  if (!only || more.length > 0) return null;
  if (only.nth !== null && rule.bySetPos.length === 0) return { nth: only.nth, day: only.day };
  const [pos, ...morePos] = rule.bySetPos;
  if (only.nth === null && pos !== undefined && morePos.length === 0) return { nth: pos, day: only.day };
  return null;
}

/** What comes after "Monthly": "on the 15th", "on the 2nd Tuesday"; null when the words cannot say it. */
function monthlyOn(
  t: TFunction,
  rule: RecurrenceRule,
  language: string,
  start: string | null,
): string | null {
  const k = 'ui.recurring.words' as const;
  if (rule.byDay.length > 0) {
    const which = nthWeekdayOf(rule);
    if (!which || rule.byMonthDay.length > 0) return null;
    if (which.nth === -1) return t(`${k}.lastWeekday`, { weekday: which.day });
    if (which.nth < 1 || which.nth > 5) return null;
    return t(`${k}.nthWeekday`, { nth: which.nth, weekday: which.day });
  }
  if (rule.bySetPos.length > 0) return null;
  const days = rule.byMonthDay.length > 0 ? rule.byMonthDay : start ? [dayOfMonth(start)] : [];
  if (days.length === 0) return '';
  if (days.some((day) => day < -1)) return null;
  const items = days.map((day) => (day === -1 ? t(`${k}.lastMonthDay`) : t(`${k}.monthDay`, { day })));
  return formatList(items, language);
}

/** What comes after the frequency ("on Tuesday", "on the last day"), '' for nothing, null when unsaid. */
function onWhat(t: TFunction, rule: RecurrenceRule, language: string, start: string | null): string | null {
  const k = 'ui.recurring.words' as const;
  switch (rule.freq) {
    case 'DAILY':
      return rule.byDay.length > 0 || rule.byMonthDay.length > 0 || rule.bySetPos.length > 0 ? null : '';
    case 'WEEKLY': {
      if (rule.byMonthDay.length > 0 || rule.bySetPos.length > 0 || rule.byDay.some((d) => d.nth !== null))
        return null;
      const days = rule.byDay.length > 0 ? rule.byDay.map((d) => d.day) : start ? [weekdayOf(start)] : [];
      return days.length === 0
        ? ''
        : formatList(
            days.map((weekday) => t(`${k}.weekday`, { weekday })),
            language,
          );
    }
    case 'MONTHLY':
      return monthlyOn(t, rule, language, start);
    case 'YEARLY':
      if (rule.byDay.length > 0 || rule.byMonthDay.length > 0 || rule.bySetPos.length > 0) return null;
      return start
        ? t(`${k}.onDate`, { date: formatDay(start, language, { month: 'long', day: 'numeric' }) })
        : '';
  }
}

/**
 * A rule in the reader's words: "Every 2 weeks on Tuesday, 10 times", "Monthly on the 2nd
 * Tuesday, until Dec 31, 2026". Each language builds its sentence from its own texts (plurals
 * and ordinals in ICU), so word order and grammar stay the language's. `start` (the series'
 * first day) says the day a rule without one repeats on; a rule the words cannot say is shown
 * as it is ("Custom rule: …").
 */
export function ruleWords(
  t: TFunction,
  rule: RecurrenceRule,
  { language, start = null }: { language: string; start?: string | null },
): string {
  const k = 'ui.recurring.words' as const;
  const every = t(`${k}.every.${rule.freq}`, { interval: rule.interval });
  const on = onWhat(t, rule, language, start);
  if (on === null) return t(`${k}.custom`, { rule: formatRecurrence(rule) });
  let words: string =
    on === ''
      ? every
      : rule.freq === 'WEEKLY'
        ? t(`${k}.onWeekdays`, { every, days: on })
        : t(`${k}.joined`, { every, on });
  if (rule.count !== null) words = t(`${k}.count`, { rule: words, count: rule.count });
  if (rule.until !== null) words = t(`${k}.until`, { rule: words, date: formatDay(rule.until, language) });
  return words;
}
