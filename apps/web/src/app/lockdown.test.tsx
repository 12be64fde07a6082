import type { WorkspacePlan } from '@expertos/domain/billing.schema';
import type { RoleKey } from '@expertos/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPlan, stubBillingServer } from '@/features/billing/test/billing-fixtures';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aListItem } from '@/test/fixtures';
import { currentPath, renderRoute, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import { stubWorkspaceServer } from '@/test/workspace-server';

afterEach(() => vi.restoreAllMocks());

const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

const LOCKED = aPlan({ state: 'none', locked: true, trial_days_left: 0 });

/** Signed in to Acme Studio (w1) with the given plan, as the session would have loaded it. */
function signInTo(plan: WorkspacePlan, role: RoleKey = 'member') {
  signIn({ role });
  const item = aListItem({ uid: 'w1', name: 'Acme Studio', plan }, { role, member_uid: 'm1' });
  useWorkspaceStore.getState().setWorkspaces([item]);
  useWorkspaceStore.getState().setCurrentWorkspace(item.workspaces);
  stubWorkspaceServer({ workspaces: [item] });
}

describe('lockdown: a locked workspace sends its main screens to /expired', () => {
  it.each(['/dashboard', '/tasks', '/brand/acme/feed', '/time'])(
    '%s goes to /expired for a member, who is told to ask an admin',
    async (path) => {
      signInTo(LOCKED);
      const { router } = renderRoute(path);
      await heading('Workspace Lockdown');
      expect(currentPath(router)).toBe('/expired');
      expect(screen.getByTestId('expired-intro')).toHaveTextContent('Ask an admin of Acme Studio');
      expect(screen.queryByRole('article', { name: 'Business' })).not.toBeInTheDocument();
    },
  );

  it('offers an admin the plans on /expired, with the catalogue prices', async () => {
    signInTo(LOCKED, 'admin');
    stubBillingServer();
    const { router } = renderRoute('/dashboard');
    await heading('Workspace Lockdown');
    expect(currentPath(router)).toBe('/expired');
    const business = await screen.findByRole('article', { name: 'Business' }, { timeout: 15_000 });
    expect(within(business).getByTestId('base-price')).toHaveTextContent('99.00 a month');
    expect(within(business).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(screen.getByRole('article', { name: 'Enterprise' })).toBeInTheDocument();
  });

  it.each([
    ['/profile', 'Profile', 'member'],
    ['/my-invites', 'Invites', 'member'],
    ['/verify-subscription', 'Verify subscription', 'member'],
    ['/billing', 'Plan And Billing', 'admin'],
  ] as const)('%s stays open (%s, %s)', async (path, title, role) => {
    signInTo(LOCKED, role);
    stubBillingServer();
    const { router } = renderRoute(path);
    await heading(title);
    expect(router.state.location.pathname).toBe(path);
  });

  it('does not let a member reach /billing through the lockdown', async () => {
    signInTo(LOCKED, 'member');
    const { router } = renderRoute('/billing');
    await heading('Workspace Lockdown');
    expect(currentPath(router)).toBe('/expired');
  });

  it('lets whoever chose “Browse read-only” in, under a banner leading back to /expired', async () => {
    signInTo(LOCKED);
    const { router } = renderRoute('/tasks');
    await heading('Workspace Lockdown');
    expect(screen.queryByTestId('read-only-banner')).not.toBeInTheDocument();
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Browse read-only' }));
    await heading('Dashboard');
    const banner = screen.getByTestId('read-only-banner');
    expect(banner).toHaveTextContent('Acme Studio is read-only because its trial has ended.');

    await router.navigate('/tasks');
    await heading('Tickets');
    expect(router.state.location.pathname).toBe('/tasks');

    await u.click(
      within(screen.getByTestId('read-only-banner')).getByRole('link', { name: 'See the plans' }),
    );
    await heading('Workspace Lockdown');
    expect(currentPath(router)).toBe('/expired');
  });

  it('leaves a workspace on trial alone', async () => {
    signInTo(aPlan());
    const { router } = renderRoute('/tasks');
    await heading('Tickets');
    expect(router.state.location.pathname).toBe('/tasks');
    expect(screen.queryByTestId('read-only-banner')).not.toBeInTheDocument();
  });

  it('follows the workspace: once the plan is in effect the main screens open again', async () => {
    signInTo(LOCKED);
    const { router } = renderRoute('/tasks');
    await heading('Workspace Lockdown');
    const current = useWorkspaceStore.getState().currentWorkspace;
    if (!current) throw new Error('no workspace');
    useWorkspaceStore.getState().setCurrentWorkspace({ ...current, plan: aPlan({ state: 'subscribed' }) });
    await router.navigate('/tasks');
    await heading('Tickets');
  });
});

describe('the header’s trial badge', () => {
  it('shows an admin the days left, leading to /billing', async () => {
    signInTo(aPlan({ trial_days_left: 9 }), 'admin');
    renderRoute('/dashboard');
    await heading('Dashboard');
    const badge = within(screen.getByRole('banner')).getByRole('link', { name: '9 days left in your trial' });
    expect(badge).toHaveAttribute('href', '/billing');
  });

  it('says “1 day left” on the last day', async () => {
    signInTo(aPlan({ trial_days_left: 1 }), 'admin');
    renderRoute('/dashboard');
    await heading('Dashboard');
    expect(screen.getByRole('link', { name: '1 day left in your trial' })).toBeInTheDocument();
  });

  it.each([
    ['a member', aPlan(), 'member'],
    ['a subscribed workspace', aPlan({ state: 'subscribed' }), 'admin'],
    ['a server without billing', aPlan({ billing_enabled: false }), 'admin'],
  ] as const)('is not shown to %s', async (_who, plan, role) => {
    signInTo(plan, role);
    renderRoute('/dashboard');
    await heading('Dashboard');
    await waitFor(() => expect(screen.queryByTestId('trial-badge')).not.toBeInTheDocument());
  });
});
