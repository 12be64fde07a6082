import { describe, expect, it } from 'vitest';
import { quotaDay, quotaReset, RESULTS_DAILY_UNITS } from './budget';

describe('results’ share of a provider’s daily quota', () => {
  it('is a quarter of YouTube’s units, on the Pacific day, reset at its midnight across a clock change', () => {
    expect(RESULTS_DAILY_UNITS.youtube).toBe(2_500);
    expect(RESULTS_DAILY_UNITS.instagram).toBeUndefined();
    // 06:59 UTC on 8 March 2026 is still 7 March in Los Angeles (PST, UTC−8).
    expect(quotaDay(new Date('2026-03-08T06:59:00Z'))).toBe('2026-03-07');
    expect(quotaReset(new Date('2026-03-08T06:59:00Z')).toISOString()).toBe('2026-03-08T08:00:00.000Z');
    // Clocks went forward that night: the next midnight is PDT (UTC−7).
    expect(quotaReset(new Date('2026-03-08T12:00:00Z')).toISOString()).toBe('2026-03-09T07:00:00.000Z');
  });
});
