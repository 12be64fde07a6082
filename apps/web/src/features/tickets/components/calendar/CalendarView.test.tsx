import { ApiError } from '@expertos/api-client/client';
import { aTicket } from '@expertos/domain/testing/tickets';
import type { Ticket, TicketListQuery } from '@expertos/domain/ticket.schema';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setViewerTimeZone } from '@/shared/session/viewer-zone';
import {
  type CalendarLayerEvent,
  type CalendarLayerProps,
  NO_SLOTS,
  SlotsContext,
  type TicketBadgeProps,
} from '@/shared/ui/slots';
import { OPEN_TASK_EVENT } from '@/shared/ui/task-dialog/open-task-dialog';
import { renderWithProviders, TestProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as ticketApi from '../../api/ticket';
import * as ticketListsApi from '../../api/ticket-lists';
import { aTicketItem } from '../kanban/ticket-fixture';
import type { TicketScope } from '../ticket-scope';
import { CalendarView } from './CalendarView';
import { ticketToEvent } from './calendar-events';
import { fetchWindow, usePrefetchOpeningWindow } from './use-calendar-tickets';
import { useReschedule } from './use-reschedule';

const scope: TicketScope = { kind: 'workspace', workspaceUid: 'w1' };
/** FullCalendar's first render in jsdom takes a moment on a cold run. */
const SLOW = { timeout: 4000 };

const post = aTicketItem({
  uid: 'post-1',
  id: 5,
  summary: 'Post it',
  ticket_type: 'post',
  due_date: '2030-01-10',
  posted_date: '2030-01-20',
});

function eventOf(uid: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.ticket-event[data-ticket-uid="${uid}"]`);
}

describe('CalendarView', () => {
  beforeEach(() => {
    // Only the clock is fake: "today" is 15 January 2030, timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 0, 15, 12));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for the tickets of the visible month and puts a post on its posted date', async () => {
    const list = vi
      .spyOn(ticketListsApi, 'fetchWorkspaceTickets')
      .mockResolvedValue({ items: [post], next_cursor: null });
    renderWithProviders(<CalendarView scope={scope} query={{ status: 'all', tags: ['launch'] }} />);

    expect(await screen.findByTestId('calendar-title', {}, SLOW)).toHaveTextContent('January 2030');
    await waitFor(() => expect(eventOf('post-1')).not.toBeNull(), SLOW);
    // The month grid runs from Sunday 30 December to Saturday 9 February.
    expect(list).toHaveBeenCalledWith(
      'w1',
      {
        status: 'all',
        tags: ['launch'],
        date_from: '2029-12-30',
        date_to: '2030-02-09',
        sort: 'due_date',
        order: 'asc',
        limit: 200,
      },
      expect.anything(),
    );
    const event = eventOf('post-1');
    expect(event).toHaveTextContent('#5 Post it');
    expect(event?.closest('[data-date]')).toHaveAttribute('data-date', '2030-01-20');
    expect(screen.queryByTestId('calendar-empty')).not.toBeInTheDocument();
  });

  it('marks today by the viewer’s profile zone, not the browser’s clock', async () => {
    vi.spyOn(ticketListsApi, 'fetchWorkspaceTickets').mockResolvedValue({ items: [], next_cursor: null });
    // Noon on the 15th here (UTC) is already the 16th in Kiritimati (UTC+14).
    vi.setSystemTime(new Date('2030-01-15T12:00:00Z'));
    setViewerTimeZone('Pacific/Kiritimati');
    try {
      renderWithProviders(<CalendarView scope={scope} query={{ status: 'all' }} />);
      await screen.findByTestId('calendar-title', {}, SLOW);
      await waitFor(() =>
        expect(
          [...document.querySelectorAll('[aria-current="date"]')].map((cell) =>
            cell.closest('[data-date]')?.getAttribute('data-date'),
          ),
        ).toEqual(['2030-01-16']),
      );
    } finally {
      setViewerTimeZone(null);
    }
  });

  it('opens on the window the page asked for ahead: the month is asked for once', async () => {
    const list = vi
      .spyOn(ticketListsApi, 'fetchWorkspaceTickets')
      .mockResolvedValue({ items: [post], next_cursor: null });
    const query: TicketListQuery = { status: 'all' };
    // The page asks before the calendar's code has arrived (here: before it is shown).
    function Page() {
      usePrefetchOpeningWindow(scope, query, true);
      const [shown, setShown] = useState(false);
      return shown ? (
        <CalendarView scope={scope} query={query} />
      ) : (
        <button type="button" onClick={() => setShown(true)}>
          Show
        </button>
      );
    }
    renderWithProviders(<Page />);
    await waitFor(() =>
      expect(list).toHaveBeenCalledWith(
        'w1',
        expect.objectContaining({ date_from: '2029-12-30', date_to: '2030-02-09' }),
        expect.anything(),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(eventOf('post-1')).not.toBeNull(), SLOW);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('opens the ticket when its event is clicked', async () => {
    vi.spyOn(ticketListsApi, 'fetchWorkspaceTickets').mockResolvedValue({ items: [post], next_cursor: null });
    const opened = vi.fn();
    window.addEventListener(OPEN_TASK_EVENT, opened);
    renderWithProviders(<CalendarView scope={scope} query={{ status: 'all' }} />);
    await waitFor(() => expect(eventOf('post-1')).not.toBeNull(), SLOW);
    await userEvent.click(eventOf('post-1')!);
    expect((opened.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
      taskId: 'post-1',
      projectSlug: 'acme-coffee',
      title: 'Post it',
    });
    window.removeEventListener(OPEN_TASK_EVENT, opened);
  });

  it('says so when the month has no dated tickets, and loads the next window on Next', async () => {
    const list = vi
      .spyOn(ticketListsApi, 'fetchWorkspaceTickets')
      .mockResolvedValue({ items: [], next_cursor: null });
    renderWithProviders(<CalendarView scope={scope} query={{ status: 'all' }} />);
    expect(await screen.findByText('No tickets with dates in this month', {}, SLOW)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('calendar-title')).toHaveTextContent('February 2030');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        'w1',
        expect.objectContaining({ date_from: '2030-01-27', date_to: '2030-03-09' }),
        expect.anything(),
      ),
    );
  });

  it('shows a week with the week toggle', async () => {
    const list = vi
      .spyOn(ticketListsApi, 'fetchWorkspaceTickets')
      .mockResolvedValue({ items: [], next_cursor: null });
    renderWithProviders(<CalendarView scope={scope} query={{ status: 'all' }} />);
    await screen.findByText('No tickets with dates in this month', {}, SLOW);
    await userEvent.click(screen.getByText('Week'));
    expect(await screen.findByText('No tickets with dates in this week')).toBeInTheDocument();
    expect(screen.getByTestId('calendar-title')).toHaveTextContent(/Jan 13\D+19, 2030/);
    expect(list).toHaveBeenLastCalledWith(
      'w1',
      expect.objectContaining({ date_from: '2030-01-13', date_to: '2030-01-19' }),
      expect.anything(),
    );
  });

  it('creates a ticket due on a day from that day’s add button, with the keyboard', async () => {
    const brand: TicketScope = {
      kind: 'project',
      workspaceUid: 'w1',
      projectUid: 'p1',
      projectSlug: 'acme-coffee',
    };
    vi.spyOn(ticketListsApi, 'fetchProjectTickets').mockResolvedValue({ items: [], next_cursor: null });
    const create = vi
      .spyOn(ticketApi, 'createTicket')
      .mockResolvedValue(aTicket({ uid: 'n1', id: 9, summary: 'Film the tasting', due_date: '2030-01-22' }));
    renderWithProviders(<CalendarView scope={brand} query={{ status: 'all' }} />);
    const add = await screen.findByRole('button', { name: 'Add a ticket due Jan 22, 2030' }, SLOW);
    const user = setupUser();
    add.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('New ticket due Jan 22, 2030')).toBeInTheDocument();
    await user.keyboard('Film the tasting{Enter}');
    expect(create).toHaveBeenCalledWith('p1', {
      summary: 'Film the tasting',
      ticket_type: 'task',
      status: 'todo',
      priority: '1',
      due_date: '2030-01-22',
    });
    await waitFor(() => expect(screen.queryByText('New ticket due Jan 22, 2030')).not.toBeInTheDocument());
  });
});

describe('CalendarView with another feature’s layer', () => {
  const brand: TicketScope = { kind: 'project', workspaceUid: 'w1', projectUid: 'p1', projectSlug: 'acme' };
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 0, 15, 12));
    vi.spyOn(ticketListsApi, 'fetchProjectTickets').mockResolvedValue({ items: [post], next_cursor: null });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function renderWithLayer(event: Partial<CalendarLayerEvent>) {
    const seen: Pick<CalendarLayerProps, 'start' | 'end' | 'project' | 'workspaceUid'>[] = [];
    function Layer({ onEvents, start, end, project, workspaceUid }: CalendarLayerProps) {
      seen.push({ start, end, project, workspaceUid });
      useEffect(
        () =>
          onEvents([
            {
              id: 'post-x',
              title: 'Spring post',
              start: new Date(2030, 0, 22, 9, 30).toISOString(),
              movable: true,
              color: 'green',
              className: 'fake-post',
              data: { postUid: 'x' },
              canMove: () => true,
              move: async () => true,
              open: () => undefined,
              render: (agenda) => <span>{agenda ? 'Agenda post' : 'Spring post'}</span>,
              ...event,
            },
          ]),
        [onEvents],
      );
      return null;
    }
    renderWithProviders(
      <SlotsContext.Provider value={{ ...NO_SLOTS, calendarLayers: [Layer] }}>
        <CalendarView scope={brand} query={{ status: 'all' }} />
      </SlotsContext.Provider>,
    );
    return seen;
  }

  const layerEvent = () => document.querySelector<HTMLElement>('.layer-event[data-post-uid="x"]');

  it('shows other features’ badges on posts, in short, and none on other tickets', async () => {
    const waiting = { ...post, uid: 'post-2', id: 6, summary: 'Waits', status: 'needs_approval' as const };
    const task = { ...post, uid: 'task-3', id: 7, summary: 'A task', ticket_type: 'task' as const };
    vi.spyOn(ticketListsApi, 'fetchProjectTickets').mockResolvedValue({
      items: [post, waiting, task],
      next_cursor: null,
    });
    const asked: { ticketUid: string; compact?: boolean }[] = [];
    function Badge({ ticketUid, compact }: TicketBadgeProps) {
      asked.push({ ticketUid, compact });
      return <span data-testid={`badge-${ticketUid}`}>Step 1/2</span>;
    }
    renderWithProviders(
      <SlotsContext.Provider value={{ ...NO_SLOTS, ticketBadges: [Badge] }}>
        <CalendarView scope={brand} query={{ status: 'all' }} />
      </SlotsContext.Provider>,
    );
    await waitFor(() => expect(eventOf('task-3')).not.toBeNull(), SLOW);
    expect(eventOf('post-2')).toContainElement(screen.getByTestId('badge-post-2'));
    expect(eventOf('post-1')).toContainElement(screen.getByTestId('badge-post-1'));
    expect(eventOf('task-3')?.querySelector('[data-testid^="badge-"]')).toBeNull();
    expect(asked.every((call) => call.ticketUid !== 'task-3' && call.compact === true)).toBe(true);
  });

  it('asks the layer for the visible days and shows its events on their day beside the tickets', async () => {
    const seen = renderWithLayer({});
    await waitFor(() => expect(layerEvent()).not.toBeNull(), SLOW);
    expect(seen.at(-1)).toEqual({
      start: new Date(2029, 11, 30),
      end: new Date(2030, 1, 10),
      workspaceUid: 'w1',
      project: { uid: 'p1', slug: 'acme' },
    });
    expect(layerEvent()).toHaveTextContent('Spring post');
    expect(layerEvent()).toHaveClass('fake-post');
    expect(layerEvent()?.closest('[data-date]')).toHaveAttribute('data-date', '2030-01-22');
    await waitFor(() => expect(eventOf('post-1')).not.toBeNull());
  });

  it('opens a layer’s event with a click or with Enter, not as a ticket', async () => {
    const open = vi.fn();
    const opened = vi.fn();
    window.addEventListener(OPEN_TASK_EVENT, opened);
    renderWithLayer({ open });
    await waitFor(() => expect(layerEvent()).not.toBeNull(), SLOW);
    await userEvent.click(layerEvent()!);
    expect(open).toHaveBeenCalledTimes(1);
    layerEvent()!.focus();
    fireEvent.keyDown(layerEvent()!, { key: 'Enter' });
    expect(open).toHaveBeenCalledTimes(2);
    expect(opened).not.toHaveBeenCalled();
    window.removeEventListener(OPEN_TASK_EVENT, opened);
  });
});

describe('fetchWindow', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('follows the cursor until the window is complete', async () => {
    const list = vi
      .spyOn(ticketListsApi, 'fetchProjectTickets')
      .mockImplementation(async (_project: string, query: TicketListQuery) =>
        query.cursor === 'next'
          ? { items: [aTicketItem({ uid: 'b' })], next_cursor: null }
          : { items: [aTicketItem({ uid: 'a' })], next_cursor: 'next' },
      );
    const brand: TicketScope = { kind: 'project', workspaceUid: 'w1', projectUid: 'p1', projectSlug: 'acme' };
    const window = await fetchWindow(brand, { date_from: '2030-01-01', date_to: '2030-01-31' });
    expect(window.items.map((item) => item.uid)).toEqual(['a', 'b']);
    expect(window.truncated).toBe(false);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('stops at the cap and says the window is incomplete', async () => {
    let page = 0;
    vi.spyOn(ticketListsApi, 'fetchWorkspaceTickets').mockImplementation(async () => {
      page += 1;
      const items = Array.from({ length: 200 }, (_, index) => aTicketItem({ uid: `${page}-${index}` }));
      return { items, next_cursor: `after-${page}` };
    });
    const window = await fetchWindow(scope, {});
    expect(window.items).toHaveLength(1000);
    expect(window.truncated).toBe(true);
    expect(page).toBe(5);
  });
});

describe('useReschedule', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function dropped(day: string) {
    const event = ticketToEvent(post)!;
    return {
      event: { extendedProps: event.extendedProps, startStr: day, start: null },
      revert: vi.fn(),
    } as unknown as Parameters<ReturnType<typeof useReschedule>>[0] & { revert: ReturnType<typeof vi.fn> };
  }

  it('saves the date the event stood on (a post: its posted date)', async () => {
    const update = vi.spyOn(ticketApi, 'updateTicket').mockResolvedValue({} as Ticket);
    const { result } = renderHook(() => useReschedule(scope), { wrapper: TestProviders });
    const info = dropped('2030-01-22');
    await act(() => result.current(info));
    expect(update).toHaveBeenCalledWith('post-1', { posted_date: '2030-01-22' });
    expect(info.revert).not.toHaveBeenCalled();
  });

  it('puts the event back and says why when the server refuses', async () => {
    vi.spyOn(ticketApi, 'updateTicket').mockRejectedValue(
      new ApiError({ status: 403, code: 'forbidden', message: 'Not yours' }),
    );
    const { result } = renderHook(() => useReschedule(scope), { wrapper: TestProviders });
    const info = dropped('2030-01-22');
    await act(() => result.current(info));
    expect(info.revert).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Ticket #5 could not be moved to .*2030/)).toBeInTheDocument();
  });
});
