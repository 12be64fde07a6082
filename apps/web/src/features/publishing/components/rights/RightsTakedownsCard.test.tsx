import type { RightsTakedown } from '@expertos/domain/publishing/rights-takedown.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as takedownsApi from '../../api/rights-takedowns';
import { RightsTakedownsCard } from './RightsTakedownsCard';

afterEach(() => vi.restoreAllMocks());

const anItem = (change: Partial<RightsTakedown> = {}): RightsTakedown => ({
  publication_uid: 'p1',
  version: 4,
  ticket_uid: 't1',
  ticket_title: 'Spring launch',
  network: 'mastodon',
  handle: '@acme@social.example',
  remote_url: 'https://social.example/@acme/1',
  published_at: '2030-01-05T09:00:00.000Z',
  asset: { uid: 'a1', name: 'logo.png', last_day: '2030-01-10', reason: 'expired' },
  can_take_down: true,
  task_uid: null,
  ...change,
});

describe('RightsTakedownsCard', () => {
  it('lists the published posts with expired rights, takes one down after asking, and says when a person must', async () => {
    vi.spyOn(takedownsApi, 'fetchRightsTakedowns').mockResolvedValue([
      anItem(),
      anItem({
        publication_uid: 'p2',
        ticket_title: 'Summer teaser',
        network: 'bluesky',
        handle: 'acme.bsky.social',
        can_take_down: false,
        task_uid: 'task-1',
        asset: { uid: 'a2', name: 'banner.png', last_day: null, reason: 'network' },
      }),
    ]);
    const takeDown = vi.spyOn(takedownsApi, 'takeDownPublication').mockResolvedValue([]);
    renderWithProviders(<RightsTakedownsCard projectUid="b1" />);
    const list = await screen.findByRole('list', { name: 'Published posts to take down' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('“logo.png” could be used until 2030-01-10');
    expect(second).toHaveTextContent('“banner.png” may not be posted to this network');
    expect(second).toHaveTextContent('a task was made for it');
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();

    const user = setupUser();
    await user.click(within(first!).getByRole('button', { name: 'Take down “Spring launch” on Mastodon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take this post down from Mastodon?' });
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    await waitFor(() => expect(takeDown).toHaveBeenCalledWith('t1', 'p1', 4));
  });

  it('shows nothing when no published post must come down', async () => {
    const fetch = vi.spyOn(takedownsApi, 'fetchRightsTakedowns').mockResolvedValue([]);
    renderWithProviders(<RightsTakedownsCard projectUid="b1" />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
