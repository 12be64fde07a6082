import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { datePresets, nextWeekStart } from './date-presets';

describe('datePresets', () => {
  // Tuesday 15 January 2030.
  const now = new Date(2030, 0, 15, 18, 30);

  it('offers today, tomorrow, the start of next week and none', () => {
    expect(datePresets(i18n.t, now, 1)).toEqual([
      { value: '2030-01-15', label: 'Today' },
      { value: '2030-01-16', label: 'Tomorrow' },
      { value: '2030-01-21', label: 'Next week' },
      { value: null, label: 'Clear' },
    ]);
  });

  it('counts next week from the locale’s first day, also on that day itself', () => {
    expect(nextWeekStart(now, 1).getDate()).toBe(21);
    expect(nextWeekStart(now, 0).getDate()).toBe(20);
    // On a Monday, a Monday-first week's "next week" is seven days on, not today.
    expect(nextWeekStart(new Date(2030, 0, 14), 1).getDate()).toBe(21);
  });
});
