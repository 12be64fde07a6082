import type { DayOfWeek } from '@mantine/dates';
import type { TFunction } from 'i18next';
import { weekStart } from '@/shared/lib/format';
import { isoDay } from '../calendar/calendar-events';

export interface DatePreset {
  value: string | null;
  label: string;
}

/** The first day of next week (as the language counts weeks: `weekStart`) after `today`. */
export function nextWeekStart(today: Date, firstDay: DayOfWeek): Date {
  const daysIn = (today.getDay() - firstDay + 7) % 7;
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysIn + 7);
}

/**
 * The date pickers' shortcuts (docs/product.md#board-and-calendar): today, tomorrow, the start of
 * next week, and none.
 */
export function datePresets(t: TFunction, now = new Date(), firstDay: DayOfWeek = weekStart()): DatePreset[] {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return [
    { value: isoDay(now), label: t('ui.tickets.board.presets.today') },
    { value: isoDay(tomorrow), label: t('ui.tickets.board.presets.tomorrow') },
    { value: isoDay(nextWeekStart(now, firstDay)), label: t('ui.tickets.board.presets.nextWeek') },
    { value: null, label: t('ui.tickets.board.presets.clear') },
  ];
}
