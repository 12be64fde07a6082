import { DEFAULT_PUSH_SETTINGS } from '@expertos/domain/push.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiError, createApiClient } from './client';
import {
  confirmPushDevice,
  getPushConfig,
  getPushSettings,
  listPushDevices,
  registerPushDevice,
  removePushDevice,
  renamePushDevice,
  sendTestPush,
  updatePushSettings,
} from './push';
import { type LocalServer, startLocalServer } from './testing/local-server';

let server: LocalServer;
const device = {
  uid: 'd1',
  transport: 'fcm',
  platform: 'android',
  name: 'Pixel 9',
  created_at: '2026-11-28T10:00:00.000Z',
  last_seen_at: '2026-11-28T10:00:00.000Z',
};

beforeAll(async () => {
  server = await startLocalServer({
    'GET /api/push/config': () => ({ json: { web_push_public_key: 'BKey', fcm: true, apns: false } }),
    'GET /api/push/devices': () => ({ json: { items: [device] } }),
    'POST /api/push/devices': (request) =>
      JSON.parse(request.body).token === 'someone-elses-token-000000'
        ? { status: 202, json: { status: 'confirmation_required', expires_at: '2026-11-28T10:01:00.000Z' } }
        : { status: 201, json: device },
    'POST /api/push/devices/confirm': () => ({ json: device }),
    'PATCH /api/push/devices/d1': () => ({ json: { ...device, name: 'Work phone' } }),
    'DELETE /api/push/devices/d1': () => ({ status: 204 }),
    'DELETE /api/push/devices/gone': () => ({ status: 404, json: { code: 'not_found', message: 'x' } }),
    'GET /api/push/settings': () => ({ json: DEFAULT_PUSH_SETTINGS }),
    'PUT /api/push/settings': (request) => ({ json: JSON.parse(request.body) }),
    'POST /api/push/test': () => ({ status: 202, json: { devices: 2 } }),
  });
});
afterAll(() => server.close());

describe('the push calls', () => {
  const client = () => createApiClient({ baseUrl: `${server.origin}/api` });

  it('read the config, the devices and the settings', async () => {
    expect(await getPushConfig(client())).toEqual({ web_push_public_key: 'BKey', fcm: true, apns: false });
    expect(await listPushDevices(client())).toEqual([device]);
    expect(await getPushSettings(client())).toEqual(DEFAULT_PUSH_SETTINGS);
  });

  it('register, rename and remove a device, sending what the server expects', async () => {
    await registerPushDevice(client(), {
      transport: 'fcm',
      token: 'fcm-token-0123456789abcdef',
      platform: 'android',
    });
    const post = server.hits('/api/push/devices').find((hit) => hit.method === 'POST');
    expect(JSON.parse(post!.body)).toEqual({
      transport: 'fcm',
      token: 'fcm-token-0123456789abcdef',
      platform: 'android',
    });
    expect((await renamePushDevice(client(), 'd1', 'Work phone')).name).toBe('Work phone');
    expect(server.hits('/api/push/devices/d1').find((hit) => hit.method === 'PATCH')?.body).toBe(
      '{"name":"Work phone"}',
    );
    await expect(removePushDevice(client(), 'd1')).resolves.toBeUndefined();
    await expect(removePushDevice(client(), 'gone')).rejects.toMatchObject({
      status: 404,
    } satisfies Partial<ApiError>);
  });

  it('answer a token someone else has as waiting for the device, and echo its nonce', async () => {
    expect(
      await registerPushDevice(client(), { transport: 'fcm', token: 'someone-elses-token-000000' }),
    ).toEqual({ status: 'confirmation_required', expires_at: '2026-11-28T10:01:00.000Z' });
    expect(await confirmPushDevice(client(), 'n'.repeat(43))).toEqual(device);
    expect(server.hits('/api/push/devices/confirm')[0]?.body).toBe(JSON.stringify({ nonce: 'n'.repeat(43) }));
  });

  it('save the settings whole, and queue a test for the current workspace', async () => {
    const quiet = {
      ...DEFAULT_PUSH_SETTINGS,
      quiet_hours: { start: '22:00', end: '07:00', time_zone: 'Europe/Paris' },
    };
    expect(await updatePushSettings(client(), quiet)).toEqual(quiet);
    expect(await sendTestPush(client(), 'w1')).toBe(2);
    expect(server.hits('/api/push/test').at(-1)?.body).toBe('{"workspace_uid":"w1"}');
    await sendTestPush(client(), null);
    expect(server.hits('/api/push/test').at(-1)?.body).toBe('{}');
  });
});
