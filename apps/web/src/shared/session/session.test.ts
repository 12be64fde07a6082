import { ApiError } from '@expertos/api-client/client';
import type { Profile } from '@expertos/domain/profile.schema';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/shared/api/query-client';
import * as sessionApi from '@/shared/api/session';
import { meQueryKey } from '@/shared/api/session';
import { selectIsAuthenticated, useAuthStore } from '@/shared/stores/auth-store';
import { useSettingsStore } from '@/shared/stores/settings-store';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aListItem, aProject } from '@/test/fixtures';
import { fakeJwt } from '@/test/jwt';
import { currentPath, renderRoute } from '@/test/render';
import { stubSessionServer } from '@/test/workspace-server';
import { takeLiveStart } from './live-start';
import { bootstrapSession, retrySessionBootstrap, startSession } from './session';
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
  language: null,
  time_zone: 'UTC',
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
  stubSessionServer({ profile, roles });
  return token;
}

/** Holds the bootstrap's reply back until the test lets it go. */
function holdBootstrap(spy: ReturnType<typeof stubSessionServer>['bootstrap']) {
  const answer = spy.getMockImplementation();
  const gate = deferred<void>();
  spy.mockImplementation(async (asked) => {
    await gate.promise;
    if (!answer) throw new Error('no bootstrap answer');
    return answer(asked);
  });
  return () => gate.resolve();
}

afterEach(() => vi.restoreAllMocks());

describe('startSession', () => {
  it('starts the profile, the roles and the workspace opened last with its brands from one bootstrap call', async () => {
    vi.spyOn(sessionApi, 'fetchIdToken').mockResolvedValue(fakeJwt());
    useSettingsStore.getState().setCurrentWorkspaceId('w2');
    const brand = aProject({ uid: 'p2', slug: 'globex-coffee' });
    const server = stubSessionServer({
      workspaces: [
        aListItem({ uid: 'w1' }, { member_uid: 'm1' }),
        aListItem({ uid: 'w2' }, { member_uid: 'm2' }),
      ],
      projects: { w2: [brand] },
    });

    await expect(startSession()).resolves.toBe(true);

    expect(server.bootstrap).toHaveBeenCalledTimes(1);
    expect(server.bootstrap).toHaveBeenCalledWith('w2');
    expect(useWorkspaceStore.getState()).toMatchObject({
      status: 'ready',
      projectsStatus: 'ready',
      currentWorkspace: { uid: 'w2' },
      currentMember: { uid: 'm2' },
      projects: [brand],
    });
    // Nothing asked one by one, nothing waiting on the list.
    for (const call of [
      server.listWorkspaces,
      server.getWorkspace,
      server.listProjects,
      server.listMyInvites,
    ]) {
      expect(call).not.toHaveBeenCalled();
    }
  });

  it('keeps where the bootstrap read the live log, for the session’s first stream to resume from', async () => {
    vi.spyOn(sessionApi, 'fetchIdToken').mockResolvedValue(fakeJwt());
    stubSessionServer({ liveEventId: 57 });
    let atSignIn: string | null | undefined;
    // Taken by the stream the session opens: there as soon as the session is signed in.
    const stop = useAuthStore.subscribe((state) => {
      if (selectIsAuthenticated(state) && atSignIn === undefined) atSignIn = takeLiveStart();
    });
    try {
      await expect(startSession()).resolves.toBe(true);
    } finally {
      stop();
    }
    expect(atSignIn).toBe('57');
    // Once: a later stream of this session resumes from its own position.
    expect(takeLiveStart()).toBeNull();
  });

  it('loads a listed workspace the server did not open (not joined yet) through its own calls', async () => {
    vi.spyOn(sessionApi, 'fetchIdToken').mockResolvedValue(fakeJwt());
    const server = stubSessionServer({ projects: { w1: [aProject({ uid: 'p1' })] } });
    const reply = await server.bootstrap('w1');
    server.bootstrap.mockResolvedValue({ ...reply, current: null });

    await expect(startSession()).resolves.toBe(true);

    await vi.waitFor(() => expect(useWorkspaceStore.getState().projectsStatus).toBe('ready'));
    expect(server.getWorkspace).toHaveBeenCalledWith('w1');
    expect(server.listProjects).toHaveBeenCalledWith('w1');
    expect(useWorkspaceStore.getState()).toMatchObject({ status: 'ready', currentWorkspace: { uid: 'w1' } });
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
    // The profile's query starts from the bootstrap's answer.
    expect(queryClient.getQueryData(meQueryKey)).toEqual(profile);
  });

  it('answers false without a session', async () => {
    vi.spyOn(sessionApi, 'fetchIdToken').mockRejectedValue(noSession());
    await expect(startSession()).resolves.toBe(false);
    expect(useAuthStore.getState().authToken).toBeNull();
  });

  it('leaves nothing behind when the bootstrap fails', async () => {
    serverWithSession();
    vi.spyOn(sessionApi, 'fetchBootstrap').mockRejectedValue(
      new ApiError({ status: 500, code: 'internal_error', message: 'x' }),
    );
    await expect(startSession()).rejects.toMatchObject({ code: 'internal_error' });
    expect(useAuthStore.getState()).toMatchObject({ authToken: null, user: null, tokenValidated: false });
  });

  it('does not sign in again when a logout happened while it loaded', async () => {
    vi.spyOn(sessionApi, 'fetchIdToken').mockResolvedValue(fakeJwt());
    const server = stubSessionServer({ profile, roles });
    const release = holdBootstrap(server.bootstrap);

    const starting = startSession();
    await vi.waitFor(() => expect(server.bootstrap).toHaveBeenCalled());
    endSessionEpoch();
    useAuthStore.getState().reset();
    release();

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
    stubSessionServer({ profile, roles });
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

  it('lets a check that was given up on answer late without deciding for the one asked again', async () => {
    useAuthStore.getState().setSessionChecked(false);
    const first = deferred<{ signedIn: boolean; token: string | null }>();
    const second = deferred<{ signedIn: boolean; token: string | null }>();
    vi.spyOn(sessionApi, 'checkSession')
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise);
    const given = bootstrapSession();
    const asked = retrySessionBootstrap();

    // The first answers (nobody signed in) while the second is still out: still unchecked.
    first.resolve({ signedIn: false, token: null });
    await given;
    expect(useAuthStore.getState().sessionChecked).toBe(false);

    second.resolve({ signedIn: true, token: fakeJwt() });
    stubSessionServer({ profile, roles });
    await asked;
    expect(useAuthStore.getState().sessionChecked).toBe(true);
    expect(selectIsAuthenticated(useAuthStore.getState())).toBe(true);
  });
});

describe('RequireAuth during the start-up check', () => {
  it('waits instead of redirecting, so a reload of /dashboard while signed in stays there', async () => {
    // The answers first: anything still subscribed to the store that starts the check when
    // it turns unchecked must meet these, not the network.
    const token = deferred<string>();
    vi.spyOn(sessionApi, 'checkSession').mockResolvedValue({ signedIn: true, token: null });
    vi.spyOn(sessionApi, 'fetchIdToken').mockReturnValue(token.promise);
    stubSessionServer({ profile, roles });
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
