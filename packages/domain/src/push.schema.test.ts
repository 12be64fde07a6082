import { describe, expect, it } from 'vitest';
import { minutesUntilQuietEnds, registerDeviceSchema } from './push.schema';

describe('quiet hours', () => {
  const quiet = { start: '22:00', end: '07:00', time_zone: 'Europe/Paris' };
  it('holds a push until the window ends, across midnight and in the person’s zone', () => {
    // 23:30 in Paris (UTC+1 in winter) is 22:30 UTC.
    expect(minutesUntilQuietEnds(new Date('2026-11-28T22:30:00Z'), quiet)).toBe(450);
    expect(minutesUntilQuietEnds(new Date('2026-11-29T05:59:00Z'), quiet)).toBe(1);
    expect(minutesUntilQuietEnds(new Date('2026-11-29T06:00:00Z'), quiet)).toBe(0);
    expect(minutesUntilQuietEnds(new Date('2026-11-28T12:00:00Z'), quiet)).toBe(0);
    // 13:00 in Paris, in a 12:00–13:30 window.
    expect(
      minutesUntilQuietEnds(new Date('2026-11-28T12:00:00Z'), { ...quiet, start: '12:00', end: '13:30' }),
    ).toBe(30);
  });
});

describe('device registrations', () => {
  it('takes a browser subscription as the Push API gives it, and refuses what is not one', () => {
    const subscription = {
      endpoint: 'https://push.example.com/send/abc',
      expirationTime: null,
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    };
    expect(registerDeviceSchema.safeParse({ transport: 'webpush', subscription }).success).toBe(true);
    expect(
      registerDeviceSchema.safeParse({
        transport: 'webpush',
        subscription: { ...subscription, endpoint: 'javascript:x' },
      }).success,
    ).toBe(false);
    expect(registerDeviceSchema.safeParse({ transport: 'apns', token: 'not-hex' }).success).toBe(false);
    expect(registerDeviceSchema.safeParse({ transport: 'apns', token: 'ab'.repeat(32) }).success).toBe(true);
  });
});
