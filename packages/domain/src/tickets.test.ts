import { describe, expect, it } from 'vitest';
import {
  CLOSED_TICKET_STATUSES,
  DEFAULT_PRIORITY,
  isOpenStatus,
  POST_PURPOSE_LABELS,
  PRIORITY_LABELS,
  shouldReminderNotify,
  TICKET_STATUS_FILTERS,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  TICKET_TYPE_LABELS,
} from './tickets';
import {
  prioritySchema,
  ticketStatusFilterSchema,
  ticketStatusSchema,
  ticketTypeSchema,
} from './tickets.schema';

describe('shouldReminderNotify', () => {
  it.each(TICKET_STATUSES.map((status) => [status, status === 'todo' || status === 'in_progress'] as const))(
    'status %s notifies: %s',
    (status, notifies) => {
      expect(shouldReminderNotify(status, false)).toBe(notifies);
    },
  );

  it('notifies only once', () => {
    expect(shouldReminderNotify('todo', true)).toBe(false);
    expect(shouldReminderNotify('in_progress', true)).toBe(false);
  });

  it.each(['To Do', 'In Progress', 'TODO', '', 'all', null, undefined])('ignores %j', (status) => {
    expect(shouldReminderNotify(status, false)).toBe(false);
  });
});

describe('statuses', () => {
  it('are the 13, draft first and rejected last, each with a label', () => {
    expect(TICKET_STATUSES).toHaveLength(13);
    expect(TICKET_STATUSES[0]).toBe('draft');
    expect(TICKET_STATUSES.at(-1)).toBe('rejected');
    expect(Object.keys(TICKET_STATUS_LABELS)).toEqual([...TICKET_STATUSES]);
    expect(TICKET_STATUS_LABELS.todo).toBe('To Do');
    expect(TICKET_STATUS_LABELS.will_not_do).toBe('Will Not Do');
  });

  it('are open until the work ends: paused and blocked still wait, done and posted do not', () => {
    expect(TICKET_STATUSES.filter(isOpenStatus)).toEqual([
      'draft',
      'todo',
      'in_progress',
      'needs_approval',
      'approved',
      'in_review',
      'paused',
      'blocked',
    ]);
    for (const status of CLOSED_TICKET_STATUSES) expect(isOpenStatus(status)).toBe(false);
  });

  it('offer all as a filter but not as a status', () => {
    expect(TICKET_STATUS_FILTERS).toEqual(['all', ...TICKET_STATUSES]);
    expect(ticketStatusFilterSchema.parse('all')).toBe('all');
    expect(ticketStatusSchema.safeParse('all').success).toBe(false);
  });
});

describe('types and priorities', () => {
  it('label call notes as the decisions say', () => {
    expect(TICKET_TYPE_LABELS.call_notes).toBe('Call notes');
    expect(ticketTypeSchema.safeParse('call notes').success).toBe(false);
  });

  it('keep priority a string with Normal as the default', () => {
    expect(DEFAULT_PRIORITY).toBe('1');
    expect(PRIORITY_LABELS[DEFAULT_PRIORITY]).toBe('Normal');
    expect(prioritySchema.safeParse(1).success).toBe(false);
    expect(prioritySchema.safeParse('4').success).toBe(false);
  });

  it('label every purpose', () => {
    expect(Object.values(POST_PURPOSE_LABELS)).toEqual(['Growth', 'Trust building', 'Sales promotion']);
  });
});
