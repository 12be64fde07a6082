import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from './plans';
import { trialState } from './trial';

const DAY = 86_400_000;
const created = new Date('2024-03-01T12:00:00.000Z');
const after = (ms: number) => new Date(created.getTime() + ms);

describe('trialState', () => {
  it.each([
    // [elapsed ms, ageDays, daysLeft, onTrial, expired]
    [0, 0, 14, true, false],
    [DAY - 1, 0, 14, true, false],
    [DAY, 1, 13, true, false],
    [13 * DAY, 13, 1, true, false],
    [14 * DAY - 1, 13, 1, true, false],
    [14 * DAY, 14, 0, false, true],
    [15 * DAY, 15, -1, false, true],
    [400 * DAY, 400, -386, false, true],
  ])(
    'after %i ms: age %i, %i days left, onTrial %s, expired %s',
    (ms, ageDays, daysLeft, onTrial, expired) => {
      expect(trialState(created, after(ms))).toEqual({ ageDays, daysLeft, onTrial, expired });
    },
  );

  it('counts a creation date in the future as age 0', () => {
    expect(trialState(created, after(-3 * DAY))).toEqual({
      ageDays: 0,
      daysLeft: TRIAL_DAYS,
      onTrial: true,
      expired: false,
    });
  });

  it('accepts ISO strings', () => {
    expect(trialState('2024-03-01T12:00:00Z', after(14 * DAY)).expired).toBe(true);
    expect(trialState('2024-03-01T12:00:00+02:00', after(14 * DAY - 1)).ageDays).toBe(14);
  });

  it('reads timestamps without offset (as SQLite writes them) as UTC', () => {
    expect(trialState('2024-03-01 12:00:00', after(DAY - 1)).ageDays).toBe(0);
    expect(trialState('2024-03-01 12:00:00', after(DAY)).ageDays).toBe(1);
    expect(trialState('2024-03-01T12:00', after(DAY)).ageDays).toBe(1);
  });

  it('defaults now to the current time', () => {
    expect(trialState(new Date(Date.now() - 2 * DAY - 1000)).ageDays).toBe(2);
  });

  it('rejects dates it cannot read', () => {
    expect(() => trialState('not a date', created)).toThrow(RangeError);
    expect(() => trialState(created, new Date(Number.NaN))).toThrow(RangeError);
  });
});
