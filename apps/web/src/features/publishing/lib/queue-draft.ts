import type { QueueSettings } from '@expertos/domain/publishing/channel.schema';
import { WEEKDAYS } from '@expertos/domain/publishing/queue-slots';

/** Every zone the browser knows, with the one already chosen kept even when it does not list it. */
export function zoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set(['UTC', ...known]);
  if (current) all.add(current);
  return [...all].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
}

/** The slots in week order (Monday first), then by time, without repeats: how they are kept and shown. */
export function tidySlots(slots: QueueSettings['slots']): QueueSettings['slots'] {
  const seen = new Set<string>();
  return [...slots]
    .sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.time.localeCompare(b.time))
    .filter((slot) => {
      const key = `${slot.day} ${slot.time}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Whether two settings say the same (the slots compared as kept). */
export function sameQueue(a: QueueSettings, b: QueueSettings): boolean {
  return (
    a.time_zone === b.time_zone &&
    a.require_approval === b.require_approval &&
    JSON.stringify(tidySlots(a.slots)) === JSON.stringify(tidySlots(b.slots))
  );
}
