import { describe, expect, it } from 'vitest';
import { formatStepTime, pickedInstant, wallClockIn, zoneLines } from './zone-display';

describe('a time picked in the brand’s zone', () => {
  it('is the instant the brand’s clock shows it, daylight saving time included', () => {
    // Winter and summer in Berlin: UTC+1, then UTC+2.
    expect(pickedInstant('2030-01-08', '09:30', 'Europe/Berlin')?.toISOString()).toBe(
      '2030-01-08T08:30:00.000Z',
    );
    expect(pickedInstant('2030-07-08', '09:30', 'Europe/Berlin')?.toISOString()).toBe(
      '2030-07-08T07:30:00.000Z',
    );
    // 02:30 does not happen on the spring change (31 March 2030): it is taken as 03:30.
    expect(pickedInstant('2030-03-31', '02:30', 'Europe/Berlin')?.toISOString()).toBe(
      '2030-03-31T01:30:00.000Z',
    );
  });

  it('is nothing while the date or the time is incomplete', () => {
    expect(pickedInstant('', '09:30', 'UTC')).toBeNull();
    expect(pickedInstant('2030-01-08', '9:3', 'UTC')).toBeNull();
  });

  it("reads back as the brand's clock shows it", () => {
    expect(wallClockIn(new Date('2030-01-08T08:30:00Z'), 'Europe/Berlin')).toEqual({
      date: '2030-01-08',
      time: '09:30',
    });
    expect(wallClockIn(new Date('2030-01-08T23:30:00Z'), 'Asia/Tokyo')).toEqual({
      date: '2030-01-09',
      time: '08:30',
    });
  });

  it("is shown in the viewer's zone too only when their clock reads it otherwise", () => {
    const at = new Date('2030-01-08T08:30:00Z');
    const elsewhere = zoneLines(at, 'Europe/Berlin', 'America/New_York', 'en-US');
    expect(elsewhere.brand).toMatch(/Tue, Jan 8, 2030, 9:30\sAM GMT\+1/);
    expect(elsewhere.viewer).toMatch(/Tue, Jan 8, 2030, 3:30\sAM EST/);
    // Another name for the same clock (Paris is Berlin's time): one line is enough.
    expect(zoneLines(at, 'Europe/Berlin', 'Europe/Paris', 'en-US').viewer).toBeNull();
    expect(zoneLines(at, 'Europe/Berlin', 'Europe/Berlin', 'en-US').viewer).toBeNull();
  });

  it("names the zone of a timeline's step, the viewer's own", () => {
    expect(formatStepTime(new Date('2030-01-08T21:06:00Z'), 'America/New_York', 'en-US')).toMatch(
      /^Jan 8, 2030, 4:06\sPM EST$/,
    );
  });
});
