import { createHash, randomUUID } from 'node:crypto';
import {
  DEFAULT_PUSH_SETTINGS,
  PUSH_DEVICES_MAX,
  type PushConfig,
  type PushDevice,
  type PushSettings,
  type RegisterDeviceInput,
  type registerDeviceSchema,
} from '@expertos/domain/push.schema';
import type { z } from 'zod';
import { fromDbJson, toDbJson } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { PushRepository } from './push.repository.js';
import type { PushDevicesTable } from './push.tables.js';
import type { PushMessage } from './senders/push-sender.js';

export const PUSH_NOTIFY_JOB = 'push.notify';
export const PUSH_DELIVER_JOB = 'push.deliver';

export interface PushServiceDeps {
  repository: PushRepository;
  queue: Pick<JobQueue, 'enqueue'>;
  config: PushConfig;
  now: () => Date;
}

const tokenHash = (transport: string, token: string) =>
  createHash('sha256').update(`${transport}\n${token}`).digest('hex');

export function toDevice(row: PushDevicesTable): PushDevice {
  return {
    uid: row.id,
    transport: row.transport,
    platform: row.platform,
    name: row.name,
    created_at: row.created_at,
    last_seen_at: row.last_seen_at,
  };
}

/** A name for a device that was given none. */
function defaultName(input: z.output<typeof registerDeviceSchema>, userAgent: string | undefined): string {
  if (input.transport === 'apns') return 'iPhone or iPad';
  if (input.transport === 'fcm') return input.platform === 'ios' ? 'iPhone or iPad' : 'Android phone';
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Mac OS X/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return system ? `${browser} on ${system}` : browser;
}

export function settingsOf(row: Awaited<ReturnType<PushRepository['settings']>>): PushSettings {
  if (!row) return DEFAULT_PUSH_SETTINGS;
  return {
    kinds: { ...DEFAULT_PUSH_SETTINGS.kinds, ...fromDbJson<Partial<PushSettings['kinds']>>(row.kinds, {}) },
    quiet_hours:
      row.quiet_start && row.quiet_end && row.time_zone
        ? { start: row.quiet_start, end: row.quiet_end, time_zone: row.time_zone }
        : null,
  };
}

/** A person's devices and push settings (docs/product.md#push-notifications). */
export function createPushService({ repository, queue, config, now }: PushServiceDeps) {
  return {
    config: (): PushConfig => config,

    async devices(userId: string) {
      return { items: (await repository.devices(userId)).map(toDevice) };
    },

    /** Registers (or renews) a device for the caller; the same token is one device whoever had it. */
    async register(
      userId: string,
      input: z.output<typeof registerDeviceSchema>,
      userAgent: string | undefined,
    ): Promise<PushDevice> {
      if (input.transport === 'fcm' && !config.fcm) throw new AppError('push_not_configured');
      if (input.transport === 'apns' && !config.apns) throw new AppError('push_not_configured');
      const token = input.transport === 'webpush' ? input.subscription.endpoint : input.token;
      const hash = tokenHash(input.transport, token);
      const known = (await repository.devices(userId)).some((device) => device.token_hash === hash);
      if (!known && (await repository.deviceCount(userId)) >= PUSH_DEVICES_MAX) {
        throw new AppError('push_devices_limit');
      }
      const at = now().toISOString();
      const row = await repository.upsert({
        id: randomUUID(),
        user_id: userId,
        transport: input.transport,
        platform: input.transport === 'webpush' ? 'web' : input.transport === 'apns' ? 'ios' : input.platform,
        name: input.name ?? defaultName(input, userAgent),
        token,
        token_hash: hash,
        p256dh: input.transport === 'webpush' ? input.subscription.keys.p256dh : null,
        auth: input.transport === 'webpush' ? input.subscription.keys.auth : null,
        created_at: at,
        last_seen_at: at,
      });
      return toDevice(row);
    },

    async rename(userId: string, deviceId: string, name: string): Promise<PushDevice> {
      const result = await repository.rename(userId, deviceId, name);
      const row = Number(result.numUpdatedRows) === 1 ? await repository.device(deviceId) : undefined;
      if (!row) throw new AppError('not_found');
      return toDevice(row);
    },

    async remove(userId: string, deviceId: string): Promise<void> {
      const result = await repository.remove(userId, deviceId);
      if (Number(result.numDeletedRows) !== 1) throw new AppError('not_found');
    },

    settings: async (userId: string) => settingsOf(await repository.settings(userId)),

    async saveSettings(userId: string, settings: PushSettings): Promise<PushSettings> {
      await repository.saveSettings({
        user_id: userId,
        kinds: toDbJson(settings.kinds),
        quiet_start: settings.quiet_hours?.start ?? null,
        quiet_end: settings.quiet_hours?.end ?? null,
        time_zone: settings.quiet_hours?.time_zone ?? null,
        updated_at: now().toISOString(),
      });
      return settingsOf(await repository.settings(userId));
    },

    /** "Send me a test notification": one push to each of the caller's devices, now (quiet hours or not). */
    async test(userId: string, workspaceUid: string | null): Promise<{ devices: number }> {
      const devices = await repository.devices(userId);
      const message: PushMessage = {
        title: 'Test notification',
        body: 'Push notifications work on this device.',
        data: {
          ticket_url: null,
          workspace_uid: workspaceUid ?? '',
          notification_uid: randomUUID(),
          kind: 'test',
        },
      };
      for (const device of devices) {
        await queue.enqueue(
          PUSH_DELIVER_JOB,
          { deviceId: device.id, message },
          { concurrencyKey: `push:${device.transport}` },
        );
      }
      return { devices: devices.length };
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
export type { RegisterDeviceInput };
