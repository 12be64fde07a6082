import { TICKET_STATUSES, type TicketStatus } from '@expertos/domain/tickets';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJsonStorage, STORE_KEY_PREFIX } from '@/shared/stores/storage';

/**
 * One board's choice (docs/product.md#board-and-calendar): whether empty status columns
 * show, and which statuses the board leaves out altogether. Kept per brand (or for the
 * workspace's all-brands board) in this browser; the column order is the domain's.
 */
export interface BoardPrefs {
  showEmpty: boolean;
  /** Statuses left out (rather than those shown: a status added later shows up). */
  hidden: TicketStatus[];
}

export const DEFAULT_BOARD_PREFS: BoardPrefs = { showEmpty: false, hidden: [] };

interface BoardPrefsState {
  boards: Record<string, BoardPrefs>;
  setShowEmpty: (board: string, showEmpty: boolean) => void;
  setStatusShown: (board: string, status: TicketStatus, shown: boolean) => void;
}

function isStatus(value: unknown): value is TicketStatus {
  return typeof value === 'string' && (TICKET_STATUSES as readonly string[]).includes(value);
}

/** A stored board as the current shape (unknown statuses dropped, wrong types defaulted). */
function readBoard(value: unknown): BoardPrefs {
  const stored = (value ?? {}) as Partial<BoardPrefs>;
  return {
    showEmpty: typeof stored.showEmpty === 'boolean' ? stored.showEmpty : DEFAULT_BOARD_PREFS.showEmpty,
    hidden: Array.isArray(stored.hidden) ? stored.hidden.filter(isStatus) : [],
  };
}

export const useBoardPrefsStore = create<BoardPrefsState>()(
  persist(
    (set) => ({
      boards: {},
      setShowEmpty: (board, showEmpty) =>
        set((state) => ({
          boards: { ...state.boards, [board]: { ...readBoard(state.boards[board]), showEmpty } },
        })),
      setStatusShown: (board, status, shown) =>
        set((state) => {
          const current = readBoard(state.boards[board]);
          const others = current.hidden.filter((item) => item !== status);
          // At least one status stays on the board.
          const hidden = shown ? others : [...others, status];
          if (hidden.length >= TICKET_STATUSES.length) return state;
          return { boards: { ...state.boards, [board]: { ...current, hidden } } };
        }),
    }),
    {
      name: `${STORE_KEY_PREFIX}ticket-board`,
      version: 1,
      storage: localJsonStorage,
      partialize: ({ boards }) => ({ boards }),
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<BoardPrefsState>;
        const boards =
          stored.boards && typeof stored.boards === 'object'
            ? Object.fromEntries(Object.entries(stored.boards).map(([key, value]) => [key, readBoard(value)]))
            : {};
        return { ...current, boards };
      },
    },
  ),
);

/** One board's preferences and their setters. */
export function useBoardPrefs(board: string) {
  const prefs = useBoardPrefsStore((state) => state.boards[board]) ?? DEFAULT_BOARD_PREFS;
  const setShowEmpty = useBoardPrefsStore((state) => state.setShowEmpty);
  const setStatusShown = useBoardPrefsStore((state) => state.setStatusShown);
  return {
    prefs,
    setShowEmpty: (showEmpty: boolean) => setShowEmpty(board, showEmpty),
    setStatusShown: (status: TicketStatus, shown: boolean) => setStatusShown(board, status, shown),
  };
}
