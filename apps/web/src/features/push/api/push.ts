import * as push from '@expertos/api-client/push';
import type { PushSettings, RegisterDeviceInput } from '@expertos/domain/push.schema';
import { api } from '@/shared/api/client';

/** Query keys of the caller's push devices and settings (docs/product.md#push-notifications). */
export const pushKeys = {
  all: ['push'] as const,
  config: () => [...pushKeys.all, 'config'] as const,
  devices: () => [...pushKeys.all, 'devices'] as const,
  settings: () => [...pushKeys.all, 'settings'] as const,
};

export const fetchPushConfig = (signal?: AbortSignal) => push.getPushConfig(api, { signal });
export const fetchPushDevices = (signal?: AbortSignal) => push.listPushDevices(api, { signal });
export const registerDevice = (body: RegisterDeviceInput) => push.registerPushDevice(api, body);
export const confirmDevice = (nonce: string) => push.confirmPushDevice(api, nonce);
export const renameDevice = (uid: string, name: string) => push.renamePushDevice(api, uid, name);
export const removeDevice = (uid: string) => push.removePushDevice(api, uid);
export const fetchPushSettings = (signal?: AbortSignal) => push.getPushSettings(api, { signal });
export const savePushSettings = (settings: PushSettings) => push.updatePushSettings(api, settings);
export const sendTestPush = (workspaceUid: string | null) => push.sendTestPush(api, workspaceUid);
