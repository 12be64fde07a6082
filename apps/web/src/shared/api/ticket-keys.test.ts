import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isTicketDetailKey, isTicketKey, isTicketListKey, ticketKeys, ticketScopes } from './ticket-keys';

const query = { status: 'todo' } as const;

describe('ticket query keys', () => {
  it('puts every list, count and option of a workspace under its prefix, so one invalidation reaches them all', () => {
    const prefix = ticketKeys.workspace('w1');
    const keys = [
      ticketKeys.list('w1', ticketScopes.workspace, query),
      ticketKeys.boardColumn('w1', ticketScopes.project('p1'), query),
      ticketKeys.calendarWindow('w1', ticketScopes.workspace, query),
      ticketKeys.counts('w1', ticketScopes.member('m1'), query),
      ticketKeys.byNumber('w1', 128),
      ticketKeys.palette('w1', 'reel'),
      ticketKeys.parentCandidates('w1', 'p1', 'spring'),
      ticketKeys.assignees('w1'),
      ticketKeys.tags('w1', ticketScopes.workspace),
      ticketKeys.milestones('w1', ticketScopes.project('p1')),
    ];
    for (const key of keys) expect(partialMatchKey(key, prefix)).toBe(true);
    expect(partialMatchKey(ticketKeys.list('w2', ticketScopes.workspace, query), prefix)).toBe(false);
  });

  it('keeps board columns, calendar windows and subtasks among the lists, apart from the table', () => {
    const lists = ticketKeys.lists('w1');
    const table = ticketKeys.list('w1', ticketScopes.workspace, query);
    const board = ticketKeys.boardColumn('w1', ticketScopes.workspace, query);
    const calendar = ticketKeys.calendarWindow('w1', ticketScopes.workspace, query);
    const subtasks = ticketKeys.subtasks('w1', 't1');
    for (const key of [table, board, calendar, subtasks]) {
      expect(partialMatchKey(key, lists)).toBe(true);
      expect(isTicketListKey(key, 'w1')).toBe(true);
      expect(isTicketListKey(key, 'w2')).toBe(false);
    }
    expect(new Set([table, board, calendar, subtasks].map((key) => JSON.stringify(key))).size).toBe(4);
    expect(isTicketListKey(ticketKeys.counts('w1', ticketScopes.workspace, query))).toBe(false);
  });

  it('hangs what belongs to one ticket under its detail, so forgetting the ticket forgets it', () => {
    const detail = ticketKeys.ticket('t1');
    const keys = [
      ticketKeys.shared('t1', 'token'),
      ticketKeys.activity('t1'),
      ticketKeys.comments('t1'),
      ticketKeys.checklist('t1'),
      ticketKeys.timeEntries('t1'),
      ticketKeys.videos('t1'),
      ticketKeys.approvals('t1'),
      ticketKeys.brandCheck('t1', '2030-01-01T00:00:00.000Z'),
      ticketKeys.aiBrandCheck('t1'),
    ];
    for (const key of keys) {
      expect(partialMatchKey(key, detail)).toBe(true);
      expect(isTicketDetailKey(key)).toBe(false);
    }
    expect(isTicketDetailKey(detail)).toBe(true);
    expect(partialMatchKey(detail, ticketKeys.details())).toBe(true);
  });

  it('tells a ticket query from any other', () => {
    expect(isTicketKey(ticketKeys.ticket('t1'))).toBe(true);
    expect(isTicketKey(ticketKeys.comments('t1'))).toBe(true);
    expect(isTicketKey(ticketKeys.list('w1', ticketScopes.workspace, query))).toBe(true);
    expect(isTicketKey(ticketKeys.assignees('w1'))).toBe(true);
    expect(isTicketKey(['workspaces', 'w1', 'billing'])).toBe(false);
    expect(isTicketKey(['me'])).toBe(false);
  });
});
