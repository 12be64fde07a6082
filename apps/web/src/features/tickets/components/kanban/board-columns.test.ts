import type { TicketCounts } from '@expertos/domain/ticket.schema';
import { TICKET_STATUSES, type TicketStatus } from '@expertos/domain/tickets';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BOARD_PREFS } from '../../hooks/use-board-prefs';
import { boardColumns, firstColumn, hiddenEmptyCount } from './board-columns';

function counts(by: Partial<Record<TicketStatus, number>>): TicketCounts {
  const byStatus = Object.fromEntries(TICKET_STATUSES.map((status) => [status, by[status] ?? 0]));
  return { total: 0, by_status: byStatus as Record<TicketStatus, number> };
}
const none = new Set<TicketStatus>();

describe('boardColumns', () => {
  it('shows only statuses with tickets, in board order, unless empty ones are asked for', () => {
    const input = { statuses: TICKET_STATUSES, counts: counts({ done: 1, todo: 2 }), kept: none };
    expect(boardColumns({ ...input, prefs: DEFAULT_BOARD_PREFS })).toEqual(['todo', 'done']);
    expect(boardColumns({ ...input, prefs: { showEmpty: true, hidden: [] } })).toHaveLength(13);
    expect(hiddenEmptyCount(TICKET_STATUSES, ['todo', 'done'], DEFAULT_BOARD_PREFS)).toBe(11);
  });

  it('leaves out statuses the board is configured without, full or empty', () => {
    const shown = boardColumns({
      statuses: TICKET_STATUSES,
      counts: counts({ done: 1, todo: 2 }),
      kept: none,
      prefs: { showEmpty: true, hidden: ['done', 'draft'] },
    });
    expect(shown).not.toContain('done');
    expect(shown).not.toContain('draft');
    expect(shown).toHaveLength(11);
  });

  it('keeps a column a move just emptied, shows the filtered status even empty, and waits for the counts', () => {
    const prefs = DEFAULT_BOARD_PREFS;
    expect(
      boardColumns({
        statuses: TICKET_STATUSES,
        counts: counts({ done: 1 }),
        kept: new Set(['todo']),
        prefs,
      }),
    ).toEqual(['todo', 'done']);
    expect(boardColumns({ statuses: ['blocked'], counts: counts({}), kept: none, prefs })).toEqual([
      'blocked',
    ]);
    expect(boardColumns({ statuses: TICKET_STATUSES, counts: undefined, kept: none, prefs })).toEqual([]);
    expect(boardColumns({ statuses: TICKET_STATUSES, counts: null, kept: none, prefs })).toHaveLength(13);
  });
});

describe('firstColumn', () => {
  it('opens a phone on the first column with tickets, never an empty Draft', () => {
    expect(firstColumn(['draft', 'todo', 'done'], counts({ todo: 0, done: 3 }))).toBe('done');
    expect(firstColumn(['draft', 'todo'], counts({}))).toBe('draft');
  });
});
