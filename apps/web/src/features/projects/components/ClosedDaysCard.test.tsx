import { ApiError } from '@expertos/api-client/client';
import type { ClosedRange } from '@expertos/domain/closed-days';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { aProjectUser } from '@/test/fixtures';
import { renderWithProviders, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as closedDaysApi from '../api/closed-days';
import * as projectUsersApi from '../api/project-users';
import { ClosedDaysCard } from './ClosedDaysCard';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const christmas: ClosedRange = { from: '2026-12-24', to: '2027-01-01', name: 'Office closed' };
const dayOut: ClosedRange = { from: '2027-06-18', to: '2027-06-18', name: 'Team day out' };

function renderCard(brandRole: 'admin' | 'member', ranges: ClosedRange[] = [christmas, dayOut]) {
  signIn({ role: 'member' });
  vi.spyOn(projectUsersApi, 'fetchProjectUsers').mockResolvedValue([
    aProjectUser({ member_uid: 'm1', role: brandRole }),
  ]);
  vi.spyOn(closedDaysApi, 'fetchClosedDays').mockResolvedValue(ranges);
  renderWithProviders(<ClosedDaysCard projectUid="p1" />);
  return setupUser();
}

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Closed days' }))
    .getAllByRole('listitem')
    // formatRange sets thin spaces around its dash.
    .map((row) => row.textContent?.replace(/\s+/g, ' '));

describe('a brand’s closed days', { timeout: 30_000 }, () => {
  it('lists each range by name and days', async () => {
    renderCard('admin');
    expect(await rows()).toEqual(['Office closedDec 24, 2026 – Jan 1, 2027', 'Team day outJun 18, 2027']);
  });

  it('says what closed days are for while there are none', async () => {
    renderCard('admin', []);
    expect(
      await screen.findByText(
        'No closed days yet. Recurring tickets can skip or move off the days named here.',
      ),
    ).toBeInTheDocument();
  });

  it('lets a brand admin add a range, checked under its fields, and saves the whole list', async () => {
    // The pickers open on the current month.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-04-01T10:00:00') });
    const saved = vi
      .spyOn(closedDaysApi, 'saveClosedDays')
      .mockImplementation(async (_project, items) => items);
    const user = renderCard('admin');
    const form = await screen.findByRole('form', { name: 'Add closed days' });

    await user.click(within(form).getByRole('button', { name: 'Add to the list' }));
    expect(form).toHaveTextContent('Give it a name of at most 100 characters.');
    expect(within(form).getAllByText('Choose a day.')).toHaveLength(2);
    expect(saved).not.toHaveBeenCalled();

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Easter break');
    await user.click(within(form).getByRole('button', { name: /First day/ }));
    await user.click(await screen.findByRole('button', { name: '14 April 2027' }));
    await user.click(within(form).getByRole('button', { name: /Last day/ }));
    await user.click(await screen.findByRole('button', { name: '19 April 2027' }));
    await user.click(within(form).getByRole('button', { name: 'Add to the list' }));

    // In the list by its first day, as the server keeps it; nothing sent until saved.
    expect(await rows()).toEqual([
      'Office closedDec 24, 2026 – Jan 1, 2027',
      'Easter breakApr 14 – 19, 2027',
      'Team day outJun 18, 2027',
    ]);
    expect(screen.getByText('Not saved yet.')).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith('p1', [
        christmas,
        { from: '2027-04-14', to: '2027-04-19', name: 'Easter break' },
        dayOut,
      ]),
    );
    await waitFor(() =>
      expect(notificationsStore.getState().items.map((item) => item.message)).toContain('Closed days saved.'),
    );
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('says a refusal under the range it names, and one naming none above the save button', async () => {
    const saved = vi
      .spyOn(closedDaysApi, 'saveClosedDays')
      .mockRejectedValueOnce(
        new ApiError({
          status: 400,
          code: 'validation_error',
          message: 'bad',
          details: [{ path: 'items.0.name', message: 'Too long' }],
        }),
      )
      .mockRejectedValueOnce(new ApiError({ status: 403, code: 'forbidden', message: 'no' }));
    const user = renderCard('admin');
    await user.click(await screen.findByRole('button', { name: 'Remove Team day out' }));
    // The removed row's button is gone: the focus goes on to saving.
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('p1', [christmas]));
    const [row] = within(screen.getByRole('list', { name: 'Closed days' })).getAllByRole('listitem');
    expect(await within(row as HTMLElement).findByRole('alert')).toHaveTextContent(
      'The entered data is incomplete. Please fill in all the required fields.',
    );

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('form-alert')).toHaveTextContent(
      'You do not have permission to do this.',
    );
    // Still unsaved: the list stays as the admin left it.
    expect(await rows()).toEqual(['Office closedDec 24, 2026 – Jan 1, 2027']);
  });

  it('shows a brand member the list without controls', async () => {
    const saved = vi.spyOn(closedDaysApi, 'saveClosedDays');
    renderCard('member');
    expect(await rows()).toHaveLength(2);
    expect(screen.getByText('Brand admins change the closed days.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });
});
