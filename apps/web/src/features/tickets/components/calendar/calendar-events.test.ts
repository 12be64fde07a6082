import { describe, expect, it } from 'vitest';
import { aTicketItem as base } from '../kanban/ticket-fixture';
import {
  openingWindow,
  rescheduleChange,
  TICKET_EVENT_CLASS,
  ticketsToEvents,
  ticketToEvent,
  visibleWindow,
} from './calendar-events';
import { droppedDay } from './use-reschedule';

const aTicket: typeof base = (change) => base({ id: 12, summary: 'Launch reel', ...change });

describe('ticketToEvent', () => {
  it('marks an open ticket overdue or due soon by its due date, and a closed one never', () => {
    const now = new Date(2030, 0, 15, 9);
    const overdue = ticketToEvent(aTicket({ due_date: '2030-01-14', status: 'todo' }), now);
    expect(overdue?.extendedProps).toMatchObject({ dueState: 'overdue' });
    expect(overdue?.className).toContain('ticket-due--overdue');
    const soon = ticketToEvent(aTicket({ due_date: '2030-01-16', status: 'blocked' }), now);
    expect(soon?.className).toContain('ticket-due--due_soon');
    const done = ticketToEvent(aTicket({ due_date: '2030-01-14', status: 'done' }), now);
    expect(done?.extendedProps).toMatchObject({ dueState: null });
    expect(done?.className).not.toContain('ticket-due');
  });

  it('places a post on its posted date, and a drag reschedules that date', () => {
    const post = aTicket({
      ticket_type: 'post',
      due_date: '2030-01-05',
      film_date: '2030-01-10',
      posted_date: '2030-01-20',
    });
    const event = ticketToEvent(post, new Date(2029, 11, 1));
    expect(event).toMatchObject({ id: 't1', title: '#12 Launch reel', start: '2030-01-20', allDay: true });
    expect(event?.extendedProps).toEqual({ ticket: post, field: 'posted_date', dueState: null });
    expect(event?.className).toContain(TICKET_EVENT_CLASS);
  });

  it('places a post with no posted date on its film date', () => {
    const post = aTicket({ ticket_type: 'post', due_date: '2030-01-05', film_date: '2030-01-10' });
    expect(ticketToEvent(post)).toMatchObject({ start: '2030-01-10', extendedProps: { field: 'film_date' } });
  });

  it('places every other ticket on its due date, even when it has post dates', () => {
    const task = aTicket({ ticket_type: 'design', due_date: '2030-01-05', posted_date: '2030-01-20' });
    expect(ticketToEvent(task)).toMatchObject({ start: '2030-01-05', extendedProps: { field: 'due_date' } });
  });

  it('leaves tickets without a date off the calendar', () => {
    const tickets = [
      aTicket({ uid: 'a' }),
      aTicket({ uid: 'b', due_date: '2030-01-07' }),
      aTicket({ uid: 'c', ticket_type: 'post' }),
    ];
    expect(ticketsToEvents(tickets).map((event) => event.id)).toEqual(['b']);
  });

  it('colours events by ticket type', () => {
    const post = ticketToEvent(aTicket({ ticket_type: 'post', posted_date: '2030-01-01' }));
    const reminder = ticketToEvent(aTicket({ ticket_type: 'reminder', due_date: '2030-01-01' }));
    expect(post?.color).not.toEqual(reminder?.color);
  });
});

describe('calendar dates', () => {
  it('turns the visible range (end exclusive) into an inclusive date window', () => {
    expect(visibleWindow(new Date(2029, 11, 30), new Date(2030, 1, 10))).toEqual({
      date_from: '2029-12-30',
      date_to: '2030-02-09',
    });
  });

  it('reads the day an all-day event was dropped on', () => {
    expect(droppedDay({ startStr: '2030-03-04', start: new Date(2030, 2, 4) })).toBe('2030-03-04');
    expect(droppedDay({ startStr: '', start: new Date(2030, 2, 4) })).toBe('2030-03-04');
    expect(droppedDay({ startStr: '', start: null })).toBeNull();
  });

  it('changes only the field the event stands on', () => {
    expect(rescheduleChange('film_date', '2030-03-04')).toEqual({ film_date: '2030-03-04' });
  });
});

describe('openingWindow', () => {
  it('is the month as six weeks from the week’s first day, or the month itself as an agenda', () => {
    // 1 January 2030 is a Tuesday.
    expect(openingWindow('2030-01-15', 0, false)).toEqual({ date_from: '2029-12-30', date_to: '2030-02-09' });
    expect(openingWindow('2030-01-31', 1, false)).toEqual({ date_from: '2029-12-31', date_to: '2030-02-10' });
    expect(openingWindow('2030-01-01', 6, false)).toEqual({ date_from: '2029-12-29', date_to: '2030-02-08' });
    // A month starting on the week's first day starts the grid: 1 June 2031 is a Sunday.
    expect(openingWindow('2031-06-30', 0, false)).toEqual({ date_from: '2031-06-01', date_to: '2031-07-12' });
    expect(openingWindow('2030-02-10', 0, true)).toEqual({ date_from: '2030-02-01', date_to: '2030-02-28' });
    expect(openingWindow('2032-02-29', 1, true)).toEqual({ date_from: '2032-02-01', date_to: '2032-02-29' });
  });
});
