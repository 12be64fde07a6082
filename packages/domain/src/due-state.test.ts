import { describe, expect, it } from 'vitest';
import { DUE_SOON_DAYS, dueStateOf, localDayOf } from './due-state';

// Noon local time on 2026-03-10: the viewer's day is the 10th whatever the time zone.
const now = new Date(2026, 2, 10, 12, 0, 0);

describe('dueStateOf', () => {
  it('says overdue once the due day has passed, for open tickets only', () => {
    expect(dueStateOf({ due_date: '2026-03-09', status: 'todo' }, now)).toBe('overdue');
    expect(dueStateOf({ due_date: '2025-12-31', status: 'blocked' }, now)).toBe('overdue');
    expect(dueStateOf({ due_date: '2026-03-09', status: 'done' }, now)).toBeNull();
    expect(dueStateOf({ due_date: '2026-03-09', status: 'will_not_do' }, now)).toBeNull();
  });

  it('says due soon on the due day and the day before', () => {
    expect(DUE_SOON_DAYS).toBe(2);
    expect(dueStateOf({ due_date: '2026-03-10', status: 'in_progress' }, now)).toBe('due_soon');
    expect(dueStateOf({ due_date: '2026-03-11', status: 'draft' }, now)).toBe('due_soon');
    expect(dueStateOf({ due_date: '2026-03-12', status: 'todo' }, now)).toBeNull();
    expect(dueStateOf({ due_date: '2026-03-10', status: 'posted' }, now)).toBeNull();
  });

  it('says nothing without a due date or with a date that does not exist', () => {
    expect(dueStateOf({ due_date: null, status: 'todo' }, now)).toBeNull();
    expect(dueStateOf({ due_date: '2026-02-31', status: 'todo' }, now)).toBeNull();
  });

  it('counts days in the viewer’s calendar, late in the evening too', () => {
    const lateEvening = new Date(2026, 2, 10, 23, 59, 0);
    expect(localDayOf(lateEvening)).toBe('2026-03-10');
    expect(dueStateOf({ due_date: '2026-03-10', status: 'todo' }, lateEvening)).toBe('due_soon');
    expect(dueStateOf({ due_date: '2026-03-09', status: 'todo' }, lateEvening)).toBe('overdue');
  });

  it('counts in the viewer’s zone when given: one instant is a different day across the date line', () => {
    const at = new Date('2026-06-01T20:00:00Z');
    // Kiritimati (UTC+14) is on 2 June already; Pago Pago (UTC−11) on 1 June, 09:00.
    expect(localDayOf(at, 'Pacific/Kiritimati')).toBe('2026-06-02');
    expect(localDayOf(at, 'Pacific/Pago_Pago')).toBe('2026-06-01');
    const due = { due_date: '2026-06-01', status: 'todo' as const };
    expect(dueStateOf(due, at, 'Pacific/Kiritimati')).toBe('overdue');
    expect(dueStateOf(due, at, 'Pacific/Pago_Pago')).toBe('due_soon');
  });
});
