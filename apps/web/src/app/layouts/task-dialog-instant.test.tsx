import { ApiError } from '@expertos/api-client/client';
import { type Ticket, type TicketListItem, ticketListItemSchema } from '@expertos/domain/ticket.schema';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from '@/app/layouts/RootLayout';
import { AppProviders } from '@/app/providers';
import * as assigneesApi from '@/features/tickets/api/assignees';
import * as checklistApi from '@/features/tickets/api/checklist';
import * as milestonesApi from '@/features/tickets/api/milestones';
import * as tagsApi from '@/features/tickets/api/tags';
import * as ticketApi from '@/features/tickets/api/ticket';
import * as ticketActivityApi from '@/features/tickets/api/ticket-activity';
import * as ticketListsApi from '@/features/tickets/api/ticket-lists';
import { aTicket } from '@/features/tickets/components/details/ticket-fixture';
import { useTicketEditor } from '@/features/tickets/components/details/use-ticket-editor';
import { useTicketList } from '@/features/tickets/hooks/use-ticket-list';
import { useUpdateTicket } from '@/features/tickets/hooks/use-update-ticket';
import { createQueryClient } from '@/shared/api/query-client';
import { ticketKeys, ticketScopes } from '@/shared/api/ticket-keys';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import { preloadTaskDialog } from '@/shared/ui/task-dialog/preload-task-dialog';
import { loadTaskDialog } from '@/shared/ui/task-dialog/TaskDialogHost';
import { signIn } from '@/test/render';

// Issue 15 §7, "instant-feeling": the dialog shows what the list knows at once, a fresh list
// is not read again, a change shows at once and goes back when the server refuses it.

const WORKSPACE = 'w1';
const aTask = (change: Partial<Ticket> = {}) =>
  aTicket({ ticket_type: 'task', workspace_uid: WORKSPACE, ...change });
const aRow = (change: Partial<Ticket> = {}): TicketListItem => ticketListItemSchema.parse(aTask(change));

/** A table's cached pages (`useTicketList`'s shape). */
function cacheTable(client: QueryClient, rows: TicketListItem[], scope: string = ticketScopes.workspace) {
  client.setQueryData(ticketKeys.list(WORKSPACE, scope, {}), {
    pages: [{ items: rows, next_cursor: null }],
    pageParams: [null],
  });
}
/** A calendar window's cached tickets (its own shape). */
function cacheCalendar(client: QueryClient, rows: TicketListItem[]) {
  client.setQueryData(
    ticketKeys.calendarWindow(WORKSPACE, ticketScopes.workspace, { date_from: '2030-01-01' }),
    {
      items: rows,
      truncated: false,
    },
  );
}
const tableRows = (client: QueryClient) =>
  (
    client.getQueryData(ticketKeys.list(WORKSPACE, ticketScopes.workspace, {})) as {
      pages: { items: TicketListItem[] }[];
    }
  ).pages[0]?.items;
const calendarRows = (client: QueryClient) =>
  (
    client.getQueryData(
      ticketKeys.calendarWindow(WORKSPACE, ticketScopes.workspace, { date_from: '2030-01-01' }),
    ) as {
      items: TicketListItem[];
    }
  ).items;

function providers(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <AppProviders env="test" queryClient={client}>
      {children}
    </AppProviders>
  );
}

function pending<T>() {
  let answer!: (value: T) => void;
  let refuse!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve;
    refuse = reject;
  });
  return { promise, answer, refuse };
}

// The dialog's code, fetched ahead as the app does on idle: each test waits only for its task.
beforeAll(async () => {
  preloadTaskDialog();
  await Promise.all([loadTaskDialog(), import('@/features/tickets/components/details/TaskDialogContent')]);
});
beforeEach(() => {
  // The dialog loads a ticket for a signed-in person only (it waits for the session on a reload).
  signIn();
  vi.spyOn(ticketActivityApi, 'fetchTicketActivity').mockResolvedValue({ items: [], next_cursor: null });
  vi.spyOn(checklistApi, 'fetchChecklist').mockResolvedValue({ items: [], done: 0, total: 0 });
  // A ticket's subtasks (`?parent=`): none.
  vi.spyOn(ticketListsApi, 'fetchProjectTickets').mockResolvedValue({ items: [], next_cursor: null });
  vi.spyOn(assigneesApi, 'fetchAssignees').mockResolvedValue([]);
  vi.spyOn(tagsApi, 'fetchTags').mockResolvedValue([]);
  vi.spyOn(milestonesApi, 'fetchMilestones').mockResolvedValue([]);
});
afterEach(() => vi.restoreAllMocks());

describe('the task dialog from a list', { timeout: 30_000 }, () => {
  it('shows the ticket as the list has it at once, while its request is pending, then the whole ticket', async () => {
    const client = createQueryClient();
    cacheTable(client, [aRow({ uid: 't7', id: 7, summary: 'Film the spring reel', status: 'in_review' })]);
    const request = pending<Ticket>();
    const get = vi.spyOn(ticketApi, 'fetchTicket').mockReturnValue(request.promise);
    const router = createMemoryRouter([
      { element: <RootLayout />, children: [{ path: '/', element: <p /> }] },
    ]);
    render(<RouterProvider router={router} />, { wrapper: providers(client) });

    act(() => openTaskDialog({ taskId: 't7', projectSlug: 'acme' }));
    const preview = await screen.findByTestId('ticket-preview', {}, { timeout: 15_000 });
    expect(within(preview).getByText('Film the spring reel', { selector: 'h3' })).toBeInTheDocument();
    expect(within(preview).getByText('In Review')).toBeInTheDocument();
    // The rest is still loading: the spinner says so, and nothing can be edited yet.
    expect(within(preview).getByLabelText('Loading ticket')).toBeInTheDocument();
    expect(within(preview).queryByRole('textbox')).toBeNull();
    expect(get).toHaveBeenCalledWith('t7', expect.anything());
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: '#7 Film the spring reel' })).toBeInTheDocument(),
    );

    act(() =>
      request.answer(
        aTask({ uid: 't7', id: 7, summary: 'Film the spring reel', description: 'In the garden.' }),
      ),
    );
    expect(await screen.findByTestId('ticket-details', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('ticket-preview')).toBeNull();
  });
});

describe('a fresh list', () => {
  function ListProbe() {
    const list = useTicketList({ kind: 'workspace', workspaceUid: WORKSPACE }, {});
    return <p>{list.rows.map((row) => row.summary).join(', ')}</p>;
  }

  it('is not read again when the user comes back to it (dialog opened and closed, another page and Back)', async () => {
    const fetchList = vi
      .spyOn(ticketListsApi, 'fetchWorkspaceTickets')
      .mockResolvedValue({ items: [aRow({ summary: 'Film the spring reel' })], next_cursor: null });
    const router = createMemoryRouter(
      [
        { path: '/tasks', element: <ListProbe /> },
        { path: '/time', element: <p>elsewhere</p> },
      ],
      { initialEntries: ['/tasks'] },
    );
    render(<RouterProvider router={router} />, { wrapper: providers(createQueryClient()) });
    expect(await screen.findByText('Film the spring reel')).toBeInTheDocument();

    // The dialog's address on the list, then Back; another page, then Back.
    await act(() => router.navigate('/tasks?task=t1'));
    await act(() => router.navigate(-1));
    await act(() => router.navigate('/time'));
    await screen.findByText('elsewhere');
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Film the spring reel')).toBeInTheDocument();
    expect(fetchList).toHaveBeenCalledTimes(1);
  });
});

describe('optimistic ticket changes', () => {
  it('a change in the dialog shows in the lists behind it at once, and goes back with a message when refused', async () => {
    const client = createQueryClient();
    client.setQueryData(ticketKeys.ticket('t1'), aTask({ status: 'todo' }));
    cacheTable(client, [aRow({ status: 'todo' })]);
    cacheCalendar(client, [aRow({ status: 'todo' })]);
    const request = pending<Ticket>();
    vi.spyOn(ticketApi, 'updateTicket').mockReturnValue(request.promise);
    const { result } = renderHook(() => useTicketEditor({ uid: 't1', workspace_uid: WORKSPACE }), {
      wrapper: providers(client),
    });

    let saved: Promise<boolean> | undefined;
    act(() => {
      saved = result.current.save({ status: 'done' });
    });
    await waitFor(() => expect(tableRows(client)?.[0]?.status).toBe('done'));
    expect(calendarRows(client)[0]?.status).toBe('done');
    expect(client.getQueryData<Ticket>(ticketKeys.ticket('t1'))?.status).toBe('done');

    await act(async () => {
      request.refuse(new ApiError({ status: 403, code: 'forbidden', message: 'Not yours to change' }));
      expect(await saved).toBe(false);
    });
    expect(tableRows(client)?.[0]?.status).toBe('todo');
    expect(calendarRows(client)[0]?.status).toBe('todo');
    expect(client.getQueryData<Ticket>(ticketKeys.ticket('t1'))?.status).toBe('todo');
    expect(notificationsStore.getState().items.at(-1)?.message).toBe(
      'You do not have permission to do this.',
    );
  });

  it("a section's save (the AI draft) shows only the server's reply, and a refusal is left to the section to say", async () => {
    const client = createQueryClient();
    client.setQueryData(ticketKeys.ticket('t1'), aTask({ caption: null }));
    const request = pending<Ticket>();
    vi.spyOn(ticketApi, 'updateTicket').mockReturnValue(request.promise);
    const { result } = renderHook(() => useTicketEditor({ uid: 't1', workspace_uid: WORKSPACE }), {
      wrapper: providers(client),
    });
    const shown = notificationsStore.getState().items.length;

    let saved: Promise<Ticket> | undefined;
    act(() => {
      saved = result.current.saveConfirmed({ caption: 'Autumn in one sip' });
    });
    await waitFor(() =>
      expect(ticketApi.updateTicket).toHaveBeenCalledWith('t1', { caption: 'Autumn in one sip' }),
    );
    expect(client.getQueryData<Ticket>(ticketKeys.ticket('t1'))?.caption).toBeNull();
    await act(async () => {
      request.answer(aTask({ caption: 'Autumn in one sip' }));
      await saved;
    });
    expect(client.getQueryData<Ticket>(ticketKeys.ticket('t1'))?.caption).toBe('Autumn in one sip');

    vi.spyOn(ticketApi, 'updateTicket').mockRejectedValue(
      new ApiError({ status: 409, code: 'conflict', message: 'Changed meanwhile' }),
    );
    await act(() =>
      expect(result.current.saveConfirmed({ caption: 'Again' })).rejects.toBeInstanceOf(ApiError),
    );
    expect(notificationsStore.getState().items).toHaveLength(shown);
  });

  it('a table edit shows at once in every cached list, a calendar window too, and goes back when refused', async () => {
    const client = createQueryClient();
    cacheTable(client, [aRow({ priority: '0' })]);
    cacheCalendar(client, [aRow({ priority: '0' })]);
    const request = pending<Ticket>();
    const update = vi.spyOn(ticketApi, 'updateTicket').mockReturnValue(request.promise);
    const { result } = renderHook(() => ({ update: useUpdateTicket(WORKSPACE), client: useQueryClient() }), {
      wrapper: providers(client),
    });

    act(() =>
      result.current.update.mutate({ uid: 't1', change: { priority: '3' }, patch: { priority: '3' } }),
    );
    await waitFor(() => expect(update).toHaveBeenCalledWith('t1', { priority: '3' }));
    expect(tableRows(client)?.[0]?.priority).toBe('3');
    expect(calendarRows(client)[0]?.priority).toBe('3');

    act(() => request.refuse(new ApiError({ status: 409, code: 'conflict', message: 'Changed meanwhile' })));
    await waitFor(() => expect(tableRows(client)?.[0]?.priority).toBe('0'));
    expect(calendarRows(client)[0]?.priority).toBe('0');
    expect(notificationsStore.getState().items.at(-1)?.message).toContain('The ticket could not be changed');
  });
});
