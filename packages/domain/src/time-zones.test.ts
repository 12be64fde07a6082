import { describe, expect, it } from 'vitest';
import { nextQueueSlot } from './publishing/queue-slots';
import { isTimeZone, normalTimeZone, timeZoneChoices } from './time-zones';
import { zonedInstant, zoneTransitions } from './zoned-time';

describe('time zones the app accepts', () => {
  it('takes every zone the runtime lists, UTC first among the choices', () => {
    const choices = timeZoneChoices();
    expect(choices[0]).toBe('UTC');
    expect(choices.length).toBeGreaterThan(300);
    for (const zone of choices) expect(normalTimeZone(zone), zone).toBe(zone);
    // Today's spellings, whatever the runtime's list says, so a search for them finds them.
    for (const current of ['Asia/Kolkata', 'Asia/Kathmandu', 'Europe/Kyiv', 'Asia/Ho_Chi_Minh'])
      expect(choices).toContain(current);
    expect(choices).not.toContain('Asia/Calcutta');
  });

  it('takes an alias as given, and a name in another case in the runtime’s spelling', () => {
    for (const alias of ['Asia/Kolkata', 'Asia/Calcutta', 'US/Pacific', 'Etc/UTC', 'Europe/Kyiv'])
      expect(normalTimeZone(alias), alias).toBe(alias);
    expect(normalTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(normalTimeZone('utc')).toBe('UTC');
  });

  it('refuses offsets, made-up places, paths and anything that could be read as SQL', () => {
    const refused = [
      '+05:00',
      '-0800',
      'UTC+2',
      'GMT+0530',
      'Mars/Olympus_Mons',
      'Europe/../Berlin',
      'Europe//Berlin',
      ' Europe/Berlin',
      'Europe/Berlin ',
      "Europe/Berlin'; DROP TABLE profiles; --",
      "UTC' OR '1'='1",
      'Europe/Berlin\u0000',
      '',
      'A'.repeat(65),
    ];
    for (const zone of refused) expect(isTimeZone(zone), JSON.stringify(zone)).toBe(false);
    for (const notText of [null, undefined, 42, {}, ['UTC']]) expect(isTimeZone(notText)).toBe(false);
  });

  it('refuses random strings unless the runtime knows them as a zone (fuzzed)', () => {
    const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/_+-:' ;%.";
    let seed = 46;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const known = new Set(timeZoneChoices().map((zone) => zone.toLowerCase()));
    for (let i = 0; i < 2000; i += 1) {
      const length = 1 + Math.floor(random() * 30);
      let name = '';
      for (let j = 0; j < length; j += 1) name += alphabet[Math.floor(random() * alphabet.length)];
      const accepted = normalTimeZone(name);
      if (accepted === null) continue;
      // Whatever gets through is a zone: Intl formats with it, and it has no quote, space or colon.
      expect(() => new Intl.DateTimeFormat('en', { timeZone: accepted })).not.toThrow();
      expect(accepted).toMatch(/^[A-Za-z0-9_+/-]+$/);
      expect(known.has(accepted.toLowerCase()) || accepted === name).toBe(true);
    }
  });
});

/**
 * The DST table: a brand's wall-clock times (a reminder, a scheduled post, a queue slot) become
 * the right instants in zones with daylight saving, half- and quarter-hour offsets and the
 * extremes of the date line, on both sides of each change.
 */
describe('the DST table: a wall-clock time in a zone is the right instant', () => {
  const day = (iso: string) => {
    const [year, month, date] = iso.split('-').map(Number) as [number, number, number];
    return { year, month, day: date };
  };
  const table: Array<[zone: string, date: string, time: string, instant: string, why: string]> = [
    ['Europe/Berlin', '2026-03-28', '09:00', '2026-03-28T08:00:00.000Z', 'winter time, +1'],
    ['Europe/Berlin', '2026-03-29', '09:00', '2026-03-29T07:00:00.000Z', 'summer time from that night, +2'],
    ['Europe/Berlin', '2026-03-29', '02:30', '2026-03-29T01:30:00.000Z', 'skipped: 03:30 summer time'],
    ['Europe/Berlin', '2026-10-25', '02:30', '2026-10-25T00:30:00.000Z', 'twice: the first, summer time'],
    ['Europe/Berlin', '2026-10-25', '09:00', '2026-10-25T08:00:00.000Z', 'winter time again'],
    ['America/New_York', '2026-03-07', '09:00', '2026-03-07T14:00:00.000Z', 'EST, −5'],
    ['America/New_York', '2026-03-08', '02:30', '2026-03-08T07:30:00.000Z', 'skipped: 03:30 EDT'],
    ['America/New_York', '2026-03-08', '09:00', '2026-03-08T13:00:00.000Z', 'EDT, −4'],
    ['America/New_York', '2026-11-01', '01:30', '2026-11-01T05:30:00.000Z', 'twice: the first, EDT'],
    ['America/New_York', '2026-11-01', '09:00', '2026-11-01T14:00:00.000Z', 'EST again'],
    ['Australia/Sydney', '2026-04-04', '09:00', '2026-04-03T22:00:00.000Z', 'AEDT, +11'],
    ['Australia/Sydney', '2026-04-05', '02:30', '2026-04-04T15:30:00.000Z', 'twice: the first, AEDT'],
    ['Australia/Sydney', '2026-04-05', '09:00', '2026-04-04T23:00:00.000Z', 'AEST, +10'],
    ['Australia/Sydney', '2026-10-04', '02:30', '2026-10-03T16:30:00.000Z', 'skipped: 03:30 AEDT'],
    ['Australia/Sydney', '2026-10-04', '09:00', '2026-10-03T22:00:00.000Z', 'AEDT, +11'],
    ['Asia/Kolkata', '2026-03-29', '09:00', '2026-03-29T03:30:00.000Z', '+5:30, no DST'],
    ['Asia/Kathmandu', '2026-10-25', '09:00', '2026-10-25T03:15:00.000Z', '+5:45'],
    ['Pacific/Kiritimati', '2026-06-01', '09:00', '2026-05-31T19:00:00.000Z', '+14: the day before in UTC'],
    ['Pacific/Kiritimati', '2026-06-01', '23:30', '2026-06-01T09:30:00.000Z', '+14, late evening'],
    ['Pacific/Pago_Pago', '2026-06-01', '09:00', '2026-06-01T20:00:00.000Z', '−11'],
    ['Pacific/Pago_Pago', '2026-06-01', '23:30', '2026-06-02T10:30:00.000Z', '−11: the next day in UTC'],
  ];
  it.each(table)('%s %s %s → %s (%s)', (zone, date, time, instant) => {
    expect(zonedInstant(day(date), time, zone).toISOString()).toBe(instant);
  });

  it('keeps a weekly queue slot at the brand’s 09:00 through each change, whatever zone the server runs in', () => {
    const slots = [{ day: 'sun' as const, time: '09:00' }];
    const sundays: Array<[zone: string, from: string, expected: string[]]> = [
      ['Europe/Berlin', '2026-03-21T12:00:00Z', ['2026-03-22T08:00:00.000Z', '2026-03-29T07:00:00.000Z']],
      ['Europe/Berlin', '2026-10-18T12:00:00Z', ['2026-10-25T08:00:00.000Z', '2026-11-01T08:00:00.000Z']],
      ['America/New_York', '2026-03-01T18:00:00Z', ['2026-03-08T13:00:00.000Z', '2026-03-15T13:00:00.000Z']],
      ['Australia/Sydney', '2026-03-29T12:00:00Z', ['2026-04-04T23:00:00.000Z', '2026-04-11T23:00:00.000Z']],
      ['Australia/Sydney', '2026-09-27T12:00:00Z', ['2026-10-03T22:00:00.000Z', '2026-10-10T22:00:00.000Z']],
      ['Asia/Kathmandu', '2026-06-01T00:00:00Z', ['2026-06-07T03:15:00.000Z', '2026-06-14T03:15:00.000Z']],
      [
        'Pacific/Kiritimati',
        '2026-06-01T00:00:00Z',
        ['2026-06-06T19:00:00.000Z', '2026-06-13T19:00:00.000Z'],
      ],
      ['Pacific/Pago_Pago', '2026-06-01T00:00:00Z', ['2026-06-07T20:00:00.000Z', '2026-06-14T20:00:00.000Z']],
    ];
    for (const [zone, from, [first, second]] of sundays) {
      const one = nextQueueSlot(slots, zone, new Date(from));
      expect(one?.toISOString(), zone).toBe(first);
      const two = nextQueueSlot(slots, zone, new Date(from), one ? [one] : []);
      expect(two?.toISOString(), zone).toBe(second);
    }
  });
});

describe('a zone’s clock changes, for the calendar feed’s VTIMEZONE', () => {
  const year = (zone: string) =>
    zoneTransitions(zone, new Date('2026-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z')).map(
      ({ at, before, after }) => [at.toISOString(), before, after],
    );

  it('finds each change to the minute, either side of the date line', () => {
    expect(year('Europe/Berlin')).toEqual([
      ['2026-03-29T01:00:00.000Z', 60, 120],
      ['2026-10-25T01:00:00.000Z', 120, 60],
    ]);
    expect(year('America/New_York')).toEqual([
      ['2026-03-08T07:00:00.000Z', -300, -240],
      ['2026-11-01T06:00:00.000Z', -240, -300],
    ]);
    // The southern summer: Sydney leaves DST in April and goes back to it in October.
    expect(year('Australia/Sydney')).toEqual([
      ['2026-04-04T16:00:00.000Z', 660, 600],
      ['2026-10-03T16:00:00.000Z', 600, 660],
    ]);
  });

  it('finds none where the clocks never change', () => {
    for (const zone of ['Asia/Kolkata', 'Asia/Kathmandu', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'])
      expect([zone, year(zone)]).toEqual([zone, []]);
  });
});
