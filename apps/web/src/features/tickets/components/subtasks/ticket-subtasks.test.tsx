import { ApiError } from '@expertos/api-client/client';
import { aTicketListItem } from '@expertos/domain/testing/tickets';
import { SUBTASK_PARENT_MESSAGES, type Ticket, type TicketListQuery } from '@expertos/domain/ticket.schema';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { OPEN_TASK_EVENT } from '@/shared/ui/task-dialog/open-task-dialog';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as assigneesApi from '../../api/assignees';
import * as checklistApi from '../../api/checklist';
import * as milestonesApi from '../../api/milestones';
import * as tagsApi from '../../api/tags';
import * as ticketApi from '../../api/ticket';
import * as ticketActivityApi from '../../api/ticket-activity';
import * as ticketListsApi from '../../api/ticket-lists';
import { mergeTicket } from '../details/merge-ticket';
import { TicketDetails } from '../details/TicketDetails';
import { aTicket } from '../details/ticket-fixture';

/** The ticket as the dialog holds it: its own query, changed by every save. */
function Harness({ uid, onDeleted }: { uid: string; onDeleted?: () => void }) {
  const query = useQuery({ queryKey: ticketKeys.ticket(uid), queryFn: () => ticketApi.fetchTicket(uid) });
  return query.data ? <TicketDetails task={mergeTicket(query.data)} onDeleted={onDeleted} /> : null;
}

async function renderTicket(ticket: Ticket, onDeleted?: () => void) {
  vi.spyOn(ticketApi, 'fetchTicket').mockResolvedValue(ticket);
  renderWithProviders(<Harness uid={ticket.uid} onDeleted={onDeleted} />);
  await screen.findByText(ticket.summary, { selector: 'h3' }, { timeout: 15_000 });
  return setupUser();
}

const spring = { uid: 't12', id: 12, summary: 'Spring campaign' };
const negatives = () =>
  notificationsStore
    .getState()
    .items.filter((item) => item.type === 'negative')
    .map((item) => item.message);
const question = (code: string, extra: Record<string, number>) =>
  new ApiError({ status: 409, code, message: 'x', body: { code, message: 'x', ...extra } });

let lists: MockInstance<typeof ticketListsApi.fetchProjectTickets>;

beforeEach(() => {
  vi.spyOn(ticketActivityApi, 'fetchTicketActivity').mockResolvedValue({ items: [], next_cursor: null });
  vi.spyOn(checklistApi, 'fetchChecklist').mockResolvedValue({ items: [], done: 0, total: 0 });
  vi.spyOn(assigneesApi, 'fetchAssignees').mockResolvedValue([]);
  vi.spyOn(tagsApi, 'fetchTags').mockResolvedValue([]);
  vi.spyOn(milestonesApi, 'fetchMilestones').mockResolvedValue([]);
  lists = vi.spyOn(ticketListsApi, 'fetchProjectTickets').mockResolvedValue({ items: [], next_cursor: null });
});
afterEach(() => vi.restoreAllMocks());

describe("a ticket's parent", { timeout: 30_000 }, () => {
  it('shows "Subtask of" with a link opening the parent, and no subtasks section on a subtask', async () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_TASK_EVENT, opened);
    const u = await renderTicket(aTicket({ ticket_type: 'task', parent: spring }));
    const line = screen.getByTestId('ticket-parent');
    expect(line).toHaveTextContent('Subtask of#12 Spring campaign');
    const link = within(line).getByRole('link', { name: '#12 Spring campaign' });
    expect(link).toHaveAttribute('href', '/brand/acme/tasks/t12');
    await u.click(link);
    window.removeEventListener(OPEN_TASK_EVENT, opened);
    expect((opened.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toMatchObject({
      taskId: 't12',
      projectSlug: 'acme',
    });
    expect(screen.queryByRole('heading', { name: 'Subtasks' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make a subtask of…' })).toBeNull();
  });

  it('makes a subtask top-level with a PATCH of parent null: the line goes at once, its subtasks section comes', async () => {
    const ticket = aTicket({ ticket_type: 'task', parent: spring });
    const update = vi.spyOn(ticketApi, 'updateTicket').mockResolvedValue({ ...ticket, parent: null });
    const u = await renderTicket(ticket);

    await u.click(screen.getByRole('button', { name: 'Make top-level' }));
    expect(update).toHaveBeenCalledWith('t1', { parent: null });
    await waitFor(() => expect(screen.queryByTestId('ticket-parent')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Subtasks' })).toBeInTheDocument();
    // The focus stays in the same place: on what the line offers now.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Make a subtask of…' })).toHaveFocus());
  });

  it('puts the parent back and says why the server refused to change it', async () => {
    const ticket = aTicket({ ticket_type: 'task', parent: spring });
    vi.spyOn(ticketApi, 'updateTicket').mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'validation_error',
        message: 'x',
        details: [{ path: 'parent', message: SUBTASK_PARENT_MESSAGES.hasSubtasks }],
      }),
    );
    const u = await renderTicket(ticket);
    await u.click(screen.getByRole('button', { name: 'Make top-level' }));
    await waitFor(() =>
      expect(negatives()).toEqual([
        'The parent could not be changed: This ticket has subtasks of its own, so it cannot become a subtask.',
      ]),
    );
    expect(screen.getByTestId('ticket-parent')).toHaveTextContent('#12 Spring campaign');
  });

  it('makes a top-level ticket a subtask of a ticket found among the brand’s top-level tickets, never itself', async () => {
    const ticket = aTicket({ ticket_type: 'task' });
    const update = vi.spyOn(ticketApi, 'updateTicket').mockResolvedValue({ ...ticket, parent: spring });
    lists.mockImplementation(async (_project: string, query: TicketListQuery) => ({
      items: query.parent
        ? []
        : [
            { ...aTicket({ uid: 't1', id: 128, summary: ticket.summary }) },
            { ...aTicket({ uid: 't12', id: 12, summary: 'Spring campaign' }) },
          ],
      next_cursor: null,
    }));
    const u = await renderTicket(ticket);

    await u.click(await screen.findByRole('button', { name: 'Make a subtask of…' }));
    const search = screen.getByRole('combobox', { name: 'Parent ticket' });
    await waitFor(() => expect(search).toHaveFocus());
    await u.type(search, 'spring');
    await waitFor(() =>
      expect(lists).toHaveBeenCalledWith(
        'p1',
        { q: 'spring', top_level: 'true', sort: 'updated', order: 'desc', limit: 20 },
        expect.anything(),
      ),
    );
    expect(await screen.findByRole('option', { name: '#12 Spring campaign' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /#128/ })).toBeNull();
    await u.click(screen.getByRole('option', { name: '#12 Spring campaign' }));

    expect(update).toHaveBeenCalledWith('t1', { parent: 't12' });
    expect(await screen.findByTestId('ticket-parent')).toHaveTextContent('Subtask of#12 Spring campaign');
    expect(screen.queryByRole('heading', { name: 'Subtasks' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change parent' })).toHaveFocus());
  });

  it('closes the parent search with Escape without closing anything around it, the focus back where it was', async () => {
    const update = vi.spyOn(ticketApi, 'updateTicket');
    const u = await renderTicket(aTicket({ ticket_type: 'task' }));
    await u.click(await screen.findByRole('button', { name: 'Make a subtask of…' }));
    const search = screen.getByRole('combobox', { name: 'Parent ticket' });
    await waitFor(() => expect(search).toHaveFocus());
    expect(search).toHaveAttribute('data-mantine-stop-propagation', 'true');
    // The list of tickets opens with the search: Escape closes it first, then the search.
    await u.keyboard('{Escape}');
    expect(search).toBeInTheDocument();
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Parent ticket' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Make a subtask of…' })).toHaveFocus());
    expect(update).not.toHaveBeenCalled();
  });

  it('offers no "Make a subtask of…" on a ticket that has subtasks', async () => {
    await renderTicket(aTicket({ ticket_type: 'task', subtasks: { done: 0, total: 2 } }));
    expect(await screen.findByRole('heading', { name: 'Subtasks' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make a subtask of…' })).toBeNull();
  });
});

describe('closing a ticket whose subtasks are open', { timeout: 30_000 }, () => {
  it('asks first, and sends the status again with subtasks: close', async () => {
    const ticket = aTicket({ ticket_type: 'task', status: 'in_progress', subtasks: { done: 0, total: 3 } });
    const update = vi
      .spyOn(ticketApi, 'updateTicket')
      .mockRejectedValueOnce(question('ticket_has_open_subtasks', { open: 3 }))
      .mockResolvedValue({ ...ticket, status: 'done', subtasks: { done: 3, total: 3 } });
    const u = await renderTicket(ticket);

    await u.click(screen.getByRole('combobox', { name: 'Status' }));
    await u.click(screen.getByRole('option', { name: 'Done' }));
    const dialog = await screen.findByRole('dialog', { name: 'This ticket has 3 open subtasks' });
    expect(within(dialog).getByRole('button', { name: 'Leave them open' })).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('t1', { status: 'done' });
    await u.click(within(dialog).getByRole('button', { name: 'Close them too' }));

    await waitFor(() => expect(update).toHaveBeenLastCalledWith('t1', { status: 'done', subtasks: 'close' }));
    expect(update).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Done');
    expect(negatives()).toEqual([]);
  });

  it('puts the status back, without a word, when the question is cancelled', async () => {
    const ticket = aTicket({ ticket_type: 'task', status: 'in_progress' });
    const update = vi
      .spyOn(ticketApi, 'updateTicket')
      .mockRejectedValue(question('ticket_has_open_subtasks', { open: 1 }));
    const u = await renderTicket(ticket);

    await u.click(screen.getByRole('combobox', { name: 'Status' }));
    await u.click(screen.getByRole('option', { name: 'Done' }));
    const dialog = await screen.findByRole('dialog', { name: 'This ticket has 1 open subtask' });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('In Progress'));
    expect(update).toHaveBeenCalledTimes(1);
    expect(negatives()).toEqual([]);
  });
});

describe('deleting a ticket that has subtasks', { timeout: 30_000 }, () => {
  it('asks what becomes of subtasks the server found, and deletes again with ?subtasks=detach', async () => {
    const remove = vi
      .spyOn(ticketApi, 'deleteTicket')
      .mockRejectedValueOnce(question('ticket_has_subtasks', { count: 2 }))
      .mockResolvedValue({ ok: true });
    const onDeleted = vi.fn();
    const u = await renderTicket(aTicket({ ticket_type: 'task' }), onDeleted);

    await u.click(screen.getByRole('button', { name: 'Delete ticket' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete ticket #128?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete ticket' }));
    expect(remove).toHaveBeenCalledWith('t1', {});

    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('It has 2 subtasks'));
    dialog = screen.getByRole('dialog', { name: 'Delete ticket #128?' });
    expect(within(dialog).getByRole('button', { name: 'Delete its 2 subtasks too' })).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Keep them as tickets' }));

    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(remove).toHaveBeenLastCalledWith('t1', { subtasks: 'detach' });
    expect(negatives()).toEqual([]);
  });

  it('asks once when the ticket is known to have subtasks, and deletes nothing on Cancel', async () => {
    const remove = vi.spyOn(ticketApi, 'deleteTicket').mockResolvedValue({ ok: true });
    lists.mockResolvedValue({
      items: [aTicketListItem({ id: 13, status: 'done' }), aTicketListItem({ id: 14 })],
      next_cursor: null,
    });
    const onDeleted = vi.fn();
    const u = await renderTicket(
      aTicket({ ticket_type: 'task', subtasks: { done: 1, total: 2 } }),
      onDeleted,
    );
    expect(await screen.findByText('1/2')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Delete ticket' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete ticket #128?' });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await u.click(screen.getByRole('button', { name: 'Delete ticket' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete ticket #128?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete its 2 subtasks too' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith('t1', { subtasks: 'delete' });
  });
});
