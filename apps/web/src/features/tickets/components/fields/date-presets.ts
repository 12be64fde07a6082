import type { DayOfWeek } from '@mantine/dates';
import type { TFunction } from 'i18next';
import { isoDay } from '../calendar/calendar-events';

interface WeekInfo {
  firstDay?: number;
}
interface LocaleWithWeekInfo extends Intl.Locale {
  getWeekInfo?: () => WeekInfo;
  weekInfo?: WeekInfo;
}

/**
 * The day a week starts on where the user lives (0 Sunday … 6 Saturday), from the browser's
 * locale (`Intl.Locale` week info: 1 Monday … 7 Sunday); Monday where the browser cannot say.
 */
export function firstDayOfWeek(locale?: string): DayOfWeek {
  try {
    const tag = locale ?? (typeof navigator === 'undefined' ? 'en-GB' : navigator.language);
    const intl = new Intl.Locale(tag) as LocaleWithWeekInfo;
    const first = (intl.getWeekInfo?.() ?? intl.weekInfo)?.firstDay;
    if (typeof first === 'number' && first >= 1 && first <= 7) return (first % 7) as DayOfWeek;
  } catch {
    // An odd language tag: fall back below.
  }
  return 1;
}

export interface DatePreset {
  value: string | null;
  label: string;
}

/** The first day of next week (as the locale counts weeks) after `today`. */
export function nextWeekStart(today: Date, firstDay: DayOfWeek): Date {
  const daysIn = (today.getDay() - firstDay + 7) % 7;
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysIn + 7);
}

/**
 * The date pickers' shortcuts (docs/product.md#board-and-calendar): today, tomorrow, the start of
 * next week, and none.
 */
export function datePresets(t: TFunction, now = new Date(), firstDay = firstDayOfWeek()): DatePreset[] {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return [
    { value: isoDay(now), label: t('ui.tickets.board.presets.today') },
    { value: isoDay(tomorrow), label: t('ui.tickets.board.presets.tomorrow') },
    { value: isoDay(nextWeekStart(now, firstDay)), label: t('ui.tickets.board.presets.nextWeek') },
    { value: null, label: t('ui.tickets.board.presets.clear') },
  ];
}
