import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Language } from '@expertos/domain/languages';
import {
  DEFAULT_PUSH_SETTINGS,
  PUSH_DEVICES_MAX,
  type PushClaimPending,
  type PushConfig,
  type PushDevice,
  type PushSettings,
  type RegisterDeviceInput,
  type registerDeviceSchema,
} from '@expertos/domain/push.schema';
import { PUSH_CLAIM_KIND, PUSH_CLAIM_TTL_SECONDS } from '@expertos/domain/push-claim';
import type { z } from 'zod';
import { fromDbJson, toDbJson } from '../../db/portable.js';
import { deviceName } from '../../platform/device-name.js';
import { AppError } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { noticeTexts } from '../../platform/mail/texts/notices.js';
import type { PushRepository } from './push.repository.js';
import type { PushDevicesTable } from './push.tables.js';
import type { PushMessage, PushSender } from './senders/push-sender.js';

export const PUSH_NOTIFY_JOB = 'push.notify';
export const PUSH_DELIVER_JOB = 'push.deliver';

export interface PushServiceDeps {
  repository: PushRepository;
  queue: Pick<JobQueue, 'enqueue'>;
  config: PushConfig;
  /** Each transport's sender: a claim's nonce is pushed at once, not through the job queue. */
  senders: Partial<Record<PushDevicesTable['transport'], PushSender>>;
  now: () => Date;
  /** A person's language, for the test push (the profile module's read); English when left out. */
  languageOf?: (userId: string) => Promise<Language | null>;
}

const tokenHash = (transport: string, token: string) =>
  createHash('sha256').update(`${transport}\n${token}`).digest('hex');
const nonceHash = (nonce: string) => createHash('sha256').update(nonce).digest('hex');
/** Claims are kept this long past their end, so a late echo is told it came too late (410). */
const CLAIM_KEPT_MS = 3_600_000;

/** What registering answers: the device, or a claim of another person's device waiting for its echo. */
export type Registration =
  | { kind: 'registered'; device: PushDevice }
  | { kind: 'claimed'; claim: PushClaimPending };

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

/** A name for a device that was given none, in its person's language (a name: renaming is theirs). */
function defaultName(
  input: z.output<typeof registerDeviceSchema>,
  userAgent: string | undefined,
  language: Language | undefined,
): string {
  const words = noticeTexts(language).devices;
  if (input.transport === 'apns') return words.apple;
  if (input.transport === 'fcm') return input.platform === 'ios' ? words.apple : words.android;
  return deviceName(userAgent, language);
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
export function createPushService({ repository, queue, config, senders, now, languageOf }: PushServiceDeps) {
  /**
   * A token another person registered: it stays theirs, and the device is pushed a random
   * nonce (data only). Whoever holds the device echoes it (`confirm`) within the claim's
   * 60 s, and only then does it move. A device its push service calls gone is nobody's any
   * more: it is forgotten, and registered afresh (null).
   */
  async function claim(
    userId: string,
    device: PushDevicesTable,
    wanted: Pick<PushDevicesTable, 'name' | 'p256dh' | 'auth'>,
  ): Promise<PushClaimPending | null> {
    const sender = senders[device.transport];
    if (!sender) throw new AppError('push_not_configured');
    const at = now();
    const expiresAt = new Date(at.getTime() + PUSH_CLAIM_TTL_SECONDS * 1000).toISOString();
    const nonce = randomBytes(32).toString('base64url');
    await repository.pruneClaims(new Date(at.getTime() - CLAIM_KEPT_MS).toISOString());
    // Kept before the push leaves: the device may echo before the push service has answered.
    await repository.saveClaim({
      id: randomUUID(),
      user_id: userId,
      token_hash: device.token_hash,
      nonce_hash: nonceHash(nonce),
      ...wanted,
      created_at: at.toISOString(),
      expires_at: expiresAt,
    });
    // To the device as it is registered (its keys, not the caller's): only it can read the nonce.
    const outcome = await sender.send(
      { token: device.token, p256dh: device.p256dh, auth: device.auth },
      { silent: true, data: { kind: PUSH_CLAIM_KIND, nonce }, ttlSeconds: PUSH_CLAIM_TTL_SECONDS },
    );
    if (outcome.kind === 'gone') {
      await repository.dropClaim(userId, device.token_hash);
      await repository.forget(device.id);
      return null;
    }
    // Throttled or refused: the claim stays open; with no echo it ends, and the app can ask again.
    return { status: 'confirmation_required', expires_at: expiresAt };
  }

  return {
    config: (): PushConfig => config,

    async devices(userId: string) {
      return { items: (await repository.devices(userId)).map(toDevice) };
    },

    /**
     * Registers (or renews) a device for the caller. The same token is one device: one another
     * person registered moves to the caller only once the device echoes a pushed nonce
     * (`claim`, then `confirm`).
     */
    async register(
      userId: string,
      input: z.output<typeof registerDeviceSchema>,
      userAgent: string | undefined,
    ): Promise<Registration> {
      if (input.transport === 'fcm' && !config.fcm) throw new AppError('push_not_configured');
      if (input.transport === 'apns' && !config.apns) throw new AppError('push_not_configured');
      const token = input.transport === 'webpush' ? input.subscription.endpoint : input.token;
      const hash = tokenHash(input.transport, token);
      const wanted = {
        name: input.name ?? defaultName(input, userAgent, (await languageOf?.(userId)) ?? undefined),
        p256dh: input.transport === 'webpush' ? input.subscription.keys.p256dh : null,
        auth: input.transport === 'webpush' ? input.subscription.keys.auth : null,
      };
      const existing = await repository.deviceByHash(hash);
      if (existing?.user_id !== userId && (await repository.deviceCount(userId)) >= PUSH_DEVICES_MAX) {
        throw new AppError('push_devices_limit');
      }
      // Another person's: claimed. (One its push service calls gone is forgotten, and registered afresh.)
      const pending = existing && existing.user_id !== userId ? await claim(userId, existing, wanted) : null;
      if (pending) return { kind: 'claimed', claim: pending };
      const at = now().toISOString();
      const row = await repository.upsert({
        id: randomUUID(),
        user_id: userId,
        transport: input.transport,
        platform: input.transport === 'webpush' ? 'web' : input.transport === 'apns' ? 'ios' : input.platform,
        token,
        token_hash: hash,
        ...wanted,
        created_at: at,
        last_seen_at: at,
      });
      // Registered by another person in the very meantime: theirs, claimed like any other (and
      // should that push find it gone, the caller registers again).
      if (row.user_id !== userId) {
        const raced = await claim(userId, row, wanted);
        if (raced) return { kind: 'claimed', claim: raced };
        throw new AppError('push_claim_expired');
      }
      return { kind: 'registered', device: toDevice(row) };
    },

    /**
     * The device echoed the nonce of the caller's claim: it moves to the caller. A nonce of no
     * claim of theirs (another person's, or made up) is 400; one that came back too late, 410.
     */
    async confirm(userId: string, nonce: string): Promise<PushDevice> {
      const taken = await repository.takeClaim(userId, nonceHash(nonce));
      if (!taken) throw new AppError('push_claim_invalid');
      const at = now().toISOString();
      if (taken.expires_at <= at) throw new AppError('push_claim_expired');
      if ((await repository.deviceCount(userId)) >= PUSH_DEVICES_MAX)
        throw new AppError('push_devices_limit');
      const row = await repository.moveDevice(taken.token_hash, {
        user_id: userId,
        name: taken.name,
        p256dh: taken.p256dh,
        auth: taken.auth,
        last_seen_at: at,
      });
      // Removed meanwhile (its owner, or its push service said gone): nothing left to move.
      if (!row) throw new AppError('push_claim_expired');
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
      const said = noticeTexts((await languageOf?.(userId)) ?? undefined).push.test;
      const message: PushMessage = {
        title: said.title,
        body: said.body,
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
