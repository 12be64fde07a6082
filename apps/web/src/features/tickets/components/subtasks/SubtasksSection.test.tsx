import { ApiError } from '@expertos/api-client/client';
import { LIMITS } from '@expertos/domain/limits';
import { GRACE } from '@expertos/domain/testing/people';
import { aTicket, aTicketListItem } from '@expertos/domain/testing/tickets';
import type { Ticket, TicketPage } from '@expertos/domain/ticket.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { OPEN_TASK_EVENT } from '@/shared/ui/task-dialog/open-task-dialog';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as ticketApi from '../../api/ticket';
import * as ticketListsApi from '../../api/ticket-lists';
import { SubtasksSection } from './SubtasksSection';

const parent = aTicket({ uid: 't12', id: 12, summary: 'Spring campaign', subtasks: { done: 1, total: 2 } });
const script = aTicketListItem({ id: 13, summary: 'Write the script', status: 'done' });
const shoot = aTicketListItem({ id: 14, summary: 'Shoot the reel', status: 'in_progress', assignee: GRACE });
const page = (items: TicketPage['items']): TicketPage => ({ items, next_cursor: null });

function renderSection(list: TicketPage | Promise<TicketPage>, ticket: Ticket = parent) {
  const fetch = vi.spyOn(ticketListsApi, 'fetchProjectTickets');
  if (list instanceof Promise) fetch.mockReturnValue(list);
  else fetch.mockResolvedValue(list);
  renderWithProviders(<SubtasksSection ticket={ticket} />);
  return { fetch, u: setupUser() };
}

const subtaskList = () => screen.getByRole('list', { name: 'Subtasks of this ticket' });
const rowNames = () =>
  within(subtaskList())
    .getAllByRole('link')
    .map((link) => link.textContent);
const progressBar = () => screen.getByRole('progressbar', { name: 'Subtasks progress' });
const negatives = () =>
  notificationsStore
    .getState()
    .items.filter((item) => item.type === 'negative')
    .map((item) => item.message);

afterEach(() => vi.restoreAllMocks());

describe("a ticket's subtasks", { timeout: 20_000 }, () => {
  it('lists them from the list API with parent=, oldest first, with their status, assignee and progress', async () => {
    const { fetch } = renderSection(page([script, shoot]));
    expect(await screen.findByRole('link', { name: '#13 Write the script' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      'p1',
      { parent: 't12', sort: 'id', order: 'asc', limit: LIMITS.subtasksMax },
      expect.anything(),
    );
    expect(screen.getByRole('heading', { name: 'Subtasks' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['#13 Write the script', '#14 Shoot the reel']);
    const [first, second] = within(subtaskList()).getAllByRole('listitem');
    expect(first).toHaveTextContent('Done');
    expect(first).toHaveTextContent('Unassigned');
    expect(second).toHaveTextContent('In Progress');
    expect(within(second as HTMLElement).getByTitle('Assigned to Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('1/2')).toBeInTheDocument();
    expect(progressBar()).toHaveAttribute('aria-valuetext', '1 of 2 closed');
  });

  it('opens a subtask on a click, as a link to its page', async () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_TASK_EVENT, opened);
    const { u } = renderSection(page([script, shoot]));
    const link = await screen.findByRole('link', { name: '#14 Shoot the reel' });
    expect(link).toHaveAttribute('href', '/brand/acme/tasks/t14');
    await u.click(link);
    window.removeEventListener(OPEN_TASK_EVENT, opened);
    expect(opened).toHaveBeenCalledTimes(1);
    expect((opened.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
      taskId: 't14',
      projectSlug: 'acme',
      title: 'Shoot the reel',
    });
  });

  it('shows the progress the ticket carries while they load', () => {
    renderSection(new Promise<TicketPage>(() => {}));
    expect(screen.getByText('Loading the subtasks')).toBeInTheDocument();
    expect(screen.getByText('1/2')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Add a subtask' })).toBeNull();
  });

  it('shows only the add field with a hint when there are none', async () => {
    renderSection(page([]), { ...parent, subtasks: { done: 0, total: 0 } });
    const input = await screen.findByRole('textbox', { name: 'Add a subtask' });
    expect(input).toHaveAccessibleDescription(
      'No subtasks yet. Type one and press Enter: the field stays open for the next one.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says when they could not be loaded, and reads them again on Retry', async () => {
    vi.spyOn(ticketListsApi, 'fetchProjectTickets')
      .mockRejectedValueOnce(new ApiError({ status: 403, code: 'forbidden', message: 'x' }))
      .mockResolvedValue(page([script]));
    renderWithProviders(<SubtasksSection ticket={parent} />);
    const u = setupUser();
    expect(await screen.findByText(/The subtasks could not be loaded/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Add a subtask' })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '#13 Write the script' })).toBeInTheDocument();
  });

  it('adds one with a POST naming this ticket as its parent, and keeps the field open for the next one', async () => {
    const created = aTicket({
      id: 15,
      summary: 'Edit the reel',
      parent: { uid: 't12', id: 12, summary: 'Spring campaign' },
    });
    const create = vi.spyOn(ticketApi, 'createTicket').mockResolvedValue(created);
    const { fetch, u } = renderSection(page([script, shoot]));
    const input = await screen.findByRole('textbox', { name: 'Add a subtask' });
    // Read again after the change, the list has it too.
    fetch.mockResolvedValue(page([script, shoot, { ...created }]));
    await u.type(input, '  Edit the reel {Enter}');

    expect(create).toHaveBeenCalledWith('p1', { summary: 'Edit the reel', parent: 't12' });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(await screen.findByRole('link', { name: '#15 Edit the reel' })).toBeInTheDocument();
    expect(screen.getByText('Subtask #15 added.')).toBeInTheDocument();
    expect(screen.getByText('1/3')).toBeInTheDocument();
  });

  it('gives the words back to the field when the subtask could not be added, saying why', async () => {
    vi.spyOn(ticketApi, 'createTicket').mockRejectedValue(
      new ApiError({ status: 409, code: 'subtasks_full', message: 'x' }),
    );
    const { u } = renderSection(page([script]));
    const input = await screen.findByRole('textbox', { name: 'Add a subtask' });
    await u.type(input, 'Edit the reel{Enter}');
    await waitFor(() => expect(input).toHaveValue('Edit the reel'));
    expect(negatives()[0]).toMatch(/^The subtask could not be added: This ticket already has 50 subtasks/);
  });

  it('closes the add field at the limit, saying why', async () => {
    const full = Array.from({ length: LIMITS.subtasksMax }, (_, n) => aTicketListItem({ id: 100 + n }));
    renderSection(page(full), { ...parent, subtasks: { done: 0, total: LIMITS.subtasksMax } });
    const input = await screen.findByRole('textbox', { name: 'Add a subtask' }, { timeout: 15_000 });
    expect(input).toBeDisabled();
    expect(input).toHaveAccessibleDescription('This ticket has 50 subtasks, the most a ticket can hold.');
  });
});
