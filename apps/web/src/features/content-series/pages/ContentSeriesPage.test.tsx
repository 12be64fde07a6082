import { ApiError } from '@expertos/api-client/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProject } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import * as seriesApi from '../api/content-series';
import { aSeries } from '../test/fixtures';
import { ContentSeriesPage } from './ContentSeriesPage';

afterEach(() => vi.restoreAllMocks());

function renderPage({ role = 'admin', path = '/brand/acme/series' }: { role?: string; path?: string } = {}) {
  signIn({ role });
  useWorkspaceStore.setState({ projects: [aProject({ uid: 'p1', name: 'Acme' })] });
  renderPageAt(path, [{ path: '/brand/:projectSlug/series', element: <ContentSeriesPage /> }]);
  return userEvent.setup();
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
