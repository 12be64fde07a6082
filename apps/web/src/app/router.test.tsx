import { BRAND_SETTINGS_PAGES, isSetupStepKey, setupStepLabel } from '@expertos/domain/setup-steps';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentPath, renderRoute, signIn } from '@/test/render';
import { stubWorkspaceServer } from '@/test/workspace-server';

// Pages that load workspace data get it from memory: one workspace, no brands.
beforeEach(() => {
  stubWorkspaceServer();
});
afterEach(() => vi.restoreAllMocks());

const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

/** Main-layout routes with the page title each shows. */
const SIGNED_IN_PAGES: [string, string][] = [
  ['/dashboard', 'Dashboard'],
  ['/tasks', 'Tickets'],
  ['/expired', 'Workspace Lockdown'],
  ['/brand/add', 'Manage Brand'],
  ['/brand/acme/feed', 'Brand Feed'],
  ['/brand/acme/library', 'Brand Library'],
  ['/brand/acme/tasks', 'Brand'],
  ['/brand/acme/users', 'Brand users'],
  ['/brand/acme/integrations', 'Brand integrations'],
  ['/brand/acme/approvals', 'Approvals'],
  ['/brand/acme/user/add', 'Add a user to the brand'],
  ['/user/add', 'Add user'],
  ['/user/42/edit', 'Edit user'],
  ['/my-invites', 'Invites'],
  ['/profile', 'Profile'],
  ['/verify-subscription', 'Verify subscription'],
];

const ADMIN_PAGES: [string, string][] = [
  ['/billing', 'Plan And Billing'],
  ['/team', 'Team'],
  ['/profile/u2', 'User profile'],
];

const PUBLIC_PAGES: [string, string | RegExp][] = [
  ['/kitchen-sync', 'Kitchen sync'],
  ['/play/vid-1', 'Stream Player'],
  ['/onboarding', 'Set up your workspace'],
  ['/integration-success', 'Integration connected'],
  ['/signup', 'Create account'],
  ['/signin', 'Sign in'],
  ['/forgot-password', 'Forgot password'],
  ['/reset-password', 'Reset password'],
  ['/confirm-email', 'E-mail verification'],
  ['/invite/inv-1', 'Invitation'],
  ['/try', 'Try the brand-profile builder'],
  ['/try/next-steps', 'Next steps'],
  ['/ui', 'Design tokens'],
];

const BEX_PAGES: [string, string][] = [
  ['/bex/options', 'Extension options'],
  ['/bex/record', 'Record'],
  ['/bex/empty', 'Extension'],
  ['/bex/text-highlight', 'Text highlight'],
  ['/bex/popup', 'Extension popup'],
  ['/bex/devtools', 'Dev tools'],
];

describe('router: signed-in routes', () => {
  it.each(SIGNED_IN_PAGES)(
    '%s shows "%s" to a signed-in member, with its document title',
    async (path, title) => {
      signIn();
      renderRoute(path);
      expect(await heading(title)).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${title} · Expertos`));
      expect(screen.getByRole('banner')).toBeInTheDocument();
    },
  );

  it.each([...SIGNED_IN_PAGES, ...ADMIN_PAGES])(
    '%s sends anonymous users to /signin with the path',
    async (path) => {
      const { router } = renderRoute(`${path}?viewMode=kanban&q=a%20b`);
      await heading('Sign in');
      expect(router.state.location.pathname).toBe('/signin');
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
        `${path}?viewMode=kanban&q=a%20b`,
      );
    },
  );

  it('URL-encodes the redirect, query included', async () => {
    const { router } = renderRoute('/tasks?viewMode=kanban');
    await heading('Sign in');
    expect(currentPath(router)).toBe('/signin?redirect=%2Ftasks%3FviewMode%3Dkanban');
  });

  it('/ goes to the dashboard', async () => {
    signIn();
    const { router } = renderRoute('/');
    await heading('Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe("router: a brand's own address", () => {
  it('/brand/{slug} opens the brand page, its query kept', async () => {
    signIn();
    const { router } = renderRoute('/brand/acme?viewMode=tasks');
    expect(await heading('Brand')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/brand/acme/tasks?viewMode=tasks');
    expect(screen.queryByText('404')).toBeNull();
  });

  it('/brand/{slug}/ (a trailing slash) opens it too', async () => {
    signIn();
    const { router } = renderRoute('/brand/acme/');
    await heading('Brand');
    expect(router.state.location.pathname).toBe('/brand/acme/tasks');
  });

  it('sends anonymous users to /signin with the address they asked for', async () => {
    const { router } = renderRoute('/brand/acme');
    await heading('Sign in');
    expect(currentPath(router)).toBe('/signin?redirect=%2Fbrand%2Facme');
  });
});

describe('router: admin-only routes', () => {
  it.each(ADMIN_PAGES)('%s sends a signed-in non-admin to /dashboard', async (path) => {
    signIn({ role: 'member' });
    const { router } = renderRoute(path);
    await heading('Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each(ADMIN_PAGES)('%s shows "%s" to an admin (role in any case)', async (path, title) => {
    signIn({ role: 'Admin' });
    renderRoute(path);
    expect(await heading(title)).toBeInTheDocument();
  });
});

describe('router: task details', () => {
  it('needs no sign-in and hides the header', async () => {
    const { router } = renderRoute('/brand/acme/tasks/t-42');
    // Signed out without a share link: the page itself asks to sign in, no redirect.
    expect(await heading('Sign in to see this ticket')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/brand/acme/tasks/t-42');
    expect(screen.queryByRole('banner')).toBeNull();
  });
});

describe('router: brand settings', () => {
  it.each(BRAND_SETTINGS_PAGES)('/brand/acme/settings/%s is a signed-in page', async (page) => {
    signIn();
    renderRoute(`/brand/acme/settings/${page}`);
    const label = isSetupStepKey(page) ? setupStepLabel(page) : 'Google Drive';
    expect(await heading(label)).toBeInTheDocument();
  });

  it('an unknown settings segment is not found', async () => {
    signIn();
    renderRoute('/brand/acme/settings/colours');
    expect(await heading('Page not found')).toBeInTheDocument();
  });

  it('leads to the next step', async () => {
    signIn();
    const { router } = renderRoute('/brand/acme/settings/growth-goals');
    await heading('Content Output');
    await userEvent.click(screen.getByRole('link', { name: 'Next: Define Goal' }));
    await heading('Define Goal');
    expect(router.state.location.pathname).toBe('/brand/acme/settings/define-goal');
  });
});

describe('router: public and extension pages', () => {
  it.each(PUBLIC_PAGES)('%s shows "%s" without sign-in', async (path, title) => {
    const { router } = renderRoute(path);
    expect(await heading(title)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(BEX_PAGES)('%s shows "%s" without sign-in', async (path, title) => {
    renderRoute(path);
    expect(await heading(title)).toBeInTheDocument();
  });

  it('/bex/popup/new-ticket renders inside the popup', async () => {
    renderRoute('/bex/popup/new-ticket');
    expect(await heading('Extension popup')).toBeInTheDocument();
    expect(await heading('New ticket')).toBeInTheDocument();
  });
});

describe('router: everything else', () => {
  it('shows a not-found page with a link home', async () => {
    const { router } = renderRoute('/no/such/page');
    expect(await heading('Page not found')).toBeInTheDocument();
    expect(
      screen.getByText('The page you are looking for does not exist or has been moved.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    await heading('Sign in');
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('scrolls to the top on every navigation', async () => {
    signIn();
    const { router } = renderRoute('/dashboard');
    await heading('Dashboard');
    const scrollTo = window.scrollTo as unknown as { mock: { calls: unknown[] }; mockClear: () => void };
    scrollTo.mockClear();
    await act(() => router.navigate('/tasks'));
    await heading('Tickets');
    expect(scrollTo.mock.calls.length).toBeGreaterThan(0);
    expect(scrollTo.mock.calls.at(-1)).toEqual([0, 0]);
  });
});

describe('main layout', () => {
  it('shows Dashboard and Tasks to members, and a user menu', async () => {
    signIn({ role: 'member' });
    renderRoute('/dashboard');
    await heading('Dashboard');
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', '/tasks');
    expect(within(nav).queryByRole('link', { name: 'Team' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Billing' })).toBeNull();
    expect(screen.getByRole('button', { name: /User menu$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeInTheDocument();
  });

  it('adds Team and Billing for admins', async () => {
    signIn({ role: 'admin' });
    renderRoute('/dashboard');
    await heading('Dashboard');
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/team');
    expect(within(nav).getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
  });

  it('signs out from the user menu', async () => {
    signIn();
    const { router } = renderRoute('/dashboard');
    await heading('Dashboard');
    await userEvent.click(screen.getByRole('button', { name: /User menu$/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await heading('Sign in');
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('shows an empty state on the dashboard when there are no brands', async () => {
    signIn();
    renderRoute('/dashboard');
    await heading('Dashboard');
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No brands yet');
    expect(screen.getByRole('link', { name: 'Add a brand' })).toHaveAttribute('href', '/brand/add');
  });
});
