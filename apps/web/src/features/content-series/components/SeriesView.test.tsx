import { ApiError } from '@expertos/api-client/client';
import { aTicket, aTicketListItem } from '@expertos/domain/testing/tickets';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { NO_SLOTS, type Slots, SlotsContext } from '@/shared/ui/slots';
import { OPEN_TASK_EVENT } from '@/shared/ui/task-dialog/open-task-dialog';
import { aProject } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as brandTicketsApi from '../api/brand-tickets';
import * as seriesApi from '../api/content-series';
import { ContentSeriesPage } from '../pages/ContentSeriesPage';
import { aCadence, aPost, aSeries, aSeriesPage } from '../test/fixtures';
import { WITH_RULE_FIELD } from '../test/rule-field';
import type { SeriesPost } from './PostRow';

afterEach(() => vi.restoreAllMocks());

function renderSeries(page = aSeriesPage(), slots: Slots = NO_SLOTS) {
  signIn({ role: 'member' });
  useWorkspaceStore.setState({ projects: [aProject({ uid: 'p1', name: 'Acme' })] });
  const fetch = vi.spyOn(seriesApi, 'fetchSeriesPage').mockResolvedValue(page);
  vi.spyOn(seriesApi, 'fetchSeriesList').mockResolvedValue([]);
  const element = (
    <SlotsContext.Provider value={slots}>
      <ContentSeriesPage />
    </SlotsContext.Provider>
  );
  renderPageAt('/brand/acme/series?series=s1', [{ path: '/brand/:projectSlug/series', element }]);
  return { fetch, user: setupUser() };
}

const postsList = () => screen.findByRole('list', { name: 'Posts of Tip Tuesday' });

describe('one content series', { timeout: 20_000 }, () => {
  it('shows its posts in order: number, ticket, status, day and the "out" mark', async () => {
    renderSeries();
    expect(await screen.findByRole('heading', { name: 'Tip Tuesday' })).toBeInTheDocument();
    expect(screen.getByText('Posts are named “Tip Tuesday #{n}”')).toBeInTheDocument();
    const rows = within(await postsList()).getAllByTestId('series-post');
    expect(rows).toHaveLength(3);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByLabelText('Number 1')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '#101 Tip Tuesday #1' })).toHaveAttribute(
      'href',
      '/brand/acme/tasks/t1',
    );
    expect(within(first).getByTestId('post-out')).toHaveTextContent('Out');
    expect(first).toHaveTextContent('Published');
    expect(first).toHaveTextContent('Jan 8, 2030');
    expect(within(second).queryByTestId('post-out')).toBeNull();
    expect(second).toHaveTextContent('To Do');
    expect(within(rows[2] as HTMLElement).getByText('No date')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All series' })).toHaveAttribute('href', '/brand/acme/series');
  });

  it('moves a post with Alt and an arrow key, sends the whole order and says the move', async () => {
    const [one, two, three] = aSeriesPage().posts as [SeriesPost, SeriesPost, SeriesPost];
    const reordered = aSeriesPage({ posts: [one, { ...three, position: 2 }, { ...two, position: 3 }] });
    const order = vi.spyOn(seriesApi, 'orderPosts').mockResolvedValue(reordered);
    const { user, fetch } = renderSeries();
    // What the server answers once it has the new order.
    fetch.mockResolvedValue(reordered);
    await postsList();
    screen.getByRole('button', { name: 'Move Tip Tuesday #2' }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(order).toHaveBeenCalledWith('p1', 's1', ['t1', 't3', 't2']));
    expect(await screen.findByText('Tip Tuesday #2 moved to place 3 of 3.')).toBeInTheDocument();
    const links = within(await postsList()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '#101 Tip Tuesday #1',
      '#103 Tip Tuesday #3',
      '#102 Tip Tuesday #2',
    ]);
    // Up from the top does nothing.
    screen.getByRole('button', { name: 'Move Tip Tuesday #1' }).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(order).toHaveBeenCalledTimes(1);
  });

  it('removes a post after asking', async () => {
    const remove = vi.spyOn(seriesApi, 'removePost').mockResolvedValue();
    const { user } = renderSeries();
    await postsList();
    await user.click(screen.getByRole('button', { name: 'Remove Tip Tuesday #3 from the series' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove “Tip Tuesday #3” from the series?' });
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('p1', 's1', 't3'));
  });

  it('makes the next post and opens it', async () => {
    const made = aTicket({ uid: 't4', id: 104, summary: 'Tip Tuesday #4' });
    const next = vi.spyOn(seriesApi, 'makeNextPost').mockResolvedValue(made);
    const opened = vi.fn();
    const listen = (event: Event) => opened((event as CustomEvent).detail);
    window.addEventListener(OPEN_TASK_EVENT, listen);
    const { user, fetch } = renderSeries();
    await postsList();
    await user.click(screen.getByRole('button', { name: 'Next post' }));
    await waitFor(() => expect(next).toHaveBeenCalledWith('p1', 's1'));
    await waitFor(() =>
      expect(opened).toHaveBeenCalledWith({ taskId: 't4', projectSlug: 'acme', title: 'Tip Tuesday #4' }),
    );
    expect(await screen.findByText('“Tip Tuesday #4” made.')).toBeInTheDocument();
    // The series is read again: the new post is in it.
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    window.removeEventListener(OPEN_TASK_EVENT, listen);
  });

  it('adds a ticket of the brand found by search, and says why one is refused', async () => {
    const search = vi
      .spyOn(brandTicketsApi, 'searchBrandTickets')
      .mockResolvedValue([
        aTicketListItem({ uid: 't1', id: 101, summary: 'Tip Tuesday #1' }),
        aTicketListItem({ uid: 'x1', id: 140, summary: 'Behind the scenes' }),
        aTicketListItem({ uid: 'x2', id: 141, summary: 'Team lunch' }),
      ]);
    const add = vi
      .spyOn(seriesApi, 'addPost')
      .mockRejectedValueOnce(new ApiError({ status: 409, code: 'ticket_in_series', message: 'in' }))
      .mockResolvedValueOnce(
        aSeriesPage({
          posts: [
            ...aSeriesPage().posts,
            aPost(4, { ticket: { uid: 'x1', id: 140, summary: 'Tip Tuesday #4', status: 'todo' } }),
          ],
        }),
      );
    const { user } = renderSeries();
    await postsList();
    await user.click(screen.getByRole('button', { name: 'Add a ticket' }));
    const picker = screen.getByRole('combobox', { name: 'Ticket to add' });
    await user.click(picker);
    // A ticket already in the series is not offered.
    expect(await screen.findByRole('option', { name: '#140 Behind the scenes' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '#101 Tip Tuesday #1' })).toBeNull();
    await user.click(screen.getByRole('option', { name: '#141 Team lunch' }));
    await waitFor(() => expect(add).toHaveBeenCalledWith('p1', 's1', 'x2'));
    expect(
      await screen.findByText(/The ticket could not be added: This ticket is already in a series/),
    ).toBeInTheDocument();

    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: '#140 Behind the scenes' }));
    await waitFor(() => expect(add).toHaveBeenLastCalledWith('p1', 's1', 'x1'));
    // Said by its new name: the series renamed it.
    expect(await screen.findByText('“Tip Tuesday #4” added to the series.')).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith('p1', '', expect.anything());
  });

  it('deletes the series after asking and goes back to the list', async () => {
    const remove = vi.spyOn(seriesApi, 'deleteSeries').mockResolvedValue();
    const { user } = renderSeries();
    await postsList();
    await user.click(screen.getByRole('button', { name: 'Actions for Tip Tuesday' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete series' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete “Tip Tuesday”?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete series' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('p1', 's1'));
    expect(await screen.findByText('No series yet')).toBeInTheDocument();
  });

  it('edits the series: a new post title is sent', async () => {
    const update = vi
      .spyOn(seriesApi, 'updateSeries')
      .mockResolvedValue(aSeries({ pattern: 'Tuesday tip {n}' }));
    const { user } = renderSeries();
    await postsList();
    await user.click(screen.getByRole('button', { name: 'Actions for Tip Tuesday' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit series' });
    const pattern = within(dialog).getByRole('textbox', { name: 'Post title' });
    await user.clear(pattern);
    await user.type(pattern, 'Tuesday tip {{n}');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('p1', 's1', {
        name: 'Tip Tuesday',
        pattern: 'Tuesday tip {n}',
        fields: { post_platform: 'instagram', caption: null, checklist: ['Draft'] },
      }),
    );
  });

  it('says its cadence, and edits it: a refused rule under its field, turned off sends null', async () => {
    const update = vi
      .spyOn(seriesApi, 'updateSeries')
      .mockRejectedValueOnce(
        new ApiError({
          status: 400,
          code: 'invalid_recurrence',
          message: 'bad',
          details: [{ path: 'cadence.rule.BYDAY', message: 'not a weekday' }],
        }),
      )
      .mockResolvedValue(aSeries());
    const { user } = renderSeries(aSeriesPage({ cadence: aCadence() }), WITH_RULE_FIELD);
    await postsList();
    expect(screen.getByTestId('series-cadence')).toHaveTextContent(
      'Rule FREQ=WEEKLY;BYDAY=TU · next post for Tue, Dec 10',
    );
    expect(screen.getByText('Posts are made 14 days before their day.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for Tip Tuesday' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit series' });
    const scheduled = within(dialog).getByRole('switch', { name: 'Make the next post on a schedule' });
    expect(scheduled).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'On Thursdays' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const fields = { post_platform: 'instagram', caption: null, checklist: ['Draft'] };
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('p1', 's1', {
        name: 'Tip Tuesday',
        pattern: 'Tip Tuesday #{n}',
        fields,
        cadence: { rule: 'FREQ=WEEKLY;BYDAY=TH' },
      }),
    );
    // Said under the cadence's field, and only there.
    const schedule = within(dialog).getByRole('group', { name: 'Schedule' });
    expect(await within(schedule).findByRole('alert')).toHaveTextContent(
      'This repeat rule cannot be read. Check the part named, or build the rule again.',
    );
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);

    await user.click(scheduled);
    expect(within(dialog).queryByRole('group', { name: 'Schedule' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(update).toHaveBeenLastCalledWith('p1', 's1', {
        name: 'Tip Tuesday',
        pattern: 'Tip Tuesday #{n}',
        fields,
        cadence: null,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit series' })).toBeNull());
  });

  it('leaves an unchanged cadence out of a save (sent again, it would count from today)', async () => {
    const update = vi.spyOn(seriesApi, 'updateSeries').mockResolvedValue(aSeries());
    const { user } = renderSeries(aSeriesPage({ cadence: aCadence() }), WITH_RULE_FIELD);
    await postsList();
    await user.click(screen.getByRole('button', { name: 'Actions for Tip Tuesday' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit series' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]?.[2]).not.toHaveProperty('cadence');
    expect(update.mock.calls[0]?.[2]).toMatchObject({ name: 'Tip Tuesday!' });
  });
});
