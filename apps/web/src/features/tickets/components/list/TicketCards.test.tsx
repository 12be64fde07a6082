import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_TASK_EVENT, type TaskDialogTarget } from '@/shared/ui/task-dialog/open-task-dialog';
import { phoneViewport } from '@/test/viewport';
import { renderTaskList } from './list-test-setup';
import { aRow, grace } from './ticket-test-data';

/** The first render on a busy two-core machine can take more than the default second. */
const SLOW = { timeout: 5000 };

beforeEach(() => phoneViewport());
afterEach(() => vi.restoreAllMocks());

describe('the task list on a phone', { timeout: 60_000 }, () => {
  it('shows a card per ticket instead of the table: number, summary, status, assignee, due date, brand', async () => {
    renderTaskList('/tasks?viewMode=table', [
      [
        aRow({
          uid: 't12',
          id: 12,
          summary: 'Launch reel',
          status: 'in_progress',
          assignee: grace,
          due_date: '2030-01-08',
          project: { uid: 'p2', name: 'Globex', slug: 'globex' },
        }),
        aRow({ uid: 't13', id: 13, summary: 'Write the brief', assignee: null, due_date: null }),
      ],
    ]);
    const list = await screen.findByRole('list', { name: 'Tickets' }, SLOW);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('button', { name: 'Open ticket #12: Launch reel' })).toBeInTheDocument();
    expect(first.getByText('#12')).toBeInTheDocument();
    expect(first.getByText('In Progress')).toBeInTheDocument();
    expect(first.getByText('Grace Hopper')).toBeInTheDocument();
    expect(first.getByText('Jan 8, 2030')).toBeInTheDocument();
    expect(first.getByText('Globex')).toBeInTheDocument();
    const second = within(cards[1] as HTMLElement);
    expect(second.getByText('Unassigned')).toBeInTheDocument();
    expect(second.getByText('No due date')).toBeInTheDocument();
  });

  it('opens the ticket from its card', async () => {
    const opened: TaskDialogTarget[] = [];
    const listener = (event: Event) => opened.push((event as CustomEvent<TaskDialogTarget>).detail);
    window.addEventListener(OPEN_TASK_EVENT, listener);
    const { u } = renderTaskList('/tasks?viewMode=table', [
      [
        aRow({
          uid: 't7',
          id: 7,
          summary: 'Film the reel',
          project: { uid: 'p1', name: 'Acme', slug: 'acme' },
        }),
      ],
    ]);
    await u.click(await screen.findByRole('button', { name: 'Open ticket #7: Film the reel' }, SLOW));
    await waitFor(() =>
      expect(opened).toEqual([expect.objectContaining({ taskId: 't7', projectSlug: 'acme' })]),
    );
    window.removeEventListener(OPEN_TASK_EVENT, listener);
  });

  it('opens the filters as a full-screen sheet, closed with "Show tickets"', async () => {
    const { u } = renderTaskList('/tasks?viewMode=table', [[aRow({ id: 1 })]]);
    await screen.findByRole('list', { name: 'Tickets' }, SLOW);
    const bar = screen.getByRole('search', { name: 'Filters' });
    await u.click(within(bar).getByRole('button', { name: /^Filter/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(sheet.closest('[data-full-screen]')).not.toBeNull();
    expect(within(sheet).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    await u.click(within(sheet).getByRole('button', { name: 'Show tickets' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
  });
});
