import { LIMITS } from '@expertos/domain/limits';
import { type RegisterDeviceInput, registerDeviceSchema } from '@expertos/domain/push.schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type NativePlatform, type NativePushDeps, type PushPlugin, startNativePush } from './native-push';

/*
 * The Capacitor push plugin has no web implementation, so these run against a stand-in of its
 * interface (the part of `PushNotificationsPlugin` that native-push.ts types): it records the
 * calls in order and lets a test fire the plugin's events.
 */

type Listener = (payload: never) => void;

function fakePlugin(receive = 'granted') {
  const calls: string[] = [];
  const listeners = new Map<string, Listener>();
  const plugin = {
    requestPermissions: vi.fn(async () => {
      calls.push('requestPermissions');
      return { receive };
    }),
    register: vi.fn(async () => {
      calls.push('register');
    }),
    addListener: vi.fn(async (event: string, listener: Listener) => {
      calls.push(`listen:${event}`);
      listeners.set(event, listener);
      return { remove: async () => undefined };
    }),
  };
  /** Fires a plugin event, as the native side would. */
  const emit = (event: string, payload: unknown) => {
    const listener = listeners.get(event);
    if (!listener) throw new Error(`nothing listens for ${event}`);
    (listener as (payload: unknown) => void)(payload);
  };
  return { plugin: plugin as unknown as PushPlugin, calls, emit, spies: plugin };
}

const ANDROID_TOKEN = 'fcm-token:APA91bH1234567890_abcdefghij';
const APNS_TOKEN = 'a1b2c3d4'.repeat(8);

function setUp(
  options: { platform?: NativePlatform; native?: boolean; receive?: string } = {},
  overrides: Partial<NativePushDeps> = {},
) {
  const fake = fakePlugin(options.receive);
  const log = { info: vi.fn(), error: vi.fn() };
  const registerDevice = vi.fn(async (_body: RegisterDeviceInput) => ({ uid: 'd1' }));
  const openFromNotification = vi.fn(async () => undefined);
  const deps: NativePushDeps = {
    isNativePlatform: () => options.native ?? true,
    platform: options.platform ?? 'android',
    plugin: fake.plugin,
    registerDevice,
    openFromNotification,
    log,
    ...overrides,
  };
  return { ...fake, log, registerDevice, openFromNotification, deps };
}

/** Starts native push and lets the 500 ms pass. */
async function started(setup: ReturnType<typeof setUp>) {
  const outcome = startNativePush(setup.deps);
  await vi.advanceTimersByTimeAsync(LIMITS.nativePushSetupDelayMs);
  return outcome;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startNativePush: when it asks', () => {
  it('asks for permission 500 ms after start, then listens and registers', async () => {
    const setup = setUp();
    const outcome = startNativePush(setup.deps);
    await vi.advanceTimersByTimeAsync(499);
    expect(setup.spies.requestPermissions).not.toHaveBeenCalled();
    expect(setup.spies.register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('registering');
    expect(setup.calls).toEqual([
      'requestPermissions',
      'listen:registration',
      'listen:registrationError',
      'listen:pushNotificationReceived',
      'listen:pushNotificationActionPerformed',
      'register',
    ]);
  });

  it('waits LIMITS.nativePushSetupDelayMs by default, which is 500 ms', async () => {
    expect(LIMITS.nativePushSetupDelayMs).toBe(500);
    const setup = setUp();
    void startNativePush(setup.deps);
    await vi.advanceTimersByTimeAsync(LIMITS.nativePushSetupDelayMs - 1);
    expect(setup.spies.requestPermissions).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(setup.spies.requestPermissions).toHaveBeenCalledTimes(1);
  });

  it('does nothing at all in a browser: no permission asked, nothing registered', async () => {
    for (const setup of [
      setUp({ platform: 'web', native: false }),
      setUp({ platform: 'web', native: true }),
    ]) {
      const outcome = startNativePush(setup.deps);
      await expect(outcome).resolves.toBe('web');
      await vi.advanceTimersByTimeAsync(10_000);
      expect(setup.calls).toEqual([]);
      expect(setup.registerDevice).not.toHaveBeenCalled();
    }
  });

  it('does nothing when Capacitor says this is not the native platform', async () => {
    const setup = setUp({ platform: 'android', native: false });
    await expect(startNativePush(setup.deps)).resolves.toBe('web');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(setup.calls).toEqual([]);
  });

  it('logs a refused permission and registers nothing', async () => {
    for (const receive of ['denied', 'prompt']) {
      const setup = setUp({ receive });
      await expect(started(setup)).resolves.toBe('denied');
      expect(setup.spies.register).not.toHaveBeenCalled();
      expect(setup.spies.addListener).not.toHaveBeenCalled();
      expect(setup.log.info).toHaveBeenCalledWith(expect.stringContaining(receive));
    }
  });

  it('logs a plugin that fails and goes on without push', async () => {
    const setup = setUp();
    setup.spies.requestPermissions.mockRejectedValueOnce(new Error('not implemented'));
    await expect(started(setup)).resolves.toBe('failed');
    expect(setup.log.error).toHaveBeenCalledWith('Native push could not be set up', expect.any(Error));
    expect(setup.spies.register).not.toHaveBeenCalled();
  });
});

describe('startNativePush: the token', () => {
  it("registers Android's FCM token as an fcm device on android", async () => {
    const setup = setUp({ platform: 'android' });
    await started(setup);
    setup.emit('registration', { value: ANDROID_TOKEN });
    await vi.waitFor(() => expect(setup.registerDevice).toHaveBeenCalledTimes(1));
    const body = setup.registerDevice.mock.calls[0]![0];
    expect(body).toEqual({ transport: 'fcm', token: ANDROID_TOKEN, platform: 'android' });
    expect(registerDeviceSchema.safeParse(body).success).toBe(true);
  });

  it("registers iOS's raw APNs token as an apns device", async () => {
    const setup = setUp({ platform: 'ios' });
    await started(setup);
    setup.emit('registration', { value: APNS_TOKEN });
    await vi.waitFor(() => expect(setup.registerDevice).toHaveBeenCalledTimes(1));
    const body = setup.registerDevice.mock.calls[0]![0];
    expect(body).toEqual({ transport: 'apns', token: APNS_TOKEN });
    expect(registerDeviceSchema.safeParse(body).success).toBe(true);
  });

  it('sends an FCM token from an iOS build with Firebase through FCM, as an ios device', async () => {
    const setup = setUp({ platform: 'ios' });
    await started(setup);
    setup.emit('registration', { value: ANDROID_TOKEN });
    await vi.waitFor(() =>
      expect(setup.registerDevice).toHaveBeenCalledWith({
        transport: 'fcm',
        token: ANDROID_TOKEN,
        platform: 'ios',
      }),
    );
  });

  it('logs a registration that fails, on the platform or at the server, and throws nothing', async () => {
    const setup = setUp();
    setup.registerDevice.mockRejectedValueOnce(new Error('500'));
    await started(setup);
    setup.emit('registrationError', { error: 'SERVICE_NOT_AVAILABLE' });
    expect(setup.log.error).toHaveBeenCalledWith(expect.stringContaining('SERVICE_NOT_AVAILABLE'));
    setup.emit('registration', { value: ANDROID_TOKEN });
    await vi.waitFor(() =>
      expect(setup.log.error).toHaveBeenCalledWith(
        'Could not register this device for push notifications',
        expect.any(Error),
      ),
    );
  });
});

describe('startNativePush: a tapped push', () => {
  const tap = (data: unknown) => ({ actionId: 'tap', notification: { id: '1', data } });

  it('opens its workspace and ticket with ticket_url and workspace_uid', async () => {
    const setup = setUp();
    await started(setup);
    setup.emit(
      'pushNotificationActionPerformed',
      tap({ ticket_url: '/brand/tea/tasks/u1?comment=c1', workspace_uid: 'w2', kind: 'mention' }),
    );
    await vi.waitFor(() =>
      expect(setup.openFromNotification).toHaveBeenCalledWith({
        ticket_url: '/brand/tea/tasks/u1?comment=c1',
        workspace_uid: 'w2',
      }),
    );
  });

  it('opens no address outside the app, and reads a push without data (the test push)', async () => {
    const setup = setUp();
    await started(setup);
    setup.emit(
      'pushNotificationActionPerformed',
      tap({ ticket_url: 'https://evil.example/x', workspace_uid: 'w2' }),
    );
    setup.emit('pushNotificationActionPerformed', tap({ ticket_url: '//evil.example', workspace_uid: 'w2' }));
    setup.emit('pushNotificationActionPerformed', tap(undefined));
    await vi.waitFor(() => expect(setup.openFromNotification).toHaveBeenCalledTimes(3));
    expect(setup.openFromNotification.mock.calls).toEqual([
      [{ ticket_url: null, workspace_uid: 'w2' }],
      [{ ticket_url: null, workspace_uid: 'w2' }],
      [{ ticket_url: null, workspace_uid: '' }],
    ]);
  });

  it('logs an open that fails (rejected or thrown) instead of throwing', async () => {
    const setup = setUp();
    await started(setup);
    setup.openFromNotification
      .mockRejectedValueOnce(new Error('switch failed'))
      .mockImplementationOnce(() => {
        throw new Error('thrown');
      });
    const data = { ticket_url: '/brand/tea/tasks/u1', workspace_uid: 'w9' };
    expect(() => setup.emit('pushNotificationActionPerformed', tap(data))).not.toThrow();
    expect(() => setup.emit('pushNotificationActionPerformed', tap(data))).not.toThrow();
    await vi.waitFor(() => expect(setup.log.error).toHaveBeenCalledTimes(2));
    expect(setup.log.error).toHaveBeenCalledWith(
      'Could not open a tapped push notification',
      expect.any(Error),
    );
  });
});

describe('startNativePush: a device claim’s push', () => {
  it('hands its nonce to the registration and opens nothing; other pushes hand none', async () => {
    const claimReceived = vi.fn();
    const setup = setUp({}, { claimReceived });
    await started(setup);
    setup.emit('pushNotificationReceived', {
      id: '1',
      data: { kind: 'device_claim', nonce: 'n'.repeat(43) },
    });
    setup.emit('pushNotificationReceived', { id: '2', data: { kind: 'mention', workspace_uid: 'w1' } });
    setup.emit('pushNotificationReceived', { id: '3', data: { kind: 'device_claim', nonce: 'short' } });
    setup.emit('pushNotificationReceived', { id: '4', data: undefined });
    expect(claimReceived.mock.calls).toEqual([['n'.repeat(43)]]);
    expect(setup.openFromNotification).not.toHaveBeenCalled();
  });
});
