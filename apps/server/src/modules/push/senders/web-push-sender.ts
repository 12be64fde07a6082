import { PUSH_TTL_SECONDS } from '@expertos/domain/push.schema';
import webPush from 'web-push';
import { EgressError, EgressRefusedError } from '../../../platform/http/egress-errors.js';
import type { GuardedFetch } from '../../../platform/http/guarded-fetch.js';
import { isSilent, type PushSender, retryAfterMs } from './push-sender.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A `mailto:` or `https:` contact the push services may use (RFC 8292). */
  subject: string;
}

/** Push services take up to 4096 bytes of body: the message is cut to fit, never refused. */
const MAX_PLAINTEXT = 3000;

/**
 * Web Push (RFC 8030/8291/8292): `web-push` encrypts the payload (aes128gcm) and signs the VAPID
 * JWT; the request goes out through the egress guard, because a subscription's endpoint is an
 * address a browser (that is, a user) chose. (`web-push`'s own sender is HTTPS-only and
 * unguarded.)
 */
export function createWebPushSender({
  vapid,
  fetch,
  timeoutMs = 10_000,
}: {
  vapid: VapidKeys;
  fetch: GuardedFetch;
  timeoutMs?: number;
}): PushSender {
  return {
    async send(target, message, signal) {
      if (!target.p256dh || !target.auth) return { kind: 'gone', reason: 'subscription without keys' };
      let payload: string;
      let options: { TTL: number; topic?: string };
      if (isSilent(message)) {
        // The service worker reads it and shows nothing (sw/service-worker.ts).
        payload = JSON.stringify({ silent: true, data: message.data });
        options = { TTL: message.ttlSeconds };
      } else {
        payload = JSON.stringify(message);
        if (Buffer.byteLength(payload) > MAX_PLAINTEXT) {
          payload = JSON.stringify({ ...message, body: `${message.body.slice(0, 500)}…` });
        }
        options = {
          TTL: PUSH_TTL_SECONDS,
          // RFC 8030 topics are at most 32 base64url characters.
          ...(message.tag ? { topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) } : {}),
        };
      }
      const details = webPush.generateRequestDetails(
        { endpoint: target.token, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        { vapidDetails: vapid, urgency: 'high', ...options },
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
      try {
        const response = await fetch(
          details.endpoint,
          { method: 'POST', headers, body: details.body ?? undefined },
          { timeoutMs, signal },
        );
        const status = response.status;
        if (status >= 200 && status < 300) return { kind: 'sent' };
        if (status === 404 || status === 410)
          return { kind: 'gone', reason: `push service answered ${status}` };
        if (status === 429 || status >= 500) {
          return {
            kind: 'retry',
            reason: `push service answered ${status}`,
            retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
          };
        }
        return { kind: 'failed', reason: `push service answered ${status}` };
      } catch (error) {
        // A subscription pointing inside our network is never fetched: drop it like a dead one.
        if (error instanceof EgressRefusedError) return { kind: 'gone', reason: error.message };
        if (error instanceof EgressError) return { kind: 'retry', reason: error.message, retryAfterMs: null };
        throw error;
      }
    },
  };
}
