import { ApiError } from '@expertos/api-client/client';
import { MESSAGES } from '@expertos/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as sessionApi from '@/shared/api/session';
import { selectIsAuthenticated, useAuthStore } from '@/shared/stores/auth-store';
import { useSettingsStore } from '@/shared/stores/settings-store';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { aListItem, anInvite } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { stubWorkspaceServer } from '@/test/workspace-server';
import * as invitesApi from '../api/invites';
import { InvitePage } from './InvitePage';
import { MyInvitesPage } from './MyInvitesPage';

afterEach(() => vi.restoreAllMocks());

const positives = () =>
  notificationsStore
    .getState()
    .items.filter((item) => item.type === 'positive')
    .map((item) => item.message);

const invite = anInvite({
  uid: 'inv1',
  email: 'ada@example.com',
  workspace_uid: 'w2',
  workspace_name: 'Globex',
  inviter_name: 'Grace Hopper',
  has_account: true,
});
const globex = aListItem({ uid: 'w2', name: 'Globex' }, { role: 'member', member_uid: 'm9' });

const renderInvite = (uid = 'inv1') =>
  renderPageAt(`/invite/${uid}`, [{ path: '/invite/:inviteUid', element: <InvitePage /> }]);

describe('/invite/{inviteUid}', () => {
  it.each([
    ['invite_not_found', 404],
    ['invite_expired', 410],
  ])("says 'Invite is invalid or expired' for %s", async (code, status) => {
    vi.spyOn(invitesApi, 'fetchInvite').mockRejectedValue(new ApiError({ status, code, message: 'x' }));
    renderInvite('nope');
    const state = await screen.findByTestId('invite-invalid');
    expect(within(state).getByRole('alert')).toHaveTextContent(MESSAGES.inviteInvalid);
    expect(invitesApi.fetchInvite).toHaveBeenCalledWith('nope');
  });

  it('offers a retry when the server did not answer', async () => {
    const get = vi
      .spyOn(invitesApi, 'fetchInvite')
      .mockRejectedValueOnce(new ApiError({ status: 0, code: 'service_unavailable', message: 'x' }))
      .mockResolvedValueOnce(invite);
    renderInvite();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Join Globex' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('signed out with an account: says who invites whom, and leads to sign-in and back', async () => {
    vi.spyOn(invitesApi, 'fetchInvite').mockResolvedValue(invite);
    renderInvite();
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Globex' })).toBeInTheDocument();
    expect(screen.getByText(/invited/)).toHaveTextContent(
      'Grace Hopper invited ada@example.com to join Globex as Member.',
    );
    expect(screen.getByRole('link', { name: 'Sign in to accept' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Finvite%2Finv1',
    );
    expect(screen.queryByRole('button', { name: 'Accept invite' })).toBeNull();
  });

  it('signed out without an account: leads to sign-up, which comes back here after confirming', async () => {
    vi.spyOn(invitesApi, 'fetchInvite').mockResolvedValue({ ...invite, has_account: false });
    renderInvite();
    expect(await screen.findByRole('link', { name: 'Create your account' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Finvite%2Finv1',
    );
    expect(screen.queryByRole('link', { name: 'Sign in to accept' })).toBeNull();
  });

  it('signed in with the invited address (any case): accepts, switches to the workspace and lands on /dashboard', async () => {
    signIn({ withWorkspace: false });
    useAuthStore.getState().updateUser({ email: 'ADA@example.com' });
    vi.spyOn(invitesApi, 'fetchInvite').mockResolvedValue(invite);
    const accept = vi.spyOn(invitesApi, 'acceptInvite').mockResolvedValue({ workspace_uid: 'w2' });
    stubWorkspaceServer({ workspaces: [globex] });
    useSettingsStore.getState().setTaskFilters({ tags: ['old'] });
    renderInvite();

    await userEvent.click(await screen.findByRole('button', { name: 'Accept invite' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(accept).toHaveBeenCalledWith('inv1');
    expect(useWorkspaceStore.getState().currentWorkspace?.uid).toBe('w2');
    expect(useSettingsStore.getState().currentWorkspaceId).toBe('w2');
    expect(useSettingsStore.getState().taskFilters.tags).toEqual([]);
    expect(positives()).toEqual(['You joined Globex.']);
  });

  it('signed in with the invited address: declines', async () => {
    signIn({ withWorkspace: false });
    vi.spyOn(invitesApi, 'fetchInvite').mockResolvedValue(invite);
    const decline = vi.spyOn(invitesApi, 'declineInvite').mockResolvedValue({ ok: true });
    renderInvite();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('heading', { name: 'Invite declined' })).toBeInTheDocument();
    expect(decline).toHaveBeenCalledWith('inv1');
  });

  it('shows why accepting failed', async () => {
    signIn({ withWorkspace: false });
    vi.spyOn(invitesApi, 'fetchInvite').mockResolvedValue(invite);
    vi.spyOn(invitesApi, 'acceptInvite').mockRejectedValue(
      new ApiError({ status: 409, code: 'user_already_in_workspace', message: 'x' }),
    );
    renderInvite();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This user is already a member of the workspace.',
    );
  });

  it('signed in as someone else: says so and offers to sign out', async () => {
    signIn({ withWorkspace: false });
    vi.spyOn(invitesApi, 'fetchInvite').mockResolvedValue({ ...invite, email: 'grace@example.com' });
    vi.spyOn(sessionApi, 'signOut').mockResolvedValue(undefined);
    renderInvite();

    // The loader is a status too, so wait for the one that explains the mismatch.
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((el) => el.textContent)).toContainEqual(
        expect.stringContaining(
          'You are signed in as ada@example.com, but this invite is for grace@example.com.',
        ),
      ),
    );
    expect(screen.queryByRole('button', { name: 'Accept invite' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out and switch account' }));
    await waitFor(() => expect(selectIsAuthenticated(useAuthStore.getState())).toBe(false));
    expect(sessionApi.signOut).toHaveBeenCalled();
  });
});

describe('/my-invites', () => {
  const renderMine = () => renderPageAt('/my-invites', [{ path: '/my-invites', element: <MyInvitesPage /> }]);

  it('lists the pending invites with workspace, role and expiry', async () => {
    signIn();
    vi.spyOn(invitesApi, 'fetchMyInvites').mockResolvedValue([
      invite,
      anInvite({ uid: 'inv2', workspace_name: 'Initech', inviter_name: null, role: 'external' }),
    ]);
    renderMine();
    const card = await screen.findByRole('article', { name: 'Globex' });
    expect(card).toHaveTextContent('Invited by Grace Hopper as Member');
    expect(card).toHaveTextContent(/Expires \w+/);
    expect(screen.getByRole('article', { name: 'Initech' })).toHaveTextContent('Invited as External');
    expect(useAuthStore.getState().invites).toHaveLength(2);
  });

  it('accepts: switches to that workspace and goes to /dashboard', async () => {
    signIn();
    vi.spyOn(invitesApi, 'fetchMyInvites').mockResolvedValue([invite]);
    const accept = vi.spyOn(invitesApi, 'acceptInvite').mockResolvedValue({ workspace_uid: 'w2' });
    stubWorkspaceServer({ workspaces: [aListItem({ uid: 'w1' }), globex] });
    renderMine();
    const card = await screen.findByRole('article', { name: 'Globex' });

    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(accept).toHaveBeenCalledWith('inv1');
    expect(useWorkspaceStore.getState().currentWorkspace?.name).toBe('Globex');
    expect(useWorkspaceStore.getState().currentMemberRole).toBe('member');
  });

  it('declines: the invite leaves the list', async () => {
    signIn();
    vi.spyOn(invitesApi, 'fetchMyInvites').mockResolvedValue([invite]);
    vi.spyOn(invitesApi, 'declineInvite').mockResolvedValue({ ok: true });
    renderMine();
    const card = await screen.findByRole('article', { name: 'Globex' });
    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No invites');
    expect(positives()).toEqual(['You declined the invite to Globex.']);
  });

  it('has an empty state, with "Create a workspace" for someone without one', async () => {
    signIn({ withWorkspace: false });
    useWorkspaceStore.getState().setStatus('ready');
    vi.spyOn(invitesApi, 'fetchMyInvites').mockResolvedValue([]);
    renderMine();
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(
      'When someone invites you to a workspace',
    );
    expect(screen.getByRole('link', { name: 'Create a workspace' })).toHaveAttribute('href', '/onboarding');
  });
});
