import { ApiError } from '@expertos/api-client/client';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { MESSAGES } from '@expertos/domain/messages';
import type { TeamList } from '@expertos/domain/workspace.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { aMember, anInvite, aProject } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as teamInvitesApi from '../api/team-invites';
import * as teamMembersApi from '../api/team-members';
import { TeamPage } from './TeamPage';
import { UserAddPage } from './UserAddPage';
import { UserEditPage } from './UserEditPage';

afterEach(() => vi.restoreAllMocks());

const notices = (type: 'positive' | 'negative') =>
  notificationsStore
    .getState()
    .items.filter((item) => item.type === type)
    .map((item) => item.message);

const me = aMember({ uid: 'm1', email: 'Ada@Example.com', name: 'Ada Lovelace', role: 'admin' });
const grace = aMember({
  uid: 'm2',
  email: 'grace@example.com',
  name: 'Grace Hopper',
  project_uids: ['p1', 'p2'],
});
const invited = aMember({
  uid: 'inv-7',
  email: 'linus@example.com',
  name: null,
  role: 'external',
  status: 'invited',
  invite_uid: 'inv-7',
});
const team: TeamList = { members: [me, grace, invited], seats: { claimed: 2, pending: 1 } };

function renderTeam(list: TeamList = team) {
  signIn({ role: 'admin' });
  const listCall = vi.spyOn(teamMembersApi, 'fetchTeam').mockResolvedValue(list);
  const view = renderPageAt('/team', [{ path: '/team', element: <TeamPage /> }]);
  return { listCall, ...view, u: setupUser() };
}

const row = (email: string) => screen.getByRole('row', { name: new RegExp(email, 'i') });

describe('/team', () => {
  it('lists members and invites with role, status, brands and the seat counters', async () => {
    const { listCall } = renderTeam();
    await screen.findByRole('table', { name: 'Team members' });

    expect(listCall).toHaveBeenCalledWith('w1', {});
    expect(screen.getByLabelText('Seats claimed: 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Pending invites: 1')).toBeInTheDocument();
    expect(within(row('grace@example.com')).getByText('Member')).toBeInTheDocument();
    expect(within(row('grace@example.com')).getByText('Joined')).toBeInTheDocument();
    expect(within(row('grace@example.com')).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(within(row('linus@example.com')).getByText('Invited')).toBeInTheDocument();
    expect(within(row('linus@example.com')).getByText('External')).toBeInTheDocument();
    // Admins see every brand.
    expect(within(row('ada@example.com')).getByRole('cell', { name: 'All' })).toBeInTheDocument();
    // The current member is found by e-mail, whatever its case.
    expect(within(row('ada@example.com')).getByText('You')).toBeInTheDocument();
    expect(within(row('grace@example.com')).queryByText('You')).toBeNull();
    expect(screen.getByRole('link', { name: 'Invite' })).toHaveAttribute('href', '/user/add');
  });

  it('marks a person here only as a Jira user by name and “Jira”, never by their placeholder address', async () => {
    const rivka = aMember({
      uid: 'm9',
      email: 'jira-5b10ac8d@jira.invalid',
      name: 'Rivka Jira',
      from_jira: true,
    });
    renderTeam({ members: [me, rivka], seats: { claimed: 1, pending: 0 } });
    await screen.findByRole('table', { name: 'Team members' });
    const theirs = row('Rivka Jira');
    expect(within(theirs).getByText('Jira')).toBeInTheDocument();
    expect(within(theirs).queryByText('jira-5b10ac8d@jira.invalid')).toBeNull();
    expect(screen.getByLabelText('Seats claimed: 1')).toBeInTheDocument();
  });

  it("sends no 'All' filter and a lower-cased search, once typing pauses", async () => {
    const { listCall, u } = renderTeam();
    await screen.findByRole('table', { name: 'Team members' });

    await u.type(screen.getByRole('searchbox', { name: 'Search' }), '  GRACE');
    await waitFor(() => expect(listCall).toHaveBeenLastCalledWith('w1', { search: 'grace' }));
    // Debounced: one request for the whole word, not one per letter.
    expect(listCall.mock.calls.map(([, query]) => query)).toEqual([{}, { search: 'grace' }]);

    await u.click(screen.getByRole('combobox', { name: 'Status' }));
    await u.click(screen.getByRole('option', { name: 'Invited' }));
    await waitFor(() =>
      expect(listCall).toHaveBeenLastCalledWith('w1', { search: 'grace', status: 'invited' }),
    );

    await u.click(screen.getByRole('combobox', { name: 'Role' }));
    await u.click(screen.getByRole('option', { name: 'External' }));
    await waitFor(() =>
      expect(listCall).toHaveBeenLastCalledWith('w1', {
        search: 'grace',
        status: 'invited',
        role: 'external',
      }),
    );

    // Back to 'All': the status is not sent at all.
    await u.click(screen.getByRole('combobox', { name: 'Status' }));
    await u.click(screen.getByRole('option', { name: 'All' }));
    await waitFor(() =>
      expect(listCall).toHaveBeenLastCalledWith('w1', { search: 'grace', role: 'external' }),
    );
    for (const [, query] of listCall.mock.calls) expect(Object.values(query)).not.toContain('All');
  });

  it("shows the server's message when removing is refused (workspace_min_one, workspace_last_user)", async () => {
    const remove = vi
      .spyOn(teamMembersApi, 'removeMember')
      .mockRejectedValueOnce(new ApiError({ status: 409, code: 'workspace_min_one', message: 'x' }))
      .mockRejectedValueOnce(new ApiError({ status: 409, code: 'workspace_last_user', message: 'x' }));
    const { u } = renderTeam();
    await screen.findByRole('table', { name: 'Team members' });

    for (const _ of [1, 2]) {
      await u.click(screen.getByRole('button', { name: 'Actions for Ada@Example.com' }));
      await u.click(await screen.findByRole('menuitem', { name: 'Remove' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove Ada@Example.com?' });
      await u.click(within(dialog).getByRole('button', { name: 'Remove from workspace' }));
      await waitFor(() => expect(remove).toHaveBeenCalledTimes(_));
    }

    await waitFor(() =>
      expect(notices('negative')).toEqual([
        'You must have at least 1 admin on this workspace.',
        'You cannot remove the last user of a workspace.',
      ]),
    );
    expect(remove).toHaveBeenCalledWith('w1', 'm1');
  });

  it('removes a member after confirming, and nothing without', async () => {
    const remove = vi.spyOn(teamMembersApi, 'removeMember').mockResolvedValue({ ok: true });
    const { u, listCall } = renderTeam();
    await screen.findByRole('table', { name: 'Team members' });

    await u.click(screen.getByRole('button', { name: 'Actions for grace@example.com' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await u.click(screen.getByRole('button', { name: 'Actions for grace@example.com' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    await u.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove from workspace' }),
    );

    await waitFor(() =>
      expect(notices('positive')).toEqual(['grace@example.com was removed from the workspace.']),
    );
    expect(remove).toHaveBeenCalledWith('w1', 'm2');
    await waitFor(() => expect(listCall).toHaveBeenCalledTimes(2));
  });

  it('revokes an open invite; its row has no edit', async () => {
    const revoke = vi.spyOn(teamInvitesApi, 'revokeInvite').mockResolvedValue({ ok: true });
    const { u } = renderTeam();
    await screen.findByRole('table', { name: 'Team members' });

    await u.click(screen.getByRole('button', { name: 'Actions for linus@example.com' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    await u.click(await screen.findByRole('menuitem', { name: 'Revoke invite' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke invite' }));

    await waitFor(() => expect(revoke).toHaveBeenCalledWith('w1', 'inv-7'));
    expect(notices('positive')).toEqual(['The invite to linus@example.com was revoked.']);
  });

  it('leads to the edit page of a member', async () => {
    const { u } = renderTeam();
    await screen.findByRole('table', { name: 'Team members' });
    await u.click(screen.getByRole('button', { name: 'Actions for grace@example.com' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveAttribute('href', '/user/m2/edit');
  });
});

describe('/user/add (invite)', () => {
  function renderInvite() {
    signIn({ role: 'admin' });
    useWorkspaceStore
      .getState()
      .setProjects([aProject({ uid: 'p1', name: 'Acme' }), aProject({ uid: 'p2', name: 'Secret' })]);
    renderPageAt('/user/add', [{ path: '/user/add', element: <UserAddPage /> }]);
    return setupUser();
  }
  const email = () => screen.getByRole('textbox', { name: /E-mail/ });
  const send = () => screen.getByRole('button', { name: 'Send invite' });

  it('tells a member who may not invite why, before they fill anything, with the form disabled', async () => {
    signIn({ role: 'member' });
    const invite = vi.spyOn(teamInvitesApi, 'inviteMember');
    renderPageAt('/user/add', [{ path: '/user/add', element: <UserAddPage /> }]);
    expect(await screen.findByTestId('may-not-invite')).toHaveTextContent(
      'Only workspace admins can invite people',
    );
    expect(email()).toBeDisabled();
    expect(send()).toBeDisabled();
    expect(invite).not.toHaveBeenCalled();
  });

  it('says the data is incomplete without an e-mail, and refuses a malformed one, before sending', async () => {
    const invite = vi.spyOn(teamInvitesApi, 'inviteMember');
    const u = renderInvite();

    await u.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.incompleteData);
    expect(email()).toHaveAttribute('aria-invalid', 'true');

    await u.type(email(), 'not-an-address');
    await u.click(send());
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(invite).not.toHaveBeenCalled();
  });

  it("sends e-mail, role and brands, says 'Invite sent to …' and goes back to the team", async () => {
    const invite = vi
      .spyOn(teamInvitesApi, 'inviteMember')
      .mockResolvedValue(anInvite({ email: 'grace@example.com', workspace_uid: 'w1' }));
    const u = renderInvite();

    await u.type(email(), 'Grace@Example.com');
    await u.click(screen.getByRole('combobox', { name: /Role/ }));
    await u.click(screen.getByRole('option', { name: 'External' }));
    expect(screen.getByText(/cannot open tickets/)).toBeInTheDocument();
    await u.click(screen.getByRole('combobox', { name: 'Brands' }));
    await u.click(screen.getByRole('option', { name: 'Acme' }));
    await u.click(send());

    expect(await screen.findByTestId('location')).toHaveTextContent('/team');
    expect(invite).toHaveBeenCalledWith('w1', {
      email: 'grace@example.com',
      role: 'external',
      project_uids: ['p1'],
    });
    expect(notices('positive')).toEqual(['Invite sent to grace@example.com']);
  });

  it('gives admins every brand, so none are sent', async () => {
    const invite = vi.spyOn(teamInvitesApi, 'inviteMember').mockResolvedValue(anInvite({ role: 'admin' }));
    const u = renderInvite();
    await u.type(email(), 'boss@example.com');
    await u.click(screen.getByRole('combobox', { name: 'Brands' }));
    await u.click(screen.getByRole('option', { name: 'Secret' }));
    await u.click(screen.getByRole('combobox', { name: /Role/ }));
    await u.click(screen.getByRole('option', { name: 'Admin' }));
    expect(screen.getByText('Admins see every brand.')).toBeInTheDocument();
    await u.click(send());
    await waitFor(() =>
      expect(invite).toHaveBeenCalledWith('w1', {
        email: 'boss@example.com',
        role: 'admin',
        project_uids: [],
      }),
    );
  });

  it('marks the e-mail when that person is already invited or a member', async () => {
    vi.spyOn(teamInvitesApi, 'inviteMember').mockRejectedValue(
      new ApiError({ status: 409, code: 'user_already_invited', message: 'x' }),
    );
    const u = renderInvite();
    await u.type(email(), 'grace@example.com');
    await u.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This user has already been invited to the workspace.',
    );
    expect(email()).toHaveAttribute('aria-invalid', 'true');
  });

  it.each(['mail_workspace_limit', 'invite_daily_limit'] as const)(
    'says which limit refused the invite (%s), in the catalogue’s words',
    async (code) => {
      vi.spyOn(teamInvitesApi, 'inviteMember').mockRejectedValue(
        new ApiError({ status: 429, code, message: 'x' }),
      );
      const u = renderInvite();
      await u.type(email(), 'grace@example.com');
      await u.click(send());
      expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_CATALOGUE[code].message);
    },
  );

  it('at the seat limit says to invite fewer people or upgrade, with a link to billing', async () => {
    vi.spyOn(teamInvitesApi, 'inviteMember').mockRejectedValue(
      new ApiError({ status: 402, code: 'seat_limit_reached', message: 'x' }),
    );
    const u = renderInvite();
    await u.type(email(), 'grace@example.com');
    await u.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.seatLimit);
    await u.click(within(alert).getByRole('link', { name: 'Go to billing' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/billing');
  });
});

describe('/user/{id}/edit', () => {
  it('changes role and brands with PUT, and keeps the last admin with the server message', async () => {
    signIn({ role: 'admin' });
    useWorkspaceStore
      .getState()
      .setProjects([aProject({ uid: 'p1', name: 'Acme' }), aProject({ uid: 'p2', name: 'Secret' })]);
    vi.spyOn(teamMembersApi, 'fetchTeam').mockResolvedValue(team);
    const update = vi
      .spyOn(teamMembersApi, 'updateMember')
      .mockRejectedValueOnce(new ApiError({ status: 409, code: 'workspace_min_one', message: 'x' }))
      .mockResolvedValueOnce({ ...grace, role: 'member', project_uids: ['p1'] });
    renderPageAt('/user/m2/edit', [{ path: '/user/:id/edit', element: <UserEditPage /> }]);
    const u = setupUser();
    await screen.findByRole('form', { name: 'Edit user' });
    expect(screen.getByText('Role and brand access of grace@example.com.')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You must have at least 1 admin on this workspace.',
    );
    expect(update).toHaveBeenLastCalledWith('w1', 'm2', { role: 'member', project_uids: ['p1', 'p2'] });

    // Secret is dropped: chosen again in the list, it is deselected.
    await u.click(screen.getByRole('combobox', { name: 'Brands' }));
    await u.click(screen.getByRole('option', { name: 'Secret' }));
    await u.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/team');
    expect(update).toHaveBeenLastCalledWith('w1', 'm2', { role: 'member', project_uids: ['p1'] });
    expect(notices('positive')).toEqual(['The changes for grace@example.com were saved.']);
  });

  it('says when the member is not in the workspace', async () => {
    signIn({ role: 'admin' });
    vi.spyOn(teamMembersApi, 'fetchTeam').mockResolvedValue(team);
    renderPageAt('/user/nobody/edit', [{ path: '/user/:id/edit', element: <UserEditPage /> }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('This member is not in the workspace.');
  });
});
