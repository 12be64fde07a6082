import {
  DEFAULT_PROJECT_VIEW_MODE,
  DEFAULT_TASK_FILTERS,
  DEFAULT_VIEW_MODE,
  TASK_DEFAULTS,
} from '@expertos/domain/settings';
import { describe, expect, it } from 'vitest';
import { aListItem, anInvite, aProject, aWorkspace } from '@/test/fixtures';
import { AUTH_STORAGE_KEY, selectIsAdmin, selectIsAuthenticated, useAuthStore } from './auth-store';
import { resetStores } from './reset-stores';
import { SETTINGS_STORAGE_KEY, useSettingsStore } from './settings-store';
import { selectVisibleProjects, useWorkspaceStore, WORKSPACE_STORAGE_KEY } from './workspace-store';

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null')?.state;

describe('settings store', () => {
  it('starts from the domain defaults', () => {
    const state = useSettingsStore.getState();
    expect(state.taskDefaults).toEqual(TASK_DEFAULTS);
    expect(state.taskDefaults).toMatchObject({
      priority: '1',
      dueDate: null,
      source: 'screen',
      autoRecord: false,
    });
    expect(state.viewMode).toBe(DEFAULT_VIEW_MODE);
    expect(state.viewMode).toBe('table');
    expect(state.projectViewMode).toBe(DEFAULT_PROJECT_VIEW_MODE);
    expect(state.projectViewMode).toBe('dashboard');
    expect(state.taskFilters).toEqual(DEFAULT_TASK_FILTERS);
    expect(state.integrationOptions).toEqual({ email: false, jira: false, webhook: false });
    expect(state.currentWorkspaceId).toBeNull();
  });

  it('accepts only known view modes', () => {
    useSettingsStore.getState().setViewMode('kanban');
    expect(useSettingsStore.getState().viewMode).toBe('kanban');
    useSettingsStore.getState().setViewMode('gallery');
    expect(useSettingsStore.getState().viewMode).toBe('kanban');
    useSettingsStore.getState().setProjectViewMode('tasks');
    useSettingsStore.getState().setProjectViewMode('nope');
    expect(useSettingsStore.getState().projectViewMode).toBe('tasks');
  });

  it('resets the task filters without touching the shared defaults', () => {
    const { setTaskFilters, resetTaskFilters } = useSettingsStore.getState();
    setTaskFilters({ status: 'done', tags: ['launch'], filter: 'reel' });
    expect(useSettingsStore.getState().taskFilters).toMatchObject({ status: 'done', tags: ['launch'] });
    resetTaskFilters();
    expect(useSettingsStore.getState().taskFilters).toEqual(DEFAULT_TASK_FILTERS);
    expect(DEFAULT_TASK_FILTERS.tags).toEqual([]);
  });

  it('persists to localStorage', () => {
    useSettingsStore.getState().setCurrentWorkspaceId('w1');
    useSettingsStore.getState().setIntegrationOption('jira', true);
    expect(stored(SETTINGS_STORAGE_KEY)).toMatchObject({
      currentWorkspaceId: 'w1',
      integrationOptions: { jira: true },
      viewMode: 'table',
    });
  });

  it('ignores an unknown view mode found in storage', async () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ state: { viewMode: 'gallery' }, version: 1 }),
    );
    await useSettingsStore.persist.rehydrate();
    expect(useSettingsStore.getState().viewMode).toBe('table');
  });
});

describe('workspace store', () => {
  it('keeps workspaces, the current one, projects and the member role, persisted', () => {
    const store = useWorkspaceStore.getState();
    store.setWorkspaces([aListItem()]);
    store.setCurrentWorkspace(aWorkspace());
    store.setProjects([
      aProject({ uid: 'p1', name: 'Visible', has_permission: true }),
      aProject({ uid: 'p2', name: 'Hidden', has_permission: false }),
    ]);
    store.setCurrentMemberRole('Admin');
    expect(stored(WORKSPACE_STORAGE_KEY)).toMatchObject({
      currentWorkspace: { uid: 'w1' },
      currentMemberRole: 'Admin',
    });
    expect(selectVisibleProjects(useWorkspaceStore.getState()).map((p) => p.slug)).toEqual(['visible']);
  });
});

describe('auth store', () => {
  it('is authenticated only with a user, a token and a validated token', () => {
    const auth = useAuthStore.getState();
    expect(selectIsAuthenticated(useAuthStore.getState())).toBe(false);
    auth.setSession({ user: { uid: 'u1', email: 'a@b.c' }, authToken: 't' });
    expect(selectIsAuthenticated(useAuthStore.getState())).toBe(false);
    auth.setTokenValidated(true);
    expect(selectIsAuthenticated(useAuthStore.getState())).toBe(true);
    auth.setAuthToken(null);
    expect(selectIsAuthenticated(useAuthStore.getState())).toBe(false);
  });

  it("derives admin from the current member's role, in any case", () => {
    expect(selectIsAdmin({ currentMemberRole: 'ADMIN' })).toBe(true);
    expect(selectIsAdmin({ currentMemberRole: 'admin' })).toBe(true);
    expect(selectIsAdmin({ currentMemberRole: 'member' })).toBe(false);
    expect(selectIsAdmin({ currentMemberRole: null })).toBe(false);
  });

  it('persists only the post-sign-in redirect, never the user or tokens', () => {
    const auth = useAuthStore.getState();
    auth.setSession({ user: { uid: 'u1', email: 'a@b.c', token: 'id-token' }, authToken: 'secret' });
    auth.setRedirect('/tasks', 'viewMode=kanban');
    const raw = localStorage.getItem(AUTH_STORAGE_KEY) ?? '';
    expect(raw).not.toContain('secret');
    expect(raw).not.toContain('id-token');
    expect(stored(AUTH_STORAGE_KEY)).toEqual({ redirect: '/tasks', redirectQuery: 'viewMode=kanban' });
  });

  it('has every field and resets them', () => {
    const auth = useAuthStore.getState();
    auth.setSession({ user: { uid: 'u1', email: 'a@b.c' }, authToken: 't', account: { uid: 'acc' } });
    auth.setInvites([anInvite()]);
    auth.setRoles([{ key: 'admin', name: 'Admin' }]);
    useAuthStore.getState().reset();
    const state = useAuthStore.getState();
    expect(state).toMatchObject({
      user: null,
      account: null,
      authToken: null,
      tokenValidated: false,
      redirect: null,
      redirectQuery: null,
      invites: [],
      roles: [],
    });
  });
});

describe('resetStores', () => {
  it('clears every app-wide store', () => {
    useAuthStore.getState().setSession({ user: { uid: 'u1', email: 'a@b.c' }, authToken: 't' });
    useWorkspaceStore.getState().setCurrentMemberRole('admin');
    useSettingsStore.getState().setTaskFilters({ filter: 'x' });
    resetStores();
    expect(useAuthStore.getState().user).toBeNull();
    expect(useWorkspaceStore.getState().currentMemberRole).toBeNull();
    expect(useSettingsStore.getState().taskFilters).toEqual(DEFAULT_TASK_FILTERS);
  });
});
