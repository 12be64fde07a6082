import { ApiError } from '@expertos/api-client/client';
import type { Profile } from '@expertos/domain/profile.schema';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as sessionApi from '@/shared/api/session';
import { selectIsAuthenticated, useAuthStore } from '@/shared/stores/auth-store';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { fakeJwt } from '@/test/jwt';
import { currentPath, renderRoute } from '@/test/render';
import { stubWorkspaceServer } from '@/test/workspace-server';
import { bootstrapSession, startSession } from './session';
import { endSessionEpoch } from './session-epoch';

const profile: Profile = {
  id: 'u1',
  email: 'ada@example.com',
  email_verified: true,
  name: 'Ada Lovelace',
  avatar_url: null,
  job_title: null,
  industry: null,
  skills: [],
};
const roles = { admin: { name: 'Admin' }, member: { name: 'Member' }, external: { name: 'External' } };
const noSession = () => new ApiError({ status: 401, code: 'unauthorized', message: 'no session' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function serverWithSession(token = fakeJwt()) {
  vi.spyOn(sessionApi, 'checkSession').mockResolvedValue({ signedIn: true, token: null });
  vi.spyOn(sessionApi, 'fetchIdToken').mockResolvedValue(token);
  vi.spyOn(sessionApi, 'fetchMe').mockResolvedValue(profile);
  vi.spyOn(sessionApi, 'fetchRoles').mockResolvedValue(roles);
  return token;
}

afterEach(() => vi.restoreAllMocks());

describe('startSession', () => {
  it('asks for the workspaces beside the profile and roles, not after them', async () => {
    serverWithSession();
    const me = deferred<Profile>();
    vi.spyOn(sessionApi, 'fetchMe').mockReturnValue(me.promise);
    const server = stubWorkspaceServer();

    const started = startSession();
    await vi.waitFor(() => expect(server.listWorkspaces).toHaveBeenCalledTimes(1));
    me.resolve(profile);
    await expect(started).resolves.toBe(true);
    await vi.waitFor(() => expect(useWorkspaceStore.getState().status).toBe('ready'));
    expect(server.listWorkspaces).toHaveBeenCalledTimes(1);
  });

  it('loads the token, the profile and the roles, and only then is authenticated', async () => {
    const token = serverWithSession();

    await expect(startSession()).resolves.toBe(true);

    const state = useAuthStore.getState();
    expect(selectIsAuthenticated(state)).toBe(true);
    expect(state.authToken).toBe(token);
    expect(state.user).toMatchObject({ uid: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', token });
    expect(state.account).toMatchObject({ uid: 'u1', email_verified: true });
    expect(state.roles).toEqual([
      { key: 'admin', name: 'Admin' },
      { key: 'member', name: 'Member' },
      { key: 'external', name: 'External' },
    ]);
  });

  it('answers false without a session', async () => {
    vi.spyOn(sessionApi, 'fetchIdToken').mockRejectedValue(noSession());
    await expect(startSession()).resolves.toBe(false);
    expect(useAuthStore.getState().authToken).toBeNull();
  });

  it('leaves nothing behind when the profile fails to load', async () => {
    serverWithSession();
    vi.spyOn(sessionApi, 'fetchMe').mockRejectedValue(
      new ApiError({ status: 500, code: 'internal_error', message: 'x' }),
    );
    await expect(startSession()).rejects.toMatchObject({ code: 'internal_error' });
    expect(useAuthStore.getState()).toMatchObject({ authToken: null, user: null, tokenValidated: false });
  });

  it('does not sign in again when a logout happened while it loaded', async () => {
    serverWithSession();
    const me = deferred<Profile>();
    vi.spyOn(sessionApi, 'fetchMe').mockReturnValue(me.promise);

    const starting = startSession();
    await vi.waitFor(() => expect(sessionApi.fetchMe).toHaveBeenCalled());
    endSessionEpoch();
    useAuthStore.getState().reset();
    me.resolve(profile);

    await expect(starting).resolves.toBe(false);
    expect(useAuthStore.getState().user).toBeNull();
  });
});

describe('bootstrapSession', () => {
  it('runs once for every caller and marks the session as checked', async () => {
    useAuthStore.getState().setSessionChecked(false);
    serverWithSession();

    await Promise.all([bootstrapSession(), bootstrapSession()]);

    expect(sessionApi.fetchIdToken).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().sessionChecked).toBe(true);
    expect(selectIsAuthenticated(useAuthStore.getState())).toBe(true);
  });

  it('marks the session as checked when the server does not answer, signed out', async () => {
    useAuthStore.getState().setSessionChecked(false);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(sessionApi, 'checkSession').mockRejectedValue(
      new ApiError({ status: 0, code: 'service_unavailable', message: 'x' }),
    );
    await bootstrapSession();
    expect(useAuthStore.getState()).toMatchObject({ sessionChecked: true, user: null });
  });

  it('signs in with the token get-session sent along, without asking for another', async () => {
    useAuthStore.getState().setSessionChecked(false);
    const token = fakeJwt();
    vi.spyOn(sessionApi, 'checkSession').mockResolvedValue({ signedIn: true, token });
    vi.spyOn(sessionApi, 'fetchIdToken');
    vi.spyOn(sessionApi, 'fetchMe').mockResolvedValue(profile);
    vi.spyOn(sessionApi, 'fetchRoles').mockResolvedValue(roles);
    await bootstrapSession();
    expect(sessionApi.fetchIdToken).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ sessionChecked: true, authToken: token });
    expect(selectIsAuthenticated(useAuthStore.getState())).toBe(true);
  });

  it('asks for no token when the browser has no session', async () => {
    useAuthStore.getState().setSessionChecked(false);
    vi.spyOn(sessionApi, 'checkSession').mockResolvedValue({ signedIn: false, token: null });
    vi.spyOn(sessionApi, 'fetchIdToken');
    await bootstrapSession();
    expect(sessionApi.fetchIdToken).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ sessionChecked: true, user: null });
  });
});

describe('RequireAuth during the start-up check', () => {
  it('waits instead of redirecting, so a reload of /dashboard while signed in stays there', async () => {
    // The answers first: anything still subscribed to the store that starts the check when
    // it turns unchecked must meet these, not the network.
    const token = deferred<string>();
    vi.spyOn(sessionApi, 'checkSession').mockResolvedValue({ signedIn: true, token: null });
    vi.spyOn(sessionApi, 'fetchIdToken').mockReturnValue(token.promise);
    vi.spyOn(sessionApi, 'fetchMe').mockResolvedValue(profile);
    vi.spyOn(sessionApi, 'fetchRoles').mockResolvedValue(roles);
    stubWorkspaceServer();
    useAuthStore.getState().setSessionChecked(false);

    const { router } = renderRoute('/dashboard?viewMode=kanban');
    // Found and checked in one go: the router's own fallback for a lazy route may show first and
    // be replaced by the guard's, so an element found earlier can be gone a moment later.
    await waitFor(() => expect(screen.getByLabelText('Loading…')).toBeInTheDocument());
    expect(screen.queryByRole('heading', { level: 1, name: 'Dashboard' })).toBeNull();
    expect(currentPath(router)).toBe('/dashboard?viewMode=kanban');

    await act(async () => token.resolve(fakeJwt()));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(currentPath(router)).toBe('/dashboard?viewMode=kanban');
  });

  it('goes to /signin with the redirect once the check finds no session', async () => {
    useAuthStore.getState().setSessionChecked(false);
    vi.spyOn(sessionApi, 'checkSession').mockResolvedValue({ signedIn: false, token: null });

    const { router } = renderRoute('/tasks?viewMode=kanban');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(currentPath(router)).toBe('/signin?redirect=%2Ftasks%3FviewMode%3Dkanban');
  });
});
