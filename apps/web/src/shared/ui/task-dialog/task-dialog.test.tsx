import { TASK_DIALOG } from '@expertos/domain/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/test/render';
import { phoneViewport } from '@/test/viewport';
import { OPEN_TASK_EVENT, openTaskDialog, taskDialogStore } from './open-task-dialog';
import { loadTaskDialog, TaskDialogHost } from './TaskDialogHost';
import { openTaskPage } from './use-task-dialog-address';

// The frame's code, fetched ahead as the app does on idle: the tests wait for the dialog, not a chunk.
beforeAll(async () => {
  await loadTaskDialog();
});

function renderDialog() {
  const router = createMemoryRouter(
    [
      {
        // As in the root layout: the host stays while the pages change under it.
        element: (
          <>
            <Outlet />
            <TaskDialogHost />
          </>
        ),
        children: [
          { path: '/', element: null },
          { path: '/brand/:projectSlug/tasks/:taskId', element: <p>task page</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return router;
}

describe('task-details dialog', () => {
  it('opens from a DOM event anywhere, with its title and a spinner while loading', async () => {
    renderDialog();
    act(() => openTaskDialog({ taskId: 't-42', projectSlug: 'acme', title: 'Film the reel' }));
    // The first open loads the dialog's code: slow on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Film the reel' }, { timeout: 15_000 });
    expect(dialog).toBeInTheDocument();
    expect(screen.getAllByLabelText('Loading ticket').length).toBeGreaterThan(0);
  });

  it('listens to the event by name, so code without the helper can open it', async () => {
    renderDialog();
    act(() => {
      window.dispatchEvent(
        new CustomEvent(OPEN_TASK_EVENT, { detail: { taskId: 't-1', projectSlug: 'acme' } }),
      );
    });
    expect(await screen.findByRole('dialog', { name: 'Ticket' })).toBeInTheDocument();
  });

  it('ignores an event without a task id or project', () => {
    renderDialog();
    act(() => {
      window.dispatchEvent(new CustomEvent(OPEN_TASK_EVENT, { detail: { taskId: '' } }));
    });
    expect(taskDialogStore.getState().target).toBeNull();
  });

  it('is at most TASK_DIALOG.maxWidthPx (1200px) wide', async () => {
    renderDialog();
    act(() => openTaskDialog({ taskId: 't-1', projectSlug: 'acme' }));
    expect(TASK_DIALOG.maxWidthPx).toBe(1200);
    expect(await screen.findByTestId('task-dialog')).toHaveStyle({ maxWidth: '1200px' });
  });

  it('is a centred dialog on a wide screen, not the whole screen', async () => {
    renderDialog();
    act(() => openTaskDialog({ taskId: 't-1', projectSlug: 'acme' }));
    const dialog = await screen.findByTestId('task-dialog');
    expect(dialog).not.toHaveAttribute('data-full-screen');
  });

  it('"open in new page" goes to the task route of the project and closes the dialog', async () => {
    const router = renderDialog();
    act(() => openTaskDialog({ taskId: 't 7', projectSlug: 'acme', title: 'Post' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open in new page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/brand/acme/tasks/t%207'));
    expect(await screen.findByText('task page')).toBeInTheDocument();
    expect(taskDialogStore.getState().target).toBeNull();
  });

  it('"open in new page" pressed before the dialog has its own address still leaves it closed, with Back to the list', async () => {
    const router = renderDialog();
    // The open and the move in one render: the dialog's `?task=` step was never shown.
    act(() => {
      openTaskDialog({ taskId: 't-9', projectSlug: 'acme', title: 'Post' });
      openTaskPage('/brand/acme/tasks/t-9');
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/brand/acme/tasks/t-9'));
    expect(await screen.findByText('task page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(taskDialogStore.getState().target).toBeNull();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    expect(taskDialogStore.getState().target).toBeNull();
  });

  it('clears its task when closed', async () => {
    renderDialog();
    act(() => openTaskDialog({ taskId: 't-1', projectSlug: 'acme', title: 'Post' }));
    await screen.findByRole('dialog', { name: 'Post' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(taskDialogStore.getState().target).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape', async () => {
    renderDialog();
    act(() => openTaskDialog({ taskId: 't-1', projectSlug: 'acme', title: 'Post' }));
    await screen.findByRole('dialog', { name: 'Post' });
    await userEvent.keyboard('{Escape}');
    expect(taskDialogStore.getState().target).toBeNull();
  });
});

describe('task-details dialog on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes the whole screen, as a sheet, without the desktop width cap', async () => {
    phoneViewport();
    renderDialog();
    act(() => openTaskDialog({ taskId: 't-1', projectSlug: 'acme', title: 'Film the reel' }));
    expect(await screen.findByRole('dialog', { name: 'Film the reel' })).toBeInTheDocument();
    const dialog = screen.getByTestId('task-dialog');
    expect(dialog).toHaveAttribute('data-full-screen');
    expect(dialog.style.maxWidth).toBe('');
    // Still closes as on a desktop.
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(taskDialogStore.getState().target).toBeNull();
  });
});
