import { ApiError } from '@expertos/api-client/client';
import type { TicketAsset } from '@expertos/domain/assets';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as calls from '../../api/asset-calls';
import { anAsset, aVersion, stubLibraryServer } from '../../test/asset-fixtures';
import { TicketLibrarySection } from './TicketLibrarySection';

const used = (asset: ReturnType<typeof anAsset>, change: Partial<TicketAsset> = {}): TicketAsset => ({
  kind: 'reference',
  version_uid: asset.version.uid,
  version_number: asset.version.number,
  version_preview: 'none',
  newer_version: false,
  added_at: '2026-03-02T10:00:00.000Z',
  asset,
  ...change,
});

const renderSection = () =>
  renderPageAt('/tasks/1', [
    {
      path: '/tasks/1',
      element: (
        <TicketLibrarySection
          ticketUid="t1"
          workspaceUid="w1"
          project={{ uid: 'p1', slug: 'acme' }}
          totalSpent={0}
          headingOrder={4}
        />
      ),
    },
  ]);

beforeEach(() => signIn());
afterEach(() => vi.restoreAllMocks());

describe("a ticket's assets from the library", () => {
  it('adds ticked assets as references, an expired one offered with why but not chosen', async () => {
    stubLibraryServer({
      assets: [
        anAsset('a1', { name: 'logo.png' }),
        anAsset('a2', {
          name: 'old.jpg',
          rights: { ...anAsset('x').rights, licence: 'stock', expires_on: '2026-01-31', state: 'expired' },
        }),
      ],
    });
    vi.spyOn(calls, 'fetchTicketAssets').mockResolvedValue({ items: [] });
    const add = vi
      .spyOn(calls, 'addToTicket')
      .mockResolvedValue({ items: [used(anAsset('a1', { name: 'logo.png' }))] });
    renderSection();
    expect(await screen.findByText('No library assets on this ticket yet.')).toBeInTheDocument();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'From library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add from the brand’s library' });
    expect(within(dialog).getByRole('checkbox', { name: /old\.jpg/ })).toBeDisabled();
    expect(within(dialog).getByText(/Its rights ended on/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /logo\.png/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 asset' }));
    expect(add).toHaveBeenCalledWith('t1', { asset_uids: ['a1'], kind: 'reference' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('link', { name: 'logo.png' })).toHaveAttribute(
      'href',
      '/brand/acme/library?asset=a1',
    );
  });

  it('offers the newer version and takes it when asked', async () => {
    const asset = anAsset('a1', { name: 'logo.png', version: aVersion({ uid: 'a1-v2', number: 2 }) });
    vi.spyOn(calls, 'fetchTicketAssets').mockResolvedValue({
      items: [used(asset, { version_uid: 'a1-v1', version_number: 1, newer_version: true })],
    });
    const take = vi
      .spyOn(calls, 'takeNewerOnTicket')
      .mockResolvedValue({ items: [used(asset, { version_uid: 'a1-v2', version_number: 2 })] });
    renderSection();
    expect(await screen.findByText('A newer version exists (version 2)')).toBeInTheDocument();
    expect(screen.getByText('Version 1')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Use it' }));
    expect(take).toHaveBeenCalledWith('t1', 'a1', 'reference');
    expect(await screen.findByText('Version 2')).toBeInTheDocument();
    expect(screen.queryByText(/A newer version exists/)).toBeNull();
  });

  it('says why a refused addition failed, keeping the picker open', async () => {
    stubLibraryServer({ assets: [anAsset('a1', { name: 'logo.png' })] });
    vi.spyOn(calls, 'fetchTicketAssets').mockResolvedValue({ items: [] });
    vi.spyOn(calls, 'addToTicket').mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'asset_rights_expired',
        message: 'x',
        details: [{ path: 'asset_uids', message: 'logo.png: its rights ended on 2026-03-01.' }],
      }),
    );
    renderSection();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'From library' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: /logo\.png/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 asset' }));
    expect(
      await screen.findByText(
        /The change could not be saved: .*rights have ended.* logo\.png: its rights ended on 2026-03-01\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
