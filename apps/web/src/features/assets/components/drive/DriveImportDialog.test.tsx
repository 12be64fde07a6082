import { ApiError } from '@expertos/api-client/client';
import type { AssetDriveImport } from '@expertos/domain/asset-drive';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProject } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as calls from '../../api/asset-calls';
import * as queries from '../../api/asset-queries';
import { resetUploadQueue } from '../../hooks/use-uploads';
import { AssetLibraryPage } from '../../pages/AssetLibraryPage';
import { aFolder, anAsset, BRAND, stubLibraryServer } from '../../test/asset-fixtures';
import { DriveImportButton } from './DriveImportButton';
import * as consent from './drive-consent';

const FILE = 'https://drive.google.com/file/d/1a2B3c4D5e6F7g8H9i0JkLmNoPqRsTuVw/view';
const FOLDER = 'https://drive.google.com/drive/folders/0B1c2D3e4F5g6H7i8J9k0LmNoPq';

const aJob = (change: Partial<AssetDriveImport> = {}): AssetDriveImport => ({
  uid: 'imp1',
  status: 'running',
  folder_uid: null,
  total: 0,
  done: 0,
  failed: 0,
  failures: [],
  error: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...change,
});

beforeEach(() => {
  signIn();
  useWorkspaceStore.getState().setProjects([aProject({ uid: 'p1', slug: 'acme', workspace_uid: 'w1' })]);
});
afterEach(() => {
  resetUploadQueue();
  vi.restoreAllMocks();
});

const renderButton = () =>
  renderPageAt('/brand/acme/library', [
    { path: '/brand/:projectSlug/library', element: <DriveImportButton brand={BRAND} /> },
  ]);

/** Opens the dialog and pastes the links (one a line) into it. */
async function openWithLinks(text: string) {
  const user = setupUser();
  await user.click(screen.getByRole('button', { name: 'Import from Google Drive' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import from Google Drive' });
  await user.click(within(dialog).getByRole('textbox', { name: 'Drive links' }));
  await user.paste(text);
  return { user, dialog };
}

describe('import from Google Drive', () => {
  it('names a line that is not a Drive link before sending anything', async () => {
    stubLibraryServer();
    const start = vi.spyOn(calls, 'importFromDrive');
    renderButton();
    const { user, dialog } = await openWithLinks(`${FILE}\nhttps://example.com/file/d/abc/view\n${FOLDER}`);
    await user.click(within(dialog).getByRole('button', { name: 'Start import' }));
    expect(within(dialog).getByText('Line 2 is not a Google Drive link.')).toBeInTheDocument();
    expect(start).not.toHaveBeenCalled();
  });

  it('names the lines the server refused, counting past blank lines', async () => {
    stubLibraryServer();
    const start = vi.spyOn(calls, 'importFromDrive').mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'drive_link_invalid',
        message: 'x',
        details: [{ path: 'links.1', message: 'Not a Google Drive link' }],
      }),
    );
    renderButton();
    const { user, dialog } = await openWithLinks(`${FILE}\n\n${FOLDER}`);
    await user.click(within(dialog).getByRole('button', { name: 'Start import' }));
    expect(await within(dialog).findByText('Line 3 is not a Google Drive link.')).toBeInTheDocument();
    expect(start).toHaveBeenCalledWith(BRAND, { links: [FILE, FOLDER], folder_uid: null });
  });

  it('shows a started import going, then done, and has the library load again', async () => {
    stubLibraryServer({ folders: [aFolder('f1', { name: 'Shoot' })] });
    const changed = vi.spyOn(queries, 'assetsChanged');
    const start = vi
      .spyOn(calls, 'importFromDrive')
      .mockResolvedValue(
        aJob({ total: 40, done: 11, failed: 1, failures: [{ name: 'old.psd', reason: 'Too large' }] }),
      );
    // The first poll answers when the test says, so the progress can be read before it.
    let answer!: (job: AssetDriveImport) => void;
    const poll = vi
      .spyOn(calls, 'fetchDriveImport')
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderButton();
    const { user, dialog } = await openWithLinks(FOLDER);
    await user.click(within(dialog).getByRole('combobox', { name: 'Into folder' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Shoot' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start import' }));

    expect(await within(dialog).findByText('12 of 40 files')).toBeInTheDocument();
    expect(start).toHaveBeenCalledWith(BRAND, { links: [FOLDER], folder_uid: 'f1' });
    expect(within(dialog).getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(within(dialog).getByText('11 imported · 1 failed')).toBeInTheDocument();
    expect(within(dialog).getByText('old.psd — Too large')).toBeInTheDocument();
    expect(within(dialog).getByText(/the import goes on in the background/)).toBeInTheDocument();
    expect(changed).not.toHaveBeenCalled();

    await waitFor(() => expect(poll).toHaveBeenCalledWith(BRAND, 'imp1'));
    answer(
      aJob({
        status: 'done',
        total: 40,
        done: 39,
        failed: 1,
        failures: [{ name: 'old.psd', reason: 'Too large' }],
      }),
    );
    expect(
      await within(dialog).findByText('Done: 39 files added. The library shows them now.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('40 of 40 files')).toBeInTheDocument();
    expect(changed).toHaveBeenCalledTimes(1);
    expect(changed.mock.calls[0]?.[1]).toEqual(BRAND);
  });

  it('explains a missing Drive access and starts Google’s consent', async () => {
    stubLibraryServer();
    vi.spyOn(calls, 'importFromDrive').mockRejectedValue(
      new ApiError({
        status: 409,
        code: 'drive_not_connected',
        message: 'x',
        body: {
          code: 'drive_not_connected',
          message: 'x',
          missing: 'scope',
          connect: '/api/me/google-calendar/connect?with=drive',
        },
      }),
    );
    const consentUrl = vi
      .spyOn(calls, 'driveConsentUrl')
      .mockResolvedValue('https://accounts.google.com/o/oauth2/v2/auth?x=1');
    const go = vi.spyOn(consent, 'openDriveConsent').mockImplementation(() => undefined);
    renderButton();
    const { user, dialog } = await openWithLinks(FILE);
    await user.click(within(dialog).getByRole('button', { name: 'Start import' }));
    expect(await within(dialog).findByText('Google Drive is not connected yet')).toBeInTheDocument();
    expect(within(dialog).getByText(/Drive access has not been granted yet/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Connect Google Drive' }));
    expect(consentUrl).toHaveBeenCalledWith('/api/me/google-calendar/connect?with=drive');
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?x=1'));
  });

  it("offers the brand's raw and final Drive folders as links to add, each once", async () => {
    stubLibraryServer();
    const importing = vi.spyOn(calls, 'importFromDrive').mockResolvedValue(aJob({ total: 2 }));
    vi.spyOn(calls, 'fetchDriveImport').mockImplementation(() => new Promise(() => undefined));
    const raw = 'https://drive.google.com/drive/folders/1RawRawRawRawRawRawRawRawRawRaw';
    renderPageAt('/brand/acme/library', [
      {
        path: '/brand/:projectSlug/library',
        element: (
          <DriveImportButton brand={BRAND} driveFolders={{ raw_folder_url: raw, final_folder_url: null }} />
        ),
      },
    ]);
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Import from Google Drive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import from Google Drive' });
    const folders = within(dialog).getByRole('group', { name: "The brand's Drive folders" });
    // Only the folder the brand has is offered.
    expect(within(folders).getAllByRole('button')).toHaveLength(1);
    const addRaw = within(folders).getByRole('button', { name: 'Add the raw footage folder' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Drive links' }), FILE);
    await user.click(addRaw);
    expect(within(dialog).getByRole('textbox', { name: 'Drive links' })).toHaveValue(`${FILE}\n${raw}`);
    expect(addRaw).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Start import' }));
    expect(importing).toHaveBeenCalledWith(BRAND, { links: [FILE, raw], folder_uid: null });
  });

  it('says plainly when the server has no Google app, offering nothing to connect', async () => {
    stubLibraryServer();
    vi.spyOn(calls, 'importFromDrive').mockRejectedValue(
      new ApiError({
        status: 409,
        code: 'drive_not_connected',
        message: 'x',
        body: { code: 'drive_not_connected', message: 'x', missing: 'app', connect: '/api/me/google' },
      }),
    );
    renderButton();
    const { user, dialog } = await openWithLinks(FILE);
    await user.click(within(dialog).getByRole('button', { name: 'Start import' }));
    expect(
      await within(dialog).findByText('Google Drive is not available on this server'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/download the files and upload them here/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Connect Google Drive' })).toBeNull();
  });

  it('says the import goes on when Escape closes the dialog', async () => {
    stubLibraryServer();
    vi.spyOn(calls, 'importFromDrive').mockResolvedValue(aJob({ total: 4, done: 1 }));
    vi.spyOn(calls, 'fetchDriveImport').mockImplementation(() => new Promise(() => undefined));
    renderButton();
    const { user, dialog } = await openWithLinks(FILE);
    await user.click(within(dialog).getByRole('button', { name: 'Start import' }));
    expect(await within(dialog).findByText('1 of 4 files')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText(
        'The Drive import goes on in the background; the library updates when it is done.',
      ),
    ).toBeInTheDocument();
  });
});

describe('Google Drive in the library', () => {
  const renderLibrary = (path = '/brand/acme/library') =>
    renderPageAt(path, [{ path: '/brand/:projectSlug/library', element: <AssetLibraryPage /> }]);

  it('offers the import in the toolbar to members, not to externals', async () => {
    stubLibraryServer();
    const view = renderLibrary();
    expect(await screen.findByRole('button', { name: 'Import from Google Drive' })).toBeInTheDocument();
    view.unmount();
    signIn({ role: 'external' });
    renderLibrary();
    expect(await screen.findByText('No assets yet — drop files here')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import from Google Drive' })).toBeNull();
  });

  it('checks Drive from the drawer of an asset that came from there', async () => {
    const fromDrive = anAsset('a1', { name: 'deck.pdf', source: 'drive' });
    stubLibraryServer({ assets: [fromDrive, anAsset('a2')] });
    const check = vi
      .spyOn(calls, 'checkDriveFile')
      .mockResolvedValueOnce({ changed: true, asset: { ...fromDrive, version_count: 2 } })
      .mockResolvedValueOnce({ changed: false, asset: { ...fromDrive, version_count: 2 } });
    renderLibrary('/brand/acme/library?asset=a1');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Check Drive' }));
    expect(check).toHaveBeenCalledWith(BRAND, 'a1');
    expect(await screen.findByText('A new version was added from Drive')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check Drive' }));
    expect(await screen.findByText('Drive has no newer file')).toBeInTheDocument();
  });

  it('offers no Drive check for an uploaded asset', async () => {
    stubLibraryServer({ assets: [anAsset('a1', { name: 'logo.png' })] });
    renderLibrary('/brand/acme/library?asset=a1');
    expect(await screen.findByRole('button', { name: 'Download original' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check Drive' })).toBeNull();
  });
});
