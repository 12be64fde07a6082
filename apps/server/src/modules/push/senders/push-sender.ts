/**
 * One push sender per kind of device registration (docs/product.md#push-notifications): Web
 * Push for browsers and installed web apps, FCM HTTP v1 for the Android app, APNs for the iOS
 * app. The push job hands each the same message and acts on the same outcomes, so retries and
 * the removal of dead registrations work alike for all three.
 */

/** What a push says, and where a tap leads (docs/product.md#push-notifications: the data carries both). */
export interface PushMessage {
  title: string;
  body: string;
  data: {
    /** The app path of the ticket (`/brand/{slug}/tasks/{uid}`), or null when it is gone. */
    ticket_url: string | null;
    /** The workspace to switch to before opening it. */
    workspace_uid: string;
    notification_uid: string;
    kind: string;
  };
  /** Replaces an undelivered push with the same tag (Web Push `Topic`, FCM collapse key, APNs collapse id). */
  tag?: string;
}

/**
 * A data-only push: nothing is shown, the app on the device reads it (a device claim's nonce:
 * push.service.ts). Web Push: `{ silent, data }` for the service worker; FCM: `data` only, no
 * `notification`; APNs: a background push (`content-available`).
 */
export interface SilentPush {
  silent: true;
  data: Record<string, string>;
  /** How long the push service may hold it undelivered: past that it is of no use. */
  ttlSeconds: number;
}

export const isSilent = (message: PushMessage | SilentPush): message is SilentPush => 'silent' in message;

/** A device registration as a sender needs it. */
export interface PushTarget {
  /** Web Push: the subscription's endpoint; FCM: the registration token; APNs: the device token (hex). */
  token: string;
  /** Web Push only: the subscription's keys (base64url). */
  p256dh?: string | null;
  auth?: string | null;
}

export type PushOutcome =
  /** Accepted by the push service. */
  | { kind: 'sent' }
  /** The registration is dead (404/410, UNREGISTERED, APNs 410 Unregistered…): delete it. */
  | { kind: 'gone'; reason: string }
  /** Throttled or unavailable: try again, no sooner than `retryAfterMs` when the service said so. */
  | { kind: 'retry'; reason: string; retryAfterMs: number | null }
  /** Refused for a reason retrying cannot fix (bad payload, wrong credentials). */
  | { kind: 'failed'; reason: string };

export interface PushSender {
  send(target: PushTarget, message: PushMessage | SilentPush, signal?: AbortSignal): Promise<PushOutcome>;
}

/** A `Retry-After` header (seconds or an HTTP date) in milliseconds from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now: Date = new Date()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}
