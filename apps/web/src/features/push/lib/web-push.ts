import { ApiError } from '@expertos/api-client/api-error';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import type { PushConfig, PushDevice } from '@expertos/domain/push.schema';
import { PUSH_CLAIM_TTL_SECONDS } from '@expertos/domain/push-claim';
import { PUSH_CLAIM_MESSAGE } from '@/sw/sw-rules';
import * as pushApi from '../api/push';
import { inNativeApp } from '../native';
import { canUseServiceWorker } from './service-worker';

/*
 * Push on this browser (docs/product.md#push-notifications): the browser's own subscription
 * (its push service's address and keys) registered as one of the person's devices. The device's
 * uid is kept in this browser, so the profile can say which device it is and turn it off.
 */

export type WebPushState = 'native-app' | 'unsupported' | 'not-configured' | 'denied' | 'off' | 'on';

const DEVICE_KEY = 'expertos.push-device';

export function thisDeviceUid(): string | null {
  try {
    return localStorage.getItem(DEVICE_KEY);
  } catch {
    return null;
  }
}

function rememberDevice(uid: string | null): void {
  try {
    if (uid) localStorage.setItem(DEVICE_KEY, uid);
    else localStorage.removeItem(DEVICE_KEY);
  } catch {
    // Private mode without storage: the device still works, it is only not marked as this one.
  }
}

/** Push needs the worker, the Push API and notifications (iOS: only in an app added to the Home Screen). */
export function webPushSupported(): boolean {
  return (
    canUseServiceWorker() &&
    typeof window.PushManager !== 'undefined' &&
    typeof window.Notification !== 'undefined'
  );
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

/** Where this browser stands: on only when it has a subscription and the server knows the device. */
export async function webPushState(config: PushConfig, devices: PushDevice[]): Promise<WebPushState> {
  // The native app gets its pushes natively (its token is registered at start).
  if (inNativeApp()) return 'native-app';
  if (!webPushSupported()) return 'unsupported';
  if (!config.web_push_public_key) return 'not-configured';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await (await registration())?.pushManager.getSubscription();
  const uid = thisDeviceUid();
  return subscription && uid && devices.some((device) => device.uid === uid) ? 'on' : 'off';
}

/**
 * The nonce of a device claim's push, as the service worker hands it over (sw/service-worker.ts),
 * or null when none comes within the claim's time. Listening starts before the registration is
 * sent: the push may arrive before the server's answer does.
 */
function listenForClaim(): { nonce: Promise<string | null>; stop(): void } {
  let stop = () => {};
  const nonce = new Promise<string | null>((resolve) => {
    const worker = navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; nonce?: unknown } | null;
      if (data?.type === PUSH_CLAIM_MESSAGE && typeof data.nonce === 'string') finish(data.nonce);
    };
    const timer = setTimeout(() => finish(null), PUSH_CLAIM_TTL_SECONDS * 1000);
    const finish = (value: string | null) => {
      clearTimeout(timer);
      worker.removeEventListener('message', onMessage);
      resolve(value);
    };
    worker.addEventListener('message', onMessage);
    stop = () => finish(null);
  });
  return { nonce, stop: () => stop() };
}

/**
 * This browser's subscription was another person's (someone else used this browser profile):
 * it becomes the caller's once the nonce pushed to it is echoed. Only a nonce that came while
 * this page waited for one is sent.
 */
async function confirmClaim(nonce: Promise<string | null>): Promise<PushDevice> {
  const received = await nonce;
  if (!received) {
    const { status, message } = ERROR_CATALOGUE.push_claim_expired;
    throw new ApiError({ status, code: 'push_claim_expired', message });
  }
  return pushApi.confirmDevice(received);
}

/**
 * Asks for permission (only here, when the person presses the button), subscribes with the
 * server's VAPID key and registers the subscription. Answers the state it reached.
 */
export async function turnOnWebPush(config: PushConfig): Promise<WebPushState> {
  if (!webPushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const ready = (await registration()) ?? (await navigator.serviceWorker.ready);
  const subscription =
    (await ready.pushManager.getSubscription()) ??
    (await ready.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: config.web_push_public_key,
    }));
  const json = subscription.toJSON();
  const claim = listenForClaim();
  try {
    const reply = await pushApi.registerDevice({
      transport: 'webpush',
      subscription: {
        endpoint: json.endpoint ?? subscription.endpoint,
        expirationTime: json.expirationTime ?? null,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      },
    });
    const device = 'uid' in reply ? reply : await confirmClaim(claim.nonce);
    rememberDevice(device.uid);
    return 'on';
  } finally {
    claim.stop();
  }
}

/** Forgets the subscription here and the device on the server. */
export async function turnOffWebPush(): Promise<WebPushState> {
  const uid = thisDeviceUid();
  // Already removed (from another device's list, or by the server when its push service said gone).
  if (uid)
    await pushApi.removeDevice(uid).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    });
  rememberDevice(null);
  await (await (await registration())?.pushManager.getSubscription())?.unsubscribe();
  return 'off';
}

/** The device removed from the list was this browser: its subscription goes too. */
export async function forgetIfThisDevice(uid: string): Promise<void> {
  if (uid !== thisDeviceUid()) return;
  rememberDevice(null);
  await (await (await registration())?.pushManager.getSubscription())?.unsubscribe();
}
