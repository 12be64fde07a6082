import { ApiError } from '@expertos/api-client/client';
import type { Publication } from '@expertos/domain/publishing/publication.schema';
import type { Ticket } from '@expertos/domain/ticket.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt } from '@/test/render';
import { HandoffPage } from './HandoffPage';
import * as handoffApi from './handoff-api';

const PATH = '/handoff/t1/p1';
const pages = [{ path: '/handoff/:ticketId/:publicationId', element: <HandoffPage /> }];

function aPublication(overrides: Partial<Publication> = {}): Publication {
  return {
    uid: 'p1',
    channel_uid: 'c1',
    network: 'instagram',
    handle: '@acme.coffee',
    state: 'handed_off',
    due_at: '2030-01-15T08:30:00.000Z',
    attempts: 1,
    version: 3,
    remote_url: null,
    error_message: null,
    published_at: null,
    variant: {
      text: 'Spring is here 🌷\nNew blend today.',
      media: [{ image_uid: 'img1', mime_type: 'image/jpeg', file_name: 'blend.jpg', bytes: 3, alt: 'A cup' }],
    },
    timeline: [],
    ...overrides,
  };
}

const MEDIA = [
  {
    kind: 'image' as const,
    image_uid: 'img1',
    file_name: 'blend.jpg',
    mime_type: 'image/jpeg',
    bytes: 3,
    duration_ms: null,
    on_ticket: true,
    url: '/api/tickets/t1/files/img1',
  },
];

const { createObjectURL, revokeObjectURL } = URL;

describe('HandoffPage', () => {
  let writeText: ReturnType<typeof vi.fn>;
  let readText: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    writeText = vi.fn().mockResolvedValue(undefined);
    readText = vi.fn().mockResolvedValue('  https://www.instagram.com/p/Cabc123/  ');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText, readText }, configurable: true });
    vi.spyOn(handoffApi, 'fetchPublishableMedia').mockResolvedValue(MEDIA);
    // Only what the way back to the ticket reads of it.
    vi.spyOn(handoffApi, 'fetchTicket').mockResolvedValue({
      summary: 'Spring blend',
      project: { uid: 'b1', name: 'Acme', slug: 'acme' },
    } as Ticket);
    vi.spyOn(handoffApi, 'fetchMediaFile').mockResolvedValue(new Blob(['abc'], { type: 'image/jpeg' }));
    URL.createObjectURL = vi.fn(() => 'blob:blend');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('copies the caption in one tap, offers each file and opens the network’s app', async () => {
    vi.spyOn(handoffApi, 'fetchTicketPublications').mockResolvedValue([aPublication()]);
    renderPageAt(PATH, pages);

    expect(await screen.findByRole('heading', { name: 'Post to Instagram', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('From the account @acme.coffee')).toBeInTheDocument();
    expect(screen.getByTestId('handoff-caption').textContent).toBe('Spring is here 🌷\nNew blend today.');

    await userEvent.click(screen.getByRole('button', { name: 'Copy caption' }));
    expect(writeText).toHaveBeenCalledWith('Spring is here 🌷\nNew blend today.');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    // No share sheet for files here (jsdom, like most desktops): a download of the fetched file.
    const save = await screen.findByRole('link', { name: 'Save / Share blend.jpg' });
    expect(save).toHaveAttribute('href', 'blob:blend');
    expect(save).toHaveAttribute('download', 'blend.jpg');
    expect(handoffApi.fetchMediaFile).toHaveBeenCalledWith('/api/tickets/t1/files/img1', expect.anything());
    expect(screen.getByRole('img', { name: 'A cup' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Open Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/',
    );
    // And the way back to the post's ticket.
    expect(await screen.findByRole('link', { name: 'Open the ticket: Spring blend' })).toHaveAttribute(
      'href',
      '/brand/acme/tasks/t1',
    );
  });

  it('offers the first comment to copy once the post is up', async () => {
    const post = aPublication();
    vi.spyOn(handoffApi, 'fetchTicketPublications').mockResolvedValue([
      { ...post, variant: { ...post.variant, first_comment: '#springblend #coffee' } },
    ]);
    renderPageAt(PATH, pages);
    expect(await screen.findByRole('heading', { name: 'First comment', level: 2 })).toBeInTheDocument();
    expect(screen.getByTestId('handoff-first-comment').textContent).toBe('#springblend #coffee');
    await userEvent.click(screen.getByRole('button', { name: 'Copy first comment' }));
    expect(writeText).toHaveBeenCalledWith('#springblend #coffee');
  });

  it('shares a file through the phone’s share sheet where the browser takes files', async () => {
    vi.spyOn(handoffApi, 'fetchTicketPublications').mockResolvedValue([aPublication()]);
    const share = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { canShare: () => true, share });
    try {
      renderPageAt(PATH, pages);
      await userEvent.click(await screen.findByRole('button', { name: 'Save / Share blend.jpg' }));
      const [[data]] = share.mock.calls as [[{ files: File[] }]];
      expect(data.files.map((f) => [f.name, f.type])).toEqual([['blend.jpg', 'image/jpeg']]);
    } finally {
      Reflect.deleteProperty(navigator, 'canShare');
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('marks it posted with the link pasted from the clipboard, then shows the link', async () => {
    vi.spyOn(handoffApi, 'fetchTicketPublications').mockResolvedValue([aPublication()]);
    const url = 'https://www.instagram.com/p/Cabc123/';
    const posted = vi
      .spyOn(handoffApi, 'markPosted')
      .mockResolvedValue([aPublication({ state: 'published', version: 4, remote_url: url })]);
    renderPageAt(PATH, pages);

    await userEvent.click(await screen.findByRole('button', { name: 'I’ve posted it' }));
    const field = screen.getByRole('textbox', { name: 'Link to the live post' });
    expect(field).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Paste link' }));
    expect(field).toHaveValue(url);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as posted' }));

    expect(posted).toHaveBeenCalledWith('t1', 'p1', { version: 3, url });
    const done = await screen.findByTestId('handoff-published');
    expect(done).toHaveTextContent('Marked as posted');
    expect(screen.getByRole('link', { name: url })).toHaveAttribute('href', url);
  });

  it('asks again for a link that is not one, and sends nothing', async () => {
    vi.spyOn(handoffApi, 'fetchTicketPublications').mockResolvedValue([aPublication()]);
    const posted = vi.spyOn(handoffApi, 'markPosted');
    renderPageAt(PATH, pages);
    await userEvent.click(await screen.findByRole('button', { name: 'I’ve posted it' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Link to the live post' }), 'instagram post');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as posted' }));
    expect(await screen.findByText('Enter the post’s address, starting with https://')).toBeInTheDocument();
    expect(posted).not.toHaveBeenCalled();
  });

  it('says when the post changed meanwhile, and shows it as it is now', async () => {
    const url = 'https://www.instagram.com/p/Cother/';
    const list = vi
      .spyOn(handoffApi, 'fetchTicketPublications')
      .mockResolvedValueOnce([aPublication()])
      .mockResolvedValue([aPublication({ state: 'published', remote_url: url, version: 4 })]);
    vi.spyOn(handoffApi, 'markPosted').mockRejectedValue(
      new ApiError({ status: 409, code: 'conflict', message: 'Changed' }),
    );
    renderPageAt(PATH, pages);
    await userEvent.click(await screen.findByRole('button', { name: 'I’ve posted it' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Link to the live post' }), 'https://x.test/1');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as posted' }));

    expect(
      await screen.findByText('This post changed meanwhile; here it is as it is now.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    expect(await screen.findByTestId('handoff-published')).toHaveTextContent('This post is published.');
    expect(screen.getByRole('link', { name: url })).toBeInTheDocument();
  });

  it('shows a post already out with its link, and one not handed over yet with its time', async () => {
    const url = 'https://www.instagram.com/p/Cdone/';
    vi.spyOn(handoffApi, 'fetchTicketPublications').mockResolvedValue([
      aPublication({ state: 'published', remote_url: url }),
      aPublication({ uid: 'p2', state: 'scheduled' }),
    ]);
    const first = renderPageAt(PATH, pages);
    expect(await screen.findByTestId('handoff-published')).toHaveTextContent('This post is published.');
    expect(screen.queryByRole('button', { name: 'I’ve posted it' })).not.toBeInTheDocument();
    first.unmount();

    renderPageAt('/handoff/t1/p2', pages);
    expect(await screen.findByText(/^Not ready to post yet: it is due .*2030/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy caption' })).not.toBeInTheDocument();
  });

  it('says so when the post is no longer on the ticket', async () => {
    vi.spyOn(handoffApi, 'fetchTicketPublications').mockResolvedValue([]);
    renderPageAt(PATH, pages);
    expect(await screen.findByText(/This post is no longer scheduled/)).toBeInTheDocument();
  });
});
