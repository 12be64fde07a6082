import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProject } from '@/test/fixtures';
import { renderPageAt, renderRoute, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import { phoneViewport } from '@/test/viewport';
import { stubWorkspaceServer } from '@/test/workspace-server';
import * as calls from '../api/asset-calls';
import { ASSET_VIEW_KEY } from '../components/AssetLibrary';
import { resetUploadQueue } from '../hooks/use-uploads';
import { aFolder, anAsset, BRAND, stubLibraryServer } from '../test/asset-fixtures';
import { AssetLibraryPage } from './AssetLibraryPage';

const acme = aProject({ uid: 'p1', name: 'Acme', slug: 'acme', workspace_uid: 'w1' });

beforeEach(() => {
  signIn();
  useWorkspaceStore.getState().setProjects([acme]);
});
afterEach(() => {
  resetUploadQueue();
  vi.restoreAllMocks();
});

const renderLibrary = (path = '/brand/acme/library') =>
  renderPageAt(path, [{ path: '/brand/:projectSlug/library', element: <AssetLibraryPage /> }]);

describe('/brand/{slug}/library: the asset library', () => {
  it('shows each asset with its rights in words and its version count', async () => {
    stubLibraryServer({
      assets: [
        anAsset('a1', { name: 'logo.png', version_count: 3 }),
        anAsset('a2', {
          name: 'shoot.jpg',
          rights: {
            ...anAsset('x').rights,
            licence: 'licensed',
            expires_on: '2026-03-05',
            state: 'expiring',
          },
        }),
      ],
    });
    renderLibrary();
    const logo = (await screen.findByRole('button', { name: 'Open logo.png' })).closest('li')!;
    expect(within(logo).getByText('Rights OK')).toBeInTheDocument();
    expect(within(logo).getByText('v3')).toBeInTheDocument();
    const shoot = screen.getByRole('button', { name: 'Open shoot.jpg' }).closest('li')!;
    expect(within(shoot).getByText('Expiring')).toBeInTheDocument();
    expect(within(shoot).queryByText(/^v\d/)).toBeNull();
    expect(screen.getByText('Workspace: 1 GB of 10 GB')).toBeInTheDocument();
  });

  it('says how to start when the library is empty', async () => {
    stubLibraryServer();
    renderLibrary();
    expect(await screen.findByText('No assets yet — drop files here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload files' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload folder' })).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    stubLibraryServer();
    const page = vi.spyOn(calls, 'fetchAssetPage').mockRejectedValueOnce(new Error('down'));
    renderLibrary();
    expect(await screen.findByText(/The library could not be loaded/)).toBeInTheDocument();
    page.mockResolvedValue({ items: [anAsset('a1')], next_cursor: null });
    await setupUser().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Open a1.png' })).toBeInTheDocument();
  });

  it('loads the next page with the keyset cursor', async () => {
    const server = stubLibraryServer();
    server.page.mockImplementation(async (_brand, _filter, cursor) =>
      cursor === 'c2'
        ? { items: [anAsset('a2')], next_cursor: null }
        : { items: [anAsset('a1')], next_cursor: 'c2' },
    );
    renderLibrary();
    await setupUser().click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Open a2.png' })).toBeInTheDocument();
    expect(server.page).toHaveBeenLastCalledWith(BRAND, {}, 'c2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('searches once typing pauses, and filters by rights', async () => {
    const server = stubLibraryServer({ assets: [anAsset('a1')] });
    renderLibrary();
    await screen.findByRole('button', { name: 'Open a1.png' });
    const user = setupUser();
    await user.type(screen.getByRole('searchbox', { name: 'Search assets' }), 'logo');
    await waitFor(() => expect(server.page).toHaveBeenLastCalledWith(BRAND, { q: 'logo' }, null));
    expect(server.page.mock.calls.map(([, filter]) => filter.q).filter(Boolean)).toEqual(['logo']);

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('combobox', { name: 'Rights' }));
    await user.click(screen.getByRole('option', { name: 'Expired' }));
    await waitFor(() =>
      expect(server.page).toHaveBeenLastCalledWith(BRAND, { q: 'logo', rights: 'expired' }, null),
    );
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it('warns in words once storage passes warn_at, and shows admins the split by kind', async () => {
    signIn({ role: 'admin' });
    const GB = 1024 ** 3;
    stubLibraryServer({
      storage: {
        used_bytes: 8.5 * GB,
        brand_bytes: 8 * GB,
        quota_bytes: 10 * GB,
        warn_at: 0.8,
        by_kind: [{ kind: 'video', bytes: 8 * GB, count: 4 }],
      },
    });
    renderLibrary();
    expect(await screen.findByText('Storage is almost full.')).toBeInTheDocument();
    expect(screen.getByText('Workspace: 8.5 GB of 10 GB')).toBeInTheDocument();
    expect(screen.getByText('This brand’s library: 8 GB')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Storage' })).toHaveAttribute('aria-valuenow', '85');
    await setupUser().click(screen.getByRole('button', { name: 'By kind' }));
    expect(screen.getByText('Video: 8 GB in 4 files')).toBeInTheDocument();
  });

  it('does not warn below warn_at, nor show the split to a member', async () => {
    stubLibraryServer({
      storage: {
        used_bytes: 1024 ** 3,
        brand_bytes: 1024 ** 2,
        quota_bytes: 10 * 1024 ** 3,
        by_kind: [],
        warn_at: 0.8,
      },
    });
    renderLibrary();
    expect(await screen.findByText('Workspace: 1 GB of 10 GB')).toBeInTheDocument();
    expect(screen.queryByText('Storage is almost full.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'By kind' })).toBeNull();
  });

  it('remembers the grid or list choice in this browser', async () => {
    stubLibraryServer({ assets: [anAsset('a1')] });
    const first = renderLibrary();
    await screen.findByRole('button', { name: 'Open a1.png' });
    expect(screen.queryByRole('table', { name: 'Assets' })).toBeNull();
    await setupUser().click(screen.getByRole('radio', { name: 'List' }));
    expect(await screen.findByRole('table', { name: 'Assets' })).toBeInTheDocument();
    expect(localStorage.getItem(ASSET_VIEW_KEY)).toContain('list');
    first.unmount();

    renderLibrary();
    expect(await screen.findByRole('table', { name: 'Assets' })).toBeInTheDocument();
  });
});

describe('folders', () => {
  const folders = [
    aFolder('shoot', { name: 'Shoot' }),
    aFolder('day1', { name: 'Day 1', parent_uid: 'shoot' }),
    aFolder('logos', { name: 'Logos' }),
  ];

  it('lists the folders nested, and shows a folder’s assets when chosen', async () => {
    const server = stubLibraryServer({ folders });
    renderLibrary();
    const tree = await screen.findByRole('navigation', { name: 'Folders' });
    expect(within(tree).getByRole('button', { name: 'All assets' })).toHaveAttribute('aria-current', 'true');
    expect(within(tree).queryByRole('button', { name: 'Day 1' })).toBeNull();
    const user = setupUser();
    await user.click(within(tree).getByRole('button', { name: 'Show folders inside Shoot' }));
    await user.click(within(tree).getByRole('button', { name: 'Day 1' }));
    await waitFor(() => expect(server.page).toHaveBeenLastCalledWith(BRAND, { folder: 'day1' }, null));
    expect(await screen.findByText('This folder is empty')).toBeInTheDocument();
    await user.click(within(tree).getByRole('button', { name: 'No folder' }));
    await waitFor(() => expect(server.page).toHaveBeenLastCalledWith(BRAND, { folder: 'root' }, null));
  });

  it('creates a folder inside the chosen one', async () => {
    stubLibraryServer({ folders });
    const create = vi.spyOn(calls, 'createFolder').mockResolvedValue(aFolder('new', { name: 'Day 2' }));
    renderLibrary('/brand/acme/library?folder=shoot');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'New folder' }));
    await user.type(screen.getByRole('textbox', { name: 'Folder name' }), 'Day 2');
    await user.click(screen.getByRole('button', { name: 'Create folder' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith(BRAND, { name: 'Day 2', parent_uid: 'shoot' }));
  });

  it('moves a folder by "Move to…", never offering itself or a folder inside it', async () => {
    stubLibraryServer({ folders });
    const patch = vi.spyOn(calls, 'patchFolder').mockResolvedValue(aFolder('shoot'));
    renderLibrary();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Actions for Shoot' }));
    await user.click(screen.getByRole('menuitem', { name: 'Move to…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move “Shoot” to' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Destination' }));
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Top level', 'Logos']);
    await user.click(within(dialog).getByRole('option', { name: 'Logos' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith(BRAND, 'shoot', { parent_uid: 'logos' }));
  });

  it('says why a folder that is not empty cannot be deleted', async () => {
    stubLibraryServer({ folders });
    const { catalogueError } = await import('@expertos/api-client/api-error');
    vi.spyOn(calls, 'removeFolder').mockRejectedValue(catalogueError('asset_folder_not_empty', 409));
    renderLibrary();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Actions for Logos' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete folder' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete folder' }),
    );
    expect(await screen.findByText(/This folder still holds assets or folders/)).toBeInTheDocument();
  });

  it('lets a brand admin open a folder to external collaborators', async () => {
    signIn({ role: 'admin' });
    stubLibraryServer({ folders });
    const patch = vi
      .spyOn(calls, 'patchFolder')
      .mockResolvedValue(aFolder('logos', { open_to_externals: true }));
    renderLibrary('/brand/acme/library?folder=logos');
    await userEvent
      .setup()
      .click(await screen.findByRole('switch', { name: /Open to external collaborators/ }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith(BRAND, 'logos', { open_to_externals: true }));
  });

  it('shows the folders in a drawer above the assets on a phone', async () => {
    phoneViewport();
    stubLibraryServer({ folders, assets: [anAsset('a1')] });
    renderLibrary();
    await screen.findByRole('button', { name: 'Open a1.png' });
    expect(screen.queryByRole('navigation', { name: 'Folders' })).toBeNull();
    await setupUser().click(screen.getByRole('button', { name: 'Folder: All assets' }));
    expect(await screen.findByRole('navigation', { name: 'Folders' })).toBeInTheDocument();
  });
});

describe('an external collaborator', () => {
  beforeEach(() => signIn({ role: 'external' }));

  it('reads the library, and uploads only into a folder opened to them', async () => {
    stubLibraryServer({
      assets: [anAsset('a1')],
      folders: [aFolder('open', { name: 'For the agency', open_to_externals: true }), aFolder('closed')],
    });
    renderLibrary();
    await screen.findByRole('button', { name: 'Open a1.png' });
    expect(screen.queryByRole('button', { name: 'Upload files' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select a1.png' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New folder' })).toBeNull();
    await setupUser().click(screen.getByRole('button', { name: /For the agency/ }));
    expect(await screen.findByRole('button', { name: 'Upload files' })).toBeInTheDocument();
  });
});

describe('the route', () => {
  it('opens on the library, with the brand’s ticket files under "From tasks"', async () => {
    stubWorkspaceServer({ projects: { w1: [acme] } });
    stubLibraryServer({ assets: [anAsset('a1')] });
    const { router } = renderRoute('/brand/acme/library');
    expect(
      await screen.findByRole('button', { name: 'Open a1.png' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await setupUser().click(screen.getByRole('tab', { name: 'From tasks' }));
    expect(await screen.findByRole('searchbox', { name: 'Search the library' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=tasks');
  });
});
