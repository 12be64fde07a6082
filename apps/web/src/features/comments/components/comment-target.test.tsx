import { COMMENT_SEEK_MAX_PAGES } from '@expertos/domain/ticket-address';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import * as commentsApi from '../api/comments';
import * as mentionPeopleApi from '../api/mention-people';
import { aComment, aPage, PEOPLE } from '../test/comment-fixtures';
import { CommentsSection } from './CommentsSection';

/** Pages of two comments each, newest first as the server answers: page 0 is the newest. */
function serveHistory(pages: number) {
  const body = (page: number, index: number) => `p${page}-${index}`;
  return vi.spyOn(commentsApi, 'fetchComments').mockImplementation(async (_ticket, cursor) => {
    const page = cursor ? Number(cursor) : 0;
    const items = [1, 0].map((index) => aComment({ uid: body(page, index), body: body(page, index) }));
    return aPage(items, page + 1 < pages ? String(page + 1) : null);
  });
}

const renderAt = (commentUid: string) =>
  renderWithProviders(
    <CommentsSection
      ticketUid="t1"
      workspaceUid="w1"
      totalSpent={0}
      headingOrder={4}
      commentUid={commentUid}
    />,
  );

const marked = () => document.querySelectorAll('[data-comment-uid][data-highlighted]');

beforeEach(() => {
  vi.spyOn(mentionPeopleApi, 'fetchMentionPeople').mockResolvedValue(PEOPLE);
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('CommentsSection opened at a comment (a notification)', { timeout: 40_000 }, () => {
  it('loads older pages until the comment is there, then scrolls to it, focuses and marks it', async () => {
    const list = serveHistory(4);
    renderAt('p2-0');
    const target = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>('[data-comment-uid="p2-0"]');
        expect(found).not.toBeNull();
        return found!;
      },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(target).toHaveFocus());
    expect(target).toHaveAttribute('data-highlighted', 'true');
    expect(marked()).toHaveLength(1);
    expect(target.scrollIntoView).toHaveBeenCalled();
    // Said, not only shown.
    expect(screen.getByText('Showing the comment this notification is about')).toBeInTheDocument();
    // Pages 0, 1 and 2: no page beyond the one holding the comment.
    expect(list).toHaveBeenCalledTimes(3);
  });

  it('unmarks it after a while, leaving the focus where it is', async () => {
    serveHistory(1);
    renderAt('p0-1');
    await waitFor(() => expect(marked()).toHaveLength(1));
    await waitFor(() => expect(marked()).toHaveLength(0), { timeout: 6000 });
    expect(document.querySelector('[data-comment-uid="p0-1"]')).toHaveFocus();
  });

  it('stops after a bounded number of pages and says the comment is no longer here', async () => {
    const list = serveHistory(COMMENT_SEEK_MAX_PAGES + 5);
    renderAt('deleted-comment');
    expect(await screen.findByTestId('comment-target-gone', {}, { timeout: 10_000 })).toHaveTextContent(
      'The comment this notification is about is no longer here.',
    );
    expect(list).toHaveBeenCalledTimes(COMMENT_SEEK_MAX_PAGES);
    expect(marked()).toHaveLength(0);
  });
});
