import { ApiError } from '@expertos/api-client/client';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from '@expertos/domain/notification.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { renderWithProviders, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as notificationSettingsApi from '../api/notification-settings';
import { NotificationChannelSettings } from './NotificationChannelSettings';

const MENTION_MAIL = 'Someone mentions me: By e-mail';
const MENTION_APP = 'Someone mentions me: In the app';
const ASSIGNED_MAIL = 'A task is assigned to me: By e-mail';

function serve(settings: NotificationSettings = DEFAULT_NOTIFICATION_SETTINGS) {
  vi.spyOn(notificationSettingsApi, 'fetchNotificationSettings').mockResolvedValue(settings);
}

const withSwitch = (
  channel: keyof NotificationSettings,
  kind: string,
  value: boolean,
): NotificationSettings => ({
  ...DEFAULT_NOTIFICATION_SETTINGS,
  [channel]: { ...DEFAULT_NOTIFICATION_SETTINGS[channel], [kind]: value },
});

async function renderSettings() {
  signIn();
  const u = setupUser();
  renderWithProviders(<NotificationChannelSettings />);
  const section = screen.getByRole('region', { name: 'Notifications' });
  await within(section).findByRole('checkbox', { name: MENTION_MAIL });
  return { u, section };
}

afterEach(() => vi.restoreAllMocks());

describe('NotificationChannelSettings', () => {
  it('shows a skeleton, then each kind in the app and by e-mail as the server has them', async () => {
    serve(withSwitch('in_app', 'comment', false));
    signIn();
    renderWithProviders(<NotificationChannelSettings />);
    expect(screen.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('checkbox', { name: MENTION_MAIL })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: MENTION_APP })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: ASSIGNED_MAIL })).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Someone comments on a ticket I follow: In the app' }),
    ).not.toBeChecked();
    // Two switches (in the app, by e-mail) for each of the thirteen kinds a person chooses.
    expect(
      screen.getByRole('checkbox', {
        name: 'A post of mine or of a brand I run was not published: By e-mail',
      }),
    ).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'The weekly review of a brand I run is ready: By e-mail' }),
    ).toBeChecked();
    // Approvals: what waits on the person comes by e-mail too; decisions only in the app.
    expect(screen.getByRole('checkbox', { name: 'A post waits for my approval: By e-mail' })).toBeChecked();
    expect(
      screen.getByRole('checkbox', {
        name: 'A post I asked approval for is decided, step by step: By e-mail',
      }),
    ).not.toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(26);
  });

  it('saves one box at once, showing it before the server answers', async () => {
    serve();
    let answer!: (saved: NotificationSettings) => void;
    const update = vi
      .spyOn(notificationSettingsApi, 'updateNotificationSettings')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { u } = await renderSettings();

    await u.click(screen.getByRole('checkbox', { name: ASSIGNED_MAIL }));

    expect(update).toHaveBeenCalledWith({ email: { assigned: true } });
    expect(screen.getByRole('checkbox', { name: ASSIGNED_MAIL })).toBeChecked();
    answer(withSwitch('email', 'assigned', true));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: ASSIGNED_MAIL })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: MENTION_MAIL })).toBeChecked();
  });

  it('puts the box back and says why when the save fails', async () => {
    serve();
    vi.spyOn(notificationSettingsApi, 'updateNotificationSettings').mockRejectedValue(
      new ApiError({ status: 403, code: 'forbidden', message: 'x' }),
    );
    const { u } = await renderSettings();

    await u.click(screen.getByRole('checkbox', { name: MENTION_APP }));

    await waitFor(() => expect(screen.getByRole('checkbox', { name: MENTION_APP })).toBeChecked());
    expect(notificationsStore.getState().items.map((item) => [item.type, item.message])).toEqual([
      ['negative', 'Your notification setting could not be saved. You do not have permission to do this.'],
    ]);
  });

  it('says when the settings cannot be loaded, and tries again', async () => {
    const load = vi
      .spyOn(notificationSettingsApi, 'fetchNotificationSettings')
      .mockRejectedValueOnce(new ApiError({ status: 404, code: 'not_found', message: 'x' }))
      .mockResolvedValue(withSwitch('email', 'mention', false));
    signIn();
    const u = setupUser();
    renderWithProviders(<NotificationChannelSettings />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your notification settings could not be loaded.');
    await u.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: MENTION_MAIL })).not.toBeChecked();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
