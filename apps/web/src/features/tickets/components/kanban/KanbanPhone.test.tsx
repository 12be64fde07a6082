import type { TicketCounts, TicketListItem, TicketListQuery } from '@expertos/domain/ticket.schema';
import { TICKET_STATUSES, type TicketStatus } from '@expertos/domain/tickets';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { phoneViewport } from '@/test/viewport';
import * as ticketListsApi from '../../api/ticket-lists';
import { useBoardPrefsStore } from '../../hooks/use-board-prefs';
import type { TicketScope } from '../ticket-scope';
import { KanbanView } from './KanbanView';
import { aTicketItem } from './ticket-fixture';
import { SLIDE_MS } from './use-phone-column-scroll';

const originalScrollTo = Element.prototype.scrollTo;
const scope: TicketScope = { kind: 'workspace', workspaceUid: 'w1' };
/** Every column is this wide on the fake phone. */
const COLUMN_PX = 320;

const tickets: TicketListItem[] = [
  aTicketItem({ uid: 'a', id: 1, status: 'todo', summary: 'Call the roaster' }),
  aTicketItem({ uid: 'b', id: 2, status: 'in_progress', summary: 'Write the brief' }),
  aTicketItem({ uid: 'c', id: 3, status: 'done', summary: 'Shipped reel' }),
];

function serve() {
  vi.spyOn(ticketListsApi, 'fetchWorkspaceTickets').mockImplementation(
    async (_workspace: string, query: TicketListQuery) => ({
      items: tickets.filter((ticket) => query.status === 'all' || ticket.status === query.status),
      next_cursor: null,
    }),
  );
  vi.spyOn(ticketListsApi, 'fetchWorkspaceTicketCounts').mockImplementation(async () => {
    const byStatus = Object.fromEntries(TICKET_STATUSES.map((status) => [status, 0])) as Record<
      TicketStatus,
      number
    >;
    for (const ticket of tickets) byStatus[ticket.status] += 1;
    return { total: tickets.length, by_status: byStatus } satisfies TicketCounts;
  });
}

/**
 * A phone-sized window (every `max-width` media query matches) with the layout jsdom lacks: the
 * board's columns side by side, `COLUMN_PX` wide, moved by the board's scroll position.
 */
function phoneLayout() {
  phoneViewport();
  let scrollLeft = 0;
  vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(() => scrollLeft);
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    scrollLeft = options.left ?? scrollLeft;
  });
  // jsdom has no Element.scrollTo at all: put one in for the test (afterEach takes it away).
  Element.prototype.scrollTo = scrollTo as unknown as typeof Element.prototype.scrollTo;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const column = this instanceof HTMLElement ? this.dataset.status : undefined;
    const board = this.closest('[data-testid="kanban-board"]');
    const index = column && board ? [...board.querySelectorAll('[data-status]')].indexOf(this) : -1;
    const left = index >= 0 ? index * COLUMN_PX - scrollLeft : 0;
    return {
      left,
      right: left + COLUMN_PX,
      top: 0,
      bottom: 400,
      width: COLUMN_PX,
      height: 400,
      x: left,
      y: 0,
    } as DOMRect;
  });
  return {
    scrollTo,
    /** A swipe that settles with the board scrolled to `left`. */
    swipeTo: (left: number) => {
      scrollLeft = left;
      fireEvent.scroll(screen.getByTestId('kanban-board'));
    },
  };
}

const picker = () => screen.getByTestId('kanban-phone-column') as HTMLSelectElement;

describe('KanbanView on a phone', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useBoardPrefsStore.setState({ boards: {} });
    serve();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Element.prototype.scrollTo = originalScrollTo;
  });

  it('lays every column out in one snapping row, and the Column list scrolls to the one picked', async () => {
    const { scrollTo } = phoneLayout();
    renderWithProviders(<KanbanView scope={scope} query={{ status: 'all' }} />);
    await screen.findByText('Call the roaster');
    const board = screen.getByTestId('kanban-board');
    expect(board).toHaveAttribute('data-phone');
    // All three columns with tickets are there, to swipe between (not one at a time in the DOM).
    expect(screen.getAllByTestId(/^kanban-column-/).map((column) => column.dataset.status)).toEqual([
      'todo',
      'in_progress',
      'done',
    ]);
    // It opens on the first column with tickets, already in view: nothing to scroll.
    expect(picker().value).toBe('todo');
    expect(scrollTo).not.toHaveBeenCalled();

    await userEvent.selectOptions(picker(), 'done');
    await waitFor(() =>
      expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ left: 2 * COLUMN_PX })),
    );
    expect(picker().value).toBe('done');
  });

  it('follows a swipe: the Column list names the column the board settled on', async () => {
    const { swipeTo } = phoneLayout();
    renderWithProviders(<KanbanView scope={scope} query={{ status: 'all' }} />);
    await screen.findByText('Call the roaster');
    vi.useFakeTimers();
    swipeTo(COLUMN_PX + 12);
    act(() => vi.advanceTimersByTime(200));
    vi.useRealTimers();
    await waitFor(() => expect(picker().value).toBe('in_progress'));
  });

  it('keeps the column picked while the board slides to it, however slowly, and then follows swipes again', async () => {
    const { scrollTo, swipeTo } = phoneLayout();
    renderWithProviders(<KanbanView scope={scope} query={{ status: 'all' }} />);
    await screen.findByText('Call the roaster');
    // A smooth slide that has not moved yet: the board stays where it is until the test moves it.
    scrollTo.mockImplementation(() => undefined);
    await userEvent.selectOptions(picker(), 'done');
    await waitFor(() => expect(scrollTo).toHaveBeenCalled());

    vi.useFakeTimers();
    // Half-way, the slide pauses for longer than a swipe takes to settle (a busy phone).
    swipeTo(Math.round(COLUMN_PX * 0.6));
    act(() => vi.advanceTimersByTime(500));
    expect(picker().value).toBe('done');
    // It arrives.
    swipeTo(2 * COLUMN_PX);
    act(() => vi.advanceTimersByTime(200));
    expect(picker().value).toBe('done');
    // A swipe afterwards is followed as before.
    swipeTo(COLUMN_PX);
    act(() => vi.advanceTimersByTime(200));
    vi.useRealTimers();
    await waitFor(() => expect(picker().value).toBe('in_progress'));
  });

  it('follows the board after all if a slide never arrives (a swipe took over)', async () => {
    const { scrollTo, swipeTo } = phoneLayout();
    renderWithProviders(<KanbanView scope={scope} query={{ status: 'all' }} />);
    await screen.findByText('Call the roaster');
    scrollTo.mockImplementation(() => undefined);
    await userEvent.selectOptions(picker(), 'done');
    await waitFor(() => expect(scrollTo).toHaveBeenCalled());
    vi.useFakeTimers();
    swipeTo(COLUMN_PX);
    act(() => vi.advanceTimersByTime(SLIDE_MS + 200));
    vi.useRealTimers();
    await waitFor(() => expect(picker().value).toBe('in_progress'));
  });

  it('keeps the wide board as it is on a desktop: no snapping row, no Column list', async () => {
    renderWithProviders(<KanbanView scope={scope} query={{ status: 'all' }} />);
    await screen.findByText('Call the roaster');
    expect(screen.getByTestId('kanban-board')).not.toHaveAttribute('data-phone');
    expect(screen.queryByTestId('kanban-phone-column')).not.toBeInTheDocument();
  });
});
