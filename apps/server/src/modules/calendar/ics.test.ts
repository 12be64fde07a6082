import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar } from './ics.js';

const calendar = (events: Parameters<typeof writeCalendar>[0]['events']) =>
  writeCalendar({ name: 'Leafco, tasks', prodId: '-//Expertos//Calendar//EN', refreshMinutes: 60, events });

/** Each reminder's instant and wall-clock time as ical.js reads them, through the feed's own VTIMEZONE. */
function readTimed(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  const zones = component.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const read = component.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return {
      utc: event.startDate.toJSDate().toISOString(),
      local: event.startDate.toString(),
      zone: event.startDate.zone?.tzid,
    };
  });
  for (const zone of zones) ICAL.TimezoneService.remove(String(zone.getFirstPropertyValue('tzid')));
  return { zones: zones.length, read };
}

const reminderAt = (uid: string, start: string) => ({
  uid,
  stamp: new Date('2026-10-01T00:00:00Z'),
  summary: 'Reminder',
  start: new Date(start),
  minutes: 15,
});

describe('timed events in the reader’s zone (TZID with its VTIMEZONE)', () => {
  const feed = (timeZone: string | null, starts: string[]) =>
    writeCalendar({
      name: 'Mine',
      prodId: '-//Expertos//Calendar//EN',
      refreshMinutes: 60,
      timeZone,
      events: starts.map((start, i) => reminderAt(`r${i}@example.com`, start)),
    });

  it('writes a reminder on Berlin’s clock either side of its autumn change, and a parser finds the same instants', () => {
    const starts = ['2026-10-24T07:00:00.000Z', '2026-10-26T08:00:00.000Z', '2027-03-29T07:30:00.000Z'];
    const text = feed('Europe/Berlin', starts);
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20261024T090000\r\n');
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20261026T090000\r\n');
    // The clocks went forward the day before: 07:30 UTC is 09:30 in Berlin again.
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20270329T093000\r\n');
    expect(text).toContain(
      'BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nEND:STANDARD',
    );
    expect(text).toContain(
      'BEGIN:DAYLIGHT\r\nDTSTART:20270328T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nEND:DAYLIGHT',
    );
    const { zones, read } = readTimed(text);
    expect(zones).toBe(1);
    expect(read.map((r) => r.utc)).toEqual(starts);
    expect(read.map((r) => r.local)).toEqual([
      '2026-10-24T09:00:00',
      '2026-10-26T09:00:00',
      '2027-03-29T09:30:00',
    ]);
    expect(read.every((r) => r.zone === 'Europe/Berlin')).toBe(true);
  });

  it('keeps odd offsets and both sides of the date line, and UTC or no zone as `Z`', () => {
    for (const [zone, local] of [
      ['Asia/Kathmandu', '2026-11-30T14:45:00'],
      ['Asia/Kolkata', '2026-11-30T14:30:00'],
      ['Pacific/Kiritimati', '2026-11-30T23:00:00'],
      ['Pacific/Pago_Pago', '2026-11-29T22:00:00'],
      ['Australia/Sydney', '2026-11-30T20:00:00'],
      ['America/New_York', '2026-11-30T04:00:00'],
    ] as const) {
      const { read } = readTimed(feed(zone, ['2026-11-30T09:00:00.000Z']));
      expect([zone, read[0]]).toEqual([zone, { utc: '2026-11-30T09:00:00.000Z', local, zone }]);
    }
    for (const zone of ['UTC', null]) {
      const text = feed(zone, ['2026-11-30T09:00:00.000Z']);
      expect(text).toContain('DTSTART:20261130T090000Z\r\n');
      expect(text).not.toContain('VTIMEZONE');
    }
    // Only all-day events: nothing needs a zone.
    expect(
      writeCalendar({
        name: 'Mine',
        prodId: '-//Expertos//Calendar//EN',
        refreshMinutes: 60,
        timeZone: 'Europe/Berlin',
        events: [{ uid: 'd@example.com', stamp: new Date(), summary: 'Due', date: '2026-11-30' }],
      }),
    ).not.toContain('VTIMEZONE');
  });
});

describe('iCalendar feed', () => {
  it('is read by an independent parser: all-day and timed events, their UIDs and text', () => {
    const text = calendar([
      {
        uid: 't1-due@example.com',
        stamp: new Date('2026-11-21T19:30:00Z'),
        summary: '#12 Shoot; the "autumn", matcha \\ reel',
        description: 'Line one\nLine two',
        url: 'https://app.example.com/brand/leafco/tasks/t1',
        date: '2026-11-30',
        categories: ['Leafco', 'Due'],
      },
      {
        uid: 't2-reminder@example.com',
        stamp: new Date('2026-11-21T19:30:00Z'),
        summary: 'Call the client',
        start: new Date('2026-12-01T09:15:00Z'),
        minutes: 15,
      },
    ]);
    const component = new ICAL.Component(ICAL.parse(text));
    expect(component.getFirstPropertyValue('version')).toBe('2.0');
    expect(component.getFirstPropertyValue('prodid')).toBe('-//Expertos//Calendar//EN');
    const [due, reminder] = component.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(due!.uid).toBe('t1-due@example.com');
    expect(due!.summary).toBe('#12 Shoot; the "autumn", matcha \\ reel');
    expect(due!.description).toBe('Line one\nLine two');
    expect(due!.startDate.isDate).toBe(true);
    expect(due!.startDate.toString()).toBe('2026-11-30');
    expect(due!.endDate.toString()).toBe('2026-12-01');
    expect(reminder!.startDate.toJSDate().toISOString()).toBe('2026-12-01T09:15:00.000Z');
    expect(reminder!.endDate.toJSDate().toISOString()).toBe('2026-12-01T09:30:00.000Z');
  });

  it('ends every line with CRLF and keeps each within 75 octets', () => {
    const text = calendar([
      {
        uid: 'long@example.com',
        stamp: new Date('2026-11-21T19:30:00Z'),
        summary: `Teezeremonie 🍵 ${'ä'.repeat(80)}`,
        date: '2026-11-30',
      },
    ]);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(`Teezeremonie 🍵 ${'ä'.repeat(80)}`);
  });

  it('escapes and folds as RFC 5545 says', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(foldLine('x'.repeat(80))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(5)}`);
    // A 3-octet character is never cut: the line breaks before it.
    const folded = foldLine(`${'x'.repeat(74)}€`);
    expect(folded).toBe(`${'x'.repeat(74)}\r\n €`);
  });
});
