import { LIMITS } from '@expertos/domain/limits';
import type { RegisterDeviceInput } from '@expertos/domain/push.schema';
import { pushClaimNonceOf } from '@expertos/domain/push-claim';
import { type NotificationTarget, targetOf } from '@/sw/sw-rules';

/*
 * Push in the native app (docs/product.md#push-notifications): the Capacitor push plugin asks
 * the platform's own permission a moment after start (never in a browser: browsers turn push
 * on from the profile), registers the device's token as one of the person's devices, and
 * routes a tapped push to its workspace and ticket. Everything it touches is passed in, so it
 * runs against a stand-in of the plugin in tests.
 */

export type NativePlatform = 'android' | 'ios' | 'web';

/** A listener's handle, as Capacitor answers `addListener`. */
export interface ListenerHandle {
  remove(): Promise<void>;
}

/** The part of `@capacitor/push-notifications`' `PushNotificationsPlugin` this uses. */
export interface PushPlugin {
  requestPermissions(): Promise<{ receive: string }>;
  register(): Promise<void>;
  addListener(event: 'registration', listener: (token: { value: string }) => void): Promise<ListenerHandle>;
  addListener(
    event: 'registrationError',
    listener: (error: { error: string }) => void,
  ): Promise<ListenerHandle>;
  addListener(
    event: 'pushNotificationActionPerformed',
    listener: (action: { actionId: string; notification: { data: unknown } }) => void,
  ): Promise<ListenerHandle>;
  addListener(
    event: 'pushNotificationReceived',
    listener: (notification: { data: unknown }) => void,
  ): Promise<ListenerHandle>;
}

export type Log = Pick<Console, 'info' | 'error'>;

export interface NativePushDeps {
  isNativePlatform(): boolean;
  platform: NativePlatform;
  plugin: PushPlugin;
  /** `POST /push/devices` with the device's token. */
  registerDevice(body: RegisterDeviceInput): Promise<unknown>;
  /** Opens a tapped push's target: its workspace, then its ticket. */
  openFromNotification(target: NotificationTarget): Promise<void>;
  /**
   * A device claim's data-only push arrived (docs/product.md#push-notifications): its nonce,
   * for the registration waiting for one (device-registration.ts).
   */
  claimReceived?(nonce: string): void;
  /** How long after start the permission is asked (`LIMITS.nativePushSetupDelayMs`). */
  delayMs?: number;
  log?: Log;
}

/** How a start ended: nothing on the web, the person said no, registered, or an error (logged). */
export type NativePushOutcome = 'web' | 'denied' | 'registering' | 'failed';

const APNS_TOKEN = /^[0-9a-fA-F]{64,200}$/;

/**
 * The device as `POST /push/devices` takes it (`registerDeviceSchema`): Android's token is an
 * FCM token; iOS hands the raw APNs device token (hex), which the server sends to straight
 * (an iOS build that adds Firebase's SDK would hand an FCM token instead, sent through FCM).
 */
export function deviceBody(platform: 'android' | 'ios', token: string): RegisterDeviceInput {
  if (platform === 'ios' && APNS_TOKEN.test(token)) return { transport: 'apns', token };
  return { transport: 'fcm', token, platform };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` from a plugin's listener: a failure (thrown or rejected) is logged, never thrown. */
function inBackground(task: () => Promise<unknown>, log: Log, message: string): void {
  Promise.resolve()
    .then(task)
    .catch((error: unknown) => log.error(message, error));
}

/**
 * Sets native push up, `delayMs` after it is called: asks for permission and, when granted,
 * listens for the token (registered as a device), registration errors (logged) and taps
 * (opened), then registers with the platform's push service. On the web it does nothing at
 * all. It never throws: what fails is logged, and the app goes on without push.
 */
export async function startNativePush(deps: NativePushDeps): Promise<NativePushOutcome> {
  const { plugin, platform } = deps;
  const log = deps.log ?? console;
  if (platform === 'web' || !deps.isNativePlatform()) return 'web';
  await wait(deps.delayMs ?? LIMITS.nativePushSetupDelayMs);
  try {
    const { receive } = await plugin.requestPermissions();
    if (receive !== 'granted') {
      log.info(`Push notifications are not allowed on this device (${receive})`);
      return 'denied';
    }
    await plugin.addListener('registration', ({ value }) => {
      inBackground(
        () => deps.registerDevice(deviceBody(platform, value)),
        log,
        'Could not register this device for push notifications',
      );
    });
    await plugin.addListener('registrationError', ({ error }) => {
      log.error(`Push registration failed: ${error}`);
    });
    // A claim's push carries data only: the app reads it in the foreground, and shows nothing.
    await plugin.addListener('pushNotificationReceived', ({ data }) => {
      const nonce = pushClaimNonceOf(data);
      if (nonce) deps.claimReceived?.(nonce);
    });
    await plugin.addListener('pushNotificationActionPerformed', ({ notification }) => {
      // The data came over the network: only a path of this app is ever opened.
      inBackground(
        () => deps.openFromNotification(targetOf(notification.data)),
        log,
        'Could not open a tapped push notification',
      );
    });
    await plugin.register();
    return 'registering';
  } catch (error) {
    log.error('Native push could not be set up', error);
    return 'failed';
  }
}
