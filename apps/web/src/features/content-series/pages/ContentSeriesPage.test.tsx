import { ApiError } from '@expertos/api-client/client';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { NO_SLOTS, type Slots, SlotsContext } from '@/shared/ui/slots';
import { aProject } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as seriesApi from '../api/content-series';
import { aCadence, aSeries } from '../test/fixtures';
import { WITH_RULE_FIELD } from '../test/rule-field';
import { ContentSeriesPage } from './ContentSeriesPage';

afterEach(() => vi.restoreAllMocks());

function renderPage({
  role = 'admin',
  path = '/brand/acme/series',
  slots = NO_SLOTS,
}: {
  role?: string;
  path?: string;
  slots?: Slots;
} = {}) {
  signIn({ role });
  useWorkspaceStore.setState({ projects: [aProject({ uid: 'p1', name: 'Acme' })] });
  const element = (
    <SlotsContext.Provider value={slots}>
      <ContentSeriesPage />
    </SlotsContext.Provider>
  );
  renderPageAt(path, [{ path: '/brand/:projectSlug/series', element }]);
  return setupUser();
}

describe("the brand's Series page", { timeout: 20_000 }, () => {
  it('lists each series with its post title and progress', async () => {
    vi.spyOn(seriesApi, 'fetchSeriesList').mockResolvedValue([
      aSeries(),
      aSeries({ uid: 's2', name: 'Friday faces', pattern: 'Face #{n}', planned: 0, published: 0 }),
    ]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Series' });
    const items = within(list).getAllByTestId('content-series');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Tip Tuesday' })).toHaveAttribute(
      'href',
      '/brand/acme/series?series=s1',
    );
    expect(items[0]).toHaveTextContent('Tip Tuesday #{n}');
    expect(items[0]).toHaveTextContent('Planned 3 · published 1');
    expect(
      within(items[0] as HTMLElement).getByRole('progressbar', { name: '1 of 3 published' }),
    ).toBeInTheDocument();
  });

  it('says a series’ cadence in words, with the day of its next post', async () => {
    vi.spyOn(seriesApi, 'fetchSeriesList').mockResolvedValue([
      aSeries({ cadence: aCadence({ rule: 'FREQ=WEEKLY;BYDAY=TH', next: '2030-12-12' }) }),
      aSeries({ uid: 's2', name: 'Friday faces', cadence: aCadence({ next: null }) }),
      aSeries({ uid: 's3', name: 'Now and then' }),
    ]);
    renderPage({ slots: WITH_RULE_FIELD });
    const list = await screen.findByRole('list', { name: 'Series' });
    const [weekly, ended, none] = within(list).getAllByTestId('content-series') as HTMLElement[];
    expect(within(weekly!).getByTestId('series-cadence')).toHaveTextContent(
      'Weekly on Thursday · next post for Thu, Dec 12',
    );
    expect(within(ended!).getByTestId('series-cadence')).toHaveTextContent('no more posts to make');
    expect(within(none!).queryByTestId('series-cadence')).toBeNull();
  });

  it('says when there is no series yet', async () => {
    vi.spyOn(seriesApi, 'fetchSeriesList').mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('No series yet')).toBeInTheDocument();
  });

  it('is for the team: an external sees why, not the list', async () => {
    const fetch = vi.spyOn(seriesApi, 'fetchSeriesList').mockResolvedValue([]);
    renderPage({ role: 'external' });
    expect(await screen.findByText('For the brand’s team')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('creates a series, says the API’s refusal of a name taken by the name, and opens the new one', async () => {
    vi.spyOn(seriesApi, 'fetchSeriesList').mockResolvedValue([]);
    vi.spyOn(seriesApi, 'fetchSeriesPage').mockResolvedValue({
      ...aSeries(),
      planned: 0,
      published: 0,
      posts: [],
    });
    const create = vi
      .spyOn(seriesApi, 'createSeries')
      .mockRejectedValueOnce(
        new ApiError({ status: 409, code: 'content_series_name_taken', message: 'taken' }),
      )
      .mockResolvedValueOnce(aSeries());
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New series' }));
    const dialog = await screen.findByRole('dialog', { name: 'New series' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Tip Tuesday');
    await user.type(within(dialog).getByRole('textbox', { name: 'Post title' }), 'Tip Tuesday #{{n}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Checklist' }), 'Draft{Enter}{Enter}Design ');
    // No rule field composed in: no cadence offered, none sent.
    expect(within(dialog).queryByRole('switch')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create series' }));

    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('p1', {
        name: 'Tip Tuesday',
        pattern: 'Tip Tuesday #{n}',
        fields: { post_platform: null, caption: null, checklist: ['Draft', 'Design'] },
      }),
    );
    expect(await within(dialog).findByText(/already has a series of that name/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Create series' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New series' })).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Tip Tuesday' })).toBeInTheDocument();
  });

  it('creates a series with a cadence: the rule from the field is sent, and the new series says it', async () => {
    vi.spyOn(seriesApi, 'fetchSeriesList').mockResolvedValue([]);
    const cadence = aCadence({ rule: 'FREQ=WEEKLY;BYDAY=TH', next: '2030-12-12' });
    vi.spyOn(seriesApi, 'fetchSeriesPage').mockResolvedValue({
      ...aSeries({ cadence, planned: 0, published: 0 }),
      posts: [],
    });
    const create = vi.spyOn(seriesApi, 'createSeries').mockResolvedValue(aSeries({ cadence }));
    const user = renderPage({ slots: WITH_RULE_FIELD });
    await user.click(await screen.findByRole('button', { name: 'New series' }));
    const dialog = await screen.findByRole('dialog', { name: 'New series' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Tip Tuesday');
    await user.type(within(dialog).getByRole('textbox', { name: 'Post title' }), 'Tip Tuesday #{{n}');
    const scheduled = within(dialog).getByRole('switch', { name: 'Make the next post on a schedule' });
    expect(scheduled).not.toBeChecked();
    expect(within(dialog).queryByRole('group', { name: 'Schedule' })).toBeNull();
    await user.click(scheduled);
    await user.click(within(dialog).getByRole('button', { name: 'On Thursdays' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create series' }));

    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('p1', {
        name: 'Tip Tuesday',
        pattern: 'Tip Tuesday #{n}',
        fields: { post_platform: null, caption: null, checklist: [] },
        cadence: { rule: 'FREQ=WEEKLY;BYDAY=TH' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Tip Tuesday' })).toBeInTheDocument();
    expect(screen.getByTestId('series-cadence')).toHaveTextContent(
      'Weekly on Thursday · next post for Thu, Dec 12',
    );
    expect(screen.getByText('Posts are made 14 days before their day.')).toBeInTheDocument();
  });

  it('says a full brand in the form', async () => {
    vi.spyOn(seriesApi, 'fetchSeriesList').mockResolvedValue([]);
    vi.spyOn(seriesApi, 'createSeries').mockRejectedValue(
      new ApiError({ status: 409, code: 'content_series_full', message: 'full' }),
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New series' }));
    const dialog = await screen.findByRole('dialog', { name: 'New series' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'More');
    await user.type(within(dialog).getByRole('textbox', { name: 'Post title' }), 'More #{{n}');
    await user.click(within(dialog).getByRole('button', { name: 'Create series' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /The series could not be saved: A brand keeps at most/,
    );
  });
});
