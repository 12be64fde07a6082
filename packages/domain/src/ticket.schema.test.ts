import { describe, expect, it } from 'vitest';
import {
  amountToMinorUnits,
  bulkUpdateTicketsSchema,
  calendarDate,
  createTicketSchema,
  ESTIMATE_AMOUNT_MAX,
  ESTIMATE_HOURS_MAX,
  minorUnitsToAmount,
  statusRank,
  ticketCaption,
  ticketListQuerySchema,
} from './ticket.schema';

const dates = { due_date: '2026-11-20', film_date: '2026-11-10', posted_date: '2026-11-12' };

describe('calendarDate', () => {
  it('puts a post on its posted date, then its film date, then its due date', () => {
    expect(calendarDate({ ticket_type: 'post', ...dates })).toEqual({
      date: '2026-11-12',
      field: 'posted_date',
    });
    expect(calendarDate({ ticket_type: 'post', ...dates, posted_date: null })).toEqual({
      date: '2026-11-10',
      field: 'film_date',
    });
    expect(
      calendarDate({ ticket_type: 'post', due_date: '2026-11-20', film_date: null, posted_date: null }),
    ).toEqual({ date: '2026-11-20', field: 'due_date' });
  });

  it('puts every other type on its due date, and nowhere without one', () => {
    expect(calendarDate({ ticket_type: 'task', ...dates })).toEqual({
      date: '2026-11-20',
      field: 'due_date',
    });
    expect(calendarDate({ ticket_type: 'reminder', ...dates, due_date: null })).toBeNull();
  });
});

describe('ticketCaption', () => {
  it('reads the caption, falling back to the post caption', () => {
    expect(
      ticketCaption({ caption: 'Mine', details: { integrations: [], post_details: { caption: 'Post' } } }),
    ).toBe('Mine');
    expect(
      ticketCaption({ caption: null, details: { integrations: [], post_details: { caption: 'Post' } } }),
    ).toBe('Post');
    expect(ticketCaption({ caption: null, details: { integrations: [], post_details: null } })).toBeNull();
  });
});

describe('ticket schemas', () => {
  it('gives a new ticket the task defaults: To Do, priority 1, type task', () => {
    expect(createTicketSchema.parse({ summary: 'Film the reel' })).toEqual({
      summary: 'Film the reel',
      status: 'todo',
      priority: '1',
      ticket_type: 'task',
    });
  });

  it('refuses a blank summary, a bad date and a link that is not a URL', () => {
    const result = createTicketSchema.safeParse({ summary: '  ', due_date: '21/11/2026', live_link: 'nope' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['summary', 'due_date', 'live_link']));
  });

  it('refuses a bulk update that changes nothing', () => {
    expect(bulkUpdateTicketsSchema.safeParse({ uids: ['a'], changes: {} }).success).toBe(false);
  });

  it('reads comma-separated filters and defaults to every status, newest change first', () => {
    expect(ticketListQuerySchema.parse({ tags: 'a,b', post_platform: 'instagram' })).toMatchObject({
      status: 'all',
      tags: ['a', 'b'],
      post_platform: ['instagram'],
      sort: 'updated',
      order: 'desc',
      limit: 50,
    });
  });

  it('ranks statuses in the board order', () => {
    expect(statusRank('draft')).toBe(0);
    expect(statusRank('rejected')).toBe(12);
  });
});

describe('estimates', () => {
  it('sends amounts in the smallest currency unit, rounded to a cent', () => {
    expect(amountToMinorUnits(1250.5)).toBe(125050);
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(amountToMinorUnits(0.29)).toBe(29);
    expect(amountToMinorUnits(12.345)).toBe(1235);
    expect(minorUnitsToAmount(125050)).toBe(1250.5);
    expect(amountToMinorUnits(minorUnitsToAmount(ESTIMATE_AMOUNT_MAX))).toBe(ESTIMATE_AMOUNT_MAX);
  });

  it('takes hours and amounts up to their maximums, never more', () => {
    const base = { summary: 'Quote', ticket_type: 'estimate' };
    expect(
      createTicketSchema.safeParse({
        ...base,
        estimate_hours: ESTIMATE_HOURS_MAX,
        estimate_amount: ESTIMATE_AMOUNT_MAX,
      }).success,
    ).toBe(true);
    expect(createTicketSchema.safeParse({ ...base, estimate_hours: ESTIMATE_HOURS_MAX + 0.5 }).success).toBe(
      false,
    );
    expect(createTicketSchema.safeParse({ ...base, estimate_amount: ESTIMATE_AMOUNT_MAX + 1 }).success).toBe(
      false,
    );
    // Cents are whole numbers.
    expect(createTicketSchema.safeParse({ ...base, estimate_amount: 10.5 }).success).toBe(false);
  });
});
