import type { PostVersion, VersionDiff } from '@expertos/domain/approvals/versions';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as versionsApi from './api/versions';
import { TicketVersionsSection } from './components/TicketVersionsSection';

/** A post's History on its ticket (docs/product.md#approvals). */

afterEach(() => vi.restoreAllMocks());

const version = (number: number, change: Partial<PostVersion> = {}): PostVersion => ({
  number,
  author: 'Ada Lovelace',
  author_uid: 'm1',
  created_at: '2026-05-04T09:00:00.000Z',
  updated_at: '2026-05-04T09:05:00.000Z',
  marks: [],
  media_count: 1,
  restored_from: null,
  ...change,
});

const diff: VersionDiff = {
  from: 1,
  to: 3,
  fields: [
    {
      field: 'caption',
      channel: null,
      network: null,
      changed: true,
      segments: [
        { kind: 'same', text: 'Our ' },
        { kind: 'removed', text: 'spring' },
        { kind: 'added', text: 'summer' },
        { kind: 'same', text: ' menu' },
      ],
    },
    {
      field: 'summary',
      channel: null,
      network: null,
      changed: false,
      segments: [{ kind: 'same', text: 'Launch' }],
    },
  ],
  media: {
    added: [{ id: 'i2', name: 'new.png', url: null }],
    removed: [{ id: 'i1', name: 'old.png', url: null }],
    moved: [],
    replaced: [],
  },
};

const render = (ticketType: 'post' | 'task' = 'post') =>
  renderWithProviders(
    <TicketVersionsSection
      ticketUid="t1"
      workspaceUid="w1"
      totalSpent={0}
      headingOrder={4}
      ticketType={ticketType}
      ticketUpdated="2026-05-04T10:00:00.000Z"
    />,
  );

describe('the post’s History', () => {
  it('lists its versions, newest first, with who made each and what it was', async () => {
    signIn();
    vi.spyOn(versionsApi, 'fetchVersions').mockResolvedValue({
      items: [
        version(3, { author: 'Grace Hopper', restored_from: 1 }),
        version(2, { marks: ['requested', 'approved'] }),
        version(1, { author: 'Former member', media_count: 0 }),
      ],
      next_cursor: null,
    });
    render();
    const items = await screen.findAllByTestId('post-version');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText(/Version 3/)).toBeInTheDocument();
    expect(within(items[0]!).getByText(/current/)).toBeInTheDocument();
    expect(within(items[0]!).getByText('Restored from version 1')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Grace Hopper/)).toBeInTheDocument();
    // Marks in words, not colour alone.
    expect(within(items[1]!).getByText('Asked for approval')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Approved')).toBeInTheDocument();
    expect(within(items[2]!).getByText(/Former member .* 0 files/)).toBeInTheDocument();
    // The newest is the post as it is: nothing to restore.
    expect(within(items[0]!).queryByRole('button', { name: /Restore/ })).toBeNull();
  });

  it('says so when there is no earlier version', async () => {
    signIn();
    vi.spyOn(versionsApi, 'fetchVersions').mockResolvedValue({ items: [version(1)], next_cursor: null });
    render();
    expect(await screen.findByText('No earlier versions.')).toBeInTheDocument();
  });

  it('shows nothing for a ticket that is not a post', () => {
    signIn();
    const fetch = vi.spyOn(versionsApi, 'fetchVersions');
    render('task');
    expect(screen.queryByTestId('ticket-versions')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says the versions could not be loaded, and tries again', async () => {
    signIn();
    vi.spyOn(versionsApi, 'fetchVersions')
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ items: [version(2), version(1)], next_cursor: null });
    render();
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findAllByTestId('post-version')).toHaveLength(2);
  });

  it('compares two chosen versions, by keyboard: added words inserted, removed ones deleted', async () => {
    signIn();
    vi.spyOn(versionsApi, 'fetchVersions').mockResolvedValue({
      items: [version(3), version(2), version(1)],
      next_cursor: null,
    });
    const fetchDiff = vi.spyOn(versionsApi, 'fetchVersionDiff').mockResolvedValue(diff);
    render();
    const user = setupUser();
    await screen.findAllByTestId('post-version');
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Compare version 3' }));
    screen.getByRole('checkbox', { name: 'Compare version 1' }).focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Compare versions 1 and 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Version 1 → version 3' });
    await waitFor(() => expect(fetchDiff).toHaveBeenCalledWith('t1', 1, 3, expect.anything()));
    expect((await within(dialog).findByText('summer')).tagName).toBe('INS');
    expect(within(dialog).getByText('spring').tagName).toBe('DEL');
    expect(within(dialog).getByText('Unchanged: Title')).toBeInTheDocument();
    // A file deleted since is named, with no image.
    expect(within(dialog).getByText('old.png')).toBeInTheDocument();
    expect(within(dialog).getAllByText(/deleted since/).length).toBeGreaterThan(0);
  });

  it('restores a version once confirmed, and names the files it could not bring back', async () => {
    signIn();
    vi.spyOn(versionsApi, 'fetchVersions').mockResolvedValue({
      items: [version(2), version(1)],
      next_cursor: null,
    });
    const restore = vi.spyOn(versionsApi, 'restoreVersion').mockResolvedValue({
      version: 3,
      skipped: [
        { id: 'i1', name: 'old.png', reason: 'deleted' },
        { id: 'i2', name: 'new.png', reason: 'added_since' },
      ],
    });
    render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore version' }));
    await waitFor(() => expect(restore).toHaveBeenCalledWith('t1', 1));
    expect(await screen.findByText('old.png was deleted since.')).toBeInTheDocument();
    expect(screen.getByText('new.png was added since and stays on the post.')).toBeInTheDocument();
  });

  it('restores nothing when the confirmation is cancelled', async () => {
    signIn();
    vi.spyOn(versionsApi, 'fetchVersions').mockResolvedValue({
      items: [version(2), version(1)],
      next_cursor: null,
    });
    const restore = vi.spyOn(versionsApi, 'restoreVersion');
    render();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    await screen.findByRole('dialog', { name: 'Restore version 1?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(restore).not.toHaveBeenCalled();
  });

  it('shows older versions a page at a time', async () => {
    signIn();
    const fetch = vi
      .spyOn(versionsApi, 'fetchVersions')
      .mockResolvedValueOnce({ items: [version(3), version(2)], next_cursor: '2' })
      .mockResolvedValueOnce({ items: [version(1)], next_cursor: null });
    render();
    await screen.findAllByTestId('post-version');
    await setupUser().click(screen.getByRole('button', { name: 'Show older versions' }));
    await waitFor(() => expect(screen.getAllByTestId('post-version')).toHaveLength(3));
    expect(fetch).toHaveBeenLastCalledWith('t1', '2', expect.anything());
    expect(screen.queryByRole('button', { name: 'Show older versions' })).toBeNull();
  });
});
