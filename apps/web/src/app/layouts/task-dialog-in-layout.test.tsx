import { ApiError } from '@expertos/api-client/client';
import type { Ticket } from '@expertos/domain/ticket.schema';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from '@/app/layouts/RootLayout';
import * as assigneesApi from '@/features/tickets/api/assignees';
import * as checklistApi from '@/features/tickets/api/checklist';
import * as milestonesApi from '@/features/tickets/api/milestones';
import * as tagsApi from '@/features/tickets/api/tags';
import * as ticketApi from '@/features/tickets/api/ticket';
import * as ticketActivityApi from '@/features/tickets/api/ticket-activity';
import * as ticketListsApi from '@/features/tickets/api/ticket-lists';
import { aTicket } from '@/features/tickets/components/details/ticket-fixture';
import { openTaskDialog, taskDialogStore } from '@/shared/ui/task-dialog/open-task-dialog';
import { loadTaskDialog } from '@/shared/ui/task-dialog/TaskDialogHost';
import { signIn, TestProviders } from '@/test/render';

/** The real wiring: the root layout hosts the dialog and fills it with the task. */
function renderApp() {
  const router = createMemoryRouter(
    [{ element: <RootLayout />, children: [{ path: '/', element: <p>home</p> }] }],
    {
      initialEntries: ['/'],
    },
  );
  render(<RouterProvider router={router} />, { wrapper: TestProviders });
}

function pending() {
  let answer!: (ticket: Ticket) => void;
  const promise = new Promise<Ticket>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

const spinnerShown = () =>
  within(screen.getByRole('dialog')).queryAllByLabelText('Loading ticket').length > 0;

// The dialog loads its content lazily; loaded once here so each test waits only for the task.
beforeAll(async () => {
  await Promise.all([loadTaskDialog(), import('@/features/tickets/components/details/TaskDialogContent')]);
});

/** The task's title in the content (an h3 under the frame's h2); a text query keeps jsdom fast. */
const findTaskHeading = (summary: string) =>
  screen.findByText(summary, { selector: 'h3' }, { timeout: 15_000 });

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

/** A plain task: the dialog's behaviour does not depend on the post fields, and jsdom renders it faster. */
const aTask = (change: Partial<Ticket>) => aTicket({ ticket_type: 'task', ...change });

// A whole task form is a large tree for jsdom on a small machine.
describe('task dialog content', { timeout: 20_000 }, () => {
  it('shows a spinner while the task loads, then the task, titled with its summary and number', async () => {
    const first = pending();
    const get = vi.spyOn(ticketApi, 'fetchTicket').mockReturnValueOnce(first.promise);
    renderApp();
    act(() => openTaskDialog({ taskId: 't1', projectSlug: 'acme' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(spinnerShown()).toBe(true));
    await waitFor(() => expect(get).toHaveBeenCalledWith('t1', expect.anything()));

    act(() => first.answer(aTask({ uid: 't1', id: 128, summary: 'Film the spring reel' })));
    expect(await findTaskHeading('Film the spring reel')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: '#128 Film the spring reel' })).toBeInTheDocument(),
    );
    expect(spinnerShown()).toBe(false);
  });

  it('clears the previous task when another opens, and shows the spinner until it loads', async () => {
    const second = pending();
    vi.spyOn(ticketApi, 'fetchTicket')
      .mockResolvedValueOnce(aTask({ uid: 't1', id: 1, summary: 'First task' }))
      .mockReturnValueOnce(second.promise);
    renderApp();
    act(() => openTaskDialog({ taskId: 't1', projectSlug: 'acme' }));
    expect(await findTaskHeading('First task')).toBeInTheDocument();

    act(() => openTaskDialog({ taskId: 't2', projectSlug: 'acme', title: 'Second task' }));
    await waitFor(() => expect(spinnerShown()).toBe(true));
    expect(screen.queryByText('First task')).toBeNull();

    act(() => second.answer(aTask({ uid: 't2', id: 2, summary: 'Second task' })));
    expect(await findTaskHeading('Second task')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('dialog', { name: '#2 Second task' })).toBeInTheDocument());
  });

  it('clears the task on close: opened again, it shows the spinner, not the old task', async () => {
    const again = pending();
    const get = vi
      .spyOn(ticketApi, 'fetchTicket')
      .mockResolvedValueOnce(aTask({ summary: 'Film the spring reel' }))
      .mockReturnValueOnce(again.promise);
    renderApp();
    act(() => openTaskDialog({ taskId: 't1', projectSlug: 'acme' }));
    await findTaskHeading('Film the spring reel');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(taskDialogStore.getState().target).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => openTaskDialog({ taskId: 't1', projectSlug: 'acme' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(spinnerShown()).toBe(true));
    expect(screen.queryByText('Film the spring reel')).toBeNull();
    expect(get).toHaveBeenCalledTimes(2);
    act(() => again.answer(aTask({ summary: 'Film the spring reel, take 2' })));
    expect(await findTaskHeading('Film the spring reel, take 2')).toBeInTheDocument();
  });

  it.each([
    [403, 'forbidden', 'You don’t have access to this ticket'],
    [404, 'not_found', 'This ticket no longer exists'],
    // Any other failure (a 5xx would first be retried, slowly for a test).
    [400, 'bad_request', 'This ticket could not be loaded'],
  ])('logs a failed load (%i) and says what happened in the dialog', async (status, code, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new ApiError({ status, code, message: 'x' });
    vi.spyOn(ticketApi, 'fetchTicket').mockRejectedValue(failure);
    renderApp();
    act(() => openTaskDialog({ taskId: 't1', projectSlug: 'acme' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent(text);
    expect(warn).toHaveBeenCalledWith(expect.any(String), failure);
  });
});
