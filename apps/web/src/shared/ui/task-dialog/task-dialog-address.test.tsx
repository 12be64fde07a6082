import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestProviders } from '@/test/render';
import { openTaskDialog, resolveTaskDialogKey, taskDialogStore } from './open-task-dialog';
import { TaskDialogHost } from './TaskDialogHost';

const PAGE = '/brand/acme/tasks';

// The dialog's code loads lazily; loaded once here so the tests wait only for their own steps.
beforeAll(async () => {
  await import('./TaskDialog');
});

/** A brand page under a layout hosting the dialog, as the root layout does; `entries` is the history so far. */
function renderAt(...entries: string[]) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <TaskDialogHost />
          </>
        ),
        children: [
          { path: '/brand/:projectSlug/tasks', element: <p>brand page</p> },
          { path: '/elsewhere', element: <p>elsewhere</p> },
        ],
      },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return router;
}

const params = (router: ReturnType<typeof renderAt>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
/** The first open loads the dialog's code: slow on a busy machine. */
const findDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 15_000 });
const openTask = () => taskDialogStore.getState().target?.taskId ?? null;

describe('the task dialog’s address (?task=)', () => {
  it('opening pushes ?task=<uid>, keeping the page’s other parameters', async () => {
    const router = renderAt(`${PAGE}?view=v1&viewMode=board&status=done`);
    act(() => openTaskDialog({ taskId: 't-42', projectSlug: 'acme', title: 'Film the reel' }));
    await waitFor(() => expect(params(router).task).toBe('t-42'));
    expect(params(router)).toEqual({ view: 'v1', viewMode: 'board', status: 'done', task: 't-42' });
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.location.pathname).toBe(PAGE);
    expect(
      await screen.findByRole('dialog', { name: 'Film the reel' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('Back closes the dialog and stays on the page', async () => {
    const router = renderAt('/elsewhere', `${PAGE}?view=v1`);
    act(() => openTaskDialog({ taskId: 't-42', projectSlug: 'acme', title: 'Post' }));
    await findDialog('Post');
    await waitFor(() => expect(params(router).task).toBe('t-42'));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(openTask()).toBeNull());
    expect(router.state.location.pathname).toBe(PAGE);
    expect(params(router)).toEqual({ view: 'v1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('brand page')).toBeInTheDocument();
  });

  it('closing takes the opening step back, so Back then leaves the page as before', async () => {
    const router = renderAt('/elsewhere', `${PAGE}?view=v1`);
    act(() => openTaskDialog({ taskId: 't-42', projectSlug: 'acme', title: 'Post' }));
    await findDialog('Post');
    await waitFor(() => expect(params(router).task).toBe('t-42'));

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(params(router)).toEqual({ view: 'v1' }));
    expect(router.state.historyAction).toBe('POP');
    // No entry of the closed dialog is left behind: one Back leaves the page.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(openTask()).toBeNull();
  });

  it('opened, closed and opened again, Back still closes it', async () => {
    const router = renderAt('/elsewhere', `${PAGE}?view=v1`);
    act(() => openTaskDialog({ taskId: 't-42', projectSlug: 'acme', title: 'Post' }));
    await findDialog('Post');
    await waitFor(() => expect(params(router).task).toBe('t-42'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(params(router)).toEqual({ view: 'v1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => openTaskDialog({ taskId: 't-42', projectSlug: 'acme', title: 'Post' }));
    await findDialog('Post');
    await waitFor(() => expect(params(router).task).toBe('t-42'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(openTask()).toBeNull());
    expect(params(router)).toEqual({ view: 'v1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('an address loaded as it is (reload, a copied link) opens the dialog; closing drops the parameter in place', async () => {
    const router = renderAt('/elsewhere', `${PAGE}?view=v1&task=t-9`);
    await waitFor(() => expect(openTask()).toBe('t-9'));
    expect(await findDialog('Ticket')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(params(router)).toEqual({ view: 'v1' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.pathname).toBe(PAGE);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('another task over an open one replaces the entry: Back still closes the dialog', async () => {
    const router = renderAt('/elsewhere', PAGE);
    act(() => openTaskDialog({ taskId: 't-1', projectSlug: 'acme' }));
    await waitFor(() => expect(params(router).task).toBe('t-1'));
    act(() => openTaskDialog({ taskId: 't-2', projectSlug: 'acme' }));
    await waitFor(() => expect(params(router).task).toBe('t-2'));
    expect(router.state.historyAction).toBe('REPLACE');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(openTask()).toBeNull());
    expect(router.state.location.pathname).toBe(PAGE);
  });

  it('opens at a comment with &comment=, and reads it back from the address', async () => {
    const router = renderAt(PAGE);
    act(() => openTaskDialog({ taskId: 't-1', projectSlug: 'acme', commentUid: 'c-7' }));
    await waitFor(() => expect(params(router)).toEqual({ task: 't-1', comment: 'c-7' }));

    renderAt(`${PAGE}?task=t-3&comment=c-9`);
    await waitFor(() =>
      expect(taskDialogStore.getState().target).toMatchObject({ taskId: 't-3', commentUid: 'c-9' }),
    );
  });

  it('a ticket key in the address opens the dialog and gives way to the uid once resolved', async () => {
    const router = renderAt('/elsewhere', `${PAGE}?task=%23128&view=v1`);
    await waitFor(() => expect(openTask()).toBe('#128'));
    act(() => resolveTaskDialogKey('#128', 'uid-128'));
    await waitFor(() => expect(params(router)).toEqual({ task: 'uid-128', view: 'v1' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(openTask()).toBe('uid-128');
  });

  it('leaving the page for another closes the dialog', async () => {
    const router = renderAt(PAGE);
    act(() => openTaskDialog({ taskId: 't-1', projectSlug: 'acme' }));
    await waitFor(() => expect(params(router).task).toBe('t-1'));
    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(openTask()).toBeNull();
  });
});
