import { catalogueError } from '@expertos/api-client/api-error';
import type { AssetUses } from '@expertos/domain/assets';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProject } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as calls from '../../api/asset-calls';
import { resetUploadQueue } from '../../hooks/use-uploads';
import * as transport from '../../lib/upload-transport';
import { AssetLibraryPage } from '../../pages/AssetLibraryPage';
import { anAsset, aVersion, BRAND, stubLibraryServer } from '../../test/asset-fixtures';
import { rightsChanges } from './RightsForm';

beforeEach(() => {
  signIn();
  useWorkspaceStore.getState().setProjects([aProject({ uid: 'p1', slug: 'acme', workspace_uid: 'w1' })]);
});
afterEach(() => {
  resetUploadQueue();
  vi.restoreAllMocks();
});

const licensed = anAsset('a1', {
  name: 'beach.jpg',
  rights: {
    owner: 'Ana Photo',
    licence: 'licensed',
    expires_on: '2026-03-31',
    networks: ['instagram'],
    credit: null,
    notes: null,
    pull_policy: 'flag',
    state: 'expiring',
  },
});

const uses: AssetUses = {
  items: [
    {
      ticket_uid: 't1',
      ticket_number: 12,
      summary: 'Summer post',
      kind: 'post_media',
      version_number: 2,
      status: 'approved',
      scheduled_at: '2026-04-02T09:00:00.000Z',
      network: 'instagram',
      since: '2026-03-01T10:00:00.000Z',
    },
  ],
  hidden: 3,
};

const renderAt = (path: string) =>
  renderPageAt(path, [{ path: '/brand/:projectSlug/library', element: <AssetLibraryPage /> }]);
const drawer = () => screen.findByRole('dialog', { name: 'beach.jpg' });

describe('the asset drawer', () => {
  it('opens from a card, and the address names the asset so it can be linked', async () => {
    stubLibraryServer({ assets: [licensed] });
    const { router } = renderAt('/brand/acme/library');
    await setupUser().click(await screen.findByRole('button', { name: 'Open beach.jpg' }));
    expect(await drawer()).toBeInTheDocument();
    expect(router.state.location.search).toBe('?asset=a1');
  });

  it('sends the expiry as a calendar day (YYYY-MM-DD) and only the rights that changed', async () => {
    const server = stubLibraryServer({ assets: [licensed] });
    renderAt('/brand/acme/library?asset=a1');
    const panel = await drawer();
    expect(within(panel).getByText('Expiring')).toBeInTheDocument();
    const user = setupUser();
    await user.click(within(panel).getByRole('button', { name: /Last day it may be used/ }));
    await user.click(within(panel).getByRole('button', { name: '15 March 2026' }));
    await user.click(within(panel).getByRole('button', { name: 'Save rights' }));
    await waitFor(() =>
      expect(server.patch).toHaveBeenCalledWith(BRAND, 'a1', { rights: { expires_on: '2026-03-15' } }),
    );
    const sent = server.patch.mock.calls[0]?.[2].rights?.expires_on;
    expect(sent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await screen.findByText('Rights saved.')).toBeInTheDocument();
  });

  it('renames in place: Enter saves the new name', async () => {
    const server = stubLibraryServer({ assets: [licensed] });
    renderAt('/brand/acme/library?asset=a1');
    const name = within(await drawer()).getByRole('textbox', { name: 'Name' });
    const user = setupUser();
    await user.clear(name);
    await user.type(name, 'beach, final{Enter}');
    await waitFor(() => expect(server.patch).toHaveBeenCalledWith(BRAND, 'a1', { name: 'beach, final' }));
  });

  it('offers "Archive instead" with the uses when deleting an asset in use is refused', async () => {
    signIn({ role: 'admin' });
    const server = stubLibraryServer({ assets: [licensed], uses });
    const remove = vi.spyOn(calls, 'removeAsset').mockRejectedValue(catalogueError('asset_in_use', 409));
    renderAt('/brand/acme/library?asset=a1');
    const panel = await drawer();
    const user = setupUser();
    await user.click(within(panel).getByRole('button', { name: 'Delete for good' }));
    const confirmDialog = await screen.findByRole('dialog', { name: 'Delete “beach.jpg” for good?' });
    await user.click(within(confirmDialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(BRAND, 'a1'));

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('This asset is in use');
    expect(await within(alert).findByRole('link', { name: '#12 Summer post' })).toHaveAttribute(
      'href',
      '/brand/acme/tasks/t1',
    );
    expect(within(alert).getByText('and 3 more you cannot see')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Archive instead' }));
    await waitFor(() => expect(server.patch).toHaveBeenCalledWith(BRAND, 'a1', { archived: true }));
  });

  it('offers deleting for good to brand admins only', async () => {
    stubLibraryServer({ assets: [licensed] });
    renderAt('/brand/acme/library?asset=a1');
    const panel = await drawer();
    expect(within(panel).getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Delete for good' })).toBeNull();
  });

  it('lists where it is used, and how many more uses the viewer may not see', async () => {
    stubLibraryServer({ assets: [licensed], uses });
    renderAt('/brand/acme/library?asset=a1');
    const user = setupUser();
    await user.click(within(await drawer()).getByRole('tab', { name: 'Used in' }));
    const list = await screen.findByRole('list', { name: 'Where it is used' });
    expect(list).toHaveTextContent('#12 Summer post');
    expect(list).toHaveTextContent(/Post media · version 2 · Approved · Instagram · Goes out/);
    expect(screen.getByText('and 3 more you cannot see')).toBeInTheDocument();
  });

  it('restores an older version, and uploads a new one as a version of this asset', async () => {
    const server = stubLibraryServer({ assets: [licensed] });
    server.versions.mockResolvedValue([
      aVersion({ uid: 'a1-v1', number: 2 }),
      aVersion({ uid: 'old', number: 1, preview: 'failed', preview_failure: 'damaged file' }),
    ]);
    const restore = vi.spyOn(calls, 'restoreVersion').mockResolvedValue(licensed);
    const multipart = vi
      .spyOn(transport, 'sendMultipart')
      .mockResolvedValue({ status: 'stored', asset: licensed });
    renderAt('/brand/acme/library?asset=a1');
    const user = setupUser();
    await user.click(within(await drawer()).getByRole('tab', { name: 'Versions' }));
    const list = await screen.findByRole('list', { name: 'Versions' });
    expect(within(list).getByText('In use')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Restore Version 1' }));
    await waitFor(() => expect(restore).toHaveBeenCalledWith(BRAND, 'a1', 'old'));

    const input = (await drawer()).querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'beach-v3.jpg', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(multipart).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'beach-v3.jpg', assetUid: 'a1' }),
        expect.anything(),
      ),
    );
  });

  it('says why there is no preview', async () => {
    stubLibraryServer({
      assets: [
        anAsset('a1', {
          name: 'beach.jpg',
          version: aVersion({ preview: 'failed', preview_failure: 'The file is damaged.' }),
        }),
      ],
    });
    renderAt('/brand/acme/library?asset=a1');
    expect(
      await within(await drawer()).findByText('The preview could not be made: The file is damaged.'),
    ).toBeInTheDocument();
  });
});

describe('rightsChanges', () => {
  it('sends nothing when nothing changed, and empty texts as null', () => {
    const values = {
      owner: 'Ana Photo',
      licence: 'licensed' as const,
      expires_on: '2026-03-31',
      networks: ['instagram' as const],
      credit: '',
      notes: '',
      pull_policy: 'flag' as const,
    };
    expect(rightsChanges(licensed.rights, values)).toEqual({});
    expect(rightsChanges(licensed.rights, { ...values, owner: '  ', networks: [] })).toEqual({
      owner: null,
      networks: null,
    });
  });
});
