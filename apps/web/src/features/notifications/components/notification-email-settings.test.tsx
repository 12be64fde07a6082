import { ApiError } from '@expertos/api-client/client';
import type { NotificationSettings } from '@expertos/domain/notification.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { renderWithProviders, signIn } from '@/test/render';
import * as notificationSettingsApi from '../api/notification-settings';
import { NotificationEmailSettings } from './NotificationEmailSettings';

const MENTIONS = 'E-mail me when someone mentions me';
const REMINDERS = 'E-mail me about reminders';

function serve(settings: NotificationSettings = { email_mentions: true, email_reminders: true }) {
  vi.spyOn(notificationSettingsApi, 'fetchNotificationSettings').mockResolvedValue(settings);
}

async function renderSettings() {
  signIn();
  const u = userEvent.setup();
  renderWithProviders(<NotificationEmailSettings />);
  const section = screen.getByRole('region', { name: 'E-mail notifications' });
  await within(section).findByRole('switch', { name: MENTIONS });
  return { u, section };
}

afterEach(() => vi.restoreAllMocks());

describe('NotificationEmailSettings', () => {
  it('shows a skeleton, then both settings as the server has them', async () => {
    serve({ email_mentions: true, email_reminders: false });
    signIn();
    renderWithProviders(<NotificationEmailSettings />);
    expect(screen.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('switch', { name: MENTIONS })).toBeChecked();
    expect(screen.getByRole('switch', { name: REMINDERS })).not.toBeChecked();
  });

  it('saves a toggle at once, showing it before the server answers', async () => {
    serve();
    let answer!: (saved: NotificationSettings) => void;
    const update = vi
      .spyOn(notificationSettingsApi, 'updateNotificationSettings')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { u } = await renderSettings();

    await u.click(screen.getByRole('switch', { name: REMINDERS }));

    expect(update).toHaveBeenCalledWith({ email_reminders: false });
    expect(screen.getByRole('switch', { name: REMINDERS })).not.toBeChecked();
    answer({ email_mentions: true, email_reminders: false });
    await waitFor(() => expect(screen.getByRole('switch', { name: REMINDERS })).not.toBeChecked());
    expect(screen.getByRole('switch', { name: MENTIONS })).toBeChecked();
  });

  it('puts the switch back and says why when the save fails', async () => {
    serve();
    vi.spyOn(notificationSettingsApi, 'updateNotificationSettings').mockRejectedValue(
      new ApiError({ status: 403, code: 'forbidden', message: 'x' }),
    );
    const { u } = await renderSettings();

    await u.click(screen.getByRole('switch', { name: MENTIONS }));

    await waitFor(() => expect(screen.getByRole('switch', { name: MENTIONS })).toBeChecked());
    expect(notificationsStore.getState().items.map((item) => [item.type, item.message])).toEqual([
      ['negative', 'Your e-mail setting could not be saved. You do not have permission to do this.'],
    ]);
  });

  it('says when the settings cannot be loaded, and tries again', async () => {
    const load = vi
      .spyOn(notificationSettingsApi, 'fetchNotificationSettings')
      .mockRejectedValueOnce(new ApiError({ status: 404, code: 'not_found', message: 'x' }))
      .mockResolvedValue({ email_mentions: false, email_reminders: true });
    signIn();
    const u = userEvent.setup();
    renderWithProviders(<NotificationEmailSettings />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your e-mail settings could not be loaded.');
    await u.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: MENTIONS })).not.toBeChecked();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
