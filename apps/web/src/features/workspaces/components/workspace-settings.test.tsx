import { ApiError } from '@expertos/api-client/client';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as workspaceSessionApi from '@/shared/api/workspace-session';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aListItem } from '@/test/fixtures';
import { renderWithProviders, signIn } from '@/test/render';
import * as workspaceSettingsApi from '../api/workspace-settings';
import { WorkspaceSettingsDialog } from './WorkspaceSettingsDialog';

afterEach(() => vi.restoreAllMocks());

beforeEach(() => {
  vi.spyOn(workspaceSessionApi, 'fetchWorkspaces').mockResolvedValue([
    aListItem({ uid: 'w1', name: 'Renamed' }),
  ]);
  vi.spyOn(workspaceSessionApi, 'fetchWorkspace').mockResolvedValue(
    aListItem({ uid: 'w1', name: 'Renamed' }).workspaces,
  );
  vi.spyOn(workspaceSessionApi, 'fetchProjects').mockResolvedValue([]);
  vi.spyOn(workspaceSessionApi, 'fetchMyInvites').mockResolvedValue([]);
});

describe('workspace settings', () => {
  it('renames the workspace and reloads the list', async () => {
    signIn({ role: 'admin' });
    const rename = vi
      .spyOn(workspaceSettingsApi, 'renameWorkspace')
      .mockResolvedValue(aListItem({ uid: 'w1', name: 'Renamed' }).workspaces);
    const onClose = vi.fn();
    renderWithProviders(<WorkspaceSettingsDialog opened onClose={onClose} />);
    const field = await screen.findByRole('textbox', { name: /workspace name/i });
    await userEvent.clear(field);
    await userEvent.type(field, 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(rename).toHaveBeenCalledWith('w1', { name: 'Renamed' });
    expect(useWorkspaceStore.getState().workspaces[0]?.workspaces.name).toBe('Renamed');
  });

  it("shows admins the workspace's storage use against its quota", async () => {
    signIn({ role: 'admin' });
    useWorkspaceStore.setState((state) => ({
      currentWorkspace: {
        ...state.currentWorkspace!,
        storage_used_bytes: 1536 * 1024,
        storage_quota_bytes: 5 * 1024 * 1024 * 1024,
      },
    }));
    renderWithProviders(<WorkspaceSettingsDialog opened onClose={() => {}} />);
    expect(await screen.findByTestId('workspace-storage')).toHaveTextContent('Storage: 1.5 MB of 5 GB used');
  });

  it('asks for a name before sending anything', async () => {
    signIn({ role: 'admin' });
    const rename = vi.spyOn(workspaceSettingsApi, 'renameWorkspace');
    renderWithProviders(<WorkspaceSettingsDialog opened onClose={() => {}} />);
    await userEvent.clear(await screen.findByRole('textbox', { name: /workspace name/i }));
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText(ERROR_CATALOGUE.validation_error.message)).toBeVisible();
    expect(rename).not.toHaveBeenCalled();
  });

  it('offers deletion to the owner only, and shows the server’s reason when refused', async () => {
    signIn({ role: 'admin' });
    vi.spyOn(workspaceSettingsApi, 'deleteWorkspace').mockRejectedValue(
      new ApiError({ status: 409, code: 'workspace_no_delete', message: 'server text' }),
    );
    renderWithProviders(<WorkspaceSettingsDialog opened onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete workspace' }));
    const name = useWorkspaceStore.getState().currentWorkspace?.name ?? '';
    const dialog = await screen.findByRole('dialog', { name: `Delete the workspace ${name}?` });
    const confirmButton = within(dialog).getByRole('button', { name: 'Delete workspace' });
    expect(confirmButton).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: `Type ${name} to confirm` }), name);
    await userEvent.click(confirmButton);
    expect(await screen.findByText(ERROR_CATALOGUE.workspace_no_delete.message)).toBeVisible();
  });

  it('shows a workspace name the owner already uses on the name field', async () => {
    signIn({ role: 'admin' });
    vi.spyOn(workspaceSettingsApi, 'renameWorkspace').mockRejectedValue(
      new ApiError({ status: 409, code: 'workspace_name_taken', message: 'server text' }),
    );
    renderWithProviders(<WorkspaceSettingsDialog opened onClose={() => {}} />);
    const field = await screen.findByRole('textbox', { name: /workspace name/i });
    await userEvent.clear(field);
    await userEvent.type(field, 'Taken');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(ERROR_CATALOGUE.workspace_name_taken.message),
    );
  });

  it('hides deletion from an admin who does not own the workspace', async () => {
    signIn({ role: 'admin' });
    const item = aListItem({ uid: 'w1', owner: 'someone-else' });
    useWorkspaceStore.getState().setCurrentWorkspace(item.workspaces);
    renderWithProviders(<WorkspaceSettingsDialog opened onClose={() => {}} />);
    await screen.findByRole('textbox', { name: /workspace name/i });
    expect(screen.queryByRole('button', { name: 'Delete workspace' })).toBeNull();
  });
});
