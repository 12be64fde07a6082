import { BEST_TIMES_SUGGESTED, type PlatformTimes } from '@expertos/domain/analytics/learn';
import { QUEUE_MAX_SLOTS } from '@expertos/domain/publishing/channel.schema';
import { nextQueueSlot, type QueueSlot, WEEKDAYS } from '@expertos/domain/publishing/queue-slots';
import { formatWeekday } from '@/shared/lib/format';
import { tidySlots } from './queue-draft';
import { wallClockIn } from './zone-display';

/** A platform's best times as weekly slots (`tue` at `18:00`), the best first, at most BEST_TIMES_SUGGESTED. */
export function suggestedSlots(times: PlatformTimes): QueueSlot[] {
  return times.slots.slice(0, BEST_TIMES_SUGGESTED).map((slot) => ({
    day: WEEKDAYS[slot.weekday] ?? 'mon',
    time: `${String(slot.hour).padStart(2, '0')}:00`,
  }));
}

/** "Tue 18:00": the weekday's short name in the reader's language, and the brand's wall-clock time. */
export function slotLabel(slot: QueueSlot, locale?: string): string {
  return `${formatWeekday(WEEKDAYS.indexOf(slot.day), locale, 'short')} ${slot.time}`;
}

/** The next time a weekly slot comes round in the zone after `now`, as the date and time pickers hold it. */
export function nextOccurrence(
  slot: QueueSlot,
  zone: string,
  now: Date,
): { date: string; time: string } | null {
  const at = nextQueueSlot([slot], zone, now);
  return at ? wallClockIn(at, zone) : null;
}

/** The suggested slots the queue does not hold yet. */
export function slotsToAdd(queue: readonly QueueSlot[], suggested: readonly QueueSlot[]): QueueSlot[] {
  const have = new Set(queue.map((slot) => `${slot.day} ${slot.time}`));
  return tidySlots(suggested.filter((slot) => !have.has(`${slot.day} ${slot.time}`)));
}

/** Whether the queue has room for these slots (QUEUE_MAX_SLOTS a week). */
export const roomFor = (queue: readonly QueueSlot[], adding: readonly QueueSlot[]) =>
  queue.length + adding.length <= QUEUE_MAX_SLOTS;
