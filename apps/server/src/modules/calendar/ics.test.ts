import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar } from './ics.js';

const calendar = (events: Parameters<typeof writeCalendar>[0]['events']) =>
  writeCalendar({ name: 'Leafco, tasks', prodId: '-//Expertos//Calendar//EN', refreshMinutes: 60, events });

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
