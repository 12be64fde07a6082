import type { AnalyticsReport } from '@expertos/domain/analytics/report.schema';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@/shared/i18n/en';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProject } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as analyticsApi from '../api/analytics';
import { AnalyticsPage } from './AnalyticsPage';

/**
 * The Results page's "Plan and results by week" and "Followers and reach"
 * (docs/product.md#analytics): the slate against the posts per week with what each rate rests
 * on, and lines whose gaps are breaks (and words in their tables), never 0.
 */

afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  signIn();
  useWorkspaceStore.getState().setProjects([aProject({ uid: 'p1', name: 'Acme', slug: 'acme' })]);
});

const w = en.ui.analytics.weeks;
/** The no-slate notice, naming the setup step by its name. */
const noSlate =
  'No slate set: a brand admin sets the weekly targets per purpose in the brand’s Content Output step.';
const r = en.ui.analytics.trends;
const summary = (median: number | null, counted: number, of: number) => ({
  average: median,
  median,
  total: median,
  counted,
  of,
});
const headline = {
  posts: 3,
  reach: summary(3000, 2, 3),
  views: summary(null, 0, 3),
  engagements: summary(250, 2, 3),
  rate: summary(0.075, 2, 3),
};
const IG = '6f1c2c52-8d0e-4f3e-9a53-1f0d2b6c7a11';

const weeks: AnalyticsReport['weeks'] = [
  {
    start: '2026-04-06',
    end: '2026-04-12',
    days: 7,
    target: 3,
    planned: 2,
    posted: 2,
    purposes: [
      { purpose: 'growth', target: 2, planned: 1, posted: 1 },
      { purpose: 'trust_building', target: 1, planned: 1, posted: 0 },
      { purpose: 'sales_promotion', target: 0, planned: 0, posted: 0 },
    ],
    unassigned: { planned: 0, posted: 1 },
    rate: summary(0.075, 2, 2),
  },
  {
    start: '2026-04-13',
    end: '2026-04-19',
    days: 3,
    target: 3,
    planned: 1,
    posted: 1,
    purposes: [
      { purpose: 'growth', target: 2, planned: 0, posted: 0 },
      { purpose: 'trust_building', target: 1, planned: 0, posted: 0 },
      { purpose: 'sales_promotion', target: 0, planned: 0, posted: 0 },
    ],
    unassigned: { planned: 1, posted: 1 },
    rate: summary(null, 0, 1),
  },
];

const aReport = (change: Partial<AnalyticsReport> = {}): AnalyticsReport => ({
  from: '2026-04-06',
  to: '2026-04-15',
  time_zone: 'UTC',
  headline: { current: headline, previous: headline },
  group: 'platform',
  groups: [],
  heatmap: [],
  top: [],
  bottom: [],
  weeks,
  followers: [
    {
      account: IG,
      network: 'instagram',
      days: [
        { day: '2026-04-06', followers: 1000 },
        { day: '2026-04-07', followers: 1010 },
        { day: '2026-04-08', followers: null },
        { day: '2026-04-09', followers: 1030 },
        { day: '2026-04-10', followers: 1040 },
      ],
    },
  ],
  reach: [
    { day: '2026-04-06', reach: 2000, counted: 1, of: 1 },
    { day: '2026-04-07', reach: null, counted: 0, of: 0 },
    { day: '2026-04-08', reach: 1000, counted: 1, of: 1 },
    { day: '2026-04-09', reach: null, counted: 0, of: 1 },
  ],
  to_label: { count: 0, posts: [] },
  pillars: [],
  accounts: [{ id: IG, network: 'instagram', name: 'acme.studio' }],
  ...change,
});

const renderPage = () =>
  renderPageAt('/brand/acme/analytics', [
    { path: '/brand/:projectSlug/analytics', element: <AnalyticsPage /> },
  ]);

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the Results page’s weeks, followers and reach', () => {
  it('sets each week’s slate against its posts, with the rate and what it rests on', async () => {
    vi.spyOn(analyticsApi, 'fetchAnalyticsReport').mockResolvedValue(aReport());
    renderPage();
    const table = await screen.findByRole('table', { name: w.table });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Week', 'Target', 'Planned', 'Posted', 'By purpose', 'Median 7-day rate']);
    expect(cellsOf(table)).toEqual([
      [
        '6 Apr – 12 Apr',
        '3',
        '2',
        '2 of 3',
        'Growth 1 of 2 · Trust building 0 of 1 · No purpose 1',
        '7.5%2 of 2 posts',
      ],
      [
        '13 Apr – 19 Apr3 of 7 days in the range',
        '3',
        '1',
        '1 of 3',
        'Growth 0 of 2 · Trust building 0 of 1 · No purpose 1',
        // No post has its 7-day figures yet: no rate, never 0 %.
        '—0 of 1 posts',
      ],
    ]);
    // The table scrolls inside itself on a phone rather than widening the page.
    expect(table.closest('.mantine-ScrollArea-root')).not.toBeNull();
    expect(screen.queryByText(noSlate)).toBeNull();
  });

  it('says when no slate is set, and leaves the slate out for a reader not shown it', async () => {
    const unset = weeks.map((week) => ({
      ...week,
      target: 0,
      purposes: week.purposes.map((row) => ({ ...row, target: 0 })),
    }));
    vi.spyOn(analyticsApi, 'fetchAnalyticsReport').mockResolvedValue(aReport({ weeks: unset }));
    const { unmount } = renderPage();
    expect(await screen.findByText(noSlate)).toBeInTheDocument();
    unmount();

    const hidden = weeks.map((week) => ({
      ...week,
      target: null,
      planned: null,
      purposes: week.purposes.map((row) => ({ ...row, target: null, planned: null })),
      unassigned: week.unassigned && { ...week.unassigned, planned: null },
    }));
    vi.spyOn(analyticsApi, 'fetchAnalyticsReport').mockResolvedValue(aReport({ weeks: hidden }));
    renderPage();
    const table = await screen.findByRole('table', { name: w.table });
    expect(within(table).queryByRole('columnheader', { name: 'Target' })).toBeNull();
    expect(cellsOf(table)[0]).toEqual(['6 Apr – 12 Apr', '2', 'Growth 1 · No purpose 1', '7.5%2 of 2 posts']);
  });

  it('breaks a follower line at a day not read and lists that day as not read', async () => {
    vi.spyOn(analyticsApi, 'fetchAnalyticsReport').mockResolvedValue(aReport());
    renderPage();
    const chart = await screen.findByRole('img', {
      name: 'Followers of acme.studio per day: 4 of 5 days read',
    });
    // Two runs around the gap, a dot for each day read: nothing drawn at 0.
    expect(chart.querySelectorAll('polyline')).toHaveLength(2);
    expect(chart.querySelectorAll('circle')).toHaveLength(4);
    const title = 'Followers of acme.studio (Instagram)';
    await setupUser().click(screen.getByRole('button', { name: `Show as table: ${title}` }));
    expect(cellsOf(screen.getByRole('table', { name: title }))).toEqual([
      ['6 Apr 2026', '1,000'],
      ['7 Apr 2026', '1,010'],
      ['8 Apr 2026', 'not read'],
      ['9 Apr 2026', '1,030'],
      ['10 Apr 2026', '1,040'],
    ]);
  });

  it('lists each day’s reach with what it rests on, a day without posts in words', async () => {
    vi.spyOn(analyticsApi, 'fetchAnalyticsReport').mockResolvedValue(aReport());
    renderPage();
    expect(
      await screen.findByRole('img', { name: 'Reach of each day’s posts: 2 of 4 days with a figure' }),
    ).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: `Show as table: ${r.reach}` }));
    expect(cellsOf(screen.getByRole('table', { name: r.reach }))).toEqual([
      ['6 Apr 2026', '2,000', '1 of 1 posts'],
      ['7 Apr 2026', '—', 'no posts'],
      ['8 Apr 2026', '1,000', '1 of 1 posts'],
      ['9 Apr 2026', '—', '0 of 1 posts'],
    ]);
  });

  it('says when there are no follower figures yet', async () => {
    vi.spyOn(analyticsApi, 'fetchAnalyticsReport').mockResolvedValue(aReport({ followers: [] }));
    renderPage();
    expect(await screen.findByText(r.noFollowers)).toBeInTheDocument();
  });
});
