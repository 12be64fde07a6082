import { ApiError } from '@expertos/api-client/client';
import type { Ticket, TicketCounts, TicketListItem, TicketListQuery } from '@expertos/domain/ticket.schema';
import { TICKET_STATUS_LABELS, TICKET_STATUSES, type TicketStatus } from '@expertos/domain/tickets';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_TASK_EVENT } from '@/shared/ui/task-dialog/open-task-dialog';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as ticketApi from '../../api/ticket';
import * as ticketListsApi from '../../api/ticket-lists';
import { useBoardPrefsStore } from '../../hooks/use-board-prefs';
import type { TicketScope } from '../ticket-scope';
import { KanbanView } from './KanbanView';
import { aTicketItem } from './ticket-fixture';

const scope: TicketScope = { kind: 'workspace', workspaceUid: 'w1' };

function aTicket(change: Partial<TicketListItem> = {}): TicketListItem {
  return aTicketItem({
    ticket_type: 'post',
    assignee: { uid: 'm1', name: 'Ada Lovelace', email: 'ada@example.com', image: null },
    tags: ['launch'],
    due_date: '2030-01-08',
    ...change,
  });
}

function countsOf(tickets: TicketListItem[]): TicketCounts {
  const byStatus = Object.fromEntries(TICKET_STATUSES.map((status) => [status, 0])) as Record<
    TicketStatus,
    number
  >;
  for (const ticket of tickets) byStatus[ticket.status] += 1;
  return { total: tickets.length, by_status: byStatus };
}

/** A fake server: lists and counts answer from `tickets` as it is at the time of the call. */
function serve(tickets: TicketListItem[]) {
  const list = vi
    .spyOn(ticketListsApi, 'fetchWorkspaceTickets')
    .mockImplementation(async (_workspace: string, query: TicketListQuery) => ({
      items: tickets.filter((ticket) => query.status === 'all' || ticket.status === query.status),
      next_cursor: null,
    }));
  const counts = vi
    .spyOn(ticketListsApi, 'fetchWorkspaceTicketCounts')
    .mockImplementation(async () => countsOf(tickets));
  return { list, counts };
}

function column(status: TicketStatus) {
  return screen.getByTestId(`kanban-column-${status}`);
}

async function countIn(status: TicketStatus) {
  return within(await screen.findByTestId(`kanban-column-${status}`)).findByTestId('kanban-count');
}

/** The board of the workspace's all-brands page, with its empty columns shown or not. */
function showEmptyColumns(showEmpty: boolean) {
  useBoardPrefsStore.setState({ boards: { workspace: { showEmpty, hidden: [] } } });
}

describe('KanbanView', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    useBoardPrefsStore.setState({ boards: {} });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a column per status in board order with the counts from the API', async () => {
    showEmptyColumns(true);
    const tickets = [
      aTicket({ uid: 'a', id: 1, status: 'todo' }),
      aTicket({ uid: 'b', id: 2, status: 'todo', summary: 'Second' }),
      aTicket({ uid: 'c', id: 3, status: 'done', summary: 'Third' }),
    ];
    const { counts } = serve(tickets);
    renderWithProviders(<KanbanView scope={scope} query={{ status: 'all' }} />);

    const columns = await screen.findAllByTestId(/^kanban-column-/);
    expect(columns.map((node) => node.dataset.testid)).toEqual(
      TICKET_STATUSES.map((status) => `kanban-column-${status}`),
    );
    expect(within(column('todo')).getByText(TICKET_STATUS_LABELS.todo)).toBeInTheDocument();
    expect(await countIn('todo')).toHaveTextContent('2');
    expect(await countIn('done')).toHaveTextContent('1');
    expect(await countIn('draft')).toHaveTextContent('0');
    expect(counts).toHaveBeenCalledWith('w1', { status: 'all' }, expect.anything());
    expect(await within(column('todo')).findAllByTestId('kanban-card')).toHaveLength(2);
    expect(within(column('done')).getByText('Third')).toBeInTheDocument();
    // Workspace scope: the card names its brand.
    expect(within(column('done')).getByText('Acme Coffee')).toBeInTheDocument();
  });

  it('asks each column for its own status, newest change first, 50 a page', async () => {
    showEmptyColumns(true);
    const { list } = serve([]);
    renderWithProviders(<KanbanView scope={scope} query={{ status: 'all', tags: ['launch'] }} />);
    await waitFor(() => expect(list).toHaveBeenCalledTimes(TICKET_STATUSES.length));
    expect(list).toHaveBeenCalledWith(
      'w1',
      { status: 'approved', tags: ['launch'], sort: 'updated', order: 'desc', limit: 50 },
      expect.anything(),
    );
    expect(
      await within(await screen.findByTestId('kanban-column-approved')).findByText('No tickets'),
    ).toBeInTheDocument();
  });

  it('shows only the filtered status', async () => {
    const { list } = serve([aTicket({ status: 'in_review' })]);
    renderWithProviders(<KanbanView scope={scope} query={{ status: 'in_review' }} />);
    expect(await screen.findAllByTestId(/^kanban-column-/)).toHaveLength(1);
    expect(await within(column('in_review')).findByTestId('kanban-card')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('loads the next page of a column at its end', async () => {
    const first = aTicket({ uid: 'a', id: 1 });
    const second = aTicket({ uid: 'b', id: 2, summary: 'Older one' });
    vi.spyOn(ticketListsApi, 'fetchWorkspaceTicketCounts').mockResolvedValue(countsOf([first, second]));
    const list = vi
      .spyOn(ticketListsApi, 'fetchWorkspaceTickets')
      .mockImplementation(async (_workspace: string, query: TicketListQuery) => {
        if (query.status !== 'todo') return { items: [], next_cursor: null };
        return query.cursor === 'c2'
          ? { items: [second], next_cursor: null }
          : { items: [first], next_cursor: 'c2' };
      });
    renderWithProviders(<KanbanView scope={scope} query={{ status: 'todo' }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older one')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith('w1', expect.objectContaining({ cursor: 'c2' }), expect.anything());
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('opens the ticket on a click', async () => {
    serve([aTicket({ uid: 'u-42', id: 42, summary: 'Open me' })]);
    const opened = vi.fn();
    window.addEventListener(OPEN_TASK_EVENT, opened);
    renderWithProviders(<KanbanView scope={scope} query={{ status: 'all' }} />);
    await userEvent.click(await screen.findByText('Open me'));
    expect(opened).toHaveBeenCalledTimes(1);
    expect((opened.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
      taskId: 'u-42',
      projectSlug: 'acme-coffee',
      title: 'Open me',
    });
    window.removeEventListener(OPEN_TASK_EVENT, opened);
  });

  describe('moving a card with the keyboard', () => {
    beforeEach(() => showEmptyColumns(true));

    async function moveRight(name: RegExp) {
      const card = await screen.findByRole('button', { name });
      card.focus();
      const user = setupUser();
      await user.keyboard('[Space]');
      // The keyboard sensor listens from the next tick on.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await user.keyboard('[ArrowRight]');
      await user.keyboard('[Space]');
    }

    it('changes the status to the next column, at once and on the server', async () => {
      const tickets = [aTicket({ uid: 'a', id: 7, summary: 'Move me' })];
      serve(tickets);
      let finish: (ticket: Ticket) => void = () => {};
      const update = vi
        .spyOn(ticketApi, 'updateTicket')
        .mockImplementation(() => new Promise<Ticket>((resolve) => (finish = resolve)));
      renderWithProviders(<KanbanView scope={scope} query={{ status: 'all' }} />);
      expect(await countIn('todo')).toHaveTextContent('1');

      await moveRight(/^#7\b.*Move me/);

      expect(update).toHaveBeenCalledWith('a', { status: 'in_progress' });
      // Optimistic: the card and the counts moved before the server answered.
      expect(await within(column('in_progress')).findByText('Move me')).toBeInTheDocument();
      expect(within(column('todo')).queryByText('Move me')).not.toBeInTheDocument();
      expect(await countIn('in_progress')).toHaveTextContent('1');
      expect(await countIn('todo')).toHaveTextContent('0');
      expect(screen.getByText(/was moved from To Do to In Progress/)).toBeInTheDocument();

      tickets[0] = { ...tickets[0]!, status: 'in_progress' };
      finish({} as Ticket);
      await waitFor(() => expect(within(column('in_progress')).getByText('Move me')).toBeInTheDocument());
    });

    it('puts the card back and says why when the server refuses', async () => {
      serve([aTicket({ uid: 'a', id: 7, summary: 'Move me' })]);
      const update = vi
        .spyOn(ticketApi, 'updateTicket')
        .mockRejectedValue(new ApiError({ status: 403, code: 'forbidden', message: 'Not yours' }));
      renderWithProviders(<KanbanView scope={scope} query={{ status: 'all' }} />);
      expect(await countIn('todo')).toHaveTextContent('1');

      await moveRight(/^#7\b.*Move me/);

      expect(update).toHaveBeenCalledWith('a', { status: 'in_progress' });
      expect(await screen.findByText(/Ticket #7 could not be moved to In Progress/)).toBeInTheDocument();
      await waitFor(() => expect(within(column('todo')).getByText('Move me')).toBeInTheDocument());
      expect(within(column('in_progress')).queryByText('Move me')).not.toBeInTheDocument();
      expect(await countIn('todo')).toHaveTextContent('1');
      expect(await countIn('in_progress')).toHaveTextContent('0');
    });

    it('asks before closing a ticket whose subtasks are open, and moves it with the answer', async () => {
      const tickets = [aTicket({ uid: 'a', id: 7, summary: 'Parent', status: 'blocked' })];
      serve(tickets);
      const open = new ApiError({
        status: 409,
        code: 'ticket_has_open_subtasks',
        message: 'x',
        body: { code: 'ticket_has_open_subtasks', message: 'x', open: 2 },
      });
      const update = vi
        .spyOn(ticketApi, 'updateTicket')
        .mockRejectedValueOnce(open)
        .mockImplementation(async () => {
          tickets[0] = { ...tickets[0]!, status: 'will_not_do' };
          return {} as Ticket;
        });
      renderWithProviders(<KanbanView scope={scope} query={{ status: 'all' }} />);
      expect(await countIn('blocked')).toHaveTextContent('1');

      await moveRight(/^#7\b.*Parent/);

      expect(update).toHaveBeenCalledWith('a', { status: 'will_not_do' });
      const dialog = await screen.findByRole('dialog', { name: 'This ticket has 2 open subtasks' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Leave them open' }));
      await waitFor(() =>
        expect(update).toHaveBeenLastCalledWith('a', { status: 'will_not_do', subtasks: 'leave' }),
      );
      expect(await within(column('will_not_do')).findByText('Parent')).toBeInTheDocument();
      await waitFor(() => expect(within(column('blocked')).queryByText('Parent')).not.toBeInTheDocument());
    });

    it('puts the card back, without a word, when the question about open subtasks is cancelled', async () => {
      serve([aTicket({ uid: 'a', id: 7, summary: 'Parent', status: 'blocked' })]);
      const update = vi.spyOn(ticketApi, 'updateTicket').mockRejectedValue(
        new ApiError({
          status: 409,
          code: 'ticket_has_open_subtasks',
          message: 'x',
          body: { code: 'ticket_has_open_subtasks', message: 'x', open: 1 },
        }),
      );
      renderWithProviders(<KanbanView scope={scope} query={{ status: 'all' }} />);
      expect(await countIn('blocked')).toHaveTextContent('1');

      await moveRight(/^#7\b.*Parent/);
      const dialog = await screen.findByRole('dialog', { name: 'This ticket has 1 open subtask' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      await waitFor(() => expect(within(column('blocked')).getByText('Parent')).toBeInTheDocument());
      expect(within(column('will_not_do')).queryByText('Parent')).not.toBeInTheDocument();
      expect(await countIn('blocked')).toHaveTextContent('1');
      expect(update).toHaveBeenCalledTimes(1);
      expect(screen.queryByText(/could not be moved/)).not.toBeInTheDocument();
    });

    it('leaves the status alone when the card is dropped where it was', async () => {
      serve([aTicket({ uid: 'a', id: 7, summary: 'Stay' })]);
      const update = vi.spyOn(ticketApi, 'updateTicket');
      renderWithProviders(<KanbanView scope={scope} query={{ status: 'all' }} />);
      const card = await screen.findByRole('button', { name: /^#7\b.*Stay/ });
      card.focus();
      const user = setupUser();
      await user.keyboard('[Space]');
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await user.keyboard('[Space]');
      expect(screen.getByText(/dropped and stays in To Do/)).toBeInTheDocument();
      expect(update).not.toHaveBeenCalled();
    });
  });
});
