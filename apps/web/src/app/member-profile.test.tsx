import { ApiError } from '@expertos/api-client/client';
import type { TicketCounts } from '@expertos/domain/ticket.schema';
import type { TeamList } from '@expertos/domain/workspace.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as projectUsersApi from '@/features/projects/api/project-users';
import * as peopleApi from '@/features/team/api/people';
import * as teamMembersApi from '@/features/team/api/team-members';
import * as ticketListsApi from '@/features/tickets/api/ticket-lists';
import { aRow } from '@/features/tickets/components/list/ticket-test-data';
import * as timeReportApi from '@/features/timetracking/api/time-report';
import { aReport } from '@/features/timetracking/test/time-fixtures';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { aListItem, aMember, aProject, aProjectUser } from '@/test/fixtures';
import { currentPath, renderRoute, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import { stubWorkspaceServer } from '@/test/workspace-server';

/**
 * /profile/{uid}: the team page with the brands, tickets and time sections of other features,
 * as the app composes them (app/slots.tsx), through the real route table and its admin guard.
 */

const acme = aProject({ uid: 'p1', name: 'Acme' });
const globex = aProject({ uid: 'p2', name: 'Globex' });
const initech = aProject({ uid: 'p3', name: 'Initech' });

const me = aMember({ uid: 'm1', email: 'ada@example.com', name: 'Ada Lovelace', role: 'admin' });
const grace = aMember({ uid: 'm2', name: 'Grace Hopper', project_uids: ['p1', 'p2'] });
const team: TeamList = { members: [me, grace], seats: { claimed: 2, pending: 0 } };

/** A refusal the query client does not retry (it retries 5xx and lost connections). */
const refused = new ApiError({ status: 404, code: 'not_found', message: 'x' });

const noCounts: TicketCounts = { total: 0, by_status: {} as TicketCounts['by_status'] };

function stubApis(list: TeamList = team) {
  const calls = {
    team: vi.spyOn(teamMembersApi, 'fetchTeam').mockResolvedValue(list),
    people: vi
      .spyOn(peopleApi, 'fetchPeople')
      .mockResolvedValue([
        { uid: 'm2', name: 'Grace Hopper', email: 'grace@example.com', image: '/media/avatars/grace.png' },
      ]),
    projectUsers: vi
      .spyOn(projectUsersApi, 'fetchProjectUsers')
      .mockImplementation(async (_ws, projectUid) =>
        projectUid === 'p1' ? [aProjectUser({ role: 'admin' })] : [aProjectUser({ role: 'member' })],
      ),
    tickets: vi.spyOn(ticketListsApi, 'fetchWorkspaceTickets').mockResolvedValue({
      items: [
        aRow({ id: 12, summary: 'Film the reel', status: 'in_progress', due_date: '2030-01-08' }),
        aRow({ id: 13, summary: 'Cut the teaser', status: 'blocked' }),
        aRow({ id: 14, summary: 'Old launch post', status: 'posted' }),
      ],
      next_cursor: null,
    }),
    counts: vi.spyOn(ticketListsApi, 'fetchWorkspaceTicketCounts').mockResolvedValue({
      total: 3,
      by_status: { ...noCounts.by_status, in_progress: 1, blocked: 1, posted: 1 },
    }),
    report: vi.spyOn(timeReportApi, 'fetchTimeReport').mockResolvedValue(
      aReport({
        by_person: [{ person: { uid: 'm2', name: 'Grace Hopper', email: '', image: null }, seconds: 5400 }],
        rows: [
          { week: '2030-01-07', project_uid: 'p1', person_uid: 'm2', seconds: 3600 },
          { week: '2030-01-07', project_uid: 'p2', person_uid: 'm2', seconds: 1800 },
          { week: '2030-01-07', project_uid: 'p1', person_uid: 'm1', seconds: 7200 },
        ],
      }),
    ),
    update: vi.spyOn(teamMembersApi, 'updateMember'),
    remove: vi.spyOn(teamMembersApi, 'removeMember'),
  };
  return calls;
}

function renderProfile(path = '/profile/m2', role = 'admin') {
  signIn({ role });
  useWorkspaceStore.getState().setProjects([acme, globex, initech]);
  return { ...renderRoute(path), u: setupUser() };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
const section = (name: string) => screen.getByRole('region', { name });
/** The sections load lazily, each with its own data: the first can take a while in jsdom. */
const findList = (name: string) => screen.findByRole('list', { name }, { timeout: 15_000 });
const negatives = () =>
  notificationsStore
    .getState()
    .items.filter((item) => item.type === 'negative')
    .map((item) => item.message);

beforeEach(() => {
  stubWorkspaceServer({
    workspaces: [aListItem({ uid: 'w1' }, { member_uid: 'm1' })],
    projects: { w1: [acme, globex, initech] },
  });
});
afterEach(() => vi.restoreAllMocks());

describe('/profile/{uid}', { timeout: 30_000 }, () => {
  it('sends a non-admin to the dashboard, without asking for the team', async () => {
    const calls = stubApis();
    const { router } = renderProfile('/profile/m2', 'member');
    await heading('Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(calls.team).not.toHaveBeenCalled();
  });

  it("shows an admin the member's role, status, brands, open tickets and time this week", async () => {
    const calls = stubApis();
    renderProfile();
    expect(await heading('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();

    const summary = section('Summary');
    expect(within(summary).getByText('Member')).toBeInTheDocument();
    expect(within(summary).getByText('Joined')).toBeInTheDocument();
    expect(within(summary).getByText('2 brands')).toBeInTheDocument();

    // Brands with their role on each, from each brand's people.
    const brands = await findList('Brands and access');
    await waitFor(() => expect(within(brands).getByText('Brand admin')).toBeInTheDocument());
    expect(
      within(brands)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AcmeBrand admin', 'GlobexBrand member']);
    expect(within(brands).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/brand/acme/users');
    expect(calls.projectUsers.mock.calls.map((call) => call[1]).sort()).toEqual(['p1', 'p2']);

    // Open tickets only: the posted one is done.
    const tickets = await findList('Open tickets');
    expect(
      within(tickets)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['#12 Film the reel', '#13 Cut the teaser']);
    expect(within(tickets).getByText('In Progress')).toBeInTheDocument();
    expect(screen.getByTestId('member-open-count')).toHaveTextContent('2 open tickets');
    expect(calls.tickets).toHaveBeenCalledWith(
      'w1',
      expect.objectContaining({ status: 'all', teamFilter: ['m2'], sort: 'due_date', order: 'asc' }),
      expect.anything(),
    );

    // Their finished time this week, in all and by brand (Ada's time is not theirs).
    expect(await screen.findByTestId('member-week-total', {}, { timeout: 15_000 })).toHaveTextContent(
      '1h 30m',
    );
    const byBrand = screen.getByRole('list', { name: 'By brand' });
    expect(
      within(byBrand)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Acme1h 00m', 'Globex30m']);
    const [, query] = calls.report.mock.calls[0] ?? [];
    expect(query?.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${query?.from}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('says a workspace admin is the admin of every brand, and the only admin what that means', async () => {
    stubApis({ members: [me, grace], seats: { claimed: 2, pending: 0 } });
    renderProfile('/profile/m1');
    expect(await heading('Ada Lovelace')).toBeInTheDocument();
    expect(within(section('Summary')).getByText('Every brand')).toBeInTheDocument();
    expect(within(section('Summary')).getByText('You')).toBeInTheDocument();
    expect(screen.getByTestId('only-admin')).toHaveTextContent('The only admin of this workspace.');
    const brands = await findList('Brands and access');
    expect(within(brands).getAllByText('Brand admin')).toHaveLength(3);
  });

  it('shows the empty states: no brands, no open tickets, no time', async () => {
    const calls = stubApis({
      members: [me, { ...grace, project_uids: [] }],
      seats: { claimed: 2, pending: 0 },
    });
    calls.tickets.mockResolvedValue({ items: [], next_cursor: null });
    calls.counts.mockResolvedValue(noCounts);
    calls.report.mockResolvedValue(aReport({ by_person: [], rows: [], total_seconds: 0 }));
    renderProfile();
    await heading('Grace Hopper');
    expect(await screen.findByText('No open tickets', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText('No time tracked this week')).toBeInTheDocument();
    expect(await screen.findByText('No brands')).toBeInTheDocument();
  });

  it('says when the team cannot be loaded, and tries again', async () => {
    const calls = stubApis();
    calls.team.mockRejectedValueOnce(refused);
    const { u } = renderProfile();
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('This profile could not be loaded.');
    await u.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await heading('Grace Hopper')).toBeInTheDocument();
  });

  it("says when a section's data cannot be loaded", async () => {
    const calls = stubApis();
    calls.tickets.mockRejectedValue(refused);
    calls.report.mockRejectedValue(refused);
    renderProfile();
    await heading('Grace Hopper');
    expect(
      await screen.findByText(/Their tickets could not be loaded\./, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Their time could not be loaded\./)).toBeInTheDocument();
  });

  it('says plainly when nobody in the workspace has that uid', async () => {
    stubApis();
    renderProfile('/profile/nobody');
    await heading('User profile');
    expect(await screen.findByText('This member is not in the workspace.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the team' })).toHaveAttribute('href', '/team');
  });

  it('changes the role and brands with the team form, and shows the rule the server keeps', async () => {
    const calls = stubApis();
    calls.update.mockRejectedValueOnce(
      new ApiError({ status: 409, code: 'workspace_min_one', message: 'x' }),
    );
    calls.update.mockResolvedValueOnce({ ...grace, role: 'external' });
    const { u } = renderProfile();
    await heading('Grace Hopper');
    await u.click(screen.getByRole('button', { name: 'Change role and brands' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Role and brands of Grace Hopper' }));
    await u.click(dialog.getByRole('combobox', { name: 'Role' }));
    await u.click(await screen.findByRole('option', { name: 'External' }));
    await u.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You must have at least 1 admin on this workspace.',
    );
    expect(calls.update).toHaveBeenCalledWith('w1', 'm2', { role: 'external', project_uids: ['p1', 'p2'] });

    await u.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The team is read again, so the page shows the change.
    await waitFor(() => expect(calls.team.mock.calls.length).toBeGreaterThan(1));
  });

  it('removes the member after a confirmation, or says why the server refused', async () => {
    const calls = stubApis();
    calls.remove.mockRejectedValueOnce(
      new ApiError({ status: 409, code: 'workspace_last_user', message: 'x' }),
    );
    calls.remove.mockResolvedValueOnce({ ok: true });
    const { u, router } = renderProfile();
    await heading('Grace Hopper');

    await u.click(screen.getByRole('button', { name: 'Remove from workspace' }));
    // The confirmation names the action on its red button too.
    await u.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove from workspace' }),
    );
    await waitFor(() => expect(negatives()).toEqual(['You cannot remove the last user of a workspace.']));
    expect(router.state.location.pathname).toBe('/profile/m2');

    // Cancelled: nothing sent.
    await u.click(screen.getByRole('button', { name: 'Remove from workspace' }));
    await u.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(calls.remove).toHaveBeenCalledTimes(1);

    await u.click(screen.getByRole('button', { name: 'Remove from workspace' }));
    // The confirmation names the action on its red button too.
    await u.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove from workspace' }),
    );
    await waitFor(() => expect(currentPath(router)).toBe('/team'));
    expect(calls.remove).toHaveBeenLastCalledWith('w1', 'm2');
  });
});
