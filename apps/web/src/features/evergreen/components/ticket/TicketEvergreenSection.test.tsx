import { ApiError } from '@expertos/api-client/client';
import type { TicketStatus } from '@expertos/domain/tickets';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as evergreenApi from '../../api/evergreen';
import { aPost } from '../../test/fixtures';
import { TicketEvergreenSection } from './TicketEvergreenSection';

afterEach(() => vi.restoreAllMocks());

function renderSection(status: TicketStatus = 'published') {
  signIn({ role: 'member' });
  renderPageAt('/ticket', [
    {
      path: '/ticket',
      element: (
        <TicketEvergreenSection
          ticketUid="t1"
          workspaceUid="w1"
          totalSpent={0}
          headingOrder={4}
          project={{ uid: 'p1', slug: 'acme' }}
          ticketType="post"
          ticketStatus={status}
        />
      ),
    },
  ]);
  return setupUser();
}

const section = () => screen.findByRole('region', { name: 'Evergreen' });

describe("a post's Evergreen section", { timeout: 20_000 }, () => {
  it('marks a published post evergreen and shows its returns', async () => {
    const fetch = vi
      .spyOn(evergreenApi, 'fetchTicketEvergreen')
      .mockResolvedValue({ post: null, copy_of: null });
    const marked = aPost({ repeats: 0, last_recycled: null, next_eligible: '2030-04-01' });
    const mark = vi.spyOn(evergreenApi, 'markEvergreen').mockResolvedValue(marked);
    const user = renderSection();
    await section();
    fetch.mockResolvedValue({ post: marked, copy_of: null });
    await user.click(within(await section()).getByRole('button', { name: 'Mark evergreen' }));
    await waitFor(() => expect(mark).toHaveBeenCalledWith('t1'));
    expect(await screen.findByTestId('evergreen-status')).toHaveTextContent(
      'Came back 0 of 3 · next from Apr 1, 2030',
    );
    expect(screen.queryByRole('button', { name: 'Mark evergreen' })).not.toBeInTheDocument();
  });

  it('says why a post cannot be marked (409)', async () => {
    vi.spyOn(evergreenApi, 'fetchTicketEvergreen').mockResolvedValue({ post: null, copy_of: null });
    vi.spyOn(evergreenApi, 'markEvergreen').mockRejectedValue(
      new ApiError({ status: 409, code: 'evergreen_not_published', message: 'refused' }),
    );
    const user = renderSection('posted');
    await user.click(within(await section()).getByRole('button', { name: 'Mark evergreen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'It could not be marked: Only a post that is out (Published or Posted) can be marked evergreen.',
    );
  });

  it('pauses a marked post and saves the text for its returns', async () => {
    const fetch = vi
      .spyOn(evergreenApi, 'fetchTicketEvergreen')
      .mockResolvedValue({ post: aPost(), copy_of: null });
    const update = vi.spyOn(evergreenApi, 'updateEvergreenPost').mockResolvedValue(aPost({ paused: true }));
    const user = renderSection();
    const found = await section();
    expect(within(found).getByTestId('evergreen-status')).toHaveTextContent(
      'Came back 1 of 3 · next from May 2, 2030',
    );
    fetch.mockResolvedValue({ post: aPost({ paused: true }), copy_of: null });
    await user.click(within(found).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('t1', { paused: true }));
    expect(await within(found).findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    await user.type(
      within(found).getByRole('textbox', { name: /Text for its returns/ }),
      'Still fresh: five tips',
    );
    await user.click(within(found).getByRole('button', { name: 'Save text' }));
    await waitFor(() => expect(update).toHaveBeenLastCalledWith('t1', { variant: 'Still fresh: five tips' }));
  });

  it('shows a copy’s place and links to the post it came from', async () => {
    vi.spyOn(evergreenApi, 'fetchTicketEvergreen').mockResolvedValue({
      post: null,
      copy_of: { ticket: { uid: 't0', id: 123, summary: 'Five tips' }, position: 2, max_repeats: 3 },
    });
    renderSection('draft');
    const line = await screen.findByTestId('evergreen-copy-of');
    expect(line).toHaveTextContent('Recycled 2 of 3 from #123 Five tips');
    expect(within(line).getByRole('link', { name: '#123 Five tips' })).toHaveAttribute(
      'href',
      '/brand/acme/tasks/t0',
    );
    expect(screen.queryByRole('button', { name: 'Mark evergreen' })).not.toBeInTheDocument();
  });

  it('shows nothing for a post that is not out, marked or a copy', async () => {
    const fetch = vi
      .spyOn(evergreenApi, 'fetchTicketEvergreen')
      .mockResolvedValue({ post: null, copy_of: null });
    renderSection('draft');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    // Let the answer land.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Evergreen' })).not.toBeInTheDocument();
  });
});
