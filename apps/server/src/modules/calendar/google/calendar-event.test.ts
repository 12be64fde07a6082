import {
  GOOGLE_CALENDAR_TICKET_KEY,
  googleCalendarConfigSchema,
} from '@expertos/domain/google-calendar.schema';
import { describe, expect, it } from 'vitest';
import {
  type CalendarTicket,
  eventMatches,
  eventPatch,
  nextDay,
  ticketEventBody,
  ticketEventId,
} from './calendar-event.js';

/**
 * How a ticket becomes its Google Calendar event (docs/product.md#integrations): the day it
 * sits on, the title, the link back and the tag that finds it again.
 */

const ticket = (overrides: Partial<CalendarTicket> = {}): CalendarTicket => ({
  uid: '0b6f7a52-6a8e-4c1b-9a53-3f0a8c7e2d11',
  number: 12,
  summary: 'Spring   campaign\nlaunch reel',
  status: 'todo',
  ticket_type: 'task',
  due_date: '2026-11-24',
  assignee: 'Anna',
  caption: 'Shoot on the roof.\nTwo takes.',
  project: { uid: 'p_1', name: 'Acme', slug: 'acme' },
  url: 'https://app.example.test/brand/acme/tasks?task=0b6f7a52-6a8e-4c1b-9a53-3f0a8c7e2d11',
  updated_at: '2026-11-01T09:00:00.000Z',
  ...overrides,
});
const config = googleCalendarConfigSchema.parse({ time_zone: 'Europe/Berlin' });

describe('ticketEventBody', () => {
  it('makes an all-day event on the due date, ending (exclusively) the next day, tagged with the ticket uid', () => {
    const body = ticketEventBody(ticket(), config);
    expect(body).toEqual({
      id: ticketEventId(ticket().uid),
      summary: '#12 Spring campaign launch reel',
      description: [
        'Shoot on the roof.\nTwo takes.',
        '',
        'Due: 2026-11-24 · Acme',
        `Open in Expertos: ${ticket().url}`,
      ].join('\n'),
      start: { date: '2026-11-24', timeZone: 'Europe/Berlin' },
      end: { date: '2026-11-25', timeZone: 'Europe/Berlin' },
      transparency: 'transparent',
      source: { title: 'Expertos: #12 Spring campaign launch reel', url: ticket().url },
      extendedProperties: { private: { [GOOGLE_CALENDAR_TICKET_KEY]: ticket().uid } },
    });
  });

  it('writes its words in the calendar person’s language', () => {
    expect(ticketEventBody(ticket(), config, 'de')?.description.split('\n').slice(-2)).toEqual([
      'Fällig: 2026-11-24 · Acme',
      `In Expertos öffnen: ${ticket().url}`,
    ]);
    const post = ticket({ ticket_type: 'post', due_date: null, posted_date: '2026-11-12' });
    expect(ticketEventBody(post, config, 'fr')?.description.split('\n').slice(-2)).toEqual([
      'Publication: 2026-11-12 · Acme',
      `Ouvrir dans Expertos\u00a0: ${ticket().url}`,
    ]);
  });

  it('has no event for a ticket without a date, or with a day that does not exist', () => {
    expect(ticketEventBody(ticket({ due_date: null }), config)).toBeNull();
    expect(ticketEventBody(ticket({ due_date: '2026-02-31' }), config)).toBeNull();
  });

  it('puts a post on its film date when it has one (as the app calendar does), labelled Film', () => {
    const post = ticket({ ticket_type: 'post', film_date: '2026-11-10' });
    const body = ticketEventBody(post, config);
    expect(body?.start.date).toBe('2026-11-10');
    expect(body?.end.date).toBe('2026-11-11');
    expect(body?.description).toContain('Film: 2026-11-10');
    expect(ticketEventBody({ ...post, due_date: null }, config)?.start.date).toBe('2026-11-10');
    expect(ticketEventBody({ ...post, posted_date: '2026-11-12' }, config)?.start.date).toBe('2026-11-12');
  });

  it('keeps any other ticket on its due date, a film date alone gives no event', () => {
    expect(ticketEventBody(ticket({ film_date: '2026-11-10' }), config)?.start.date).toBe('2026-11-24');
    expect(ticketEventBody(ticket({ due_date: null, film_date: '2026-11-10' }), config)).toBeNull();
  });

  it('leaves out an empty caption and cuts a very long summary', () => {
    const body = ticketEventBody(ticket({ caption: '  ', summary: 'x'.repeat(400) }), config);
    expect(body?.description.startsWith('Due: 2026-11-24')).toBe(true);
    expect(body?.summary.length).toBe(250);
  });

  it('derives a stable event id Google accepts (base32hex, 5–1024), different per ticket', () => {
    expect(ticketEventId('t_1')).toBe(ticketEventId('t_1'));
    expect(ticketEventId('t_1')).not.toBe(ticketEventId('t_2'));
    expect(ticketEventId('t_1')).toMatch(/^[a-v0-9]{5,1024}$/);
  });
});

describe('nextDay', () => {
  it('crosses months, years and leap days', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2027-02-28')).toBe('2027-03-01');
    expect(nextDay('2026-13-01')).toBeNull();
  });
});

describe('eventMatches / eventPatch', () => {
  const body = ticketEventBody(ticket(), config)!;
  const stored = {
    ...body,
    kind: 'calendar#event',
    status: 'confirmed',
    etag: '"1"',
    htmlLink: 'https://www.google.com/calendar/event?eid=x',
    reminders: { useDefault: false, overrides: [{ method: 'popup', minutes: 10 }] },
  };

  it('sees an event that already shows the ticket as matching, whatever a person added in Google', () => {
    expect(eventMatches(stored, body)).toBe(true);
  });

  it('sees a moved date, a new title, a time given in Google or a deleted event as different', () => {
    expect(eventMatches({ ...stored, start: { date: '2026-11-23' } }, body)).toBe(false);
    expect(eventMatches({ ...stored, summary: '#12 Old title' }, body)).toBe(false);
    expect(
      eventMatches({ ...stored, start: { ...stored.start, dateTime: '2026-11-24T10:00:00+01:00' } }, body),
    ).toBe(false);
    expect(eventMatches({ ...stored, status: 'cancelled' }, body)).toBe(false);
  });

  it('patches the ticket fields back, clearing a date-time and reviving a cancelled event', () => {
    const patch = eventPatch(body);
    expect(patch).not.toHaveProperty('id');
    expect(patch.status).toBe('confirmed');
    expect(patch.start).toEqual({ date: '2026-11-24', timeZone: 'Europe/Berlin', dateTime: null });
    expect(patch.end).toEqual({ date: '2026-11-25', timeZone: 'Europe/Berlin', dateTime: null });
    expect(patch.extendedProperties).toEqual(body.extendedProperties);
  });
});

describe('googleCalendarConfigSchema', () => {
  it('defaults to the primary calendar in UTC and refuses a zone that is not IANA', () => {
    expect(googleCalendarConfigSchema.parse({})).toEqual({
      calendar_id: 'primary',
      account_email: null,
      time_zone: 'UTC',
    });
    expect(googleCalendarConfigSchema.safeParse({ time_zone: 'Mars/Olympus' }).success).toBe(false);
    expect(googleCalendarConfigSchema.safeParse({ time_zone: 'America/New_York' }).success).toBe(true);
  });
});
