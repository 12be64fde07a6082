import { ApiError } from '@expertos/api-client/client';
import { INDUSTRY_NAMES } from '@expertos/domain/industries';
import { MESSAGES } from '@expertos/domain/messages';
import type { WorkspaceListItem } from '@expertos/domain/workspace.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/shared/stores/settings-store';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aListItem } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import { stubWorkspaceServer } from '@/test/workspace-server';
import * as createWorkspaceApi from '../api/create-workspace';
import { OnboardingPage } from './OnboardingPage';

afterEach(() => vi.restoreAllMocks());

const renderOnboarding = () =>
  renderPageAt('/onboarding', [{ path: '/onboarding', element: <OnboardingPage /> }]);

describe('/onboarding', () => {
  it('asks someone signed out for an account first, coming back here', async () => {
    renderOnboarding();
    expect(await screen.findByText('Create your account first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fonboarding',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Fonboarding',
    );
  });

  it('needs a name, and offers the 26 industries', async () => {
    signIn({ withWorkspace: false });
    const create = vi.spyOn(createWorkspaceApi, 'createWorkspace');
    renderOnboarding();
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.incompleteData);
    expect(create).not.toHaveBeenCalled();
    await u.click(screen.getByRole('combobox', { name: 'Industry' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([...INDUSTRY_NAMES]);
  });

  it('creates the workspace, makes it current (owner and admin), then offers the first brand and the extension steps', async () => {
    signIn({ withWorkspace: false });
    const item = aListItem({ uid: 'w5', name: 'Acme Studio', industry: 'Fashion' }, { role: 'admin' });
    const create = vi.spyOn(createWorkspaceApi, 'createWorkspace').mockImplementation(async () => {
      workspaces.push(item);
      return item.workspaces;
    });
    // No workspace until the form creates one.
    const workspaces: WorkspaceListItem[] = [];
    stubWorkspaceServer({ workspaces });
    renderOnboarding();
    const u = setupUser();

    await u.type(screen.getByRole('textbox', { name: /Workspace name/ }), ' Acme Studio ');
    await u.click(screen.getByRole('combobox', { name: 'Industry' }));
    await u.click(screen.getByRole('option', { name: 'Fashion' }));
    await u.click(screen.getByRole('button', { name: 'Create workspace' }));

    expect(await screen.findByText('Workspace Acme Studio was created.')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({ name: 'Acme Studio', industry: 'Fashion' });
    await waitFor(() => expect(useWorkspaceStore.getState().currentWorkspace?.uid).toBe('w5'));
    expect(useWorkspaceStore.getState().currentMemberRole).toBe('admin');
    expect(useSettingsStore.getState().currentWorkspaceId).toBe('w5');

    expect(screen.getByRole('link', { name: 'Add your first brand' })).toHaveAttribute('href', '/brand/add');
    const extension = screen.getByRole('region', { name: 'Install the browser extension' });
    expect(extension).toHaveTextContent('The browser extension is not available yet.');
    expect(within(extension).getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Continue to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('continues to the page first asked for', async () => {
    signIn({ withWorkspace: false });
    const item = aListItem({ uid: 'w5', name: 'Acme Studio' });
    const workspaces: WorkspaceListItem[] = [];
    vi.spyOn(createWorkspaceApi, 'createWorkspace').mockImplementation(async () => {
      workspaces.push(item);
      return item.workspaces;
    });
    stubWorkspaceServer({ workspaces });
    renderPageAt('/onboarding?redirect=%2Ftasks%3FviewMode%3Dkanban', [
      { path: '/onboarding', element: <OnboardingPage /> },
    ]);
    const u = setupUser();
    await u.type(screen.getByRole('textbox', { name: /Workspace name/ }), 'Acme Studio');
    await u.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/tasks?viewMode=kanban',
    );
  });

  it('shows why the workspace could not be created', async () => {
    signIn({ withWorkspace: false });
    vi.spyOn(createWorkspaceApi, 'createWorkspace').mockRejectedValue(
      new ApiError({ status: 500, code: 'internal_error', message: 'SQL exploded' }),
    );
    renderOnboarding();
    const u = setupUser();
    await u.type(screen.getByRole('textbox', { name: /Workspace name/ }), 'Acme');
    await u.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our end. Please try again later.',
    );
  });

  it('offers someone who already has a workspace to continue to it, not a second one by accident', async () => {
    signIn();
    const create = vi.spyOn(createWorkspaceApi, 'createWorkspace');
    const { router } = renderOnboarding();
    const u = setupUser();
    expect(await screen.findByRole('heading', { name: 'You already have a workspace' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Workspace name/ })).not.toBeInTheDocument();
    await u.click(
      screen.getByRole('button', {
        name: `Open ${useWorkspaceStore.getState().workspaces[0]?.workspaces.name}`,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(create).not.toHaveBeenCalled();
  });

  it('still lets them create another workspace deliberately', async () => {
    signIn();
    renderOnboarding();
    const u = setupUser();
    await u.click(await screen.findByRole('button', { name: 'Create another workspace' }));
    expect(screen.getByRole('textbox', { name: /Workspace name/ })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Back to my workspaces' }));
    expect(screen.getByRole('heading', { name: 'You already have a workspace' })).toBeInTheDocument();
  });

  it('says on the name field that the user already has a workspace of that name', async () => {
    signIn({ withWorkspace: false });
    vi.spyOn(createWorkspaceApi, 'createWorkspace').mockRejectedValue(
      new ApiError({
        status: 409,
        code: 'workspace_name_taken',
        message: 'You already have a workspace with this name. Please choose another name.',
      }),
    );
    renderOnboarding();
    const u = setupUser();
    await u.type(screen.getByRole('textbox', { name: /Workspace name/ }), 'Acme');
    await u.click(screen.getByRole('button', { name: 'Create workspace' }));
    const field = screen.getByRole('textbox', { name: /Workspace name/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/already have a workspace with this name/));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
