import { aTicketListItem } from '@expertos/domain/testing/tickets';
import { aTeamList, aTeamMember } from '@expertos/domain/testing/workspaces';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { OPEN_TASK_EVENT, type TaskDialogTarget } from '@/shared/ui/task-dialog/open-task-dialog';
import { aProject } from '@/test/fixtures';
import { signIn, TestProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as membersApi from '../api/members';
import * as searchApi from '../api/search-tickets';
import { CommandPalette } from '../components/CommandPalette';
import { closePalette, openPalette, usePaletteStore } from '../palette-store';

const BRAND = { uid: 'p1', name: 'Acme Coffee', slug: 'acme-coffee' };
const reel = aTicketListItem({ uid: 't1', id: 12, summary: 'Reel about the new roast', project: BRAND });
const post = aTicketListItem({ uid: 't2', id: 13, summary: 'Roast day post', project: BRAND });

function renderPalette(props: Partial<Parameters<typeof CommandPalette>[0]> = {}) {
  const onNewTicket = vi.fn();
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <CommandPalette onNewTicket={onNewTicket} {...props} />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <p>home</p> },
          { path: '*', element: <p>elsewhere</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return { onNewTicket, router };
}

/** Debounce, answer and render on a busy machine. */
const SLOW = { timeout: 4000 };

const combobox = () => screen.getByRole('combobox', { name: /Search tickets, brands, people/ });
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

let search: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  signIn({ role: 'admin' });
  useWorkspaceStore
    .getState()
    .setProjects([aProject({ uid: 'p1', name: 'Acme Coffee', slug: 'acme-coffee' })]);
  search = vi
    .spyOn(searchApi, 'fetchPaletteTickets')
    .mockResolvedValue({ items: [reel, post], next_cursor: null });
  vi.spyOn(membersApi, 'fetchPaletteMembers').mockResolvedValue(
    aTeamList([aTeamMember({ uid: 'm2', name: 'Grace Roastwell', email: 'grace@example.com' })]),
  );
});
afterEach(() => {
  act(() => closePalette());
  vi.restoreAllMocks();
});

describe('CommandPalette', { timeout: 15_000 }, () => {
  it('groups what the text finds: tickets from the server, then brands and people', async () => {
    renderPalette();
    act(() => openPalette());
    const u = setupUser();
    await u.type(combobox(), 'roast');

    const tickets = await screen.findByRole('group', { name: 'Tickets' }, SLOW);
    expect(search).toHaveBeenLastCalledWith('w1', 'roast', expect.anything());
    expect(
      within(tickets)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['#12 Reel about the new roastAcme Coffee', '#13 Roast day postAcme Coffee']);
    expect(within(screen.getByRole('group', { name: 'People' })).getByRole('option')).toHaveTextContent(
      'Grace Roastwell',
    );
    // No timer to start here (none given): no action holds "roast".
    expect(screen.queryByRole('group', { name: 'Actions' })).toBeNull();
    // Typing pauses before searching: one request for the whole word.
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('moves with the arrows and opens the chosen ticket with Enter, then closes', async () => {
    const opened = vi.fn();
    const listener = (event: Event) => opened((event as CustomEvent<TaskDialogTarget>).detail);
    window.addEventListener(OPEN_TASK_EVENT, listener);
    renderPalette();
    act(() => openPalette());
    const u = setupUser();
    await u.type(combobox(), '#13');
    await screen.findByRole('group', { name: 'Tickets' }, SLOW);
    expect(activeOption()).toHaveTextContent('#12 Reel');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');

    await u.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('#13 Roast day post');
    await u.keyboard('{ArrowUp}{ArrowUp}');
    // Wraps from the top to the last option.
    expect(activeOption()).toBe(screen.getAllByRole('option').at(-1));
    await u.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(opened).toHaveBeenCalledWith(
      expect.objectContaining({ taskId: 't2', projectSlug: 'acme-coffee' }),
    );
    expect(usePaletteStore.getState().palette).toBe(false);
    window.removeEventListener(OPEN_TASK_EVENT, listener);
  });

  it('typed fast and Enter at once: waits for the tickets of that text, then opens the first', async () => {
    const opened = vi.fn();
    const listener = (event: Event) => opened((event as CustomEvent<TaskDialogTarget>).detail);
    window.addEventListener(OPEN_TASK_EVENT, listener);
    renderPalette();
    act(() => openPalette());
    const u = setupUser();
    await u.type(combobox(), 'roast{Enter}');
    expect(opened).not.toHaveBeenCalled();

    await waitFor(() => expect(opened).toHaveBeenCalledWith(expect.objectContaining({ taskId: 't1' })), SLOW);
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_TASK_EVENT, listener);
  });

  it('offers the actions and views with nothing typed; Enter on "New ticket" asks for the form', async () => {
    const { onNewTicket } = renderPalette();
    act(() => openPalette());
    expect(screen.getByRole('group', { name: 'Actions' })).toHaveTextContent('New ticket');
    expect(screen.getByRole('group', { name: 'Go to' })).toHaveTextContent('All tickets: board');
    expect(screen.getByRole('group', { name: 'Brands' })).toHaveTextContent('Acme Coffee');
    expect(search).not.toHaveBeenCalled();
    const u = setupUser();
    await u.keyboard('{Enter}');
    expect(onNewTicket).toHaveBeenCalledTimes(1);
  });

  it('goes to a view, and starts a timer on the first ticket found', async () => {
    const onStartTimer = vi.fn();
    const { router } = renderPalette({ onStartTimer });
    act(() => openPalette());
    const u = setupUser();
    await u.type(combobox(), 'calendar');
    await u.click(await screen.findByRole('option', { name: /All tickets: calendar/ }, SLOW));
    expect(router.state.location.pathname + router.state.location.search).toBe('/tasks?viewMode=calendar');

    act(() => openPalette());
    await u.type(combobox(), 'reel');
    await u.click(await screen.findByRole('option', { name: /Start timer on #12/ }, SLOW));
    expect(onStartTimer).toHaveBeenCalledWith(reel);
  });

  it('says when nothing matches, after searching', async () => {
    search.mockResolvedValue({ items: [], next_cursor: null });
    renderPalette();
    act(() => openPalette());
    const u = setupUser();
    await u.type(combobox(), 'zzz');
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent('Nothing found for “zzz”.'),
      SLOW,
    );
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
