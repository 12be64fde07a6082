import { ApiError } from '@expertos/api-client/client';
import { localDayOf } from '@expertos/domain/due-state';
import type { Ticket } from '@expertos/domain/ticket.schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { OPEN_TASK_EVENT, type TaskDialogTarget } from '@/shared/ui/task-dialog/open-task-dialog';
import * as ticketApi from '../../api/ticket';
import * as ticketListsApi from '../../api/ticket-lists';
import { useTablePrefs } from '../../hooks/use-table-prefs';
import { giveScrollerHeight, lastQuery, renderTaskList } from './list-test-setup';
import { ROW_HEIGHT } from './TicketTable';
import { aRow, aTicket, grace, rows } from './ticket-test-data';

beforeEach(() => giveScrollerHeight());
afterEach(() => vi.restoreAllMocks());

/** The first render on a busy two-core machine can take more than the default second. */
const SLOW = { timeout: 5000 };

const notices = (type: 'positive' | 'negative') =>
  notificationsStore
    .getState()
    .items.filter((item) => item.type === type)
    .map((item) => item.message);

const table = () => screen.findByRole('table', { name: 'Tickets' }, SLOW);
const row = (id: number) => screen.getByRole('row', { name: new RegExp(`^Open ticket #${id}:`) });
const bodyRows = () => screen.getAllByRole('row').filter((item) => item.dataset.index !== undefined);

function listenForDialog() {
  const opened: TaskDialogTarget[] = [];
  const listener = (event: Event) => opened.push((event as CustomEvent<TaskDialogTarget>).detail);
  window.addEventListener(OPEN_TASK_EVENT, listener);
  return { opened, stop: () => window.removeEventListener(OPEN_TASK_EVENT, listener) };
}

describe('the ticket table', { timeout: 60_000 }, () => {
  it('shows the loaded tickets in their columns', async () => {
    renderTaskList('/tasks?viewMode=table', [
      [
        aRow({
          id: 12,
          summary: 'Launch reel',
          ticket_type: 'post',
          status: 'in_review',
          priority: '3',
          assignee: grace,
          due_date: '2030-01-08',
          tags: ['launch', 'summer'],
          project: { uid: 'p2', name: 'Globex', slug: 'globex' },
        }),
      ],
    ]);
    await table();
    const cells = within(row(12));
    expect(cells.getByText('#12')).toBeInTheDocument();
    expect(cells.getByText('Launch reel')).toBeInTheDocument();
    expect(cells.getByText('Globex')).toBeInTheDocument();
    expect(cells.getByText('Post')).toBeInTheDocument();
    expect(cells.getByRole('button', { name: 'Status of #12: In Review' })).toBeInTheDocument();
    expect(cells.getByRole('button', { name: 'Priority of #12: Urgent' })).toBeInTheDocument();
    expect(cells.getByRole('button', { name: 'Assignee of #12: Grace Hopper' })).toBeInTheDocument();
    expect(cells.getByRole('button', { name: /^Due date of #12: Jan 8, 2030$/ })).toBeInTheDocument();
    expect(cells.getByText('launch, summer')).toBeInTheDocument();
    expect(screen.getByText('1 ticket loaded')).toBeInTheDocument();
  });

  it('sorts on the server from the headers, and says how it is sorted', async () => {
    const { api, u, router } = renderTaskList('/tasks?viewMode=table', [rows(3)]);
    await table();
    expect(screen.getByRole('columnheader', { name: /Updated/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'none');
    // Every column sorts on the server, the summary and the assignee too; not the approval step,
    // which the ticket list does not keep.
    expect(screen.getByRole('columnheader', { name: /Summary/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /^Approval/ })).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: 'Sort by Approval' })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Sort by Assignee' }));
    await waitFor(() =>
      expect(lastQuery(api.listWorkspace)).toMatchObject({ sort: 'assignee', order: 'asc' }),
    );

    await u.click(screen.getByRole('button', { name: 'Sort by Status' }));
    await waitFor(() => expect(lastQuery(api.listWorkspace)).toMatchObject({ sort: 'status', order: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'ascending');

    await u.click(screen.getByRole('button', { name: 'Sort by Status' }));
    await waitFor(() =>
      expect(lastQuery(api.listWorkspace)).toMatchObject({ sort: 'status', order: 'desc' }),
    );
    await u.click(screen.getByRole('button', { name: 'Sort by Due date' }));
    await waitFor(() =>
      expect(lastQuery(api.listWorkspace)).toMatchObject({ sort: 'due_date', order: 'asc' }),
    );
    // The sort is the view's: in the address, beside the other parameters.
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ viewMode: 'table', sort: 'due_date', order: 'asc' });
  });

  it('marks open tickets that are overdue or due soon with an icon and a word, not closed ones', async () => {
    const day = (offset: number) => {
      const date = new Date();
      date.setDate(date.getDate() + offset);
      return localDayOf(date);
    };
    renderTaskList('/tasks?viewMode=table', [
      [
        aRow({ id: 1, due_date: day(-1) }),
        aRow({ id: 2, due_date: day(0) }),
        aRow({ id: 3, due_date: day(5) }),
        aRow({ id: 4, due_date: day(-3), status: 'done' }),
      ],
    ]);
    await table();
    expect(within(row(1)).getByText('Overdue')).toBeInTheDocument();
    expect(within(row(1)).getByRole('button', { name: /^Due date of #1: .*, Overdue$/ })).toBeInTheDocument();
    expect(within(row(2)).getByText('Due soon')).toBeInTheDocument();
    expect(within(row(3)).queryByText(/Overdue|Due soon/)).toBeNull();
    expect(within(row(4)).queryByText(/Overdue|Due soon/)).toBeNull();
  });

  it('resizes a column from its edge and remembers the width for this user', async () => {
    renderTaskList('/tasks?viewMode=table', [rows(2)]);
    const grid = await table();
    const edge = screen.getByRole('separator', { name: 'Resize column Assignee' });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 140 } as DOMRect);
    fireEvent.keyDown(edge, { key: 'ArrowRight' });
    expect(useTablePrefs.getState().widths.u1).toEqual({ assignee: 156 });
    expect(grid.style.getPropertyValue('--ticket-grid')).toContain('156px');
    // A double click gives the default back.
    fireEvent.doubleClick(edge);
    expect(useTablePrefs.getState().widths.u1).toEqual({});
    // The summary takes the room left: it has no edge to drag.
    expect(screen.queryByRole('separator', { name: 'Resize column Summary' })).toBeNull();
  });

  it("shows a checklist's progress in its column, and nothing for a ticket without one", async () => {
    renderTaskList('/tasks?viewMode=table', [
      [aRow({ id: 1, checklist: { done: 3, total: 7 } }), aRow({ id: 2 })],
    ]);
    await table();
    expect(screen.getByRole('columnheader', { name: /^Checklist/ })).not.toHaveAttribute('aria-sort');
    expect(within(row(1)).getByRole('img', { name: 'Checklist: 3 of 7 done' })).toHaveTextContent('3/7');
    expect(within(row(2)).queryByTestId('checklist-mark')).toBeNull();
    expect(within(row(2)).queryByText('0/0')).toBeNull();
  });

  it('hides and shows columns from the column chooser, and remembers it', async () => {
    const { u } = renderTaskList('/tasks?viewMode=table', [rows(2)]);
    await table();
    expect(screen.getByRole('columnheader', { name: /^Tags/ })).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Choose columns' }));
    const choice = await screen.findByRole('group', { name: 'Choose columns' });
    await u.click(within(choice).getByRole('checkbox', { name: 'Tags' }));
    expect(screen.queryByRole('columnheader', { name: /^Tags/ })).toBeNull();
    expect(useTablePrefs.getState().hidden).toEqual(['tags']);
    expect(localStorage.getItem('expertos:ticket-table')).toContain('tags');
    // The summary cannot be hidden.
    expect(within(choice).queryByRole('checkbox', { name: 'Summary' })).toBeNull();

    await u.click(within(choice).getByRole('checkbox', { name: 'Tags' }));
    expect(screen.getByRole('columnheader', { name: /^Tags/ })).toBeInTheDocument();
  });

  it('changes a status inline at once, and puts it back when the server refuses', async () => {
    let answer: (ticket: Ticket) => void = () => {};
    const update = vi
      .spyOn(ticketApi, 'updateTicket')
      .mockImplementationOnce(() => new Promise<Ticket>((resolve) => (answer = resolve)))
      .mockRejectedValueOnce(new ApiError({ status: 403, code: 'forbidden', message: 'Nope' }));
    const { api, u } = renderTaskList('/tasks?viewMode=table', [rows(2)]);
    await table();
    const calls = api.listWorkspace.mock.calls.length;

    await u.click(within(row(1)).getByRole('button', { name: 'Status of #1: To Do' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Done' }));
    expect(update).toHaveBeenCalledWith('t1', { status: 'done' });
    // Shown before the server has answered.
    expect(within(row(1)).getByRole('button', { name: 'Status of #1: Done' })).toBeInTheDocument();
    act(() => answer(aTicket({ id: 1, status: 'done' })));
    // Then every list of the workspace is read again.
    await waitFor(() => expect(api.listWorkspace.mock.calls.length).toBeGreaterThan(calls));

    await u.click(within(row(2)).getByRole('button', { name: 'Priority of #2: Normal' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Urgent' }));
    expect(update).toHaveBeenLastCalledWith('t2', { priority: '3' });
    await waitFor(() =>
      expect(within(row(2)).getByRole('button', { name: 'Priority of #2: Normal' })).toBeInTheDocument(),
    );
    expect(notices('negative')).toHaveLength(1);
  });

  it('opens a cell menu from the keyboard and gives the focus back to its button on close', async () => {
    const { u } = renderTaskList('/tasks?viewMode=table', [rows(2)]);
    await table();
    within(row(1)).getByRole('button', { name: 'Status of #1: To Do' }).focus();
    await u.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Done' })).toBeInTheDocument();
    expect(within(row(1)).getByRole('button', { name: 'Status of #1: To Do' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Done' })).toBeNull());
    expect(within(row(1)).getByRole('button', { name: 'Status of #1: To Do' })).toHaveFocus();
  });

  it('assigns inline, and opens a ticket from its summary or with Enter on its row', async () => {
    const update = vi
      .spyOn(ticketApi, 'updateTicket')
      .mockImplementation(() => new Promise<Ticket>(() => {}));
    const dialog = listenForDialog();
    const { u } = renderTaskList('/tasks?viewMode=table', [
      [aRow({ id: 1, summary: 'Write the caption' }), aRow({ id: 2 })],
    ]);
    await table();

    await u.click(within(row(1)).getByRole('button', { name: 'Assignee of #1: Unassigned' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Grace Hopper' }));
    expect(update).toHaveBeenCalledWith('t1', { assignee: 'm2' });
    expect(within(row(1)).getByRole('button', { name: 'Assignee of #1: Grace Hopper' })).toBeInTheDocument();

    await u.click(within(row(1)).getByText('Write the caption'));
    row(2).focus();
    await u.keyboard('{Enter}');
    expect(dialog.opened).toEqual([
      { taskId: 't1', projectSlug: 'acme', title: 'Write the caption' },
      { taskId: 't2', projectSlug: 'acme', title: 'Ticket 2' },
    ]);
    dialog.stop();
  });

  it('selects a range with Shift and changes the selected tickets in bulk', async () => {
    const bulk = vi.spyOn(ticketApi, 'bulkUpdateTickets').mockResolvedValue({ updated: 4 });
    const { u } = renderTaskList('/tasks?viewMode=table', [rows(6)]);
    await table();

    await u.click(screen.getByRole('checkbox', { name: 'Select ticket #1' }));
    await u.keyboard('{Shift>}');
    await u.click(screen.getByRole('checkbox', { name: 'Select ticket #4' }));
    await u.keyboard('{/Shift}');
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('4 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select ticket #5' })).not.toBeChecked();

    await u.click(within(bar).getByRole('button', { name: 'Set status' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Blocked' }));
    await waitFor(() =>
      expect(bulk).toHaveBeenCalledWith('w1', {
        uids: ['t1', 't2', 't3', 't4'],
        changes: { status: 'blocked' },
      }),
    );
    await waitFor(() => expect(notices('positive')).toEqual(['4 tickets updated']));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select ticket #1' })).not.toBeChecked();
  });

  it('asks what becomes of open subtasks when a bulk change closes their parent, and sends the answer', async () => {
    const bulk = vi
      .spyOn(ticketApi, 'bulkUpdateTickets')
      .mockRejectedValueOnce(
        new ApiError({
          status: 409,
          code: 'ticket_has_open_subtasks',
          message: 'open subtasks',
          body: { code: 'ticket_has_open_subtasks', message: 'open subtasks', open: 2 },
        }),
      )
      .mockResolvedValueOnce({ updated: 2 });
    const { u } = renderTaskList('/tasks?viewMode=table', [rows(3)]);
    await table();
    await u.click(screen.getByRole('checkbox', { name: 'Select ticket #1' }));
    await u.click(screen.getByRole('checkbox', { name: 'Select ticket #2' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await u.click(within(bar).getByRole('button', { name: 'Set status' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Done' }));
    await u.click(await screen.findByRole('button', { name: 'Close them too' }));
    await waitFor(() =>
      expect(bulk).toHaveBeenLastCalledWith('w1', {
        uids: ['t1', 't2'],
        changes: { status: 'done' },
        subtasks: 'close',
      }),
    );
    await waitFor(() => expect(notices('positive')).toEqual(['2 tickets updated']));
    expect(notices('negative')).toEqual([]);
  });

  it('selects every loaded ticket and adds a tag to all of them', async () => {
    const bulk = vi.spyOn(ticketApi, 'bulkUpdateTickets').mockResolvedValue({ updated: 3 });
    const { u } = renderTaskList('/tasks?viewMode=table', [rows(3)]);
    await table();

    await u.click(screen.getByRole('checkbox', { name: 'Select every loaded ticket' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    await u.click(within(bar).getByRole('button', { name: 'Add tag' }));
    await u.type(await screen.findByRole('combobox', { name: 'Tag name' }), 'summer{Enter}');
    await waitFor(() =>
      expect(bulk).toHaveBeenCalledWith('w1', {
        uids: ['t1', 't2', 't3'],
        changes: { add_tags: ['summer'] },
      }),
    );
    await waitFor(() => expect(notices('positive')).toEqual(['3 tickets updated']));
  });

  it('keeps only the rows in view in the DOM, with 10,000 tickets loaded', async () => {
    renderTaskList('/tasks?viewMode=table', [rows(10_000)]);
    await table();
    expect(screen.getByText('10,000 tickets loaded')).toBeInTheDocument();
    // 440 px of 44 px rows: 10 in view, plus the overscan on one side.
    expect(bodyRows().length).toBeLessThan(30);
    expect(row(1)).toBeInTheDocument();

    const scroller = screen.getByRole('table', { name: 'Tickets' }).parentElement as HTMLElement;
    act(() => {
      scroller.scrollTop = ROW_HEIGHT * 6000;
      fireEvent.scroll(scroller);
    });
    await waitFor(() => expect(row(6001)).toBeInTheDocument());
    expect(screen.queryByRole('row', { name: /^Open ticket #1:/ })).toBeNull();
    expect(bodyRows().length).toBeLessThan(40);
  });

  it('loads the next page as the end comes into view', async () => {
    const { api } = renderTaskList('/tasks?viewMode=table', [rows(50), rows(50, 51)]);
    await table();
    await waitFor(() => expect(lastQuery(api.listWorkspace).cursor).toBeUndefined());
    const scroller = screen.getByRole('table', { name: 'Tickets' }).parentElement as HTMLElement;
    act(() => {
      scroller.scrollTop = ROW_HEIGHT * 30;
      fireEvent.scroll(scroller);
    });
    await waitFor(() => expect(lastQuery(api.listWorkspace)).toMatchObject({ cursor: '1', limit: 50 }));
    expect(await screen.findByText('100 tickets loaded')).toBeInTheDocument();
  });

  it('offers to create the first ticket, or to clear the filters when nothing matches', async () => {
    const first = renderTaskList('/tasks?viewMode=table', [[]]);
    expect(await screen.findByText('No tickets yet')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('empty-state')).getByRole('button', { name: 'New ticket' }),
    ).toBeInTheDocument();
    first.unmount();

    const { u, router } = renderTaskList('/tasks?viewMode=table&status=blocked', [[]]);
    expect(await screen.findByText('No ticket matches these filters')).toBeInTheDocument();
    await u.click(within(screen.getByTestId('empty-state')).getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?viewMode=table');
    expect(await screen.findByText('No tickets yet')).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    // Refused once, before the page asks: the spy the page gets keeps this first answer.
    vi.spyOn(ticketListsApi, 'fetchWorkspaceTickets').mockRejectedValueOnce(
      new ApiError({ status: 400, code: 'validation_error', message: 'x' }),
    );
    const { u } = renderTaskList('/tasks?viewMode=table', [rows(1)]);
    expect(await screen.findByText(/The tickets could not be loaded/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });
});
