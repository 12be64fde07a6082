import { ApiError } from '@expertos/api-client/api-error';
import type { PostImport, PostImportRow } from '@expertos/domain/post-import';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProject } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as importsApi from '../api/post-imports';
import { BulkImportPage } from './BulkImportPage';

afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  signIn();
  useWorkspaceStore.getState().setProjects([aProject({ uid: 'p1', name: 'Acme', slug: 'acme' })]);
});

const route = [{ path: '/brand/:projectSlug/import', element: <BulkImportPage /> }];

const aRow = (line: number, change: Partial<PostImportRow> = {}): PostImportRow => ({
  line,
  url: `https://blog.example.com/${line}`,
  platform: 'blog',
  state: 'previewed',
  title: `Post ${line}`,
  description: `About ${line}`,
  image_url: null,
  note: null,
  ticket: null,
  ...change,
});

const anImport = (change: Partial<PostImport> = {}): PostImport => ({
  uid: 'i1',
  project_id: 'p1',
  status: 'ready',
  job_id: null,
  progress: { done: 2, total: 2, message: null },
  error: null,
  rows: [aRow(2), aRow(3)],
  skipped: [{ line: 4, value: 'hello', reason: 'Not a web address.', kind: 'invalid' }],
  created_at: '2026-11-28T10:00:00.000Z',
  updated_at: '2026-11-28T10:00:00.000Z',
  ...change,
});

describe('/brand/{slug}/import', () => {
  it('sends pasted links, then shows the progress of the previews in the address it can reload', async () => {
    vi.spyOn(importsApi, 'fetchImports').mockResolvedValue({ items: [] });
    const start = vi.spyOn(importsApi, 'startImport').mockResolvedValue(
      anImport({
        status: 'previewing',
        progress: { done: 1, total: 2, message: 'Fetching previews' },
        rows: [aRow(2), aRow(3, { state: 'pending', title: null })],
      }),
    );
    vi.spyOn(importsApi, 'fetchImport').mockResolvedValue(
      anImport({ status: 'previewing', progress: { done: 1, total: 2, message: null } }),
    );
    const { router } = renderPageAt('/brand/acme/import', route);
    const user = setupUser();
    await user.type(
      await screen.findByRole('textbox', { name: 'Or paste links, one per line' }),
      'https://blog.example.com/2',
    );
    await user.click(screen.getByRole('button', { name: 'Read the links' }));
    expect(start).toHaveBeenCalledWith('p1', 'https://blog.example.com/2');
    const bar = await screen.findByRole('progressbar', { name: 'Fetching previews: 1 of 2' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(router.state.location.search).toBe('?import=i1');
    expect(screen.getByText(/You can leave this page/)).toBeInTheDocument();
    const skipped = screen.getByRole('region', { name: '1 row skipped' });
    expect(within(skipped).getByText('Not a web address.')).toBeInTheDocument();
  });

  it('makes the posts when asked and links each one once made', async () => {
    vi.spyOn(importsApi, 'fetchImports').mockResolvedValue({ items: [] });
    const fetch = vi.spyOn(importsApi, 'fetchImport').mockResolvedValue(anImport());
    const create = vi
      .spyOn(importsApi, 'createPosts')
      .mockResolvedValue(anImport({ status: 'creating', progress: { done: 0, total: 2, message: null } }));
    renderPageAt('/brand/acme/import?import=i1', route);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Create 2 draft posts' }));
    expect(create).toHaveBeenCalledWith('p1', 'i1');
    expect(await screen.findByRole('progressbar', { name: 'Creating posts: 0 of 2' })).toBeInTheDocument();
    fetch.mockResolvedValue(
      anImport({
        status: 'done',
        rows: [
          aRow(2, { state: 'created', ticket: { uid: 't2', id: 12 } }),
          aRow(3, { state: 'created', ticket: { uid: 't3', id: 13 } }),
        ],
      }),
    );
    expect(await screen.findByText('2 draft posts created', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Created #12' })).toHaveAttribute('href', '/brand/acme/tasks/t2');
    expect(screen.getByRole('link', { name: 'See the posts' })).toHaveAttribute('href', '/brand/acme/tasks');
  });

  it('shows why a file was refused, with the lines at fault', async () => {
    vi.spyOn(importsApi, 'fetchImports').mockResolvedValue({ items: [] });
    vi.spyOn(importsApi, 'startImport').mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'csv_no_valid_urls',
        message: 'No valid URLs found in the CSV file',
        details: [{ path: 'line 2', message: 'Not a web address.' }],
      }),
    );
    renderPageAt('/brand/acme/import', route);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Read the links' }));
    expect(await screen.findByText('Choose a file or paste at least one link.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Or paste links, one per line' }), 'hello');
    await user.click(screen.getByRole('button', { name: 'Read the links' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No valid URLs found in the CSV file');
    expect(alert).toHaveTextContent('line 2: Not a web address.');
  });

  it('opens an import still at work when the page is opened again without it', async () => {
    vi.spyOn(importsApi, 'fetchImports').mockResolvedValue({
      items: [
        {
          uid: 'i9',
          project_id: 'p1',
          status: 'creating',
          job_id: 'j1',
          progress: { done: 3, total: 5, message: null },
          error: null,
          row_count: 5,
          created_at: '2026-11-28T10:00:00.000Z',
          updated_at: '2026-11-28T10:00:00.000Z',
        },
      ],
    });
    const fetch = vi
      .spyOn(importsApi, 'fetchImport')
      .mockResolvedValue(
        anImport({ uid: 'i9', status: 'creating', progress: { done: 3, total: 5, message: null } }),
      );
    const { router } = renderPageAt('/brand/acme/import', route);
    expect(await screen.findByRole('progressbar', { name: 'Creating posts: 3 of 5' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?import=i9'));
    expect(fetch).toHaveBeenCalledWith('p1', 'i9');
  });
});
