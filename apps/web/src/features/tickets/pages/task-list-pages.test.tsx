import type { TicketCounts } from '@expertos/domain/ticket.schema';
import { TICKET_STATUSES } from '@expertos/domain/tickets';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { useSettingsStore } from '@/shared/stores/settings-store';
import { currentPath } from '@/test/render';
import * as ticketListsApi from '../api/ticket-lists';
import { renderTaskList } from '../components/list/list-test-setup';
import { rows } from '../components/list/ticket-test-data';

afterEach(() => vi.restoreAllMocks());

/** The first render on a busy two-core machine can take more than the default second. */
const SLOW = { timeout: 5000 };

const noCounts: TicketCounts = {
  total: 0,
  by_status: Object.fromEntries(TICKET_STATUSES.map((status) => [status, 0])) as TicketCounts['by_status'],
};

describe('the task list pages', { timeout: 60_000 }, () => {
  it('shows the table by default and puts the view in the URL, replacing the entry', async () => {
    const { router } = renderTaskList('/tasks', [rows(2)]);
    expect(await screen.findByRole('table', { name: 'Tickets' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/tasks?viewMode=table'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('radio', { name: 'Table' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
  });

  it('arrives on the remembered view when the URL names none', async () => {
    useSettingsStore.getState().setViewMode('kanban');
    vi.spyOn(ticketListsApi, 'fetchWorkspaceTicketCounts').mockResolvedValue(noCounts);
    const { router } = renderTaskList('/tasks');
    await waitFor(() => expect(currentPath(router)).toBe('/tasks?viewMode=kanban'));
    expect(screen.getByRole('radio', { name: 'Kanban' })).toBeChecked();
    expect(screen.queryByRole('table', { name: 'Tickets' })).toBeNull();
  });

  it('switches views from the URL and remembers the choice, by mouse and by keyboard', async () => {
    vi.spyOn(ticketListsApi, 'fetchWorkspaceTicketCounts').mockResolvedValue(noCounts);
    const { router, u } = renderTaskList('/tasks?viewMode=table', [rows(2)]);
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);

    await u.click(screen.getByRole('radio', { name: 'Kanban' }));
    expect(currentPath(router)).toBe('/tasks?viewMode=kanban');
    expect(useSettingsStore.getState().viewMode).toBe('kanban');
    expect(screen.queryByRole('table', { name: 'Tickets' })).toBeNull();

    // A radio group: the arrow keys move to the next view.
    await u.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentPath(router)).toBe('/tasks?viewMode=calendar'));
    // The remembered view follows the address once the page has rendered it.
    await waitFor(() => expect(useSettingsStore.getState().viewMode).toBe('calendar'));

    // A link with another view makes that view the remembered one.
    await router.navigate('/tasks?viewMode=table');
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);
    await waitFor(() => expect(useSettingsStore.getState().viewMode).toBe('table'));
  });

  it("titles a brand's page with the brand and lists only its tickets", async () => {
    const { api } = renderTaskList('/brand/globex/tasks?viewMode=table', [rows(1)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Globex' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);
    expect(api.listProject).toHaveBeenCalledWith('p2', expect.any(Object), expect.anything());
    // One brand: no brand column.
    expect(screen.queryByRole('columnheader', { name: 'Brand' })).toBeNull();
  });

  it('exports the filtered list of a brand as a CSV file named after it', async () => {
    const file = new Blob(['\uFEFFNumber,Summary\r\n'], { type: 'text/csv' });
    const exported = vi.spyOn(ticketListsApi, 'exportTicketList').mockResolvedValue(file);
    const created = vi.fn(() => 'blob:export');
    // jsdom has no object URLs; the stubs go again at the end (files share a worker).
    const had = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL: had.create, revokeObjectURL: had.revoke });
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderTaskList('/brand/globex/tasks?viewMode=table&status=todo', [rows(1)]);
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);
    screen.getByRole('button', { name: 'Export CSV' }).click();
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(exported).toHaveBeenCalledWith({ projectId: 'p2' }, expect.objectContaining({ status: 'todo' }));
    expect(created).toHaveBeenCalledWith(file);
    expect(clicked[0]).toMatch(/^tickets-globex-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('says so when the brand does not exist or is not visible', async () => {
    const { api } = renderTaskList('/brand/nope/tasks');
    expect(
      await screen.findByText('This brand does not exist, or you have no access to it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show every ticket' })).toHaveAttribute('href', '/tasks');
    expect(api.listProject).not.toHaveBeenCalled();
  });
});
