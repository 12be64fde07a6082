import { ApiError } from '@expertos/api-client/client';
import type { AnalyticsReport } from '@expertos/domain/analytics/report.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProject, aWorkspace } from '@/test/fixtures';
import { currentPath, renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as analyticsApi from '../api/analytics';
import { AnalyticsPage } from './AnalyticsPage';

/**
 * The Results page's label filters and the labelling of imported posts
 * (docs/product.md#analytics): pillar, purpose, format and account live in the address like the
 * other filters; an imported post without a ticket is labelled from the top and bottom lists.
 */

afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  signIn();
  useWorkspaceStore.getState().setCurrentWorkspace(aWorkspace({ uid: 'w1' }));
  useWorkspaceStore.getState().setProjects([aProject({ uid: 'p1', name: 'Acme', slug: 'acme' })]);
});

const summary = { average: 10, median: 0.05, total: 10, counted: 1, of: 1 };
const headline = { posts: 2, reach: summary, views: summary, engagements: summary, rate: summary };
const ranked = (change: Partial<AnalyticsReport['top'][number]>): AnalyticsReport['top'][number] => ({
  id: 'post-1',
  network: 'instagram',
  source: 'published',
  posted_at: '2026-05-04T07:00:00.000Z',
  url: null,
  pillar: null,
  purpose: null,
  format: null,
  imported_post_id: null,
  rate: 0.05,
  denominator: 'reach',
  base: 1000,
  ...change,
});
const aReport = (change: Partial<AnalyticsReport> = {}): AnalyticsReport => ({
  from: '2026-05-01',
  to: '2026-05-30',
  time_zone: 'Europe/Berlin',
  headline: { current: headline, previous: headline },
  group: 'platform',
  groups: [],
  heatmap: [],
  top: [
    ranked({ id: 'post-1', pillar: 'Recipes', source: 'published' }),
    ranked({
      id: 'post-2',
      source: 'imported',
      posted_at: '2026-05-06T07:00:00.000Z',
      format: 'reel',
      imported_post_id: 'imp-2',
    }),
  ],
  bottom: [],
  weeks: [],
  followers: [],
  reach: [],
  to_label: { count: 0, posts: [] },
  pillars: ['Recipes', 'Tips'],
  accounts: [
    { id: '6f1c2c52-8d0e-4f3e-9a53-1f0d2b6c7a11', network: 'instagram', name: 'acme.studio' },
    { id: '0b7a4c1e-2d3f-4a5b-8c6d-7e8f9a0b1c2d', network: 'youtube', name: 'Acme TV' },
  ],
  ...change,
});

const renderPage = (path = '/brand/acme/analytics') =>
  renderPageAt(path, [{ path: '/brand/:projectSlug/analytics', element: <AnalyticsPage /> }]);

describe('the Results page’s labels', () => {
  it('filters by pillar, purpose, format and account, each kept in the address', async () => {
    const fetch = vi.spyOn(analyticsApi, 'fetchAnalyticsReport').mockResolvedValue(aReport());
    const { router } = renderPage('/brand/acme/analytics?pillar=Tips&purpose=growth');
    await screen.findByRole('list', { name: 'Top posts' });
    expect(screen.getByLabelText('Pillar')).toHaveValue('Tips');
    expect(screen.getByLabelText('Purpose')).toHaveValue('growth');
    expect(fetch).toHaveBeenCalledWith(
      'p1',
      expect.objectContaining({ pillar: 'Tips', purpose: 'growth' }),
      expect.anything(),
    );
    const user = setupUser();
    await user.selectOptions(screen.getByLabelText('Format'), 'reel');
    await waitFor(() =>
      expect(currentPath(router)).toBe('/brand/acme/analytics?pillar=Tips&purpose=growth&format=reel'),
    );
    // The accounts by name and network.
    const account = screen.getByLabelText('Account');
    expect(within(account).getByRole('option', { name: 'Acme TV (YouTube)' })).toBeInTheDocument();
    await user.selectOptions(account, 'Acme TV (YouTube)');
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith(
        'p1',
        expect.objectContaining({
          format: 'reel',
          account: '0b7a4c1e-2d3f-4a5b-8c6d-7e8f9a0b1c2d',
        }),
        expect.anything(),
      ),
    );
    // "All" takes a filter off again.
    await user.selectOptions(screen.getByLabelText('Pillar'), 'All');
    await waitFor(() => expect(currentPath(router)).not.toContain('pillar='));
  });

  it('drops a label value the lists do not know rather than sending it', async () => {
    const fetch = vi.spyOn(analyticsApi, 'fetchAnalyticsReport').mockResolvedValue(aReport());
    renderPage('/brand/acme/analytics?purpose=fame&format=poster&account=not-an-id');
    await screen.findByRole('list', { name: 'Top posts' });
    expect(fetch).toHaveBeenCalledWith(
      'p1',
      expect.objectContaining({ purpose: undefined, format: undefined, account: undefined }),
      expect.anything(),
    );
  });

  it('labels an imported post from the top list, and offers no label for a post labelled on its ticket', async () => {
    const fetch = vi.spyOn(analyticsApi, 'fetchAnalyticsReport').mockResolvedValue(aReport());
    const label = vi
      .spyOn(analyticsApi, 'labelImportedPost')
      .mockResolvedValue({ pillar: 'Tips', purpose: 'growth', format: 'reel' });
    renderPage();
    const top = await screen.findByRole('list', { name: 'Top posts' });
    expect(within(top).getAllByRole('button', { name: /^Label the/ })).toHaveLength(1);
    const user = setupUser();
    await user.click(within(top).getByRole('button', { name: 'Label the Instagram post of 6 May 2026' }));
    const form = await screen.findByRole('form', { name: 'Label this imported post' });
    // It starts from what the post has: its kind of media as its format.
    expect(within(form).getByLabelText('Format')).toHaveValue('reel');
    await user.selectOptions(within(form).getByLabelText('Pillar'), 'Tips');
    await user.selectOptions(within(form).getByLabelText('Purpose'), 'Growth');
    const calls = fetch.mock.calls.length;
    await user.click(within(form).getByRole('button', { name: 'Save labels' }));
    await waitFor(() =>
      expect(label).toHaveBeenCalledWith('w1', 'p1', 'imp-2', {
        pillar: 'Tips',
        purpose: 'growth',
        format: 'reel',
      }),
    );
    // The results load again, now grouped and filtered with the new labels.
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(calls));
  });

  it('lists the imported posts without a pillar, ranked or not, to label them where they are', async () => {
    const unlabelled = (id: string, day: string) => ({
      id,
      network: 'instagram',
      posted_at: `${day}T09:00:00.000Z`,
      url: null,
      pillar: null,
      purpose: null,
      format: 'image',
      imported_post_id: `imp-${id}`,
    });
    vi.spyOn(analyticsApi, 'fetchAnalyticsReport').mockResolvedValue(
      aReport({
        to_label: { count: 21, posts: [unlabelled('a', '2026-05-03'), unlabelled('b', '2026-02-01')] },
      }),
    );
    const label = vi
      .spyOn(analyticsApi, 'labelImportedPost')
      .mockResolvedValue({ pillar: 'Recipes', purpose: null, format: 'image' });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Imported posts to label' });
    expect(screen.getByText(/The newest 2 of 21 imported posts/)).toBeInTheDocument();
    const user = setupUser();
    await user.click(within(list).getByRole('button', { name: 'Label the Instagram post of 1 Feb 2026' }));
    const form = await screen.findByRole('form', { name: 'Label this imported post' });
    await user.selectOptions(within(form).getByLabelText('Pillar'), 'Recipes');
    await user.click(within(form).getByRole('button', { name: 'Save labels' }));
    await waitFor(() =>
      expect(label).toHaveBeenCalledWith('w1', 'p1', 'imp-b', {
        pillar: 'Recipes',
        purpose: null,
        format: 'image',
      }),
    );
  });

  it('keeps what was chosen and says why when the labels are refused', async () => {
    vi.spyOn(analyticsApi, 'fetchAnalyticsReport').mockResolvedValue(aReport());
    vi.spyOn(analyticsApi, 'labelImportedPost').mockRejectedValue(
      new ApiError({
        status: 409,
        code: 'social_post_labelled_on_ticket',
        message: 'This post has a ticket: set its pillar, purpose and format on the ticket.',
      }),
    );
    renderPage();
    const top = await screen.findByRole('list', { name: 'Top posts' });
    const user = setupUser();
    await user.click(within(top).getByRole('button', { name: /^Label the/ }));
    const form = await screen.findByRole('form', { name: 'Label this imported post' });
    await user.selectOptions(within(form).getByLabelText('Pillar'), 'Recipes');
    await user.click(within(form).getByRole('button', { name: 'Save labels' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The labels could not be saved. This post has a ticket: set its pillar, purpose and format on the ticket.',
    );
    expect(within(form).getByLabelText('Pillar')).toHaveValue('Recipes');
  });
});
