import type { Comment } from '@expertos/domain/comment.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as commentsApi from '../../api/comments';
import { ADA, aComment, GRACE } from '../../test/comment-fixtures';
import { RecordingComments } from './RecordingComments';

const at = (uid: string, start_ms: number, more: Partial<Comment> = {}) =>
  aComment({ uid, body: `note ${uid}`, anchor: { kind: 'time', video_uid: 'v1', start_ms }, ...more });

function renderSection(comments: Comment[], nowMs = 12_000) {
  vi.spyOn(commentsApi, 'fetchCommentsAt').mockResolvedValue(comments);
  const player = { currentMs: vi.fn(() => nowMs), seek: vi.fn() };
  renderWithProviders(
    <RecordingComments ticketUid="t1" videoUid="v1" durationMs={120_000} player={player} headingOrder={2} />,
  );
  return { player, user: setupUser() };
}

const timeline = () => screen.getByRole('group', { name: 'Comments along the recording' });

afterEach(() => vi.restoreAllMocks());

describe('RecordingComments: the timeline', { timeout: 20_000 }, () => {
  it('puts a marker at each moment along the recording; a click seeks there', async () => {
    const { player, user } = renderSection([
      at('late', 90_000, { author: GRACE }),
      at('early', 42_000, { author: ADA }),
      at('range', 60_000, { anchor: { kind: 'time', video_uid: 'v1', start_ms: 60_000, end_ms: 75_000 } }),
    ]);
    const marker = await within(timeline()).findByRole('button', { name: 'Comment at 0:42' });
    // Placed by its share of the recording's length: 42 s of 120 s.
    expect(marker.style.left).toBe('35%');
    expect(within(timeline()).getByRole('button', { name: 'Comment from 1:00 to 1:15' })).toBeInTheDocument();

    await user.click(marker);
    expect(player.seek).toHaveBeenCalledWith(42_000);
    expect(marker).toHaveAttribute('aria-current', 'true');

    // The list follows the recording, and each row's moment seeks too.
    const rows = screen.getAllByTestId('recording-comment');
    expect(rows.map((row) => within(row).getByTestId('comment-body').textContent)).toEqual([
      'note early',
      'note range',
      'note late',
    ]);
    expect(rows[0]).toHaveAttribute('data-active', 'true');
    await user.click(within(rows[2]!).getByRole('button', { name: 'Play from 1:30' }));
    expect(player.seek).toHaveBeenLastCalledWith(90_000);
  });

  it('reaches the markers with the keyboard, in the order of the recording', async () => {
    const { player, user } = renderSection([at('b', 30_000), at('a', 5_000)]);
    await within(timeline()).findByRole('button', { name: 'Comment at 0:05' });
    const markers = within(timeline()).getAllByRole('button');
    expect(markers.map((m) => m.getAttribute('aria-label'))).toEqual(['Comment at 0:05', 'Comment at 0:30']);
    markers[1]!.focus();
    await user.keyboard('{Enter}');
    expect(player.seek).toHaveBeenCalledWith(30_000);
  });

  it('dims resolved comments, and hides them when asked', async () => {
    const { user } = renderSection([
      at('open', 5_000),
      at('done', 30_000, { resolved_at: '2026-01-02T00:00:00Z', resolved_by: GRACE }),
    ]);
    const done = await within(timeline()).findByRole('button', { name: 'Comment at 0:30' });
    expect(done.style.opacity).toBe('0.6');
    expect(screen.getByText('Resolved by Grace Hopper')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show resolved' }));
    expect(within(timeline()).queryByRole('button', { name: 'Comment at 0:30' })).toBeNull();
    expect(screen.getAllByTestId('recording-comment')).toHaveLength(1);
  });

  it('says so when there are no comments yet', async () => {
    renderSection([]);
    expect(await screen.findByTestId('recording-comments-empty')).toBeInTheDocument();
  });
});

describe('RecordingComments: writing at a moment', { timeout: 20_000 }, () => {
  it('comments at the current moment, shared with the client when asked', async () => {
    const created = vi.spyOn(commentsApi, 'createComment').mockResolvedValue(at('new', 12_000));
    const { user } = renderSection([], 12_000);
    await screen.findByTestId('recording-comments-empty');
    await user.click(screen.getByRole('button', { name: 'Comment at the current moment' }));
    const text = screen.getByRole('textbox', { name: 'Comment at 0:12' });
    expect(text).toHaveFocus();
    await user.type(text, 'Logo too small');
    await user.click(screen.getByRole('switch', { name: /Visible to the client/ }));
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() =>
      expect(created).toHaveBeenCalledWith('t1', {
        body: 'Logo too small',
        visibility: 'shared',
        anchor: { kind: 'time', video_uid: 'v1', start_ms: 12_000 },
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('anchor-composer')).toBeNull());
  });

  it('comments on a range, and will not send one that ends before it starts', async () => {
    const created = vi.spyOn(commentsApi, 'createComment').mockResolvedValue(at('new', 12_000));
    vi.spyOn(commentsApi, 'fetchCommentsAt').mockResolvedValue([]);
    const player = { currentMs: vi.fn(() => 12_000), seek: vi.fn() };
    const user = setupUser();
    renderWithProviders(
      <RecordingComments
        ticketUid="t1"
        videoUid="v1"
        durationMs={120_000}
        player={player}
        headingOrder={2}
      />,
    );
    await screen.findByTestId('recording-comments-empty');
    await user.click(screen.getByRole('button', { name: 'Comment at the current moment' }));
    player.currentMs.mockReturnValue(5_000);
    await user.click(screen.getByRole('button', { name: 'End at current time' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The end must come after the start.');
    player.currentMs.mockReturnValue(20_000);
    await user.click(screen.getByRole('button', { name: 'End at current time' }));
    await user.type(screen.getByRole('textbox', { name: 'Comment from 0:12 to 0:20' }), 'Cut this');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() =>
      expect(created).toHaveBeenCalledWith('t1', {
        body: 'Cut this',
        visibility: 'internal',
        anchor: { kind: 'time', video_uid: 'v1', start_ms: 12_000, end_ms: 20_000 },
      }),
    );
  });
});
