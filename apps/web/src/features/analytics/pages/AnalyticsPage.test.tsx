import { ApiError } from '@expertos/api-client/client';
import type { AnalyticsPost, AnalyticsReport } from '@expertos/domain/analytics/report.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@/shared/i18n/en';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProject } from '@/test/fixtures';
import { currentPath, renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as analyticsApi from '../api/analytics';
import { AnalyticsPage } from './AnalyticsPage';

afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  signIn();
  useWorkspaceStore.getState().setProjects([aProject({ uid: 'p1', name: 'Acme', slug: 'acme' })]);
});

const summary = (total: number | null, counted: number, of: number, median: number | null = total) => ({
  average: total,
  median,
  total,
  counted,
  of,
});

const aReport = (change: Partial<AnalyticsReport> = {}): AnalyticsReport => ({
  from: '2026-05-01',
  to: '2026-05-30',
  time_zone: 'Europe/Berlin',
  headline: {
    current: {
      posts: 48,
      reach: summary(12_000, 41, 48),
      views: summary(null, 0, 48),
      engagements: summary(560, 45, 48),
      rate: summary(null, 41, 48, 0.042),
    },
    previous: {
      posts: 40,
      reach: summary(10_000, 38, 40),
      views: summary(null, 0, 40),
      engagements: summary(600, 40, 40),
      rate: summary(null, 38, 40, 0.04),
    },
  },
  group: 'platform',
  groups: [
    { key: 'instagram', posts: 30, engagements: summary(400, 30, 30), rate: summary(null, 28, 30, 0.05) },
    { key: null, posts: 18, engagements: summary(160, 15, 18), rate: summary(null, 13, 18, 0.02) },
  ],
  heatmap: [
    { weekday: 0, hour: 9, posts: 3, median: 0.042, rated: 3 },
    { weekday: 4, hour: 18, posts: 2, median: null, rated: 0 },
  ],
  top: [
    {
      id: 'post-1',
      network: 'instagram',
      source: 'published',
      posted_at: '2026-05-04T07:00:00.000Z',
      url: 'https://instagram.com/p/1',
      pillar: 'Recipes',
      purpose: null,
      format: null,
      imported_post_id: null,
      rate: 0.081,
      denominator: 'reach',
      base: 1200,
    },
  ],
  bottom: [],
  weeks: [],
  followers: [],
  reach: [],
  to_label: { count: 0, posts: [] },
  pillars: ['Recipes', 'Tips'],
  accounts: [],
  ...change,
});

const aPost: AnalyticsPost = {
  id: 'post-1',
  network: 'instagram',
  source: 'published',
  url: 'https://instagram.com/p/1',
  posted_at: '2026-05-04T07:00:00.000Z',
  state: 'tracking',
  pillar: 'Recipes',
  purpose: null,
  format: null,
  imported_post_id: null,
  snapshots: [
    {
      due_at: '2026-05-04T08:00:00.000Z',
      taken_at: '2026-05-04T08:01:00.000Z',
      metrics: { reach: 'not_yet', likes: 10, comments: 2, shares: 1, saves: 'not_yet' },
    },
    {
      due_at: '2026-05-05T07:00:00.000Z',
      taken_at: '2026-05-05T07:02:00.000Z',
      metrics: { reach: 900, likes: 40, comments: 5, shares: 3, saves: 2 },
    },
  ],
};

const renderPage = (path = '/brand/acme/analytics') =>
  renderPageAt(path, [{ path: '/brand/:projectSlug/analytics', element: <AnalyticsPage /> }]);

describe('/brand/{slug}/analytics', () => {
  it('shows the headline against the period before, what each figure rests on, and a gap as "—"', async () => {
    const fetch = vi.spyOn(analyticsApi, 'fetchAnalyticsReport').mockResolvedValue(aReport());
    renderPage();
    const reach = await screen.findByRole('listitem', { name: 'Reach' });
    expect(within(reach).getByText('12,000')).toBeInTheDocument();
    expect(within(reach).getByText('41 of 48 posts')).toBeInTheDocument();
    expect(within(reach).getByText('up 20% on the period before')).toBeInTheDocument();
    const engagements = screen.getByRole('listitem', { name: 'Engagements' });
    expect(within(engagements).getByText('down 7% on the period before')).toBeInTheDocument();
    const rate = screen.getByRole('listitem', { name: 'Engagement rate' });
    expect(within(rate).getByText('4.2%')).toBeInTheDocument();
    // No post has views: a gap, never 0.
    const views = screen.getByRole('listitem', { name: 'Views' });
    expect(within(views).getByText('—')).toBeInTheDocument();
    expect(within(views).getByText('no figures yet')).toBeInTheDocument();
    expect(within(views).queryByText('0')).toBeNull();
    // The range is the server's default: nothing sent but the group.
    expect(fetch).toHaveBeenCalledWith(
      'p1',
      expect.objectContaining({ group: 'platform', from: undefined }),
      expect.anything(),
    );
    // The breakdown names a missing key in words.
    const breakdown = screen.getByRole('table', { name: 'Breakdown' });
    expect(within(breakdown).getByText('Instagram')).toBeInTheDocument();
    expect(within(breakdown).getByText('No platform')).toBeInTheDocument();
  });

  it('writes a changed filter into the address and loads with it', async () => {
    const fetch = vi.spyOn(analyticsApi, 'fetchAnalyticsReport').mockResolvedValue(aReport());
    const { router } = renderPage('/brand/acme/analytics?source=published');
    await screen.findByRole('listitem', { name: 'Reach' });
    expect(screen.getByLabelText('Source')).toHaveValue('published');
    await setupUser().selectOptions(screen.getByLabelText('Group by'), 'purpose');
    await waitFor(() =>
      expect(currentPath(router)).toBe('/brand/acme/analytics?source=published&group=purpose'),
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-01' } });
    await waitFor(() =>
      expect(currentPath(router)).toBe(
        '/brand/acme/analytics?source=published&group=purpose&from=2026-04-01',
      ),
    );
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith(
        'p1',
        expect.objectContaining({ group: 'purpose', source: 'published', from: '2026-04-01' }),
        expect.anything(),
      ),
    );
  });

  it('labels each posting-time cell and lists the cells with posts as a table', async () => {
    vi.spyOn(analyticsApi, 'fetchAnalyticsReport').mockResolvedValue(aReport());
    renderPage();
    expect(
      await screen.findByRole('img', { name: 'Monday 09:00: 3 posts, median 4.2%' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Friday 18:00: 2 posts, no rate yet' })).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Posting times' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Monday', '09:00', '3', '4.2%', '3'],
      ['Friday', '18:00', '2', '—', '0'],
    ]);
  });

  it("opens a top post's curve, with its snapshots as a table and gaps in words", async () => {
    vi.spyOn(analyticsApi, 'fetchAnalyticsReport').mockResolvedValue(aReport());
    const post = vi.spyOn(analyticsApi, 'fetchAnalyticsPost').mockResolvedValue(aPost);
    renderPage();
    const top = await screen.findByRole('list', { name: 'Top posts' });
    expect(within(top).getByText('per reach of 1,200 · Recipes')).toBeInTheDocument();
    expect(within(top).getByRole('link', { name: /View live post/ })).toHaveAttribute(
      'href',
      'https://instagram.com/p/1',
    );
    const user = setupUser();
    await user.click(within(top).getByRole('button', { name: /Show the curve of the Instagram post/ }));
    const dialog = await screen.findByRole('dialog');
    expect(post).toHaveBeenCalledWith('p1', 'post-1', expect.anything());
    // Only the snapshot whose engagements are all counts is a point.
    expect(await within(dialog).findByRole('img', { name: en.ui.analytics.curve.chart })).toBeInTheDocument();
    expect(dialog.querySelectorAll('circle')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Show as table' }));
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(2),
    );
    expect(cells).toEqual([
      ['not yet', 'not offered', '10', '2', '1', 'not yet', 'not offered', 'not yet'],
      ['900', 'not offered', '40', '5', '3', '2', 'not offered', '50'],
    ]);
  });

  it('says when there are no results yet', async () => {
    const empty = aReport();
    empty.headline.current = { ...empty.headline.current, posts: 0 };
    vi.spyOn(analyticsApi, 'fetchAnalyticsReport').mockResolvedValue({
      ...empty,
      groups: [],
      heatmap: [],
      top: [],
    });
    renderPage();
    expect(
      await screen.findByText(/posts published from here are read 1 hour, 24 hours, 7 days and 30 days/),
    ).toBeInTheDocument();
  });

  it("shows the server's message when the results cannot be loaded", async () => {
    vi.spyOn(analyticsApi, 'fetchAnalyticsReport').mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'validation_error',
        message: 'Invalid query',
        details: [{ path: 'querystring.to', message: 'The range is at most 400 days' }],
      }),
    );
    renderPage('/brand/acme/analytics?from=2024-01-01&to=2026-01-01');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The results could not be loaded. The range is at most 400 days');
  });

  it('shows an external the page only when the brand shares its results, and never the export', async () => {
    signIn({ role: 'external' });
    const fetch = vi.spyOn(analyticsApi, 'fetchAnalyticsReport').mockResolvedValue(aReport());
    const { unmount } = renderPage();
    expect(await screen.findByText(en.ui.analytics.notShared.title)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    unmount();

    useWorkspaceStore
      .getState()
      .setProjects([aProject({ uid: 'p1', name: 'Acme', slug: 'acme', share_results_with_externals: true })]);
    renderPage();
    expect(await screen.findByRole('listitem', { name: 'Reach' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export CSV/ })).toBeNull();
  });

  it('offers members the export', async () => {
    vi.spyOn(analyticsApi, 'fetchAnalyticsReport').mockResolvedValue(aReport());
    renderPage();
    expect(await screen.findByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
  });
});
