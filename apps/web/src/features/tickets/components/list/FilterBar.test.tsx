import { DEFAULT_TASK_FILTERS } from '@expertos/domain/settings';
import { UNASSIGNED_FILTER } from '@expertos/domain/ticket.schema';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/shared/stores/settings-store';
import { lastQuery, renderTaskList } from './list-test-setup';
import { rows } from './ticket-test-data';

afterEach(() => vi.restoreAllMocks());

/** The first render on a busy two-core machine can take more than the default second. */
const SLOW = { timeout: 5000 };

const filters = () => useSettingsStore.getState().taskFilters;
const filterBar = () => screen.getByRole('search', { name: 'Filters' });

async function pick(u: ReturnType<typeof renderTaskList>['u'], field: string, option: string) {
  await u.click(within(filterBar()).getByRole('combobox', { name: field }));
  await u.click(await screen.findByRole('option', { name: option }));
  await u.keyboard('{Escape}');
}

// Many Mantine pickers opened one after the other: slow on a loaded two-core machine.
describe('the filter bar', { timeout: 60_000 }, () => {
  it('writes every filter to the settings and sends it with the list query', async () => {
    const { api, u } = renderTaskList('/tasks?viewMode=table', [rows(3)]);
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);
    // Nothing chosen: status 'all' and empty lists are not sent at all.
    expect(lastQuery(api.listWorkspace)).toEqual({ sort: 'updated', order: 'desc', limit: 50 });

    await u.click(within(filterBar()).getByRole('combobox', { name: 'Status' }));
    await u.click(await screen.findByRole('option', { name: 'Done' }));
    expect(filters().status).toBe('done');

    await pick(u, 'Assignee', 'Unassigned');
    expect(filters().teamFilter).toEqual([UNASSIGNED_FILTER]);
    await pick(u, 'Brands', 'Globex');
    expect(filters().projectFilter).toEqual(['p2']);
    await pick(u, 'Type', 'Post');
    expect(filters().ticket_type).toEqual(['post']);
    // The same tag name on two brands is one choice.
    await u.click(within(filterBar()).getByRole('combobox', { name: 'Tags' }));
    expect(await screen.findAllByRole('option', { name: 'launch' })).toHaveLength(1);
    await u.click(screen.getByRole('option', { name: 'launch' }));
    await u.keyboard('{Escape}');
    expect(filters().tags).toEqual(['launch']);
    await pick(u, 'Milestones', 'Q1 · Acme');
    expect(filters().milestones).toEqual(['ms1']);
    await pick(u, 'Created by', 'Grace Hopper');
    expect(filters().userFilter).toEqual(['m2']);
    await pick(u, 'Platform', 'Instagram');
    expect(filters().post_platform).toEqual(['instagram']);

    const first = dayjs().date(10);
    await u.click(within(filterBar()).getByRole('button', { name: 'Updated' }));
    await u.click(await screen.findByRole('button', { name: first.format('D MMMM YYYY') }));
    await u.click(screen.getByRole('button', { name: first.date(12).format('D MMMM YYYY') }));
    expect(filters().updatedDateRange).toEqual({
      from: first.format('YYYY-MM-DD'),
      to: first.date(12).format('YYYY-MM-DD'),
    });

    await waitFor(() =>
      expect(lastQuery(api.listWorkspace)).toEqual({
        status: 'done',
        teamFilter: [UNASSIGNED_FILTER],
        projectFilter: ['p2'],
        ticket_type: ['post'],
        tags: ['launch'],
        milestones: ['ms1'],
        userFilter: ['m2'],
        post_platform: ['instagram'],
        updated_from: first.format('YYYY-MM-DD'),
        updated_to: first.date(12).format('YYYY-MM-DD'),
        sort: 'updated',
        order: 'desc',
        limit: 50,
      }),
    );
    expect(screen.getByText('9 active filters')).toBeInTheDocument();
  });

  it('sends the search text trimmed, once typing pauses', async () => {
    const { api, u } = renderTaskList('/tasks?viewMode=table', [rows(2)]);
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);
    const before = api.listWorkspace.mock.calls.length;

    await u.type(within(filterBar()).getByRole('searchbox', { name: 'Search' }), '  launch ');
    await waitFor(() => expect(lastQuery(api.listWorkspace).filter).toBe('launch'));
    // Debounced: one request for the whole text, not one per letter.
    expect(api.listWorkspace.mock.calls.length).toBe(before + 1);
    expect(filters().filter).toBe('  launch ');
    expect(screen.getByText('1 active filter')).toBeInTheDocument();
  });

  it('clears every filter back to the defaults, the search box too', async () => {
    useSettingsStore.getState().setTaskFilters({ status: 'blocked', filter: 'old', tags: ['launch'] });
    const { api, u } = renderTaskList('/tasks?viewMode=table', [rows(2)]);
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);
    expect(lastQuery(api.listWorkspace)).toMatchObject({
      status: 'blocked',
      filter: 'old',
      tags: ['launch'],
    });
    expect(within(filterBar()).getByRole('searchbox', { name: 'Search' })).toHaveValue('old');
    expect(screen.getByText('3 active filters')).toBeInTheDocument();

    await u.click(within(filterBar()).getByRole('button', { name: 'Clear filters' }));

    expect(filters()).toEqual(DEFAULT_TASK_FILTERS);
    expect(within(filterBar()).getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.queryByText(/active filter/)).toBeNull();
    await waitFor(() =>
      expect(lastQuery(api.listWorkspace)).toEqual({ sort: 'updated', order: 'desc', limit: 50 }),
    );
  });

  it('has no brand filter on a brand page, and never sends one there', async () => {
    useSettingsStore.getState().setTaskFilters({ projectFilter: ['p2'] });
    const { api } = renderTaskList('/brand/acme/tasks?viewMode=table', [rows(1)]);
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);
    expect(within(filterBar()).queryByRole('combobox', { name: 'Brands' })).toBeNull();
    expect(api.listProject).toHaveBeenCalledWith(
      'p1',
      expect.not.objectContaining({ projectFilter: expect.anything() }),
      expect.anything(),
    );
    expect(api.tags).toHaveBeenCalledWith('p1');
    expect(api.listWorkspace).not.toHaveBeenCalled();
    // The brand filter of the workspace page does not count here.
    expect(screen.queryByText(/active filter/)).toBeNull();
  });
});
