import { ApiError } from '@expertos/api-client/client';
import type { PushDevice, PushSettings } from '@expertos/domain/push.schema';
import { DEFAULT_PUSH_SETTINGS } from '@expertos/domain/push.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_CLAIM_MESSAGE } from '@/sw/sw-rules';
import { renderWithProviders, signIn } from '@/test/render';
import { setupUser } from '@/test/user';
import * as pushApi from '../api/push';
import { PushSettingsSection } from './PushSettingsSection';

const KEY = `B${'A'.repeat(86)}`;
const laptop: PushDevice = {
  uid: 'd1',
  transport: 'webpush',
  platform: 'web',
  name: 'Chrome on Linux',
  created_at: '2026-11-20T10:00:00.000Z',
  last_seen_at: new Date().toISOString(),
};

function serve({
  devices = [laptop],
  settings = DEFAULT_PUSH_SETTINGS,
}: {
  devices?: PushDevice[];
  settings?: PushSettings;
} = {}) {
  vi.spyOn(pushApi, 'fetchPushConfig').mockResolvedValue({
    web_push_public_key: KEY,
    fcm: false,
    apns: false,
  });
  const list = vi.spyOn(pushApi, 'fetchPushDevices').mockResolvedValue(devices);
  vi.spyOn(pushApi, 'fetchPushSettings').mockResolvedValue(settings);
  return { list };
}

/** A browser that can receive pushes: a service worker with a Push API, and notifications. */
function pushCapableBrowser(permission: NotificationPermission) {
  const subscription = {
    endpoint: 'https://push.example.net/push/abc',
    toJSON: () => ({
      endpoint: 'https://push.example.net/push/abc',
      expirationTime: null,
      keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) },
    }),
    unsubscribe: vi.fn().mockResolvedValue(true),
  };
  let subscribed: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscribed),
    subscribe: vi.fn(async () => {
      subscribed = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', class {});
  const requestPermission = vi.fn().mockResolvedValue(permission);
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  // The worker's messages to the page (a device claim's nonce) arrive on navigator.serviceWorker.
  const worker = Object.assign(new EventTarget(), {
    getRegistration: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
  const postFromWorker = (data: unknown) => worker.dispatchEvent(new MessageEvent('message', { data }));
  return { pushManager, requestPermission, subscription, postFromWorker };
}

async function renderSection() {
  signIn();
  const u = setupUser();
  renderWithProviders(<PushSettingsSection />);
  const section = screen.getByRole('region', { name: 'Push notifications' });
  await within(section).findByText('Your devices');
  return { u, section };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
});

describe('PushSettingsSection', () => {
  it('shows a skeleton, then why this browser cannot get pushes, the kinds and the devices', async () => {
    serve();
    signIn();
    renderWithProviders(<PushSettingsSection />);
    expect(screen.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText(/This browser cannot receive push notifications/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Someone mentions me' })).toBeChecked();
    expect(screen.getByRole('listitem', { name: 'Chrome on Linux' })).toHaveTextContent('Browser');
  });

  it('inside the native app, says the phone gets pushes through the app and offers no browser switch', async () => {
    serve();
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
    const { section } = await renderSection();
    expect(
      await within(section).findByText(/This phone gets push notifications through the Expertos app/),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Turn on push on this device' })).toBeNull();
  });

  it('turns push on: asks permission only on the press, subscribes with the server key and registers the browser', async () => {
    const { list } = serve({ devices: [] });
    const browser = pushCapableBrowser('granted');
    const register = vi.spyOn(pushApi, 'registerDevice').mockResolvedValue({ ...laptop, uid: 'd9' });
    const { u, section } = await renderSection();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(within(section).getByText('No devices yet', { exact: false })).toBeInTheDocument();

    list.mockResolvedValue([{ ...laptop, uid: 'd9' }]);
    await u.click(await within(section).findByRole('button', { name: 'Turn on push on this device' }));

    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: KEY,
    });
    expect(register).toHaveBeenCalledWith({
      transport: 'webpush',
      subscription: browser.subscription.toJSON(),
    });
    expect(
      await within(section).findByText('Push notifications are on for this device.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('listitem', { name: 'Chrome on Linux' })).toHaveTextContent(
      'This browser',
    );
  });

  it('turns push on for a browser someone else registered: echoes the nonce its worker hands over', async () => {
    const { list } = serve({ devices: [] });
    const browser = pushCapableBrowser('granted');
    const nonce = 'n'.repeat(43);
    // The claim's push reaches the worker before the server's answer reaches the page.
    const register = vi.spyOn(pushApi, 'registerDevice').mockImplementation(async () => {
      browser.postFromWorker({ type: PUSH_CLAIM_MESSAGE, nonce });
      return { status: 'confirmation_required', expires_at: '2026-11-28T10:01:00.000Z' };
    });
    const confirm = vi.spyOn(pushApi, 'confirmDevice').mockResolvedValue({ ...laptop, uid: 'd9' });
    const { u, section } = await renderSection();

    list.mockResolvedValue([{ ...laptop, uid: 'd9' }]);
    await u.click(await within(section).findByRole('button', { name: 'Turn on push on this device' }));

    expect(register).toHaveBeenCalledOnce();
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(nonce));
    expect(
      await within(section).findByText('Push notifications are on for this device.'),
    ).toBeInTheDocument();
  });

  it('says how to unblock notifications when the browser refuses them, and registers nothing', async () => {
    serve({ devices: [] });
    const browser = pushCapableBrowser('denied');
    const register = vi.spyOn(pushApi, 'registerDevice');
    const { u, section } = await renderSection();
    await u.click(await within(section).findByRole('button', { name: 'Turn on push on this device' }));
    expect(await within(section).findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
  });

  it('saves a kind switched off with the rest of the settings, and puts it back when the save fails', async () => {
    serve();
    const save = vi
      .spyOn(pushApi, 'savePushSettings')
      .mockRejectedValueOnce(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
      .mockImplementation(async (settings) => settings);
    const { u, section } = await renderSection();
    const comments = within(section).getByRole('switch', { name: 'Someone comments on a ticket I follow' });

    await u.click(comments);
    expect(save).toHaveBeenCalledWith({
      ...DEFAULT_PUSH_SETTINGS,
      kinds: { ...DEFAULT_PUSH_SETTINGS.kinds, comment: false },
    });
    await waitFor(() => expect(comments).toBeChecked());
    expect(await screen.findByText(/Your push settings could not be saved/)).toBeInTheDocument();

    await u.click(comments);
    await waitFor(() => expect(comments).not.toBeChecked());
  });

  it('turns on quiet hours from 22:00 to 07:00 in the browser’s time zone', async () => {
    serve();
    const save = vi.spyOn(pushApi, 'savePushSettings').mockImplementation(async (settings) => settings);
    const { u, section } = await renderSection();
    await u.click(within(section).getByRole('switch', { name: 'Hold pushes during quiet hours' }));
    expect(save).toHaveBeenCalledWith({
      ...DEFAULT_PUSH_SETTINGS,
      quiet_hours: {
        start: '22:00',
        end: '07:00',
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    });
    expect(await within(section).findByLabelText('From')).toHaveValue('22:00');
  });

  it('renames and removes a device', async () => {
    const { list } = serve();
    const rename = vi.spyOn(pushApi, 'renameDevice').mockResolvedValue({ ...laptop, name: 'Work laptop' });
    const remove = vi.spyOn(pushApi, 'removeDevice').mockResolvedValue();
    const { u, section } = await renderSection();

    await u.click(within(section).getByRole('button', { name: 'Rename Chrome on Linux' }));
    const name = within(section).getByRole('textbox', { name: 'Device name' });
    await u.clear(name);
    await u.type(name, 'Work laptop');
    list.mockResolvedValue([{ ...laptop, name: 'Work laptop' }]);
    await u.click(within(section).getByRole('button', { name: 'Save' }));
    expect(rename).toHaveBeenCalledWith('d1', 'Work laptop');
    const renamed = await within(section).findByRole('listitem', { name: 'Work laptop' });

    list.mockResolvedValue([]);
    await u.click(within(renamed).getByRole('button', { name: 'Remove Work laptop' }));
    expect(remove).toHaveBeenCalledWith('d1');
    expect(await within(section).findByText(/No devices yet/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Send me a test notification' })).toBeDisabled();
  });

  it('sends a test notification and says to how many devices', async () => {
    serve({
      devices: [laptop, { ...laptop, uid: 'd2', name: 'Pixel', platform: 'android', transport: 'fcm' }],
    });
    const test = vi.spyOn(pushApi, 'sendTestPush').mockResolvedValue(2);
    const { u, section } = await renderSection();
    await u.click(within(section).getByRole('button', { name: 'Send me a test notification' }));
    expect(test).toHaveBeenCalledWith('w1');
    expect(
      await screen.findByText('A test notification is on its way to your 2 devices.'),
    ).toBeInTheDocument();
  });
});
