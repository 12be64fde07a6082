import { ApiError } from '@expertos/api-client/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as workspaceSessionApi from '@/shared/api/workspace-session';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { aProject } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import { stubWorkspaceServer } from '@/test/workspace-server';
import * as projectsApi from '../api/projects';
import { initialsOf } from '../components/BrandCard';
import { DashboardPage } from './DashboardPage';

afterEach(() => vi.restoreAllMocks());

const acme = aProject({ uid: 'p1', name: 'Acme', phase: 'sales', cover_url: '/media/covers/acme.png' });
const beta = aProject({ uid: 'p2', name: 'Beta Goods', owner: 'someone-else' });
const secret = aProject({ uid: 'p3', name: 'Secret', has_permission: false });

function renderDashboard({
  role = 'admin',
  projects = [acme, beta],
}: {
  role?: string;
  projects?: (typeof acme)[];
} = {}) {
  signIn({ role });
  const server = stubWorkspaceServer({ projects: { w1: projects } });
  const view = renderPageAt('/dashboard', [{ path: '/dashboard', element: <DashboardPage /> }]);
  return { server, ...view, u: setupUser() };
}

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Acme')).toBe('A');
    expect(initialsOf('beta goods co')).toBe('BG');
    expect(initialsOf('  ')).toBe('?');
  });
});

describe('/dashboard', () => {
  it('shows skeletons while the brands load', async () => {
    signIn();
    useWorkspaceStore.getState().setProjectsStatus('loading');
    vi.spyOn(workspaceSessionApi, 'fetchProjects').mockReturnValue(new Promise(() => {}));
    renderPageAt('/dashboard', [{ path: '/dashboard', element: <DashboardPage /> }]);
    expect(screen.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
  });

  it('does not read the brands again when the page load has just read them', async () => {
    signIn();
    useWorkspaceStore.getState().setProjects([acme]);
    const server = stubWorkspaceServer({ projects: { w1: [acme, beta] } });
    renderPageAt('/dashboard', [{ path: '/dashboard', element: <DashboardPage /> }]);

    expect(await screen.findByRole('article', { name: 'Acme' })).toBeInTheDocument();
    expect(server.listProjects).not.toHaveBeenCalled();
  });

  it('has an empty state that offers to add a brand', async () => {
    renderDashboard({ projects: [] });
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent('No brands yet');
    expect(within(empty).getByRole('link', { name: 'Add a brand' })).toHaveAttribute('href', '/brand/add');
  });

  it('shows the visible brands as cards: cover or initials, name, phase and quick links', async () => {
    const { server } = renderDashboard({ projects: [acme, beta, secret] });

    const card = await screen.findByRole('article', { name: 'Acme' });
    expect(server.listProjects).toHaveBeenCalledWith('w1');
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/covers/acme.png');
    expect(within(card).getByText('Sales')).toBeInTheDocument();
    const links = within(within(card).getByRole('navigation', { name: 'Quick links for Acme' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tickets', '/brand/acme/tasks'],
      ['Feed', '/brand/acme/feed'],
      ['Library', '/brand/acme/library'],
      ['Playground', '/brand/acme/playground'],
      ['Results', '/brand/acme/analytics'],
      ['Approvals', '/brand/acme/approvals'],
      ['Templates', '/brand/acme/templates'],
      ['Recurring', '/brand/acme/recurring'],
      ['Evergreen', '/brand/acme/evergreen'],
      ['Series', '/brand/acme/series'],
      ['Users', '/brand/acme/users'],
      ['Settings', '/brand/acme/settings/summary'],
    ]);

    const other = screen.getByRole('article', { name: 'Beta Goods' });
    expect(other.querySelector('img')).toBeNull();
    expect(within(other).getByText('BG')).toBeInTheDocument();
    expect(within(other).getByText('Active')).toBeInTheDocument();
    // A brand the user may not see is not shown.
    expect(screen.queryByRole('article', { name: 'Secret' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add a brand' })).toHaveAttribute('href', '/brand/add');
  });

  it('links an external to Results only on brands that share their results with externals', async () => {
    renderDashboard({ role: 'external', projects: [acme, { ...beta, share_results_with_externals: true }] });
    const linksOf = (name: string) =>
      within(screen.getByRole('navigation', { name: `Quick links for ${name}` }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    await screen.findByRole('article', { name: 'Acme' });
    expect(linksOf('Acme')).not.toContain('Results');
    expect(linksOf('Beta Goods')).toContain('Results');
    // Who approves a brand's posts is for the members who work on its tickets.
    expect(linksOf('Beta Goods')).not.toContain('Approvals');
    expect(linksOf('Beta Goods')).not.toContain('Templates');
    expect(linksOf('Beta Goods')).not.toContain('Recurring');
    expect(linksOf('Beta Goods')).not.toContain('Evergreen');
    expect(linksOf('Beta Goods')).not.toContain('Series');
  });

  it('gives admins the brand menu; a member only for brands they own', async () => {
    renderDashboard({ role: 'member' });
    await screen.findByRole('article', { name: 'Acme' });
    expect(screen.getByRole('button', { name: 'Actions for Acme' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Beta Goods' })).toBeNull();
  });

  it('edits through Manage Project and deletes after confirming', async () => {
    const remove = vi.spyOn(projectsApi, 'deleteProject').mockResolvedValue({ ok: true });
    const { u, server } = renderDashboard();
    await screen.findByRole('article', { name: 'Beta Goods' });

    await u.click(screen.getByRole('button', { name: 'Actions for Beta Goods' }));
    expect(screen.getByRole('menuitem', { name: 'Edit brand' })).toHaveAttribute(
      'href',
      '/brand/add?edit=beta-goods',
    );
    await u.click(screen.getByRole('menuitem', { name: 'Delete brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Beta Goods?' });
    server.listProjects.mockResolvedValue([acme]);
    await u.click(within(dialog).getByRole('button', { name: 'Delete brand' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Beta Goods' })).toBeNull());
    expect(remove).toHaveBeenCalledWith('w1', 'p2');
    expect(notificationsStore.getState().items.map((item) => item.message)).toEqual([
      'Brand Beta Goods was deleted.',
    ]);
  });

  it('lists the other brands for a member to request access to', async () => {
    vi.spyOn(projectsApi, 'fetchAllProjects').mockResolvedValue([
      acme,
      secret,
      aProject({ uid: 'p4', name: 'Asked', has_permission: false, access_requested: true }),
    ]);
    const request = vi
      .spyOn(projectsApi, 'requestProjectAccess')
      .mockResolvedValue({ access_requested: true });
    const { u } = renderDashboard({ role: 'member' });

    const section = await screen.findByRole('region', { name: 'Other brands in this workspace' });
    expect(within(section).queryByText('Acme')).toBeNull();
    expect(within(section).getByText('Access requested')).toBeInTheDocument();
    await u.click(within(section).getByRole('button', { name: 'Request access: Secret' }));

    await waitFor(() => expect(within(section).getAllByText('Access requested')).toHaveLength(2));
    expect(request).toHaveBeenCalledWith('w1', 'p3');
  });

  it('does not offer access requests to admins, who see every brand', async () => {
    const all = vi.spyOn(projectsApi, 'fetchAllProjects');
    renderDashboard({ role: 'admin' });
    await screen.findByRole('article', { name: 'Acme' });
    expect(all).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Other brands in this workspace' })).toBeNull();
  });

  it('says when the brands cannot be loaded, and retries', async () => {
    signIn();
    const server = stubWorkspaceServer({ projects: { w1: [acme] } });
    server.listProjects.mockRejectedValueOnce(
      new ApiError({ status: 500, code: 'internal_error', message: 'x' }),
    );
    renderPageAt('/dashboard', [{ path: '/dashboard', element: <DashboardPage /> }]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The brands could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Acme' })).toBeInTheDocument();
  });
});
