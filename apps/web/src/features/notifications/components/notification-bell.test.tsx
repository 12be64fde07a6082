import { ApiError } from '@expertos/api-client/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import * as workspaceSessionApi from '@/shared/api/workspace-session';
import { registerNavigator } from '@/shared/lib/navigation';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import {
  handleOpenTaskEvent,
  OPEN_TASK_EVENT,
  taskDialogStore,
} from '@/shared/ui/task-dialog/open-task-dialog';
import { aListItem } from '@/test/fixtures';
import { renderWithProviders, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as notificationsApi from '../api/notifications';
import { resetSeenNotifications } from '../lib/seen-notifications';
import { aNotification, FakeNotificationServer } from '../test/notification-fixtures';
import { NotificationBell } from './NotificationBell';

let server: FakeNotificationServer;

function serve(items = [aNotification()]) {
  server = new FakeNotificationServer(items);
  vi.spyOn(notificationsApi, 'fetchNotifications').mockImplementation(async (query) => server.page(query));
  vi.spyOn(notificationsApi, 'markNotificationRead').mockImplementation(async (uid) => server.markRead(uid));
  vi.spyOn(notificationsApi, 'markAllNotificationsRead').mockImplementation(async () => server.markAllRead());
}

async function renderBell() {
  const u = setupUser();
  renderWithProviders(<NotificationBell />);
  const bell = await screen.findByRole('button', { name: /^Notifications/ });
  return { u, bell };
}

async function openCentre() {
  const { u, bell } = await renderBell();
  await u.click(bell);
  const list = await screen.findByRole('list', { name: 'Notifications' });
  return { u, bell, list };
}

/** A poll as the tab coming back into view starts it. */
async function poll() {
  const calls = vi.mocked(notificationsApi.fetchNotifications).mock.calls.length;
  act(() => {
    window.dispatchEvent(new Event('visibilitychange'));
  });
  await waitFor(() =>
    expect(vi.mocked(notificationsApi.fetchNotifications).mock.calls.length).toBeGreaterThan(calls),
  );
}

const positives = () => notificationsStore.getState().items.filter((item) => item.type === 'positive');

beforeEach(() => resetSeenNotifications());
afterEach(() => vi.restoreAllMocks());

describe('NotificationBell: signed out', () => {
  it('is not there and polls nothing', () => {
    serve();
    renderWithProviders(<NotificationBell />);
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(notificationsApi.fetchNotifications).not.toHaveBeenCalled();
  });
});

describe('NotificationBell', { timeout: 15_000 }, () => {
  beforeEach(() => {
    signIn();
  });

  it('shows the unread count as a badge and in its accessible name', async () => {
    serve([
      aNotification({ uid: 'n3' }),
      aNotification({ uid: 'n2' }),
      aNotification({ uid: 'n1' }),
      aNotification({ uid: 'n0', read: true }),
    ]);
    await renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('caps the badge at 99+ and names the bell plainly when nothing is unread', async () => {
    serve([]);
    vi.mocked(notificationsApi.fetchNotifications).mockResolvedValueOnce({
      items: [],
      nextCursor: null,
      unread_count: 150,
    });
    await renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 150 unread' })).toBeInTheDocument();
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('opens the centre: newest first, texts composed from kind, actor and ticket', async () => {
    serve([
      aNotification({ uid: 'n4', kind: 'reminder', actor: null, excerpt: null }),
      aNotification({
        uid: 'n3',
        kind: 'status_changed',
        status: 'in_progress',
        excerpt: null,
        workspace_uid: 'w2',
        workspace_name: 'Other Co',
      }),
      aNotification({ uid: 'n2', kind: 'assigned', excerpt: null, read: true }),
      aNotification({ uid: 'n1', kind: 'mention' }),
    ]);
    const { list } = await openCentre();

    // Each item opens by a button named by its composed text.
    const openers = within(list)
      .getAllByRole('listitem')
      .map((item) => within(item).getAllByRole('button')[0]);
    const texts = [
      'Reminder: #12 Film the reel',
      '#12 Film the reel moved to In Progress',
      'You were assigned #12 Film the reel',
      'Ada mentioned you on #12 Film the reel',
    ];
    expect(openers).toHaveLength(texts.length);
    for (const [index, text] of texts.entries()) expect(openers[index]).toHaveAccessibleName(text);
    // Accessible names: the composed text; the rest describes it.
    const mention = within(list).getByRole('button', { name: 'Ada mentioned you on #12 Film the reel' });
    expect(mention).toHaveAccessibleDescription(/Unread.*Can you film it on Friday\?/);
    // Another workspace's notification names it; the current one's does not.
    expect(within(list).getByText(/In Other Co/)).toBeInTheDocument();
    expect(within(list).queryByText(/In Acme Studio/)).not.toBeInTheDocument();
    // Read items have no "Mark as read".
    expect(within(list).getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(3);
  });

  it('marks one read and then all read', async () => {
    serve([aNotification({ uid: 'n2', kind: 'assigned' }), aNotification({ uid: 'n1' })]);
    const { u, list } = await openCentre();
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();

    await u.click(
      within(list).getByRole('button', { name: 'Mark as read: Ada mentioned you on #12 Film the reel' }),
    );
    expect(notificationsApi.markNotificationRead).toHaveBeenCalledWith('n1');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(notificationsApi.markAllNotificationsRead).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(list).queryAllByRole('button', { name: /^Mark as read/ })).toHaveLength(0),
    );
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('puts the badge back and says why when marking all read fails', async () => {
    serve([aNotification({ uid: 'n2' }), aNotification({ uid: 'n1' })]);
    vi.mocked(notificationsApi.markAllNotificationsRead).mockRejectedValue(
      new ApiError({ status: 403, code: 'forbidden', message: 'x' }),
    );
    const { u } = await openCentre();
    await u.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(notificationsStore.getState().items.map((item) => item.message)).toEqual([
        'You do not have permission to do this.',
      ]),
    );
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('opens a notification of the current workspace in the task dialog and marks it read', async () => {
    serve();
    // The dialog's host (mounted by the root layout) listens for this event.
    window.addEventListener(OPEN_TASK_EVENT, handleOpenTaskEvent);
    onTestFinished(() => window.removeEventListener(OPEN_TASK_EVENT, handleOpenTaskEvent));
    const navigate = vi.fn();
    registerNavigator(navigate);
    const { u, list } = await openCentre();

    await u.click(within(list).getByRole('button', { name: 'Ada mentioned you on #12 Film the reel' }));

    expect(notificationsApi.markNotificationRead).toHaveBeenCalledWith('n1');
    await waitFor(() =>
      expect(taskDialogStore.getState().target).toEqual({
        taskId: 't12',
        projectSlug: 'acme',
        title: '#12 Film the reel',
      }),
    );
    expect(navigate).not.toHaveBeenCalled();
    // The centre closed.
    expect(screen.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it("shows a member's access request and opens the brand's people page from it", async () => {
    serve([
      aNotification({
        uid: 'n9',
        kind: 'access_requested',
        ticket: null,
        ticket_url: null,
        excerpt: null,
        brand: { uid: 'p1', name: 'Acme Coffee', slug: 'acme-coffee' },
      }),
    ]);
    const navigate = vi.fn();
    registerNavigator(navigate);
    const { u, bell, list } = await openCentre();
    expect(bell).toHaveAccessibleName('Notifications, 1 unread');

    await u.click(within(list).getByRole('button', { name: /^Ada\S* asked for access to Acme Coffee$/ }));

    expect(notificationsApi.markNotificationRead).toHaveBeenCalledWith('n9');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/brand/acme-coffee/users', undefined));
  });

  it("opens the brand's integrations from an integration that was switched off", async () => {
    serve([
      aNotification({
        uid: 'n10',
        kind: 'integration_disabled',
        ticket: null,
        ticket_url: null,
        excerpt: null,
        brand: { uid: 'p1', name: 'Acme Coffee', slug: 'acme-coffee' },
        integration: { uid: 'i1', type: 'webhook', description: 'Our CMS' },
      }),
    ]);
    const navigate = vi.fn();
    registerNavigator(navigate);
    const { u, list } = await openCentre();

    await u.click(
      within(list).getByRole('button', {
        name: /^Webhook .Our CMS. of Acme Coffee was switched off: its receiver is gone$/,
      }),
    );

    expect(notificationsApi.markNotificationRead).toHaveBeenCalledWith('n10');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/brand/acme-coffee/integrations', undefined));
  });

  it('switches workspace first for a notification of another workspace, then opens the task page', async () => {
    const workspaces = useWorkspaceStore.getState();
    workspaces.setWorkspaces([...workspaces.workspaces, aListItem({ uid: 'w2', name: 'Other Co' })]);
    vi.spyOn(workspaceSessionApi, 'fetchWorkspace').mockImplementation(
      async (uid) => aListItem({ uid, name: 'Other Co' }).workspaces,
    );
    vi.spyOn(workspaceSessionApi, 'fetchProjects').mockResolvedValue([]);
    serve([
      aNotification({
        workspace_uid: 'w2',
        workspace_name: 'Other Co',
        ticket_url: '/brand/other/tasks/t12',
      }),
    ]);
    const workspaceAtNavigation: (string | undefined)[] = [];
    const navigate = vi.fn(() => {
      workspaceAtNavigation.push(useWorkspaceStore.getState().currentWorkspace?.uid);
    });
    registerNavigator(navigate);
    const { u, list } = await openCentre();

    await u.click(within(list).getByRole('button', { name: 'Ada mentioned you on #12 Film the reel' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/brand/other/tasks/t12', undefined));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(workspaceAtNavigation).toEqual(['w2']);
    expect(useWorkspaceStore.getState().currentWorkspace?.uid).toBe('w2');
    expect(notificationsApi.markNotificationRead).toHaveBeenCalledWith('n1');
    expect(taskDialogStore.getState().target).toBeNull();
  });

  it('joins a workspace the session does not list yet by listing the workspaces again', async () => {
    vi.spyOn(workspaceSessionApi, 'fetchWorkspaces').mockResolvedValue([
      aListItem({ uid: 'w1' }),
      aListItem({ uid: 'w3', name: 'New Co' }),
    ]);
    vi.spyOn(workspaceSessionApi, 'fetchMyInvites').mockResolvedValue([]);
    vi.spyOn(workspaceSessionApi, 'fetchWorkspace').mockImplementation(
      async (uid) => aListItem({ uid }).workspaces,
    );
    vi.spyOn(workspaceSessionApi, 'fetchProjects').mockResolvedValue([]);
    serve([aNotification({ workspace_uid: 'w3', workspace_name: 'New Co' })]);
    const navigate = vi.fn();
    registerNavigator(navigate);
    const { u, list } = await openCentre();

    await u.click(within(list).getByRole('button', { name: 'Ada mentioned you on #12 Film the reel' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/brand/acme/tasks/t12', undefined));
    expect(useWorkspaceStore.getState().currentWorkspace?.uid).toBe('w3');
  });

  it('only logs a failed workspace switch and opens nothing', async () => {
    vi.spyOn(workspaceSessionApi, 'fetchWorkspaces').mockResolvedValue([aListItem({ uid: 'w1' })]);
    vi.spyOn(workspaceSessionApi, 'fetchMyInvites').mockResolvedValue([]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve([aNotification({ workspace_uid: 'w9', workspace_name: 'Gone Co' })]);
    const navigate = vi.fn();
    registerNavigator(navigate);
    const { u, list } = await openCentre();

    await u.click(within(list).getByRole('button', { name: 'Ada mentioned you on #12 Film the reel' }));

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'Could not switch to workspace w9 from a notification',
        expect.any(Error),
      ),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(taskDialogStore.getState().target).toBeNull();
    expect(useWorkspaceStore.getState().currentWorkspace?.uid).toBe('w1');
    // Marked read all the same; no toast for the failure.
    expect(notificationsApi.markNotificationRead).toHaveBeenCalledWith('n1');
    expect(notificationsStore.getState().items).toEqual([]);
  });

  it('only marks read a notification whose ticket is gone', async () => {
    serve([aNotification({ ticket_url: null, ticket: null })]);
    const navigate = vi.fn();
    registerNavigator(navigate);
    const { u, list } = await openCentre();

    await u.click(within(list).getByRole('button', { name: 'Ada mentioned you on a deleted ticket' }));

    expect(notificationsApi.markNotificationRead).toHaveBeenCalledWith('n1');
    expect(navigate).not.toHaveBeenCalled();
    expect(taskDialogStore.getState().target).toBeNull();
  });

  it('does not toast the first load, then toasts new ones as one group with a counter', async () => {
    serve([aNotification({ uid: 'n1' })]);
    await renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(positives()).toEqual([]);

    server.add(
      aNotification({ uid: 'n3', kind: 'reminder', actor: null }),
      aNotification({ uid: 'n2', kind: 'assigned' }),
    );
    await poll();
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });

    expect(positives()).toHaveLength(1);
    expect(positives()[0]).toMatchObject({
      type: 'positive',
      count: 2,
      groupKey: 'key:notifications',
      // The newest one's text.
      message: 'Reminder: #12 Film the reel',
    });

    // Seen ones are not toasted again.
    await poll();
    expect(positives()[0]?.count).toBe(2);
  });

  it('does not toast while the centre is open, and shows the new one in the list', async () => {
    serve([aNotification({ uid: 'n1' })]);
    const { list } = await openCentre();

    server.add(aNotification({ uid: 'n2', kind: 'assigned' }));
    await poll();

    expect(
      await within(list).findByRole('button', { name: 'You were assigned #12 Film the reel' }),
    ).toBeInTheDocument();
    expect(positives()).toEqual([]);
  });

  it('filters unread ones and loads more with the cursor', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      aNotification({
        uid: `n${index}`,
        ticket: { uid: `t${index}`, id: 100 + index, summary: 'Edit' },
        read: index % 2 === 1,
      }),
    );
    serve(many);
    const { u, list } = await openCentre();
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);

    await u.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(notificationsApi.fetchNotifications).toHaveBeenCalledWith(
      { limit: 20, cursor: '20' },
      expect.anything(),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await u.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem'),
      ).toHaveLength(13),
    );
    expect(notificationsApi.fetchNotifications).toHaveBeenCalledWith(
      { limit: 20, unread: 'true' },
      expect.anything(),
    );
  });

  it('says when all is read', async () => {
    serve([]);
    const { u } = await renderBell();
    await u.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    serve([aNotification()]);
    const { u, bell } = await renderBell();
    vi.mocked(notificationsApi.fetchNotifications).mockRejectedValueOnce(
      new ApiError({ status: 404, code: 'not_found', message: 'x' }),
    );
    await u.click(bell);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The notifications could not be loaded.');
    await u.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    serve();
    const { u } = await openCentre();
    await u.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument(),
    );
  });
});
