import { describe, expect, it } from 'vitest';
import { sameQueue, tidySlots, zoneOptions } from './queue-draft';

describe('the queue settings form', () => {
  it('keeps the slots in week order, Monday first, then by time, once each', () => {
    expect(
      tidySlots([
        { day: 'fri', time: '09:30' },
        { day: 'mon', time: '17:00' },
        { day: 'mon', time: '09:30' },
        { day: 'fri', time: '09:30' },
        { day: 'sun', time: '08:00' },
      ]),
    ).toEqual([
      { day: 'mon', time: '09:30' },
      { day: 'mon', time: '17:00' },
      { day: 'fri', time: '09:30' },
      { day: 'sun', time: '08:00' },
    ]);
  });

  it('offers every zone the browser knows, UTC first, and the chosen one even when unknown', () => {
    const zones = zoneOptions('Mars/Olympus_Mons');
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Europe/Berlin');
    expect(zones).toContain('Mars/Olympus_Mons');
  });

  it('sees no change in the same slots in another order', () => {
    const a = {
      time_zone: 'UTC',
      require_approval: false,
      slots: [
        { day: 'mon' as const, time: '09:30' },
        { day: 'tue' as const, time: '10:00' },
      ],
    };
    expect(sameQueue(a, { ...a, slots: [...a.slots].reverse() })).toBe(true);
    expect(sameQueue(a, { ...a, time_zone: 'Europe/Berlin' })).toBe(false);
    expect(sameQueue(a, { ...a, require_approval: true })).toBe(false);
  });
});
