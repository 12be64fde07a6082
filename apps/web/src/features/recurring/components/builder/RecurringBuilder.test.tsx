import { ApiError } from '@expertos/api-client/client';
import type { RecurringPreview } from '@expertos/domain/recurring.schema';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { setupUser } from '@/test/user';
import * as recurringApi from '../../api/recurring';
import * as templatesApi from '../../api/templates';
import { aSeries, next } from '../../test/fixtures';
import { RecurringBuilder } from './RecurringBuilder';

const preview: RecurringPreview = {
  rule: 'FREQ=MONTHLY;BYDAY=2TU;COUNT=10',
  next: [
    next('2030-01-08', 1),
    next('2030-02-12', 2),
    next('2030-03-12', 3),
    next('2030-04-09', 4),
    next('2030-05-14', 5),
  ],
  total: 10,
};

afterEach(() => vi.restoreAllMocks());

/**
 * user-event's own pause between events (test/user.ts drops it elsewhere): without it, the
 * builder's selects did not open on a click here (not understood yet: the same selects open in
 * other forms' tests), so these tests keep it.
 */
const KEEP_PAUSES = { delay: 0 };

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the recurring builder', { timeout: 30_000 }, () => {
  it('builds "monthly on the 2nd Tuesday, 10 times", shows its words and dates, and sends that rule', async () => {
    const asked = vi.spyOn(recurringApi, 'previewRule').mockResolvedValue(preview);
    const created = vi.spyOn(recurringApi, 'createSeries').mockResolvedValue(aSeries());
    vi.spyOn(templatesApi, 'fetchTemplates').mockResolvedValue([]);
    const onClose = vi.fn();
    renderWithProviders(<RecurringBuilder projectUid="p1" target={{ kind: 'new' }} onClose={onClose} />);
    const user = setupUser(KEEP_PAUSES);

    await pick(user, 'Repeats', 'Monthly');
    await user.click(screen.getByRole('radio', { name: 'A weekday of the month' }));
    await pick(user, 'Which one', 'Second');
    await pick(user, 'Weekday', 'Tuesday');
    await user.click(screen.getByRole('radio', { name: 'After a number of tickets' }));
    const count = screen.getByRole('textbox', { name: 'Number of tickets' });
    await user.clear(count);
    await user.type(count, '10');

    expect(screen.getByTestId('rule-words')).toHaveTextContent('Monthly on the 2nd Tuesday, 10 times');
    await waitFor(() =>
      expect(asked).toHaveBeenLastCalledWith(
        'p1',
        expect.objectContaining({ rule: 'FREQ=MONTHLY;BYDAY=2TU;COUNT=10' }),
        expect.anything(),
      ),
    );
    const dates = await screen.findByRole('list', { name: 'Next dates' });
    expect(within(dates).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('10 tickets in all')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'A ticket I describe' }));
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'Tip Tuesday');
    await user.type(screen.getByRole('textbox', { name: 'Checklist' }), 'Draft{Enter}{Enter}Design');
    await user.click(screen.getByRole('button', { name: 'Start series' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(created).toHaveBeenCalledWith('p1', {
      rule: 'FREQ=MONTHLY;BYDAY=2TU;COUNT=10',
      start: { day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), time: '09:00' },
      holidays: null,
      body: { summary: 'Tip Tuesday', checklist: ['Draft', 'Design'] },
    });
  });

  it('shows a refused rule under the part the server names', async () => {
    vi.spyOn(recurringApi, 'previewRule').mockRejectedValue(
      new ApiError({
        status: 400,
        code: 'invalid_recurrence',
        message: 'bad',
        details: [{ path: 'rule.BYDAY', message: 'not a weekday' }],
      }),
    );
    vi.spyOn(templatesApi, 'fetchTemplates').mockResolvedValue([]);
    renderWithProviders(<RecurringBuilder projectUid="p1" target={{ kind: 'new' }} onClose={() => {}} />);
    const weekdays = screen.getByRole('group', { name: 'On these days' });
    const reason = 'This repeat rule cannot be read. Check the part named, or build the rule again.';
    // The weekly days' field carries the refusal (BYDAY), not the alert over the dates.
    await waitFor(() => expect(weekdays.closest('.mantine-InputWrapper-root')).toHaveTextContent(reason));
    expect(within(screen.getByTestId('recurring-preview')).queryByRole('alert')).toBeNull();
  });

  it('keeps to the brand’s closed days without a holiday calendar, and asks for one of them first', async () => {
    const asked = vi.spyOn(recurringApi, 'previewRule').mockResolvedValue(preview);
    const created = vi.spyOn(recurringApi, 'createSeries').mockResolvedValue(aSeries());
    vi.spyOn(recurringApi, 'fetchHolidayCalendars').mockResolvedValue([
      { code: 'DE-BY', name: 'Germany: Bavaria' },
    ]);
    vi.spyOn(templatesApi, 'fetchTemplates').mockResolvedValue([]);
    const onClose = vi.fn();
    renderWithProviders(<RecurringBuilder projectUid="p1" target={{ kind: 'new' }} onClose={onClose} />);
    const user = setupUser(KEEP_PAUSES);
    await user.click(screen.getByRole('radio', { name: 'A ticket I describe' }));
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'Weekly report');

    await user.click(screen.getByRole('radio', { name: 'Skip the day' }));
    await user.click(screen.getByRole('button', { name: 'Start series' }));
    const calendar = screen.getByRole('combobox', { name: 'Holiday calendar' });
    const needOne = 'Choose a holiday calendar, the brand’s closed days, or both.';
    expect(calendar).toHaveAccessibleDescription(expect.stringContaining(needOne));
    expect(created).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: /The brand’s closed days/ }));
    expect(calendar).not.toHaveAccessibleDescription(expect.stringContaining(needOne));
    const holidays = { mode: 'skip', calendar: null, closed_days: true };
    await waitFor(() =>
      expect(asked).toHaveBeenLastCalledWith('p1', expect.objectContaining({ holidays }), expect.anything()),
    );
    await user.click(screen.getByRole('button', { name: 'Start series' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(created).toHaveBeenCalledWith('p1', expect.objectContaining({ holidays }));
  });

  it('adds the closed days to a series’ holiday calendar, and can drop the calendar', async () => {
    vi.spyOn(recurringApi, 'previewRule').mockResolvedValue(preview);
    vi.spyOn(recurringApi, 'fetchHolidayCalendars').mockResolvedValue([
      { code: 'DE-BY', name: 'Germany: Bavaria' },
    ]);
    const update = vi.spyOn(recurringApi, 'updateSeries').mockResolvedValue(aSeries());
    const series = aSeries({ holidays: { mode: 'move', calendar: 'DE-BY', closed_days: false } });
    const onClose = vi.fn();
    renderWithProviders(
      <RecurringBuilder projectUid="p1" target={{ kind: 'all', series }} onClose={onClose} />,
    );
    const user = setupUser(KEEP_PAUSES);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Holiday calendar' })).toHaveValue('Germany: Bavaria'),
    );
    const closedDays = screen.getByRole('checkbox', { name: /The brand’s closed days/ });
    expect(closedDays).not.toBeChecked();
    await user.click(closedDays);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('p1', 's1', {
        holidays: { mode: 'move', calendar: 'DE-BY', closed_days: true },
      }),
    );

    // By keyboard: the calendar's × is a named button in the tab order.
    const clear = screen.getByRole('button', { name: 'Remove the holiday calendar' });
    clear.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: 'Holiday calendar' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(update).toHaveBeenLastCalledWith('p1', 's1', {
        holidays: { mode: 'move', calendar: null, closed_days: true },
      }),
    );
  });

  it('changes "this and following" by splitting the series at the date chosen', async () => {
    vi.spyOn(recurringApi, 'previewRule').mockResolvedValue(preview);
    const split = vi.spyOn(recurringApi, 'splitSeries').mockResolvedValue(aSeries());
    const series = aSeries();
    renderWithProviders(
      <RecurringBuilder
        projectUid="p1"
        target={{ kind: 'following', series, from: '2030-03-12' }}
        onClose={() => {}}
      />,
    );
    const user = setupUser(KEEP_PAUSES);
    // From its 3rd date on, 8 of its 10 tickets are left.
    expect(screen.getByTestId('rule-words')).toHaveTextContent('Monthly on the 2nd Tuesday, 8 times');
    await pick(user, 'Weekday', 'Thursday');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(split).toHaveBeenCalledWith('p1', 's1', {
        from: '2030-03-12',
        rule: 'FREQ=MONTHLY;BYDAY=2TH;COUNT=8',
      }),
    );
  });
});
