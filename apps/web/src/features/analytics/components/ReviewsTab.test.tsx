import type { Review, ReviewPage } from '@expertos/domain/analytics/review.schema';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProject } from '@/test/fixtures';
import { currentPath, renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as analyticsApi from '../api/analytics';
import * as reviewsApi from '../api/reviews';
import { AnalyticsPage } from '../pages/AnalyticsPage';

afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  signIn();
  useWorkspaceStore.getState().setProjects([aProject({ uid: 'p1', name: 'Acme', slug: 'acme' })]);
  vi.spyOn(analyticsApi, 'fetchAnalyticsReport').mockRejectedValue(new Error('not this tab'));
});

const summary = { average: 0.05, median: 0.05, total: 0.2, counted: 4, of: 5 };

const aPage = (items: ReviewPage['items']): ReviewPage => ({
  items,
  total: items.length,
  // Friday 15 May 2026, 08:00 in Berlin.
  next_at: '2026-05-15T06:00:00.000Z',
  schedule: { day: 'friday', hour: 8, time_zone: 'Europe/Berlin' },
});

const aReview: Review = {
  id: 'r1',
  week: '2026-W19',
  from: '2026-05-01',
  to: '2026-05-07',
  ai: 'written',
  created_at: '2026-05-08T06:00:00.000Z',
  summary: 'A strong week for reach.',
  suggestions: ['Post a second growth reel', 'Reuse the April recipe', 'Try Thursday mornings'],
  content: {
    week: { from: '2026-05-01', to: '2026-05-07', iso: '2026-W19' },
    time_zone: 'Europe/Berlin',
    slate: {
      purposes: [
        { purpose: 'growth', target: 3, planned: 3, posted: 1, short: 2 },
        { purpose: 'trust_building', target: 2, planned: 2, posted: 2, short: 0 },
        { purpose: 'sales_promotion', target: 1, planned: 0, posted: 0, short: 1 },
      ],
      unassigned: 0,
    },
    results: {
      from: '2026-04-24',
      to: '2026-04-30',
      median: summary,
      posts: [
        {
          id: 'p9',
          network: 'instagram',
          posted_at: '2026-04-28T07:00:00.000Z',
          url: 'https://instagram.com/p/9',
          pillar: 'Recipes',
          rate: 0.09,
          versus: 'above',
        },
        {
          id: 'p10',
          network: 'instagram',
          posted_at: '2026-04-29T07:00:00.000Z',
          url: null,
          pillar: null,
          rate: 'not_yet',
          versus: null,
        },
      ],
      above: 1,
      below: 0,
      unrated: 1,
    },
    next: {
      short: [
        { purpose: 'growth', missing: 2 },
        { purpose: 'sales_promotion', missing: 1 },
      ],
      pillars: [{ key: 'Recipes', median: 0.07, posts: 4 }],
      formats: [],
      times: { enough: false, posts: 12, slots: [] },
      reuse: [
        {
          id: 'p1',
          network: 'instagram',
          posted_at: '2026-01-28T07:00:00.000Z',
          url: 'https://instagram.com/p/1',
          pillar: 'Recipes',
          rate: 0.2,
          versus: 'above',
        },
      ],
    },
  },
};

describe('the Results page’s Reviews tab', () => {
  it('says when the first review arrives, in brand time, when there is none yet', async () => {
    vi.spyOn(reviewsApi, 'fetchReviews').mockResolvedValue(aPage([]));
    renderPageAt('/brand/acme/analytics?tab=reviews', [
      { path: '/brand/:projectSlug/analytics', element: <AnalyticsPage /> },
    ]);
    expect(
      await screen.findByText('Your first review arrives on Friday 15 May at 08:00.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists past weeks, opens one with its sections, and keeps the tab and the review in the address', async () => {
    const user = setupUser();
    vi.spyOn(reviewsApi, 'fetchReviews').mockResolvedValue(
      aPage([
        { id: 'r1', week: '2026-W19', from: '2026-05-01', to: '2026-05-07', ai: 'written', created_at: '' },
        { id: 'r0', week: '2026-W18', from: '2026-04-24', to: '2026-04-30', ai: 'failed', created_at: '' },
      ]),
    );
    const one = vi.spyOn(reviewsApi, 'fetchReview').mockResolvedValue(aReview);
    const { router } = renderPageAt('/brand/acme/analytics', [
      { path: '/brand/:projectSlug/analytics', element: <AnalyticsPage /> },
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Reviews' }));
    expect(currentPath(router)).toBe('/brand/acme/analytics?tab=reviews');
    const list = await screen.findByRole('list', { name: 'Past weeks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Figures only')).toBeInTheDocument();

    await user.click(within(list).getByText('1 May 2026 to 7 May 2026'));
    expect(currentPath(router)).toBe('/brand/acme/analytics?tab=reviews&review=r1');
    expect(
      await screen.findByRole('heading', { name: 'Week of 1 May 2026 to 7 May 2026' }),
    ).toBeInTheDocument();
    expect(one).toHaveBeenCalledWith('p1', 'r1', expect.anything());
    expect(screen.getByText('A strong week for reach.')).toBeInTheDocument();
    expect(screen.getByText('Try Thursday mornings')).toBeInTheDocument();
    // The slate, the posts against the median (a missing rate in words), what to plan next.
    expect(screen.getByText('2 more Growth')).toBeInTheDocument();
    expect(
      screen.getByText(/against the brand’s 12-week median of 5\.0% \(4 of 5 posts\)/),
    ).toBeInTheDocument();
    expect(screen.getByText('not yet')).toBeInTheDocument();
    expect(screen.getByText('Recipes: 7.0% median over 4 posts')).toBeInTheDocument();
    expect(screen.getByText('Not enough data yet (12 of 20 posts with a rate).')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All weeks' }));
    expect(currentPath(router)).toBe('/brand/acme/analytics?tab=reviews');
  });

  it('says so when the model failed and the figures stand alone', async () => {
    vi.spyOn(reviewsApi, 'fetchReviews').mockResolvedValue(aPage([]));
    vi.spyOn(reviewsApi, 'fetchReview').mockResolvedValue({
      ...aReview,
      ai: 'failed',
      summary: null,
      suggestions: [],
    });
    renderPageAt('/brand/acme/analytics?tab=reviews&review=r1', [
      { path: '/brand/:projectSlug/analytics', element: <AnalyticsPage /> },
    ]);
    expect(await screen.findByText(/The AI summary could not be written this week/)).toBeInTheDocument();
    expect(screen.queryByText('A strong week for reach.')).not.toBeInTheDocument();
  });
});
