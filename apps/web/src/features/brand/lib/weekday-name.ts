import '@/shared/i18n/parts/publishing';
import { WEEKDAYS as QUEUE_WEEKDAYS } from '@expertos/domain/publishing/queue-slots';
import { WEEKDAYS, type Weekday } from '@expertos/domain/settings';
import type { TFunction } from 'i18next';

/**
 * A slate review day ('friday') in the reader's language. The publishing queue already names
 * the days ('fri'); both lists run Monday to Sunday, so the same place in each is the same day.
 */
export function weekdayName(t: TFunction, day: Weekday): string {
  return t(`ui.publishing.queue.days.${QUEUE_WEEKDAYS[WEEKDAYS.indexOf(day)]!}`);
}

export const isWeekday = (value: string): value is Weekday => (WEEKDAYS as readonly string[]).includes(value);
