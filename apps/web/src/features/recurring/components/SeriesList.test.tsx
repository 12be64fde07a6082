import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as recurringApi from '../api/recurring';
import { aSeries } from '../test/fixtures';
import { SeriesList } from './SeriesList';

beforeEach(() => useWorkspaceStore.setState({ currentMemberRole: 'admin' }));
afterEach(() => vi.restoreAllMocks());

describe("a brand's series", { timeout: 20_000 }, () => {
  it('lists each with its words, next dates and progress', async () => {
    vi.spyOn(recurringApi, 'fetchSeries').mockResolvedValue([aSeries()]);
    renderWithProviders(<SeriesList projectUid="p1" highlight={null} onEdit={() => {}} />);
    const card = await screen.findByRole('article', { name: 'Tip Tuesday #{n}' });
    expect(within(card).getByTestId('series-words')).toHaveTextContent(
      'Monthly on the 2nd Tuesday, 10 times',
    );
    expect(card).toHaveTextContent('Next: Mar 12, 2030 · Apr 9, 2030');
    expect(card).toHaveTextContent('2 of 10 made');
    expect(within(card).getByText('Active')).toBeInTheDocument();
  });

  it('says what each series does on holidays: by a calendar, on the closed days, or both', async () => {
    vi.spyOn(recurringApi, 'fetchSeries').mockResolvedValue([
      aSeries({ uid: 's1', holidays: { mode: 'skip', calendar: 'DE-BY', closed_days: false } }),
      aSeries({ uid: 's2', holidays: { mode: 'move', calendar: null, closed_days: true } }),
      aSeries({ uid: 's3', holidays: { mode: 'skip', calendar: 'FR', closed_days: true } }),
      aSeries({ uid: 's4', holidays: null }),
    ]);
    renderWithProviders(<SeriesList projectUid="p1" highlight={null} onEdit={() => {}} />);
    const [byCalendar, byClosedDays, byBoth, anyway] = await screen.findAllByRole('article');
    expect(byCalendar).toHaveTextContent('Skips public holidays (DE-BY)');
    expect(byCalendar).not.toHaveTextContent('closed days');
    expect(byClosedDays).toHaveTextContent('Moves the brand’s closed days to the next working day');
    expect(byClosedDays).not.toHaveTextContent('public holidays');
    expect(byBoth).toHaveTextContent('Skips public holidays (FR) and the brand’s closed days');
    expect(anyway).not.toHaveTextContent(/holidays|closed days/);
  });

  it('asks which tickets an edit changes: all, or this and following', async () => {
    vi.spyOn(recurringApi, 'fetchSeries').mockResolvedValue([aSeries()]);
    const onEdit = vi.fn();
    renderWithProviders(<SeriesList projectUid="p1" highlight={null} onEdit={onEdit} />);
    const user = setupUser();
    const edit = async () => {
      await user.click(await screen.findByRole('button', { name: 'Actions for Tip Tuesday #{n}' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
      return screen.findByRole('dialog', { name: 'Change which tickets?' });
    };

    await user.click(within(await edit()).getByRole('button', { name: 'This and following' }));
    await waitFor(() =>
      expect(onEdit).toHaveBeenLastCalledWith(
        expect.objectContaining({
          kind: 'following',
          from: '2030-03-12',
          series: expect.objectContaining({ uid: 's1' }),
        }),
      ),
    );
    await user.click(within(await edit()).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(onEdit).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'all' })));
  });

  it('pauses a series', async () => {
    vi.spyOn(recurringApi, 'fetchSeries').mockResolvedValue([aSeries()]);
    const update = vi.spyOn(recurringApi, 'updateSeries').mockResolvedValue(aSeries({ status: 'paused' }));
    renderWithProviders(<SeriesList projectUid="p1" highlight={null} onEdit={() => {}} />);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Actions for Tip Tuesday #{n}' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pause' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('p1', 's1', { status: 'paused' }));
  });
});
