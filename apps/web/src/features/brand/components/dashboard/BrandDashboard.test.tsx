import type { BrandOverview, SlateWeek } from '@expertos/domain/brand.schema';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as overviewApi from '../../api/brand-overview';
import { BrandDashboard } from './BrandDashboard';

afterEach(() => vi.restoreAllMocks());

const week = (start: string, end: string, change: Partial<SlateWeek> = {}): SlateWeek => ({
  start,
  end,
  targets: { growth: 3, trust_building: 2, sales_promotion: 1 },
  planned: { growth: 0, trust_building: 0, sales_promotion: 0 },
  posted: { growth: 0, trust_building: 0, sales_promotion: 0 },
  unassigned: 0,
  ...change,
});

const overview = (change: Partial<BrandOverview> = {}): BrandOverview => ({
  review_day: 'friday',
  weeks: [week('2025-06-02', '2025-06-08'), week('2025-06-09', '2025-06-15')],
  upcoming_posts: [],
  open_tasks: [],
  open_task_count: 0,
  ...change,
});

function renderDashboard(answer: BrandOverview | Error, onShowTasks = vi.fn()) {
  signIn();
  const fetch = vi.spyOn(overviewApi, 'fetchBrandOverview').mockImplementation(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  renderPageAt('/brand/acme/tasks', [
    {
      path: '/brand/:projectSlug/tasks',
      element: (
        <BrandDashboard
          workspaceUid="w1"
          project={{ uid: 'p1', slug: 'acme' }}
          onShowTasks={onShowTasks}
          // A Thursday: the week is the Monday before.
          today={new Date(2025, 5, 5, 10)}
        />
      ),
    },
  ]);
  return { fetch, onShowTasks, user: setupUser() };
}

describe('BrandDashboard', () => {
  it('links a purpose without a target to the Content Output step', async () => {
    renderDashboard(
      overview({
        weeks: [
          week('2025-06-02', '2025-06-08', { targets: { growth: 2, trust_building: 0, sales_promotion: 1 } }),
          week('2025-06-09', '2025-06-15'),
        ],
      }),
    );
    const thisWeek = await screen.findByRole('region', { name: 'This week' });
    const links = within(thisWeek).getAllByRole('link', { name: 'No target set' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/brand/acme/settings/growth-goals');
  });

  it('asks for the Monday of the week and shows planned and posted per purpose against the targets', async () => {
    const { fetch } = renderDashboard(
      overview({
        weeks: [
          week('2025-06-02', '2025-06-08', {
            planned: { growth: 3, trust_building: 1, sales_promotion: 0 },
            posted: { growth: 2, trust_building: 0, sales_promotion: 0 },
            unassigned: 1,
          }),
          week('2025-06-09', '2025-06-15', { planned: { growth: 0, trust_building: 0, sales_promotion: 2 } }),
        ],
        upcoming_posts: [
          {
            uid: 't1',
            id: 7,
            summary: 'Summer reel',
            ticket_type: 'post',
            status: 'todo',
            due_date: '2025-06-06',
            post_platform: 'instagram',
            post_audience: 'growth',
          },
        ],
      }),
    );
    const thisWeek = await screen.findByRole('region', { name: 'This week' });
    expect(fetch).toHaveBeenCalledWith('w1', 'p1', '2025-06-02');
    expect(within(thisWeek).getByText('2 posted · 3 planned of 3')).toBeInTheDocument();
    expect(within(thisWeek).getByText('0 posted · 1 planned of 2')).toBeInTheDocument();
    expect(
      within(thisWeek).getByRole('img', { name: 'Growth: 2 posted and 3 planned of a target of 3' }),
    ).toBeInTheDocument();
    expect(within(thisWeek).getByText('Due without a purpose: 1')).toBeInTheDocument();
    const nextWeek = screen.getByRole('region', { name: 'Next week' });
    expect(within(nextWeek).getByText('Review on Friday')).toBeInTheDocument();
    expect(within(nextWeek).getByText('0 posted · 2 planned of 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#7 Summer reel' })).toHaveAttribute(
      'href',
      '/brand/acme/tasks/t1',
    );
  });

  it('says a week has nothing planned, offers to plan one, and links unset targets to Content Output', async () => {
    const zero = { growth: 0, trust_building: 0, sales_promotion: 0 };
    const { onShowTasks, user } = renderDashboard(
      overview({
        weeks: [week('2025-06-02', '2025-06-08', { targets: zero }), week('2025-06-09', '2025-06-15')],
      }),
    );
    const thisWeek = await screen.findByRole('region', { name: 'This week' });
    expect(within(thisWeek).getByText('No posts planned this week')).toBeInTheDocument();
    expect(within(thisWeek).getByText(/No target set/)).toBeInTheDocument();
    expect(within(thisWeek).getByRole('link', { name: 'Set the weekly targets' })).toHaveAttribute(
      'href',
      '/brand/acme/settings/growth-goals',
    );
    expect(within(screen.getByRole('region', { name: 'Next week' })).queryByText('No target set')).toBeNull();
    await user.click(within(thisWeek).getByRole('button', { name: 'Plan one' }));
    expect(onShowTasks).toHaveBeenCalled();
  });

  it('shows a load failure with a retry', async () => {
    renderDashboard(new Error('boom'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The overview could not be loaded.');
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});
