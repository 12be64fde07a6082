import type { Comment } from '@expertos/domain/comment.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as commentsApi from '../../api/comments';
import { ADA, aComment, GRACE } from '../../test/comment-fixtures';
import { ImagePins } from './ImagePins';

const IMAGE = { uid: 'i1', name: 'mood.png', src: 'blob:test/1' };

const pinned = (
  uid: string,
  created: string,
  place: { x: number; y: number; w?: number; h?: number },
  more: Partial<Comment> = {},
) =>
  aComment({
    uid,
    created,
    body: `about ${uid}`,
    anchor: { kind: 'pin', image_uid: 'i1', ...place },
    ...more,
  });

function renderPins(comments: Comment[]) {
  vi.spyOn(commentsApi, 'fetchCommentsAt').mockResolvedValue(comments);
  const created = vi
    .spyOn(commentsApi, 'createComment')
    .mockResolvedValue(pinned('new', '2026-02-01T00:00:00Z', { x: 0, y: 0 }));
  renderWithProviders(<ImagePins ticketUid="t1" image={IMAGE} />);
  return { created, user: setupUser() };
}

/** The image as laid out: 200 × 100 pixels from the page's top left corner. */
function layOut(surface: HTMLElement) {
  vi.spyOn(surface, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    top: 0,
    width: 200,
    height: 100,
    right: 200,
    bottom: 100,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
}

afterEach(() => vi.restoreAllMocks());

describe('ImagePins: placing a pin', { timeout: 20_000 }, () => {
  it('puts a point where the image is clicked, relative to its size', async () => {
    const { created, user } = renderPins([]);
    await screen.findByTestId('image-pins-empty');
    await user.click(screen.getByRole('button', { name: 'Pin a comment' }));
    const surface = screen.getByTestId('pin-surface');
    layOut(surface);
    fireEvent.pointerDown(surface, { clientX: 50, clientY: 25, pointerId: 1 });
    fireEvent.pointerUp(surface, { clientX: 50, clientY: 25, pointerId: 1 });
    const draft = screen.getByTestId('draft-pin');
    expect([draft.style.left, draft.style.top]).toEqual(['25%', '25%']);

    await user.type(screen.getByRole('textbox', { name: 'New pin' }), 'This face');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() =>
      expect(created).toHaveBeenCalledWith('t1', {
        body: 'This face',
        visibility: 'internal',
        anchor: { kind: 'pin', image_uid: 'i1', x: 0.25, y: 0.25 },
      }),
    );
  });

  it('spans a box where the pointer is dragged, whichever way', async () => {
    const { created, user } = renderPins([]);
    await screen.findByTestId('image-pins-empty');
    await user.click(screen.getByRole('button', { name: 'Pin a comment' }));
    const surface = screen.getByTestId('pin-surface');
    layOut(surface);
    fireEvent.pointerDown(surface, { clientX: 100, clientY: 80, pointerId: 1 });
    fireEvent.pointerMove(surface, { clientX: 60, clientY: 40, pointerId: 1 });
    fireEvent.pointerUp(surface, { clientX: 20, clientY: 20, pointerId: 1 });
    await user.type(screen.getByRole('textbox', { name: 'New pin' }), 'This corner');
    await user.click(screen.getByRole('switch', { name: /Visible to the client/ }));
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() =>
      expect(created).toHaveBeenCalledWith('t1', {
        body: 'This corner',
        visibility: 'shared',
        anchor: { kind: 'pin', image_uid: 'i1', x: 0.1, y: 0.2, w: 0.4, h: 0.6 },
      }),
    );
  });

  it('moves the new pin with the arrow keys, starting from the middle', async () => {
    const { created, user } = renderPins([]);
    await screen.findByTestId('image-pins-empty');
    await user.click(screen.getByRole('button', { name: 'Pin a comment' }));
    const draft = screen.getByRole('button', { name: 'New pin' });
    await waitFor(() => expect(draft).toHaveFocus());
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowUp}{/Shift}');
    await user.type(screen.getByRole('textbox', { name: 'New pin' }), 'Here');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() =>
      expect(created).toHaveBeenCalledWith(
        't1',
        expect.objectContaining({
          anchor: { kind: 'pin', image_uid: 'i1', x: 0.52, y: 0.4 },
        }),
      ),
    );
  });
});

describe('ImagePins: the pins', { timeout: 20_000 }, () => {
  it('numbers pins oldest first and focuses a pin’s comment when it is chosen', async () => {
    const { user } = renderPins([
      pinned('newer', '2026-01-02T00:00:00Z', { x: 0.8, y: 0.1, w: 0.1, h: 0.2 }, { author: GRACE }),
      pinned('older', '2026-01-01T00:00:00Z', { x: 0.2, y: 0.6 }, { author: ADA }),
    ]);
    const second = await screen.findByRole('button', { name: 'Pin 2: comment by Grace Hopper' });
    expect([second.style.left, second.style.top]).toEqual(['80%', '10%']);
    expect(screen.getByRole('button', { name: 'Pin 1: comment by Ada Lovelace' })).toHaveTextContent('1');

    const list = screen.getByRole('list', { name: 'Pinned comments' });
    expect(
      within(list)
        .getAllByTestId('pinned-comment')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Pin 1: comment by Ada Lovelace', 'Pin 2: comment by Grace Hopper']);
    await user.click(second);
    const item = within(list).getByRole('listitem', { name: 'Pin 2: comment by Grace Hopper' });
    expect(item).toHaveFocus();
    expect(item).toHaveAttribute('data-active', 'true');
  });

  it('keeps a pin’s number when resolved ones are hidden', async () => {
    const { user } = renderPins([
      pinned('a', '2026-01-01T00:00:00Z', { x: 0.2, y: 0.2 }, { resolved_at: '2026-01-03T00:00:00Z' }),
      pinned('b', '2026-01-02T00:00:00Z', { x: 0.4, y: 0.4 }, { author: GRACE }),
    ]);
    await screen.findByRole('button', { name: 'Pin 2: comment by Grace Hopper' });
    await user.click(screen.getByRole('switch', { name: 'Show resolved' }));
    expect(screen.getAllByTestId('image-pin')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Pin 2: comment by Grace Hopper' })).toBeInTheDocument();
  });
});
