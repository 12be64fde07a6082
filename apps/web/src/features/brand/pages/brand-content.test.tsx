import type { FeedItem, LibraryItem } from '@expertos/domain/brand.schema';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProject } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as feedApi from '../api/brand-feed';
import * as libraryApi from '../api/brand-library';
import { BrandFeedPage } from './BrandFeedPage';
import { BrandLibraryPage } from './BrandLibraryPage';

afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  signIn();
  useWorkspaceStore.getState().setProjects([aProject({ uid: 'p1', name: 'Acme', slug: 'acme' })]);
});

const aFeedItem = (n: number): FeedItem => ({
  source: 'ticket',
  published_at: null,
  metrics: null,
  ticket_uid: null,
  uid: `t${n}`,
  id: n,
  summary: `Post ${n}`,
  caption: `Caption ${n}`,
  status: 'posted',
  post_platform: 'instagram',
  post_format: null,
  post_audience: 'growth',
  posted_date: '2025-06-02',
  live_link: n === 1 ? 'https://instagram.com/p/1' : null,
  image_url: null,
  updated_at: '2025-06-02T10:00:00.000Z',
});

const aLibraryItem = (n: number, change: Partial<LibraryItem> = {}): LibraryItem => ({
  key: `file:${n}`,
  kind: 'attachment',
  name: `file-${n}.pdf`,
  url: `/api/tickets/t1/comments/c1/files/${n}`,
  mime_type: 'application/pdf',
  size: 2048,
  ticket: { uid: 't1', id: 4, summary: 'Summer campaign' },
  created_at: '2025-06-02T10:00:00.000Z',
  ...change,
});

describe('/brand/{slug}/feed', () => {
  it('shows the posts newest first and loads more with the cursor', async () => {
    const fetch = vi
      .spyOn(feedApi, 'fetchBrandFeed')
      .mockImplementation(async (_w, _p, cursor) =>
        cursor === null
          ? { items: [aFeedItem(1), aFeedItem(2)], next_cursor: 'c2' }
          : { items: [aFeedItem(3)], next_cursor: null },
      );
    renderPageAt('/brand/acme/feed', [{ path: '/brand/:projectSlug/feed', element: <BrandFeedPage /> }]);
    expect(await screen.findByRole('article', { name: 'Post 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Post 1',
      'Post 2',
    ]);
    expect(screen.getByRole('link', { name: /View live post/ })).toHaveAttribute(
      'href',
      'https://instagram.com/p/1',
    );
    expect(screen.getByRole('link', { name: 'Open ticket #1' })).toHaveAttribute(
      'href',
      '/brand/acme/tasks/t1',
    );
    await setupUser().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Post 3' })).toBeInTheDocument();
    expect(fetch).toHaveBeenLastCalledWith('w1', 'p1', 'c2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when nothing was posted yet', async () => {
    vi.spyOn(feedApi, 'fetchBrandFeed').mockResolvedValue({ items: [], next_cursor: null });
    renderPageAt('/brand/acme/feed', [{ path: '/brand/:projectSlug/feed', element: <BrandFeedPage /> }]);
    expect(await screen.findByText('Nothing posted yet')).toBeInTheDocument();
  });
});

describe('/brand/{slug}/library', () => {
  it('adds a ticket’s file to the asset library, and says when it was there already', async () => {
    vi.spyOn(libraryApi, 'fetchBrandLibrary').mockResolvedValue({
      items: [
        aLibraryItem(1),
        aLibraryItem(9, { kind: 'drive_link', name: 'Raw files', url: 'https://drive.google.com/x' }),
      ],
      next_cursor: null,
    });
    const add = vi
      .spyOn(libraryApi, 'addToAssetLibrary')
      .mockResolvedValueOnce({ name: 'file-1.pdf', existed: false })
      .mockResolvedValueOnce({ name: 'brief.pdf', existed: true });
    renderPageAt('/brand/acme/library', [
      { path: '/brand/:projectSlug/library', element: <BrandLibraryPage /> },
    ]);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Add file-1.pdf to the asset library' }));
    expect(add).toHaveBeenCalledWith('w1', 'p1', aLibraryItem(1).key);
    expect(await screen.findByText('file-1.pdf is in the asset library now.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add file-1.pdf to the asset library' }));
    expect(await screen.findByText('Already in the asset library as brief.pdf.')).toBeInTheDocument();
    // A Drive link is no file of the tickets' own.
    expect(screen.queryByRole('button', { name: 'Add Raw files to the asset library' })).toBeNull();
  });

  it('filters by kind and searches after typing pauses', async () => {
    const fetch = vi.spyOn(libraryApi, 'fetchBrandLibrary').mockImplementation(async (_w, _p, filter) => {
      if (filter.kind === 'drive_link')
        return {
          items: [
            aLibraryItem(9, { kind: 'drive_link', name: 'Raw files', url: 'https://drive.google.com/x' }),
          ],
          next_cursor: null,
        };
      if (filter.search === 'brief') return { items: [], next_cursor: null };
      return { items: [aLibraryItem(1), aLibraryItem(2)], next_cursor: null };
    });
    renderPageAt('/brand/acme/library', [
      { path: '/brand/:projectSlug/library', element: <BrandLibraryPage /> },
    ]);
    expect(await screen.findByRole('button', { name: 'Open file-1.pdf' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '#4 Summer campaign' })[0]).toHaveAttribute(
      'href',
      '/brand/acme/tasks/t1',
    );
    const user = setupUser();
    await user.click(screen.getByRole('radio', { name: 'Drive links' }));
    expect(await screen.findByRole('link', { name: 'Open Raw files' })).toHaveAttribute(
      'href',
      'https://drive.google.com/x',
    );
    expect(fetch).toHaveBeenLastCalledWith('w1', 'p1', { kind: 'drive_link', search: undefined }, null);

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the library' }), 'brief');
    expect(await screen.findByText('Nothing matches', {}, { timeout: 2000 })).toBeInTheDocument();
    // One request for the whole word, after the pause.
    const searches = fetch.mock.calls.filter(([, , filter]) => filter.search);
    expect(searches.map(([, , filter]) => filter.search)).toEqual(['brief']);
  });

  it('says the library is empty', async () => {
    vi.spyOn(libraryApi, 'fetchBrandLibrary').mockResolvedValue({ items: [], next_cursor: null });
    renderPageAt('/brand/acme/library', [
      { path: '/brand/:projectSlug/library', element: <BrandLibraryPage /> },
    ]);
    expect(await screen.findByText('The library is empty')).toBeInTheDocument();
  });

  it('loads the next page with the cursor', async () => {
    vi.spyOn(libraryApi, 'fetchBrandLibrary').mockImplementation(async (_w, _p, _f, cursor) =>
      cursor
        ? { items: [aLibraryItem(3)], next_cursor: null }
        : { items: [aLibraryItem(1)], next_cursor: 'n' },
    );
    renderPageAt('/brand/acme/library', [
      { path: '/brand/:projectSlug/library', element: <BrandLibraryPage /> },
    ]);
    await setupUser().click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open file-3.pdf' })).toBeInTheDocument());
  });
});

describe('an external collaborator of the brand', () => {
  beforeEach(() => signIn({ role: 'external' }));

  it('sees the Feed and the Library without links to the tasks, which are not theirs to open', async () => {
    vi.spyOn(feedApi, 'fetchBrandFeed').mockResolvedValue({ items: [aFeedItem(1)], next_cursor: null });
    vi.spyOn(libraryApi, 'fetchBrandLibrary').mockResolvedValue({
      items: [aLibraryItem(1, { url: '/api/workspaces/w1/projects/p1/library/files/file%3A1' })],
      next_cursor: null,
    });
    const feed = renderPageAt('/brand/acme/feed', [
      { path: '/brand/:projectSlug/feed', element: <BrandFeedPage /> },
    ]);
    expect(await screen.findByRole('article', { name: 'Post 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open ticket #1' })).toBeNull();
    expect(screen.getByRole('link', { name: /View live post/ })).toBeInTheDocument();
    feed.unmount();

    renderPageAt('/brand/acme/library', [
      { path: '/brand/:projectSlug/library', element: <BrandLibraryPage /> },
    ]);
    expect(await screen.findByRole('button', { name: 'Open file-1.pdf' })).toBeInTheDocument();
    expect(screen.getByText('#4 Summer campaign')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '#4 Summer campaign' })).toBeNull();
  });
});
