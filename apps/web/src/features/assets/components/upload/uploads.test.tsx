import { catalogueError } from '@expertos/api-client/api-error';
import { ASSET_RESUMABLE_FROM_BYTES, type AssetUploadResult } from '@expertos/domain/assets';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
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
import { aFolder, anAsset, BRAND, stubLibraryServer } from '../../test/asset-fixtures';

beforeEach(() => {
  signIn();
  useWorkspaceStore.getState().setProjects([aProject({ uid: 'p1', slug: 'acme', workspace_uid: 'w1' })]);
});
afterEach(() => {
  resetUploadQueue();
  vi.restoreAllMocks();
});

const renderLibrary = (path = '/brand/acme/library') =>
  renderPageAt(path, [{ path: '/brand/:projectSlug/library', element: <AssetLibraryPage /> }]);

function sized(name: string, size: number): File {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const queuePanel = () => screen.getByRole('region', { name: 'Uploads' });

describe('uploading', () => {
  it('asks what to do with a duplicate, and sends the choice to resolve', async () => {
    const server = stubLibraryServer({ assets: [anAsset('a1', { name: 'logo.png' })] });
    const multipart = vi.spyOn(transport, 'sendMultipart').mockResolvedValue({
      status: 'duplicate',
      upload_uid: 'up1',
      existing: anAsset('a1', { name: 'logo.png' }),
    });
    const resolve = vi
      .spyOn(calls, 'resolveDuplicate')
      .mockResolvedValue({ status: 'stored', asset: anAsset('a1', { version_count: 2 }) });
    renderLibrary('/brand/acme/library?folder=logos');
    const user = setupUser();
    await screen.findByRole('button', { name: 'Upload files' });
    await user.upload(screen.getByTestId('asset-files-input'), sized('logo copy.png', 100));

    const choice = await screen.findByRole('group', { name: 'Already in the library as logo.png' });
    expect(multipart).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'logo copy.png', folderUid: 'logos', assetUid: null, brand: BRAND }),
      expect.anything(),
    );
    expect(within(choice).getByRole('button', { name: 'Keep both' })).toBeInTheDocument();
    expect(within(choice).getByRole('button', { name: 'Use the existing one' })).toBeInTheDocument();
    const calledBefore = server.page.mock.calls.length;
    await user.click(within(choice).getByRole('button', { name: 'Add as a new version' }));
    await waitFor(() => expect(resolve).toHaveBeenCalledWith(BRAND, 'up1', 'add_version'));
    expect(await within(queuePanel()).findByText(/Uploaded/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Already in the library/ })).toBeNull();
    // The stored asset refreshes the library.
    await waitFor(() => expect(server.page.mock.calls.length).toBeGreaterThan(calledBefore));
  });

  it('sends small files as multipart and large ones by tus, three at a time', async () => {
    stubLibraryServer();
    const open: (() => void)[] = [];
    let inFlight = 0;
    let most = 0;
    const send = (uid: string) => () =>
      new Promise<AssetUploadResult>((resolve) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        open.push(() => {
          inFlight -= 1;
          resolve({ status: 'stored', asset: anAsset(uid) });
        });
      });
    const multipart = vi.spyOn(transport, 'sendMultipart').mockImplementation(send('m'));
    const tus = vi.spyOn(transport, 'sendTus').mockImplementation(send('t'));
    renderLibrary();
    const user = setupUser();
    await screen.findByRole('button', { name: 'Upload files' });
    await user.upload(screen.getByTestId('asset-files-input'), [
      sized('a.png', 10),
      sized('b.png', ASSET_RESUMABLE_FROM_BYTES),
      sized('c.mp4', ASSET_RESUMABLE_FROM_BYTES + 1),
      sized('d.png', 10),
      sized('e.mp4', ASSET_RESUMABLE_FROM_BYTES * 3),
    ]);
    await waitFor(() => expect(inFlight).toBe(3));
    expect(within(queuePanel()).getAllByText(/Waiting/)).toHaveLength(2);
    const started = () => multipart.mock.calls.length + tus.mock.calls.length;
    for (let released = 1; released <= 5; released++) {
      open.shift()!();
      // Each file that ends lets the next waiting one start, never a fourth at once.
      await waitFor(() => expect(started()).toBe(Math.min(5, released + 3)));
      expect(inFlight).toBeLessThanOrEqual(3);
    }
    await waitFor(() => expect(within(queuePanel()).getAllByText(/Uploaded/)).toHaveLength(5));
    expect(most).toBe(3);
    expect(multipart.mock.calls.map(([item]) => item.name)).toEqual(['a.png', 'b.png', 'd.png']);
    expect(tus.mock.calls.map(([item]) => item.name)).toEqual(['c.mp4', 'e.mp4']);
    expect(within(queuePanel()).getByText(/5 of 5 files · 100%/)).toBeInTheDocument();
  });

  it("shows the server's refusal on the file's row, and retries that file", async () => {
    stubLibraryServer();
    const multipart = vi
      .spyOn(transport, 'sendMultipart')
      .mockRejectedValueOnce(catalogueError('storage_quota_exceeded', 413))
      .mockResolvedValueOnce({ status: 'stored', asset: anAsset('a1') });
    renderLibrary();
    const user = setupUser();
    await screen.findByRole('button', { name: 'Upload files' });
    await user.upload(screen.getByTestId('asset-files-input'), sized('a.png', 10));
    expect(
      await within(queuePanel()).findByText(ERROR_CATALOGUE.storage_quota_exceeded.message),
    ).toBeInTheDocument();
    await user.click(within(queuePanel()).getByRole('button', { name: 'Retry a.png' }));
    expect(await within(queuePanel()).findByText(/Uploaded/)).toBeInTheDocument();
    expect(multipart).toHaveBeenCalledTimes(2);
  });

  it('cancels a file on its row', async () => {
    stubLibraryServer();
    vi.spyOn(transport, 'sendMultipart').mockImplementation(
      (_item, { signal }) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('stop', 'AbortError'))),
        ),
    );
    renderLibrary();
    const user = setupUser();
    await screen.findByRole('button', { name: 'Upload files' });
    await user.upload(screen.getByTestId('asset-files-input'), sized('a.png', 10));
    await user.click(await within(queuePanel()).findByRole('button', { name: 'Cancel a.png' }));
    expect(await within(queuePanel()).findByText(/Cancelled/)).toBeInTheDocument();
    expect(within(queuePanel()).getByRole('button', { name: 'Retry a.png' })).toBeInTheDocument();
  });

  it('keeps the paths of a dropped folder as the names', async () => {
    stubLibraryServer({ folders: [aFolder('logos', { name: 'Logos' })] });
    const multipart = vi
      .spyOn(transport, 'sendMultipart')
      .mockResolvedValue({ status: 'stored', asset: anAsset('a1') });
    renderLibrary('/brand/acme/library?folder=logos');
    await screen.findByRole('button', { name: 'Upload files' });
    const entry = {
      isFile: true,
      isDirectory: false,
      name: 'a.jpg',
      fullPath: '/shoot/a.jpg',
      file: (done: (f: File) => void) => done(sized('a.jpg', 5)),
    };
    const folder = {
      isFile: false,
      isDirectory: true,
      name: 'shoot',
      fullPath: '/shoot',
      createReader: () => {
        let read = false;
        return {
          readEntries: (done: (e: unknown[]) => void) => {
            done(read ? [] : [entry]);
            read = true;
          },
        };
      },
    };
    const { fireEvent } = await import('@testing-library/react');
    const dataTransfer = {
      types: ['Files'],
      items: [{ kind: 'file', webkitGetAsEntry: () => folder, getAsFile: () => null }],
      files: [],
      dropEffect: 'none',
    };
    const zone = screen.getByTestId('asset-dropzone');
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(await screen.findByText('Drop files or folders to upload them into Logos')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer });
    await waitFor(() =>
      expect(multipart).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'shoot/a.jpg', folderUid: 'logos' }),
        expect.anything(),
      ),
    );
  });
});
