import type { RecurringGhost } from '@expertos/domain/recurring.schema';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarLayerEvent } from '@/shared/ui/slots';
import * as taskDialog from '@/shared/ui/task-dialog/open-task-dialog';
import { TestProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as recurringApi from '../api/recurring';
import { aSeries } from '../test/fixtures';
import { GHOST_CLASS } from './ghost-events';
import { RecurringGhostsLayer } from './RecurringGhostsLayer';

const ghost: RecurringGhost = {
  series_uid: 's1',
  project_uid: 'p1',
  project_slug: 'acme',
  summary: 'Tip Tuesday #3',
  index: 3,
  total: 10,
  day: '2030-03-12',
  on: '2030-03-12',
};

afterEach(() => vi.restoreAllMocks());

function renderLayer(project: { uid: string; slug: string } | null = { uid: 'p1', slug: 'acme' }) {
  vi.spyOn(recurringApi, 'fetchGhosts').mockResolvedValue([ghost]);
  vi.spyOn(recurringApi, 'fetchWorkspaceGhosts').mockResolvedValue([
    { ...ghost, project_uid: 'p2', project_slug: 'beta' },
  ]);
  vi.spyOn(recurringApi, 'fetchSeries').mockResolvedValue([aSeries()]);
  let events: CalendarLayerEvent[] = [];
  const onEvents = vi.fn((next: CalendarLayerEvent[]) => {
    events = next;
  });
  render(
    <MemoryRouter>
      <RecurringGhostsLayer
        workspaceUid="w1"
        project={project}
        start={new Date(2030, 2, 1)}
        end={new Date(2030, 3, 1)}
        onEvents={onEvents}
      />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
  return { events: () => events, onEvents };
}

describe('recurring tickets not made yet on a calendar', { timeout: 20_000 }, () => {
  it('are faded, unmovable entries on their day at the series time, asked for the visible days', async () => {
    const layer = renderLayer();
    await waitFor(() => expect(layer.events()).toHaveLength(1));
    expect(recurringApi.fetchGhosts).toHaveBeenCalledWith(
      'p1',
      '2030-03-01',
      '2030-03-31',
      expect.anything(),
    );
    await waitFor(() => expect(new Date(layer.events()[0]?.start ?? '').getHours()).toBe(10));
    const [event] = layer.events();
    expect(event).toMatchObject({
      className: GHOST_CLASS,
      movable: false,
      title: 'Not made yet: Tip Tuesday #3, Mar 12, 2030',
    });
    expect(event?.canMove(1)).toBe(false);
    render(event?.render(false));
    expect(screen.getByText('Tip Tuesday #3')).toBeInTheDocument();
  });

  it('offer to make one now, which opens its ticket', async () => {
    const layer = renderLayer();
    const act = vi
      .spyOn(recurringApi, 'actOnOccurrence')
      .mockResolvedValue({ ticket: { uid: 't9', summary: 'Tip Tuesday #3' } as never });
    const open = vi.spyOn(taskDialog, 'openTaskDialog').mockImplementation(() => {});
    await waitFor(() => expect(layer.events()).toHaveLength(1));
    layer.events()[0]?.open();
    const user = setupUser();
    const dialog = await screen.findByRole('dialog', { name: 'Tip Tuesday #3' });
    expect(dialog).toHaveTextContent('Ticket 3 of 10 of its series');
    expect(screen.getByRole('button', { name: 'Skip this one' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit series' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make it now' }));
    await waitFor(() => expect(act).toHaveBeenCalledWith('p1', 's1', '2030-03-12', 'make'));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith({ taskId: 't9', projectSlug: 'acme', title: 'Tip Tuesday #3' }),
    );
  });

  it('offer to skip one', async () => {
    const layer = renderLayer();
    const act = vi.spyOn(recurringApi, 'actOnOccurrence').mockResolvedValue({ ticket: null });
    await waitFor(() => expect(layer.events()).toHaveLength(1));
    layer.events()[0]?.open();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Skip this one' }));
    await waitFor(() => expect(act).toHaveBeenCalledWith('p1', 's1', '2030-03-12', 'skip'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('are on the workspace calendar, each made in its own brand', async () => {
    const layer = renderLayer(null);
    const act = vi
      .spyOn(recurringApi, 'actOnOccurrence')
      .mockResolvedValue({ ticket: { uid: 't9', summary: 'Tip Tuesday #3' } as never });
    const open = vi.spyOn(taskDialog, 'openTaskDialog').mockImplementation(() => {});
    await waitFor(() => expect(layer.events()).toHaveLength(1));
    expect(recurringApi.fetchWorkspaceGhosts).toHaveBeenCalledWith(
      'w1',
      '2030-03-01',
      '2030-03-31',
      expect.anything(),
    );
    expect(recurringApi.fetchGhosts).not.toHaveBeenCalled();
    // The series' time is the brand's to ask for: 09:00 here.
    expect(new Date(layer.events()[0]?.start ?? '').getHours()).toBe(9);
    layer.events()[0]?.open();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Make it now' }));
    await waitFor(() => expect(act).toHaveBeenCalledWith('p2', 's1', '2030-03-12', 'make'));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith({ taskId: 't9', projectSlug: 'beta', title: 'Tip Tuesday #3' }),
    );
  });
});
