import type {
  PushConfig,
  PushDevice,
  PushSettings,
  RegisterDeviceInput,
  RegisterDeviceReply,
} from '@expertos/domain/push.schema';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/push.schema'));

/*
 * Push notifications (docs/product.md#push-notifications): the caller's own devices and
 * settings. Every call acts on the signed-in person only, whatever workspace is current.
 */

const devicePath = (deviceUid: string) => `/push/devices/${encodeURIComponent(deviceUid)}`;

/** `GET /push/config`: the VAPID key a browser subscribes with, and which app pushes are sent. */
export function getPushConfig(client: ApiClient, opts: { signal?: AbortSignal } = {}): Promise<PushConfig> {
  return client.get('/push/config', { schema: reply('pushConfigSchema'), ...opts });
}

/** `GET /push/devices`: most recently seen first. */
export async function listPushDevices(
  client: ApiClient,
  opts: { signal?: AbortSignal } = {},
): Promise<PushDevice[]> {
  return (await client.get('/push/devices', { schema: reply('pushDeviceListSchema'), ...opts })).items;
}

/**
 * `POST /push/devices`: this browser's subscription, or the app's FCM or APNs token. Answers the
 * device, or `{ status: 'confirmation_required' }` when the token is another person's: the
 * device is pushed a nonce to echo with `confirmPushDevice`.
 */
export function registerPushDevice(
  client: ApiClient,
  body: RegisterDeviceInput,
): Promise<RegisterDeviceReply> {
  return client.post('/push/devices', { body, schema: reply('registerDeviceReplySchema') });
}

/** `POST /push/devices/confirm`: the nonce the device was pushed; the device is the caller's now. */
export function confirmPushDevice(client: ApiClient, nonce: string): Promise<PushDevice> {
  return client.post('/push/devices/confirm', { body: { nonce }, schema: reply('pushDeviceSchema') });
}

/** `PATCH /push/devices/{id}`. */
export function renamePushDevice(client: ApiClient, deviceUid: string, name: string): Promise<PushDevice> {
  return client.patch(devicePath(deviceUid), { body: { name }, schema: reply('pushDeviceSchema') });
}

/** `DELETE /push/devices/{id}`: nothing more is pushed there. */
export async function removePushDevice(client: ApiClient, deviceUid: string): Promise<void> {
  await client.delete(devicePath(deviceUid));
}

/** `GET /push/settings`. */
export function getPushSettings(
  client: ApiClient,
  opts: { signal?: AbortSignal } = {},
): Promise<PushSettings> {
  return client.get('/push/settings', { schema: reply('pushSettingsSchema'), ...opts });
}

/** `PUT /push/settings`: the whole settings (kinds and quiet hours). */
export function updatePushSettings(client: ApiClient, body: PushSettings): Promise<PushSettings> {
  return client.put('/push/settings', { body, schema: reply('pushSettingsSchema') });
}

/** `POST /push/test`: answers how many devices a test notification was queued for. */
export async function sendTestPush(client: ApiClient, workspaceUid: string | null): Promise<number> {
  const body = workspaceUid ? { workspace_uid: workspaceUid } : {};
  return (await client.post('/push/test', { body, schema: reply('pushTestSchema') })).devices;
}
