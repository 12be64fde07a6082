import { UNASSIGNED_FILTER } from '@expertos/domain/ticket.schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSavedViews, weekOf } from '../../hooks/saved-views';
import { lastQuery, renderTaskList } from './list-test-setup';
import { rows } from './ticket-test-data';

beforeEach(() => useSavedViews.setState({ views: {} }));
afterEach(() => vi.restoreAllMocks());

/** The first render on a busy two-core machine can take more than the default second. */
const SLOW = { timeout: 5000 };

const filterBar = () => screen.getByRole('search', { name: 'Filters' });
const chips = () =>
  within(screen.queryByRole('list', { name: 'Active filters' }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((chip) => chip.textContent);
type Router = ReturnType<typeof renderTaskList>['router'];
const params = (router: Router) => Object.fromEntries(new URLSearchParams(router.state.location.search));

async function openPanel(u: ReturnType<typeof renderTaskList>['u']) {
  await u.click(within(filterBar()).getByRole('button', { name: /^Filter/ }));
  return screen.findByRole('dialog', { name: 'Filters' });
}

async function pick(
  u: ReturnType<typeof renderTaskList>['u'],
  panel: HTMLElement,
  field: string,
  option: string,
) {
  await u.click(within(panel).getByRole('combobox', { name: field }));
  await u.click(await within(panel).findByRole('option', { name: option }));
}

// Mantine pickers opened one after the other: slow on a loaded two-core machine.
describe('the filter bar', { timeout: 60_000 }, () => {
  it('sets filters from the Filter panel: each is a removable chip, in the address and in the list query', async () => {
    const { api, u, router } = renderTaskList('/tasks?viewMode=table', [rows(3)]);
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);
    // Nothing chosen: no chips, no filter in the address, none sent.
    expect(chips()).toEqual([]);
    expect(lastQuery(api.listWorkspace)).toEqual({ sort: 'updated', order: 'desc', limit: 50 });

    const panel = await openPanel(u);
    await pick(u, panel, 'Status', 'Done');
    await pick(u, panel, 'Assignee', 'Unassigned');
    await pick(u, panel, 'Brands', 'Globex');
    await u.keyboard('{Escape}');

    expect(chips()).toEqual(['Status: Done', 'Assignee: Unassigned', 'Brands: Globex']);
    expect(within(filterBar()).getByRole('button', { name: 'Filter (3)' })).toBeInTheDocument();
    expect(params(router)).toEqual({
      viewMode: 'table',
      status: 'done',
      teamFilter: UNASSIGNED_FILTER,
      projectFilter: 'p2',
    });
    await waitFor(() =>
      expect(lastQuery(api.listWorkspace)).toEqual({
        status: 'done',
        teamFilter: [UNASSIGNED_FILTER],
        projectFilter: ['p2'],
        sort: 'updated',
        order: 'desc',
        limit: 50,
      }),
    );

    // A chip's × removes that filter alone.
    await u.click(screen.getByRole('button', { name: 'Remove filter Status: Done' }));
    expect(chips()).toEqual(['Assignee: Unassigned', 'Brands: Globex']);
    expect(params(router)).toEqual({ viewMode: 'table', teamFilter: UNASSIGNED_FILTER, projectFilter: 'p2' });
    await waitFor(() => expect(lastQuery(api.listWorkspace).status).toBeUndefined());

    // Clear removes every filter, and only the filters.
    await u.click(within(filterBar()).getByRole('button', { name: 'Clear filters' }));
    expect(chips()).toEqual([]);
    expect(params(router)).toEqual({ viewMode: 'table' });
  });

  it('leaves subtasks out with "Top-level only": top_level=true in the address and in the list query', async () => {
    const { api, u, router } = renderTaskList('/brand/acme/tasks?viewMode=table', [rows(2)]);
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);
    expect(lastQuery(api.listProject).top_level).toBeUndefined();

    const panel = await openPanel(u);
    const topLevel = within(panel).getByRole('checkbox', { name: 'Top-level only' });
    expect(topLevel).toHaveAccessibleDescription('Leave subtasks out of the list');
    await u.click(topLevel);
    await u.keyboard('{Escape}');

    expect(chips()).toEqual(['Top-level only']);
    expect(within(filterBar()).getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
    expect(params(router)).toEqual({ viewMode: 'table', top_level: 'true' });
    await waitFor(() => expect(lastQuery(api.listProject)).toMatchObject({ top_level: 'true' }));

    await u.click(screen.getByRole('button', { name: 'Remove filter Top-level only' }));
    expect(chips()).toEqual([]);
    expect(params(router)).toEqual({ viewMode: 'table' });
  });

  it('sends the search text trimmed once typing pauses, and keeps it in the address', async () => {
    const { api, u, router } = renderTaskList('/tasks?viewMode=table', [rows(2)]);
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);
    const before = api.listWorkspace.mock.calls.length;

    await u.type(within(filterBar()).getByRole('searchbox', { name: 'Search' }), '  launch ');
    await waitFor(() => expect(lastQuery(api.listWorkspace).filter).toBe('launch'));
    // Debounced: not one request per letter (one when typing is quick; a loaded machine may
    // pause between letters long enough for another).
    expect(api.listWorkspace.mock.calls.length - before).toBeLessThan('  launch '.length / 2);
    expect(params(router).filter).toBe('  launch ');
    expect(within(filterBar()).getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('shows the view an address names, leaves out what it does not understand, and keeps other parameters', async () => {
    const { api, u, router } = renderTaskList(
      '/tasks?viewMode=table&task=t9&status=blocked&tags=launch&ticket_type=epic,post&sort=summary&order=asc&due_to=2026-02-31',
      [rows(2)],
    );
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);
    expect(lastQuery(api.listWorkspace)).toEqual({
      status: 'blocked',
      tags: ['launch'],
      ticket_type: ['post'],
      sort: 'summary',
      order: 'asc',
      limit: 50,
    });
    expect(chips()).toEqual(['Status: Blocked', 'Type: Post', 'Tags: launch']);
    expect(screen.getByRole('columnheader', { name: /Summary/ })).toHaveAttribute('aria-sort', 'ascending');

    await u.click(within(filterBar()).getByRole('button', { name: 'Clear filters' }));
    // The open ticket and the view mode stay; the sort is not a filter.
    expect(params(router)).toEqual({ viewMode: 'table', task: 't9', sort: 'summary', order: 'asc' });
  });

  it('follows Back and Forward', async () => {
    const { u, router } = renderTaskList('/tasks?viewMode=table', [rows(2)]);
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);
    const panel = await openPanel(u);
    await pick(u, panel, 'Status', 'Blocked');
    await u.keyboard('{Escape}');
    expect(chips()).toEqual(['Status: Blocked']);

    await act(() => router.navigate(-1));
    expect(chips()).toEqual([]);
    expect(params(router)).toEqual({ viewMode: 'table' });
    await act(() => router.navigate(1));
    expect(chips()).toEqual(['Status: Blocked']);
  });

  it('restores the last used view of each list when it is opened without one', async () => {
    const first = renderTaskList('/tasks?viewMode=table&status=blocked&sort=priority&order=asc', [rows(1)]);
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);
    first.unmount();

    const again = renderTaskList('/tasks', [rows(1)]);
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);
    expect(chips()).toEqual(['Status: Blocked']);
    // Written into the address too, view mode included, so it can be copied.
    await waitFor(() =>
      expect(params(again.router)).toEqual({
        viewMode: 'table',
        status: 'blocked',
        sort: 'priority',
        order: 'asc',
      }),
    );
    expect(again.router.state.historyAction).toBe('REPLACE');
    again.unmount();

    // Another list (a brand's) has its own.
    const brand = renderTaskList('/brand/acme/tasks?viewMode=table', [rows(1)]);
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);
    expect(chips()).toEqual([]);
    expect(params(brand.router)).toEqual({ viewMode: 'table' });
  });

  it('has no brand filter on a brand page, and never sends one there', async () => {
    const { api, u } = renderTaskList('/brand/acme/tasks?viewMode=table&projectFilter=p2', [rows(1)]);
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);
    const panel = await openPanel(u);
    expect(within(panel).queryByRole('combobox', { name: 'Brands' })).toBeNull();
    expect(api.listProject).toHaveBeenCalledWith(
      'p1',
      expect.not.objectContaining({ projectFilter: expect.anything() }),
      expect.anything(),
    );
    expect(api.listWorkspace).not.toHaveBeenCalled();
    expect(chips()).toEqual([]);
  });
});

describe('saved views', { timeout: 60_000 }, () => {
  it('"My tickets" is one click: the caller as assignee, pressed while shown, a second click clears it', async () => {
    const { api, u, router } = renderTaskList('/tasks?viewMode=table', [rows(2)]);
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);
    const mine = within(filterBar()).getByRole('button', { name: 'My tickets' });
    expect(mine).toHaveAttribute('aria-pressed', 'false');

    await u.click(mine);
    expect(params(router)).toEqual({ viewMode: 'table', teamFilter: 'm1' });
    await waitFor(() => expect(lastQuery(api.listWorkspace).teamFilter).toEqual(['m1']));
    expect(mine).toHaveAttribute('aria-pressed', 'true');
    expect(chips()).toEqual(['Assignee: Ada Lovelace']);

    await u.click(mine);
    expect(params(router)).toEqual({ viewMode: 'table' });
    expect(mine).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers "Due this week" and "Needs approval" built in', async () => {
    const { api, u, router } = renderTaskList('/tasks?viewMode=table', [rows(2)]);
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);

    await u.click(within(filterBar()).getByRole('button', { name: 'Views' }));
    const panel = await screen.findByRole('dialog', { name: 'Saved views' });
    await u.click(within(panel).getByRole('button', { name: 'Needs approval' }));
    expect(params(router)).toEqual({ viewMode: 'table', status: 'needs_approval' });
    expect(chips()).toEqual(['Status: Needs Approval']);

    await u.click(within(filterBar()).getByRole('button', { name: 'Views' }));
    const again = await screen.findByRole('dialog', { name: 'Saved views' });
    await u.click(within(again).getByRole('button', { name: 'Due this week' }));
    const week = weekOf(new Date());
    await waitFor(() =>
      expect(lastQuery(api.listWorkspace)).toEqual({
        due_from: week.from,
        due_to: week.to,
        sort: 'due_date',
        order: 'asc',
        limit: 50,
      }),
    );
  });

  it('saves the current view under a name for this user and list, applies it again, and deletes it', async () => {
    const { u, router } = renderTaskList('/tasks?viewMode=table&status=blocked&tags=launch', [rows(2)]);
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);

    await u.click(within(filterBar()).getByRole('button', { name: 'Views' }));
    const panel = await screen.findByRole('dialog', { name: 'Saved views' });
    expect(within(panel).getByText('No saved views yet')).toBeInTheDocument();
    await u.type(within(panel).getByRole('textbox', { name: 'Save this view' }), 'Blocked launches');
    await u.click(within(panel).getByRole('button', { name: 'Save view' }));
    const saved = within(panel).getByRole('button', { name: 'Blocked launches' });
    // The view being shown is marked.
    expect(saved).toHaveAttribute('aria-current', 'true');
    expect(localStorage.getItem('expertos:saved-views')).toContain('u1:w1:workspace');

    await u.click(within(filterBar()).getByRole('button', { name: 'Clear filters' }));
    expect(chips()).toEqual([]);
    await u.click(within(filterBar()).getByRole('button', { name: 'Views' }));
    const again = await screen.findByRole('dialog', { name: 'Saved views' });
    await u.click(within(again).getByRole('button', { name: 'Blocked launches' }));
    expect(params(router)).toEqual({ viewMode: 'table', status: 'blocked', tags: 'launch' });
    expect(chips()).toEqual(['Status: Blocked', 'Tags: launch']);

    await u.click(within(filterBar()).getByRole('button', { name: 'Views' }));
    const last = await screen.findByRole('dialog', { name: 'Saved views' });
    await u.click(within(last).getByRole('button', { name: 'Delete view Blocked launches' }));
    expect(within(last).queryByRole('button', { name: 'Blocked launches' })).toBeNull();
    expect(useSavedViews.getState().views['u1:w1:workspace']).toEqual([]);
  });

  it("keeps a brand's saved views to that brand", async () => {
    useSavedViews.getState().add('u1:w1:workspace', 'Everywhere', 'status=done');
    const { u } = renderTaskList('/brand/acme/tasks?viewMode=table', [rows(1)]);
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);
    await u.click(within(filterBar()).getByRole('button', { name: 'Views' }));
    const panel = await screen.findByRole('dialog', { name: 'Saved views' });
    expect(within(panel).queryByRole('button', { name: 'Everywhere' })).toBeNull();
    expect(within(panel).getByText('No saved views yet')).toBeInTheDocument();
  });
});
