import { ApiError } from '@expertos/api-client/client';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { renderWithProviders, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as ticketTimeApi from '../api/ticket-time';
import * as timerApi from '../api/timer';
import { newEntryValues } from '../lib/entry-form';
import { aRunningEntry, aState, aTicketTime, aTimeEntry } from '../test/time-fixtures';
import { TicketTimeSection } from './TicketTimeSection';

const messages = () => notificationsStore.getState().items.map((item) => item.message);

function renderSection(totalSpent = 3600) {
  renderWithProviders(
    <TicketTimeSection ticketUid="t1" workspaceUid="w1" totalSpent={totalSpent} headingOrder={4} />,
  );
  return setupUser();
}

const total = () => screen.getByTestId('ticket-time-total');
const entries = () => screen.queryAllByTestId('time-entry');

beforeEach(() => {
  signIn();
});
afterEach(() => vi.restoreAllMocks());

describe('TicketTimeSection', { timeout: 20_000 }, () => {
  it('shows the total and the entries: who, when, how long, the note, manual ones marked', async () => {
    vi.spyOn(timerApi, 'fetchTimeState').mockResolvedValue(aState());
    vi.spyOn(ticketTimeApi, 'fetchTicketTime').mockResolvedValue(
      aTicketTime(
        [
          aTimeEntry({
            uid: 'e2',
            seconds: 1800,
            manual: true,
            note: 'Script',
            person: { uid: 'm2', name: null, email: 'grace@example.com', image: null },
            can_edit: false,
          }),
          aTimeEntry(),
        ],
        5400,
      ),
    );
    renderSection(0);

    expect(await screen.findByRole('heading', { name: 'Time' })).toBeInTheDocument();
    await waitFor(() => expect(total()).toHaveTextContent('1h 30m'));
    const [first, second] = entries();
    expect(first).toHaveTextContent('30m');
    expect(first).toHaveTextContent('grace@example.com');
    expect(first).toHaveTextContent('Manual');
    expect(first).toHaveTextContent('Script');
    // Not the caller's: no edit or delete.
    expect(within(first as HTMLElement).queryAllByRole('button')).toHaveLength(0);
    expect(second).toHaveTextContent('1h 00m');
    expect(second).toHaveTextContent('You');
    expect(within(second as HTMLElement).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Start timer' })).toBeInTheDocument();
  });

  it('says when there is no time yet', async () => {
    vi.spyOn(timerApi, 'fetchTimeState').mockResolvedValue(aState());
    vi.spyOn(ticketTimeApi, 'fetchTicketTime').mockResolvedValue(aTicketTime([], 0));
    renderSection(0);
    expect(await screen.findByText('No time tracked yet.')).toBeInTheDocument();
    expect(total()).toHaveTextContent('0s');
  });

  it('starts the timer, ticks the total, and stops it', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    const running = aRunningEntry({ seconds: 0 });
    vi.spyOn(timerApi, 'fetchTimeState')
      .mockResolvedValueOnce(aState())
      .mockResolvedValue(aState([running]));
    const ticket = vi
      .spyOn(ticketTimeApi, 'fetchTicketTime')
      .mockResolvedValue(aTicketTime([aTimeEntry()], 3600));
    const start = vi.spyOn(timerApi, 'startTimer').mockResolvedValue(running);
    const u = renderSection();
    await waitFor(() => expect(ticket).toHaveBeenCalled());

    await u.click(await screen.findByRole('button', { name: 'Start timer' }));
    expect(start).toHaveBeenCalledWith('t1');
    expect(await screen.findByRole('button', { name: 'Stop timer' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(125_000));
    await waitFor(() => expect(total()).toHaveTextContent(/^1h 0[23]m$/));
    expect(screen.getByTestId('ticket-timer-clock')).toHaveTextContent(/Timer running: 00:02:0[5-9]/);
    // Nobody else had a timer running: nothing to say.
    expect(messages()).toEqual([]);

    const stopped = aTimeEntry({ uid: 'run', seconds: 130 });
    ticket.mockResolvedValue(aTicketTime([stopped, aTimeEntry()], 3730));
    vi.spyOn(timerApi, 'fetchTimeState').mockResolvedValue(aState([stopped]));
    const stop = vi.spyOn(timerApi, 'stopTimer').mockResolvedValue(stopped);
    await u.click(screen.getByRole('button', { name: 'Stop timer' }));
    expect(stop).toHaveBeenCalledWith('t1');
    expect(await screen.findByRole('button', { name: 'Start timer' })).toBeInTheDocument();
    await waitFor(() => expect(total()).toHaveTextContent('1h 02m'));
    expect(messages()).toContain('Timer stopped: 2m on #12.');
  });

  it('says that the timer running on another ticket was stopped', async () => {
    const elsewhere = aRunningEntry({
      uid: 'other',
      ticket: {
        uid: 't7',
        id: 7,
        summary: 'Write the blog',
        project: { uid: 'p1', name: 'Acme', slug: 'acme' },
      },
    });
    vi.spyOn(timerApi, 'fetchTimeState').mockResolvedValue(aState([elsewhere]));
    vi.spyOn(ticketTimeApi, 'fetchTicketTime').mockResolvedValue(aTicketTime([], 0));
    vi.spyOn(timerApi, 'startTimer').mockResolvedValue(aRunningEntry());
    const u = renderSection(0);
    await screen.findByText('No time tracked yet.');

    await u.click(screen.getByRole('button', { name: 'Start timer' }));

    await waitFor(() => expect(messages()).toContain('Your timer on #7 Write the blog was stopped.'));
  });

  it('shows why the timer could not start, where the button is', async () => {
    vi.spyOn(timerApi, 'fetchTimeState').mockResolvedValue(aState());
    vi.spyOn(ticketTimeApi, 'fetchTicketTime').mockResolvedValue(aTicketTime([], 0));
    vi.spyOn(timerApi, 'startTimer').mockRejectedValue(
      new ApiError({ status: 409, code: 'time_entry_running', message: 'x' }),
    );
    const u = renderSection(0);
    await screen.findByText('No time tracked yet.');
    await u.click(screen.getByRole('button', { name: 'Start timer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_CATALOGUE.time_entry_running.message);
  });

  it('adds time by hand: the start as ISO, the duration in seconds, the note', async () => {
    // Mid-afternoon, so a start at 08:15 for 1h 30m has ended, whenever the test runs.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-08T15:20:00') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    vi.spyOn(timerApi, 'fetchTimeState').mockResolvedValue(aState());
    const ticket = vi.spyOn(ticketTimeApi, 'fetchTicketTime').mockResolvedValue(aTicketTime([], 0));
    const add = vi
      .spyOn(ticketTimeApi, 'addTimeEntry')
      .mockResolvedValue(aTimeEntry({ manual: true, seconds: 5400 }));
    const u = renderSection(0);
    await screen.findByText('No time tracked yet.');

    await u.click(screen.getByRole('button', { name: 'Add time' }));
    const form = within(screen.getByRole('form', { name: 'Add time by hand' }));
    fireEvent.change(form.getByLabelText(/Start time/), { target: { value: '08:15' } });
    const minutes = form.getByRole('textbox', { name: 'Minutes' });
    await u.clear(minutes);
    await u.type(minutes, '30');
    await u.type(form.getByRole('textbox', { name: 'Note' }), 'Edited the cut');
    ticket.mockResolvedValue(aTicketTime([aTimeEntry({ manual: true, seconds: 5400 })], 5400));
    await u.click(form.getByRole('button', { name: 'Add entry' }));

    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    const [uid, input] = add.mock.calls[0] ?? [];
    expect(uid).toBe('t1');
    // The form starts on the day of the hour that just ended.
    const day = newEntryValues().date ?? '';
    expect(input).toEqual({
      started_at: new Date(`${day}T08:15:00`).toISOString(),
      seconds: 5400,
      note: 'Edited the cut',
    });
    await waitFor(() => expect(total()).toHaveTextContent('1h 30m'));
    expect(screen.queryByRole('form', { name: 'Add time by hand' })).toBeNull();
    expect(messages()).toContain('1h 30m added.');
  });

  it('moves the default start with the duration, so a longer entry still ends now, not in the future', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-08T15:22:00') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    vi.spyOn(timerApi, 'fetchTimeState').mockResolvedValue(aState());
    vi.spyOn(ticketTimeApi, 'fetchTicketTime').mockResolvedValue(aTicketTime([], 0));
    const add = vi
      .spyOn(ticketTimeApi, 'addTimeEntry')
      .mockResolvedValue(aTimeEntry({ manual: true, seconds: 9000 }));
    const u = renderSection(0);
    await screen.findByText('No time tracked yet.');
    await u.click(screen.getByRole('button', { name: 'Add time' }));
    const form = within(screen.getByRole('form', { name: 'Add time by hand' }));
    const start = form.getByLabelText(/Start time/);
    // An hour that ended now (15:20, rounded down to 5 minutes).
    expect(start).toHaveValue('14:20');

    const hours = form.getByRole('textbox', { name: 'Hours' });
    await u.clear(hours);
    await u.type(hours, '2');
    const minutes = form.getByRole('textbox', { name: 'Minutes' });
    await u.clear(minutes);
    await u.type(minutes, '30');
    expect(start).toHaveValue('12:50');
    await u.click(form.getByRole('button', { name: 'Add entry' }));

    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(add.mock.calls[0]?.[1]).toMatchObject({
      started_at: new Date('2030-01-08T12:50:00').toISOString(),
      seconds: 9000,
    });
  });

  it('refuses an entry of no time before sending it', async () => {
    vi.spyOn(timerApi, 'fetchTimeState').mockResolvedValue(aState());
    vi.spyOn(ticketTimeApi, 'fetchTicketTime').mockResolvedValue(aTicketTime([], 0));
    const add = vi.spyOn(ticketTimeApi, 'addTimeEntry');
    const u = renderSection(0);
    await screen.findByText('No time tracked yet.');
    await u.click(screen.getByRole('button', { name: 'Add time' }));
    const form = within(screen.getByRole('form', { name: 'Add time by hand' }));
    await u.clear(form.getByRole('textbox', { name: 'Hours' }));
    await u.click(form.getByRole('button', { name: 'Add entry' }));
    expect(form.getByRole('alert')).toHaveTextContent(
      'An entry lasts at least 1 minute and at most 24 hours.',
    );
    expect(add).not.toHaveBeenCalled();
  });

  it('edits an entry, sending only what changed', async () => {
    vi.spyOn(timerApi, 'fetchTimeState').mockResolvedValue(aState());
    vi.spyOn(ticketTimeApi, 'fetchTicketTime').mockResolvedValue(aTicketTime([aTimeEntry()], 3600));
    const update = vi
      .spyOn(ticketTimeApi, 'updateTimeEntry')
      .mockResolvedValue(aTimeEntry({ seconds: 4500 }));
    const u = renderSection();
    await u.click(await screen.findByRole('button', { name: /^Edit entry: 1h 00m on / }));
    const form = within(screen.getByRole('form', { name: 'Edit time entry' }));
    const minutes = form.getByRole('textbox', { name: 'Minutes' });
    await u.clear(minutes);
    await u.type(minutes, '15');
    await u.click(form.getByRole('button', { name: 'Save entry' }));

    await waitFor(() => expect(update).toHaveBeenCalledWith('t1', 'e1', { seconds: 4500 }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit time entry' })).toBeNull());
    expect(messages()).toContain('The time entry was saved.');
  });

  it('deletes an entry once confirmed', async () => {
    vi.spyOn(timerApi, 'fetchTimeState').mockResolvedValue(aState());
    const ticket = vi
      .spyOn(ticketTimeApi, 'fetchTicketTime')
      .mockResolvedValue(aTicketTime([aTimeEntry()], 3600));
    const remove = vi.spyOn(ticketTimeApi, 'deleteTimeEntry').mockResolvedValue({ ok: true });
    const u = renderSection();

    await u.click(await screen.findByRole('button', { name: /^Delete entry: 1h 00m on / }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this time entry?' });
    expect(dialog).toHaveTextContent('1h 00m');
    expect(dialog).toHaveTextContent('Ada Lovelace');
    ticket.mockResolvedValue(aTicketTime([], 0));
    await u.click(within(dialog).getByRole('button', { name: 'Delete entry' }));

    expect(remove).toHaveBeenCalledWith('t1', 'e1');
    expect(await screen.findByText('No time tracked yet.')).toBeInTheDocument();
    expect(total()).toHaveTextContent('0s');
  });

  it('keeps the entry when the deletion is cancelled', async () => {
    vi.spyOn(timerApi, 'fetchTimeState').mockResolvedValue(aState());
    vi.spyOn(ticketTimeApi, 'fetchTicketTime').mockResolvedValue(aTicketTime([aTimeEntry()], 3600));
    const remove = vi.spyOn(ticketTimeApi, 'deleteTimeEntry');
    const u = renderSection();
    await u.click(await screen.findByRole('button', { name: /^Delete entry: / }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this time entry?' });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    expect(entries()).toHaveLength(1);
  });
});
