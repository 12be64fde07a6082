import { z } from 'zod';
import { timeZoneSchema } from './dates';
import { CHOOSABLE_KINDS, type ChoosableKind } from './notification.schema';
import { PUSH_CLAIM_NONCE } from './push-claim';

// Named by the error catalogue, so kept where the first screen reads it free of zod (limits.ts).
export { PUSH_DEVICES_MAX } from './limits';

/**
 * Push notifications (docs/product.md#push-notifications): the devices a person registered
 * (a browser or installed web app through Web Push, the Android app through FCM, the iOS app
 * through APNs), which notifications reach them, and the quiet hours when none do.
 */

export const PUSH_TRANSPORTS = ['webpush', 'fcm', 'apns'] as const;
export type PushTransport = (typeof PUSH_TRANSPORTS)[number];
export const PUSH_PLATFORMS = ['web', 'android', 'ios'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

/** The notification kinds a person can have pushed (the others stay in the bell). */
export const PUSHABLE_KINDS = CHOOSABLE_KINDS;
export type PushableKind = ChoosableKind;

export const DEVICE_NAME_MAX = 80;
/** How long a push service keeps an undelivered push (Web Push TTL, APNs expiration). */
export const PUSH_TTL_SECONDS = 24 * 3600;

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'Not base64url');
const deviceName = z.string().trim().min(1).max(DEVICE_NAME_MAX);

/** `POST /push/devices`: a browser's subscription (`PushSubscription.toJSON()`), or an app's token. */
export const registerDeviceSchema = z.discriminatedUnion('transport', [
  z.object({
    transport: z.literal('webpush'),
    subscription: z.object({
      // Push services are HTTPS (RFC 8030); a local one in tests is let through by the egress guard's setting.
      endpoint: z.url({ protocol: /^https?$/ }).max(2000),
      expirationTime: z.number().nullable().optional(),
      keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
    }),
    name: deviceName.optional(),
  }),
  z.object({
    transport: z.literal('fcm'),
    token: z
      .string()
      .min(20)
      .max(4096)
      .regex(/^[\w:.-]+$/, 'Not an FCM token'),
    platform: z.enum(['android', 'ios']).default('android'),
    name: deviceName.optional(),
  }),
  z.object({
    transport: z.literal('apns'),
    token: z.string().regex(/^[0-9a-fA-F]{64,200}$/, 'Not an APNs device token'),
    name: deviceName.optional(),
  }),
]);
export type RegisterDeviceInput = z.input<typeof registerDeviceSchema>;

export const pushDeviceSchema = z.object({
  uid: z.string(),
  transport: z.enum(PUSH_TRANSPORTS),
  platform: z.enum(PUSH_PLATFORMS),
  name: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;
export const pushDeviceListSchema = z.object({ items: z.array(pushDeviceSchema) });
export const renameDeviceSchema = z.object({ name: deviceName });

/** `GET /push/config`: what the client needs to subscribe, and which app pushes this server can send. */
export const pushConfigSchema = z.object({
  /** The VAPID public key (base64url), the browser's `applicationServerKey`. */
  web_push_public_key: z.string(),
  fcm: z.boolean(),
  apns: z.boolean(),
});
export type PushConfig = z.infer<typeof pushConfigSchema>;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

/** Per person: which kinds are pushed, and quiet hours (pushes wait until they end). */
export const pushSettingsSchema = z.object({
  // A kind left out keeps its default: an app from before a kind existed can still save.
  kinds: z.object(
    Object.fromEntries(PUSHABLE_KINDS.map((kind) => [kind, z.boolean().default(true)])) as Record<
      PushableKind,
      z.ZodDefault<z.ZodBoolean>
    >,
  ),
  quiet_hours: z
    .object({
      start: clock,
      end: clock,
      /** An IANA zone (`Europe/Paris`), the person's own. */
      time_zone: timeZoneSchema,
    })
    .nullable(),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;
export const DEFAULT_PUSH_SETTINGS: PushSettings = {
  kinds: {
    mention: true,
    assigned: true,
    status_changed: true,
    reminder: true,
    comment: true,
    post_failed: true,
    post_ready: true,
    // A week's review is no reason to buzz a phone unless the person asks for it.
    weekly_review: false,
    approval_requested: true,
    approval_reminder: true,
    approval_decided: true,
    approval_expired: true,
    client_commented: true,
  },
  quiet_hours: null,
};

/** A claim's nonce as `POST /push/devices/confirm` takes it (push-claim.ts). */
const claimNonce = z.string().regex(PUSH_CLAIM_NONCE, 'Not a nonce');

/** `POST /push/devices` (202) for a token another person registered: waiting for the device's echo. */
export const pushClaimPendingSchema = z.object({
  status: z.literal('confirmation_required'),
  /** Until when the nonce pushed to the device may come back. */
  expires_at: z.string(),
});
export type PushClaimPending = z.infer<typeof pushClaimPendingSchema>;
/** What `POST /push/devices` answers: the device (201), or a claim waiting for its echo (202). */
export const registerDeviceReplySchema = z.union([pushDeviceSchema, pushClaimPendingSchema]);
export type RegisterDeviceReply = z.infer<typeof registerDeviceReplySchema>;
/** `POST /push/devices/confirm`: the nonce the device was pushed. */
export const confirmDeviceSchema = z.object({ nonce: claimNonce });

/** `POST /push/test`: how many devices a test push was queued for. */
export const pushTestSchema = z.object({ devices: z.number().int() });

/**
 * The minute of the day (in `timeZone`) of `at`, and whether it lies in the quiet window
 * [start, end) — a window may run past midnight (22:00–07:00).
 */
export function minutesUntilQuietEnds(at: Date, quiet: NonNullable<PushSettings['quiet_hours']>): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: quiet.time_zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  const now = hour * 60 + minute;
  const toMinutes = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
  const start = toMinutes(quiet.start);
  const end = toMinutes(quiet.end);
  if (start === end) return 0;
  const inside = start < end ? now >= start && now < end : now >= start || now < end;
  if (!inside) return 0;
  return (end - now + 1440) % 1440;
}
