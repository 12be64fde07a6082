import { describe, expect, it } from 'vitest';
import { formatClock, parseClock } from './clock';

describe('recording clock', () => {
  it('writes lengths as m:ss, and h:mm:ss past an hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(4021)).toBe('0:04');
    expect(formatClock(125_000)).toBe('2:05');
    expect(formatClock(3_725_000)).toBe('1:02:05');
  });

  it('reads what it writes, and plain seconds', () => {
    expect(parseClock('2:05')).toBe(125_000);
    expect(parseClock('1:02:05')).toBe(3_725_000);
    expect(parseClock('12.5')).toBe(12_500);
    expect(parseClock(' 0:04 ')).toBe(4000);
  });

  it('refuses what is not a moment', () => {
    for (const text of ['', 'abc', '1:2:3:4', '-5', '1:']) expect(parseClock(text)).toBeNull();
  });
});
