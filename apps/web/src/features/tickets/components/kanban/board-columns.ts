import type { TicketCounts } from '@expertos/domain/ticket.schema';
import type { TicketStatus } from '@expertos/domain/tickets';
import type { BoardPrefs } from '../../hooks/use-board-prefs';

export interface BoardColumnsInput {
  /** The statuses the filter allows, in board order (one when the filter names a status). */
  statuses: readonly TicketStatus[];
  /** The counts under the filters; undefined while loading, null when they failed. */
  counts: TicketCounts | null | undefined;
  prefs: BoardPrefs;
  /** Statuses already on screen for these filters: a column emptied by a move stays put. */
  kept: ReadonlySet<TicketStatus>;
}

/**
 * The columns the board shows (docs/product.md#board-and-calendar): the statuses the board
 * is configured for, without the empty ones unless asked. A status the filter names always
 * shows; while the counts load none shows (the board would jump), and when they failed every
 * configured column shows.
 */
export function boardColumns({ statuses, counts, prefs, kept }: BoardColumnsInput): TicketStatus[] {
  if (statuses.length === 1) return [...statuses];
  const configured = statuses.filter((status) => !prefs.hidden.includes(status));
  if (prefs.showEmpty || counts === null) return configured;
  if (counts === undefined) return [];
  return configured.filter((status) => (counts.by_status[status] ?? 0) > 0 || kept.has(status));
}

/** How many configured columns are left out for being empty. */
export function hiddenEmptyCount(
  statuses: readonly TicketStatus[],
  shown: readonly TicketStatus[],
  prefs: BoardPrefs,
) {
  return statuses.filter((status) => !prefs.hidden.includes(status) && !shown.includes(status)).length;
}

/** The column a phone opens on: the first with tickets, else the first shown. */
export function firstColumn(
  shown: readonly TicketStatus[],
  counts: TicketCounts | null | undefined,
): TicketStatus | undefined {
  return shown.find((status) => (counts?.by_status[status] ?? 0) > 0) ?? shown[0];
}
