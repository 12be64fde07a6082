import { LIMITS } from '@expertos/domain/limits';
import { BADGE_POSITIONS, DEFAULT_NOTIFICATION_TIMEOUT_MS, NOTIFY_CONSOLE_ERRORS } from '@expertos/domain/ui';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { NotificationStack } from './NotificationStack';
import { notificationsStore, notify } from './notify-store';

const items = () => notificationsStore.getState().items;

describe('notify', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('shows a positive notification with a check icon and a negative one with an error icon', () => {
    renderWithProviders(<NotificationStack />, { withUiHosts: false });
    act(() => {
      notify({ type: 'positive', message: 'Saved.' });
      notify({ type: 'negative', message: 'Could not save.' });
    });
    const positive = screen.getByRole('status');
    expect(positive).toHaveTextContent('Saved.');
    expect(positive.closest('[data-type="positive"]')?.querySelector('[data-icon="check"]')).not.toBeNull();
    const negative = screen.getByRole('alert');
    expect(negative).toHaveTextContent('Could not save.');
    expect(negative.closest('[data-type="negative"]')?.querySelector('[data-icon="error"]')).not.toBeNull();
  });

  it('dismisses after the timeout plus the extra second', () => {
    renderWithProviders(<NotificationStack />, { withUiHosts: false });
    notify({ type: 'positive', message: 'Saved.', timeout: 2000 });
    act(() => vi.advanceTimersByTime(2000 + LIMITS.notificationExtraTimeoutMs - 1));
    expect(items()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(items()).toHaveLength(0);
  });

  it('uses the default timeout when none is given', () => {
    renderWithProviders(<NotificationStack />, { withUiHosts: false });
    notify({ type: 'negative', message: 'Oops' });
    act(() =>
      vi.advanceTimersByTime(DEFAULT_NOTIFICATION_TIMEOUT_MS + LIMITS.notificationExtraTimeoutMs - 1),
    );
    expect(items()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(items()).toHaveLength(0);
  });

  it('starts a toast’s time once the stack is on screen (its code may still be loading)', () => {
    notify({ type: 'positive', message: 'Created.', timeout: 2000 });
    act(() => vi.advanceTimersByTime(10_000));
    expect(items()).toHaveLength(1);
    renderWithProviders(<NotificationStack />, { withUiHosts: false });
    expect(screen.getByRole('status')).toHaveTextContent('Created.');
    act(() => vi.advanceTimersByTime(2000 + LIMITS.notificationExtraTimeoutMs - 1));
    expect(items()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(items()).toHaveLength(0);
  });

  it('keeps a notification with timeout 0 until it is closed', () => {
    const dismiss = notify({ type: 'negative', message: 'Sticky', timeout: 0 });
    act(() => vi.advanceTimersByTime(60_000));
    expect(items()).toHaveLength(1);
    act(() => dismiss());
    expect(items()).toHaveLength(0);
  });

  it('groups duplicates (same type and message) into one with an incrementing counter badge', () => {
    renderWithProviders(<NotificationStack />, { withUiHosts: false });
    act(() => {
      notify({ type: 'negative', message: 'Network error' });
    });
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    act(() => {
      notify({ type: 'negative', message: 'Network error' });
    });
    expect(screen.getAllByTestId('notification')).toHaveLength(1);
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');
    act(() => {
      notify({ type: 'negative', message: 'Network error' });
    });
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
    // Same text, other type: a separate notification.
    act(() => {
      notify({ type: 'positive', message: 'Network error' });
    });
    expect(screen.getAllByTestId('notification')).toHaveLength(2);
  });

  it('groups by an explicit group key, showing the newest message', () => {
    notify({ type: 'positive', message: 'Sync 1', group: 'sync' });
    notify({ type: 'positive', message: 'Sync 2', group: 'sync' });
    expect(items()).toHaveLength(1);
    expect(items()[0]).toMatchObject({ message: 'Sync 2', count: 2 });
  });

  it('never groups notifications with group: false', () => {
    notify({ type: 'positive', message: 'Same', group: false });
    notify({ type: 'positive', message: 'Same', group: false });
    expect(items()).toHaveLength(2);
  });

  it('restarts the timer when a duplicate is regrouped', () => {
    renderWithProviders(<NotificationStack />, { withUiHosts: false });
    notify({ type: 'negative', message: 'Again', timeout: 3000 });
    act(() => vi.advanceTimersByTime(3500));
    notify({ type: 'negative', message: 'Again', timeout: 3000 });
    // The first timer would have fired at 4000 ms; the restarted one fires at 3500 + 4000.
    act(() => vi.advanceTimersByTime(3999));
    expect(items()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(items()).toHaveLength(0);
  });

  it.each(BADGE_POSITIONS)('places the counter badge at %s', (position) => {
    renderWithProviders(<NotificationStack />, { withUiHosts: false });
    act(() => {
      notify({ type: 'positive', message: 'Twice', badgePosition: position });
      notify({ type: 'positive', message: 'Twice', badgePosition: position });
    });
    expect(screen.getByTestId('notification-badge')).toHaveAttribute('data-position', position);
  });

  it('rejects a badge position that is not allowed, with a console error and nothing shown', () => {
    const update = notify({ type: 'positive', message: 'Nope', badgePosition: 'middle' });
    expect(items()).toHaveLength(0);
    expect(consoleError).toHaveBeenCalledWith(NOTIFY_CONSOLE_ERRORS.wrongBadgePosition);
    expect(consoleError).toHaveBeenCalledWith('wrong badgePosition');
    update({ message: 'still nothing' });
    expect(items()).toHaveLength(0);
  });

  it('refuses to update a grouped notification', () => {
    const update = notify({ type: 'positive', message: 'Grouped' });
    update({ message: 'Changed' });
    expect(consoleError).toHaveBeenCalledWith('trying to update a grouped one which is forbidden');
    expect(items()[0]?.message).toBe('Grouped');
  });

  it('updates a non-grouped notification', () => {
    renderWithProviders(<NotificationStack />, { withUiHosts: false });
    let update: ReturnType<typeof notify> = () => {};
    act(() => {
      update = notify({ type: 'positive', message: 'Uploading…', group: false });
    });
    act(() => update({ message: 'Uploaded.' }));
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded.');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('is dismissed by its close button', async () => {
    renderWithProviders(<NotificationStack />, { withUiHosts: false });
    act(() => {
      notify({ type: 'positive', message: 'Close me' });
    });
    const card = screen.getByTestId('notification');
    act(() => within(card).getByRole('button', { name: 'Dismiss notification' }).click());
    expect(items()).toHaveLength(0);
  });
});
