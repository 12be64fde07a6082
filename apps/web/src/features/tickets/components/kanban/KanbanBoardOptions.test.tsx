import { aTicket as aFullTicket } from '@expertos/domain/testing/tickets';
import type { TicketCounts, TicketListItem, TicketListQuery } from '@expertos/domain/ticket.schema';
import { TICKET_STATUSES, type TicketStatus } from '@expertos/domain/tickets';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as ticketApi from '../../api/ticket';
import * as ticketListsApi from '../../api/ticket-lists';
import { useBoardPrefsStore } from '../../hooks/use-board-prefs';
import type { TicketScope } from '../ticket-scope';
import { KanbanView } from './KanbanView';
import { aTicketItem } from './ticket-fixture';

const scope: TicketScope = {
  kind: 'project',
  workspaceUid: 'w1',
  projectUid: 'p1',
  projectSlug: 'acme-coffee',
};

function countsOf(tickets: TicketListItem[]): TicketCounts {
  const byStatus = Object.fromEntries(TICKET_STATUSES.map((status) => [status, 0])) as Record<
    TicketStatus,
    number
  >;
  for (const ticket of tickets) byStatus[ticket.status] += 1;
  return { total: tickets.length, by_status: byStatus };
}

/** A brand's fake server: lists and counts answer from `tickets` as it is at the time of the call. */
function serve(tickets: TicketListItem[]) {
  vi.spyOn(ticketListsApi, 'fetchProjectTickets').mockImplementation(
    async (_project: string, query: TicketListQuery) => ({
      items: tickets.filter((ticket) => query.status === 'all' || ticket.status === query.status),
      next_cursor: null,
    }),
  );
  vi.spyOn(ticketListsApi, 'fetchProjectTicketCounts').mockImplementation(async () => countsOf(tickets));
}

async function shownColumns() {
  await screen.findAllByTestId('kanban-card');
  return screen.getAllByTestId(/^kanban-column-/).map((node) => node.dataset.testid);
}

describe('KanbanView: empty columns and the board’s statuses', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    useBoardPrefsStore.setState({ boards: {} });
  });
  afterEach(() => vi.restoreAllMocks());

  it('hides empty statuses until "Show empty columns" is switched on, and remembers it per board', async () => {
    serve([
      aTicketItem({ uid: 'a', id: 1, status: 'in_progress' }),
      aTicketItem({ uid: 'b', id: 2, status: 'done', summary: 'Shipped' }),
    ]);
    renderWithProviders(<KanbanView scope={scope} query={{ status: 'all' }} />);

    expect(await shownColumns()).toEqual(['kanban-column-in_progress', 'kanban-column-done']);
    expect(screen.getByTestId('kanban-hidden-empty')).toHaveTextContent('11 empty columns hidden');

    await userEvent.click(screen.getByRole('switch', { name: 'Show empty columns' }));
    expect(screen.getAllByTestId(/^kanban-column-/)).toHaveLength(TICKET_STATUSES.length);
    expect(screen.queryByTestId('kanban-hidden-empty')).not.toBeInTheDocument();
    expect(useBoardPrefsStore.getState().boards['project:p1']?.showEmpty).toBe(true);

    await userEvent.click(screen.getByRole('switch', { name: 'Show empty columns' }));
    expect(screen.getAllByTestId(/^kanban-column-/)).toHaveLength(2);
  });

  it('leaves out a status the board is configured without, even when it holds tickets', async () => {
    serve([
      aTicketItem({ uid: 'a', id: 1, status: 'in_progress' }),
      aTicketItem({ uid: 'b', id: 2, status: 'done', summary: 'Shipped' }),
    ]);
    renderWithProviders(<KanbanView scope={scope} query={{ status: 'all' }} />);
    await shownColumns();

    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('kanban-column-done')).not.toBeInTheDocument());
    expect(screen.getByTestId('kanban-column-in_progress')).toBeInTheDocument();
    expect(useBoardPrefsStore.getState().boards['project:p1']?.hidden).toEqual(['done']);
  });

  it('says so when no column has tickets', async () => {
    serve([]);
    renderWithProviders(<KanbanView scope={scope} query={{ status: 'all' }} />);
    expect(await screen.findByTestId('kanban-no-columns')).toHaveTextContent('Show empty columns');
    expect(screen.queryAllByTestId(/^kanban-column-/)).toHaveLength(0);
  });
});

describe('KanbanView: adding a ticket in a column', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    useBoardPrefsStore.setState({ boards: {} });
  });
  afterEach(() => vi.restoreAllMocks());

  it('creates a ticket in the column’s status from a summary and Enter, and shows it there', async () => {
    const tickets = [aTicketItem({ uid: 'a', id: 1, status: 'in_review', summary: 'Existing' })];
    serve(tickets);
    const create = vi.spyOn(ticketApi, 'createTicket').mockImplementation(async (_project, input) => {
      tickets.push(aTicketItem({ uid: 'n', id: 2, status: 'in_review', summary: input.summary }));
      return aFullTicket({ uid: 'n', id: 2, summary: input.summary, status: 'in_review' });
    });
    renderWithProviders(<KanbanView scope={scope} query={{ status: 'all' }} />);

    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Add ticket to In Review' }));
    const field = screen.getByRole('textbox', { name: 'Summary of the new ticket in In Review' });
    expect(field).toHaveFocus();
    await user.type(field, 'Draft the launch post{Enter}');

    expect(create).toHaveBeenCalledWith('p1', {
      summary: 'Draft the launch post',
      ticket_type: 'task',
      status: 'in_review',
      priority: '1',
    });
    const column = screen.getByTestId('kanban-column-in_review');
    expect(await within(column).findByText('Draft the launch post')).toBeInTheDocument();
    // The field stays open and empty for the next one.
    expect(screen.getByRole('textbox', { name: /new ticket in In Review/ })).toHaveValue('');
  });

  it('cancels with Escape without creating anything, and gives focus back to the button', async () => {
    serve([aTicketItem({ uid: 'a', id: 1, status: 'todo' })]);
    const create = vi.spyOn(ticketApi, 'createTicket');
    renderWithProviders(<KanbanView scope={scope} query={{ status: 'all' }} />);

    const user = setupUser();
    const button = await screen.findByRole('button', { name: 'Add ticket to To Do' });
    await user.click(button);
    await user.type(screen.getByRole('textbox', { name: /new ticket in To Do/ }), 'Never mind{Escape}');

    expect(screen.queryByRole('textbox', { name: /new ticket in To Do/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add ticket to To Do' })).toHaveFocus());
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses an empty summary without calling the server', async () => {
    serve([aTicketItem({ uid: 'a', id: 1, status: 'todo' })]);
    const create = vi.spyOn(ticketApi, 'createTicket');
    renderWithProviders(<KanbanView scope={scope} query={{ status: 'all' }} />);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Add ticket to To Do' }));
    await user.type(screen.getByRole('textbox', { name: /new ticket in To Do/ }), '   {Enter}');
    expect(create).not.toHaveBeenCalled();
    const field = screen.getByRole('textbox', { name: /new ticket in To Do/ });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(/Enter to save/);
  });
});
