import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProject } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import { resetUploadQueue } from '../hooks/use-uploads';
import { AssetLibraryPage } from '../pages/AssetLibraryPage';
import { aFolder, anAsset, BRAND, stubLibraryServer } from '../test/asset-fixtures';

beforeEach(() => {
  signIn();
  useWorkspaceStore.getState().setProjects([aProject({ uid: 'p1', slug: 'acme', workspace_uid: 'w1' })]);
});
afterEach(() => {
  resetUploadQueue();
  vi.restoreAllMocks();
});

const assets = ['a1', 'a2', 'a3', 'a4'].map((uid) => anAsset(uid, { tags: uid === 'a2' ? ['summer'] : [] }));
const renderLibrary = () =>
  renderPageAt('/brand/acme/library', [
    { path: '/brand/:projectSlug/library', element: <AssetLibraryPage /> },
  ]);

async function selectRange(user: ReturnType<typeof userEvent.setup>, first: string, last: string) {
  await user.click(await screen.findByRole('checkbox', { name: `Select ${first}` }));
  await user.keyboard('{Shift>}');
  await user.click(screen.getByRole('checkbox', { name: `Select ${last}` }));
  await user.keyboard('{/Shift}');
}

describe('the bulk bar', () => {
  it('selects a range with shift-click and moves it to a folder in one call', async () => {
    const server = stubLibraryServer({ assets, folders: [aFolder('logos', { name: 'Logos' })] });
    renderLibrary();
    const user = setupUser();
    await selectRange(user, 'a1.png', 'a3.png');
    const bar = screen.getByRole('toolbar', { name: 'Selected assets' });
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select a4.png' })).not.toBeChecked();

    await user.click(within(bar).getByRole('button', { name: 'Move to folder' }));
    const dialog = screen.getByRole('dialog', { name: 'Move 3 assets to' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Destination' }));
    await user.click(within(dialog).getByRole('option', { name: 'Logos' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(server.bulk).toHaveBeenCalledWith(BRAND, {
        asset_uids: ['a1', 'a2', 'a3'],
        folder_uid: 'logos',
      }),
    );
    expect(await screen.findByText('3 assets changed.')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Selected assets' })).toBeNull();
  });

  it('adds and removes tags, and archives', async () => {
    const server = stubLibraryServer({ assets, tags: [{ tag: 'summer', count: 1 }] });
    renderLibrary();
    const user = setupUser();
    await selectRange(user, 'a2.png', 'a3.png');
    const bar = () => screen.getByRole('toolbar', { name: 'Selected assets' });

    await user.click(within(bar()).getByRole('button', { name: 'Add tags' }));
    await user.type(
      within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Tags' }),
      'Launch{Enter}',
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(server.bulk).toHaveBeenLastCalledWith(BRAND, { asset_uids: ['a2', 'a3'], add_tags: ['launch'] }),
    );

    await selectRange(user, 'a2.png', 'a3.png');
    await user.click(within(bar()).getByRole('button', { name: 'Remove tags' }));
    await user.type(
      within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Tags' }),
      'summer{Enter}',
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(server.bulk).toHaveBeenLastCalledWith(BRAND, {
        asset_uids: ['a2', 'a3'],
        remove_tags: ['summer'],
      }),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Select a4.png' }));
    await user.click(within(bar()).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(server.bulk).toHaveBeenLastCalledWith(BRAND, { asset_uids: ['a4'], archived: true }),
    );
  });

  it('is reached from the keyboard: Space selects, Escape clears', async () => {
    stubLibraryServer({ assets });
    renderLibrary();
    const user = setupUser();
    const box = await screen.findByRole('checkbox', { name: 'Select a1.png' });
    box.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('toolbar', { name: 'Selected assets' })).toHaveTextContent('1 selected');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('toolbar', { name: 'Selected assets' })).toBeNull();
  });

  it('shows the server’s refusal and keeps the selection', async () => {
    const server = stubLibraryServer({ assets });
    const { catalogueError } = await import('@expertos/api-client/api-error');
    server.bulk.mockRejectedValue(catalogueError('forbidden', 403));
    renderLibrary();
    const user = setupUser();
    await user.click(await screen.findByRole('checkbox', { name: 'Select a1.png' }));
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(server.bulk).toHaveBeenCalled());
    expect(await screen.findByText(ERROR_CATALOGUE.forbidden.message)).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Selected assets' })).toHaveTextContent('1 selected');
  });
});
