import { ApiError } from '@expertos/api-client/client';
import { DEFAULT_TASK_FILTERS } from '@expertos/domain/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as invitesApi from '@/features/invites/api/invites';
import * as sessionApi from '@/shared/api/session';
import * as workspaceSessionApi from '@/shared/api/workspace-session';
import { logoutOnForbidden } from '@/shared/session/forbidden';
import { chooseWorkspace } from '@/shared/session/workspace-session';
import { selectIsAdmin, selectIsAuthenticated, useAuthStore } from '@/shared/stores/auth-store';
import { useSettingsStore } from '@/shared/stores/settings-store';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { aListItem, anInvite, aProject } from '@/test/fixtures';
import { currentPath, renderRoute, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import { stubWorkspaceServer } from '@/test/workspace-server';

const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
const messages = () => notificationsStore.getState().items.map((item) => item.message);
const forbidden = () => new ApiError({ status: 403, code: 'forbidden', message: 'x' });

const acme = aListItem({ uid: 'w1', name: 'Acme Studio' }, { role: 'admin', member_uid: 'm1' });
const globex = aListItem({ uid: 'w2', name: 'Globex' }, { role: 'member', member_uid: 'm9' });

beforeEach(() => {
  vi.spyOn(sessionApi, 'signOut').mockResolvedValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('chooseWorkspace', () => {
  it('takes the persisted workspace while it is listed, else the first, else none', () => {
    expect(chooseWorkspace([acme, globex], 'w2')).toBe(globex);
    expect(chooseWorkspace([acme, globex], 'gone')).toBe(acme);
    expect(chooseWorkspace([acme, globex], null)).toBe(acme);
    expect(chooseWorkspace([], 'w1')).toBeNull();
  });
});

describe('start-up routing after the session starts', () => {
  it('sends someone without a workspace and without invites to /onboarding', async () => {
    signIn({ withWorkspace: false });
    const server = stubWorkspaceServer({ workspaces: [], invites: [] });

    const { router } = renderRoute('/dashboard');

    expect(await heading('Set up your workspace')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/onboarding');
    expect(server.listMyInvites).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('form', { name: 'Create your workspace' })).toBeInTheDocument();
  });

  it('carries the page first asked for through onboarding', async () => {
    signIn({ withWorkspace: false });
    stubWorkspaceServer({ workspaces: [], invites: [] });
    const { router } = renderRoute('/tasks?viewMode=kanban');
    await heading('Set up your workspace');
    expect(currentPath(router)).toBe('/onboarding?redirect=%2Ftasks%3FviewMode%3Dkanban');
  });

  it('sends someone without a workspace but with pending invites to /my-invites', async () => {
    signIn({ withWorkspace: false });
    const invite = anInvite({ workspace_name: 'Globex' });
    stubWorkspaceServer({ workspaces: [], invites: [invite] });
    vi.spyOn(invitesApi, 'fetchMyInvites').mockResolvedValue([invite]);

    const { router } = renderRoute('/tasks');

    expect(await heading('Invites')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/my-invites');
    expect(await screen.findByRole('article', { name: 'Globex' })).toBeInTheDocument();
  });

  it('chooses the persisted workspace when it is still listed; the membership decides admin', async () => {
    signIn({ withWorkspace: false });
    useSettingsStore.getState().setCurrentWorkspaceId('w2');
    const server = stubWorkspaceServer({
      workspaces: [acme, globex],
      projects: { w2: [aProject({ uid: 'p9', name: 'Globex Brand', workspace_uid: 'w2' })] },
    });

    renderRoute('/dashboard');

    await heading('Dashboard');
    expect(await screen.findByRole('article', { name: 'Globex Brand' })).toBeInTheDocument();
    const state = useWorkspaceStore.getState();
    expect(state.currentWorkspace?.uid).toBe('w2');
    expect(state.currentMember).toEqual({ uid: 'm9', role: 'member', status: 'joined' });
    expect(selectIsAdmin(state)).toBe(false);
    expect(server.getWorkspace).toHaveBeenCalledWith('w2');
    expect(screen.queryByRole('link', { name: 'Team' })).toBeNull();
  });

  it('falls back to the first workspace when the persisted one is gone, and an admin sees Team', async () => {
    signIn({ withWorkspace: false });
    useSettingsStore.getState().setCurrentWorkspaceId('left-long-ago');
    stubWorkspaceServer({ workspaces: [acme, globex] });

    renderRoute('/dashboard');

    await heading('Dashboard');
    await waitFor(() => expect(useWorkspaceStore.getState().currentWorkspace?.uid).toBe('w1'));
    expect(useSettingsStore.getState().currentWorkspaceId).toBe('w1');
    expect(selectIsAdmin(useWorkspaceStore.getState())).toBe(true);
    // The header's navigation and the mobile drawer's.
    expect(await screen.findAllByRole('link', { name: 'Team' })).not.toHaveLength(0);
  });

  it('waits for the list before an admin-only page decides, so a reload of /team stays there', async () => {
    signIn({ withWorkspace: false });
    stubWorkspaceServer({ workspaces: [acme] });

    const { router } = renderRoute('/team');

    expect(await heading('Team')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/team');
  });

  it('offers a retry when the list cannot be loaded, without signing out', async () => {
    signIn({ withWorkspace: false });
    const server = stubWorkspaceServer({ workspaces: [acme] });
    server.listWorkspaces.mockRejectedValueOnce(
      new ApiError({ status: 503, code: 'service_unavailable', message: 'x' }),
    );

    renderRoute('/dashboard');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your workspaces could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(selectIsAuthenticated(useAuthStore.getState())).toBe(true);
  });
});

describe('switching workspace', () => {
  it('loads its brands and details, resets the task filters, persists the choice and lands on /dashboard', async () => {
    signIn({ role: 'admin' });
    useWorkspaceStore.getState().setWorkspaces([acme, globex]);
    const server = stubWorkspaceServer({
      workspaces: [acme, globex],
      projects: {
        w1: [aProject({ uid: 'p1', name: 'Acme Brand' })],
        w2: [aProject({ uid: 'p9', name: 'Globex Brand', workspace_uid: 'w2' })],
      },
    });
    useSettingsStore.getState().setTaskFilters({ status: 'done', tags: ['launch'], filter: 'reel' });
    const { router } = renderRoute('/team');
    await heading('Team');
    const u = setupUser();

    await u.click(screen.getByRole('button', { name: /Switch workspace$/ }));
    await u.click(await screen.findByRole('menuitem', { name: 'Globex' }));

    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');
    expect(await screen.findByRole('article', { name: 'Globex Brand' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Acme Brand' })).toBeNull();
    expect(useSettingsStore.getState().taskFilters).toEqual(DEFAULT_TASK_FILTERS);
    expect(useSettingsStore.getState().currentWorkspaceId).toBe('w2');
    expect(useWorkspaceStore.getState().currentMemberRole).toBe('member');
    expect(server.getWorkspace).toHaveBeenCalledWith('w2');
    expect(screen.getByTestId('current-workspace')).toHaveTextContent('Globex');
    // A member of Globex: no admin navigation any more.
    expect(screen.queryByRole('link', { name: 'Team' })).toBeNull();
  });

  it('offers "Create workspace", which leads to onboarding', async () => {
    signIn({ role: 'admin' });
    stubWorkspaceServer();
    const { router } = renderRoute('/dashboard');
    await heading('Dashboard');
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: /Switch workspace$/ }));
    await u.click(await screen.findByRole('menuitem', { name: 'Create workspace' }));
    // Straight to the form: someone who already has a workspace chose to create another.
    expect(await heading('Set up your workspace')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/onboarding?new=true');
  });
});

describe('a 403 while loading workspace or project data', () => {
  it('logs out when the workspace list answers 403', async () => {
    signIn({ withWorkspace: false });
    vi.spyOn(workspaceSessionApi, 'fetchWorkspaces').mockRejectedValue(forbidden());

    const { router } = renderRoute('/dashboard');

    expect(await heading('Sign in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(selectIsAuthenticated(useAuthStore.getState())).toBe(false);
    expect(sessionApi.signOut).toHaveBeenCalledTimes(1);
    expect(messages()).toEqual(['You do not have permission to do this.']);
  });

  it("logs out when the current workspace's brands answer 403", async () => {
    signIn();
    const server = stubWorkspaceServer();
    server.listProjects.mockRejectedValue(forbidden());

    const { router } = renderRoute('/dashboard');

    await heading('Sign in');
    expect(router.state.location.pathname).toBe('/signin');
    expect(useWorkspaceStore.getState().currentWorkspace).toBeNull();
  });

  it('is one shared rule: the load still fails, one logout for a burst, and other errors do not log out', async () => {
    signIn();
    renderRoute('/profile');
    await heading('Profile');

    const notFound = new ApiError({ status: 404, code: 'not_found', message: 'x' });
    await expect(logoutOnForbidden(() => Promise.reject(notFound))).rejects.toBe(notFound);
    expect(selectIsAuthenticated(useAuthStore.getState())).toBe(true);

    const burst = [1, 2, 3].map(() => logoutOnForbidden(() => Promise.reject(forbidden())));
    await Promise.allSettled(burst);
    expect(sessionApi.signOut).toHaveBeenCalledTimes(1);
    expect(selectIsAuthenticated(useAuthStore.getState())).toBe(false);
  });
});
