import { generateKeyPairSync } from 'node:crypto';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApnsServer, startApnsServer } from '../../../test/apns-server.js';
import { type ApnsSender, createApnsSender } from './apns-sender.js';
import type { PushMessage } from './push-sender.js';

const DEVICE = 'a'.repeat(64);
const KEY_ID = 'ABC123DEFG';
const TEAM_ID = 'TEAM456789';
const TOPIC = 'app.expertos.mobile';
const message: PushMessage = {
  title: 'Ana mentioned you',
  body: 'Can you look at the caption?',
  data: { ticket_url: '/brand/acme/tasks/T1', workspace_uid: 'W1', notification_uid: 'N1', kind: 'mention' },
  tag: 'ticket-T1',
};

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
let clock = new Date('2030-01-01T10:00:00Z');
const now = () => clock;
let server: ApnsServer;
const senders: ApnsSender[] = [];

function sender(overrides: Partial<Parameters<typeof createApnsSender>[0]> = {}): ApnsSender {
  const made = createApnsSender({
    keyPem,
    keyId: KEY_ID,
    teamId: TEAM_ID,
    topic: TOPIC,
    host: server.origin,
    now,
    ...overrides,
  });
  senders.push(made);
  return made;
}

beforeAll(async () => {
  server = await startApnsServer({ publicKey, keyId: KEY_ID, teamId: TEAM_ID, topic: TOPIC, now });
  server.registerToken(DEVICE);
});
afterAll(() => server.close());
beforeEach(() => {
  clock = new Date('2030-01-01T10:00:00Z');
  server.pushes.length = 0;
  server.jwts.length = 0;
});
afterEach(async () => {
  await Promise.all(senders.splice(0).map((s) => s.close()));
});

describe('APNs sender', () => {
  it('sends the alert with its headers, the data beside aps, and an ES256 provider token', async () => {
    expect(await sender().send({ token: DEVICE }, message)).toEqual({ kind: 'sent' });
    const [push] = server.pushes;
    expect(push?.payload).toEqual({
      aps: { alert: { title: message.title, body: message.body }, sound: 'default' },
      ...message.data,
    });
    expect(push?.headers).toMatchObject({
      'apns-topic': TOPIC,
      'apns-push-type': 'alert',
      'apns-priority': '10',
      'apns-collapse-id': 'ticket-T1',
      'apns-expiration': String(clock.getTime() / 1000 + 24 * 3600),
    });
    const jwt = server.jwts[0] ?? '';
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'ES256', kid: KEY_ID });
    expect(decodeJwt(jwt)).toEqual({ iss: TEAM_ID, iat: clock.getTime() / 1000 });
  });

  it('sends a silent push as a background push: content-available, priority 5, its own expiry', async () => {
    const silent = {
      silent: true as const,
      data: { kind: 'device_claim', nonce: 'n'.repeat(43) },
      ttlSeconds: 60,
    };
    expect(await sender().send({ token: DEVICE }, silent)).toEqual({ kind: 'sent' });
    const [push] = server.pushes;
    expect(push?.payload).toEqual({ aps: { 'content-available': 1 }, ...silent.data });
    expect(push?.headers).toMatchObject({
      'apns-push-type': 'background',
      'apns-priority': '5',
      'apns-expiration': String(clock.getTime() / 1000 + 60),
    });
    expect(push?.headers).not.toHaveProperty('apns-collapse-id');
  });

  it('sends no collapse id for an untagged message', async () => {
    expect(await sender().send({ token: DEVICE }, { ...message, tag: undefined })).toEqual({ kind: 'sent' });
    expect(server.pushes[0]?.headers).not.toHaveProperty('apns-collapse-id');
  });

  it('reuses the JWT for 50 minutes and over one session, then signs a new one', async () => {
    const apns = sender();
    const sessionsBefore = server.sessions;
    await apns.send({ token: DEVICE }, message);
    clock = new Date(clock.getTime() + 49 * 60_000);
    await Promise.all([apns.send({ token: DEVICE }, message), apns.send({ token: DEVICE }, message)]);
    expect(new Set(server.jwts).size).toBe(1);
    clock = new Date(clock.getTime() + 2 * 60_000);
    expect(await apns.send({ token: DEVICE }, message)).toEqual({ kind: 'sent' });
    expect(new Set(server.jwts).size).toBe(2);
    expect(decodeJwt(server.jwts[3] ?? '').iat).toBe(clock.getTime() / 1000);
    expect(server.sessions - sessionsBefore).toBe(1);
  });

  it('on ExpiredProviderToken signs a new JWT and retries once at once', async () => {
    const apns = sender();
    server.fail({ kind: 'expired-token' });
    expect(await apns.send({ token: DEVICE }, message)).toEqual({ kind: 'sent' });
    expect(server.jwts).toHaveLength(2);
    expect(server.jwts[0]).not.toBe(server.jwts[1]);
    expect(server.pushes).toHaveLength(1);

    server.fail({ kind: 'expired-token' }, { kind: 'expired-token' });
    expect(await apns.send({ token: DEVICE }, message)).toEqual({
      kind: 'retry',
      reason: 'ExpiredProviderToken',
      retryAfterMs: null,
    });
    expect(server.jwts).toHaveLength(4);
  });

  it('reports 410 Unregistered and 400 BadDeviceToken as gone', async () => {
    const apns = sender();
    const stale = 'b'.repeat(64);
    server.registerToken(stale);
    server.unregisterToken(stale);
    expect(await apns.send({ token: stale }, message)).toEqual({ kind: 'gone', reason: 'Unregistered' });
    expect(await apns.send({ token: 'c'.repeat(64) }, message)).toEqual({
      kind: 'gone',
      reason: 'BadDeviceToken',
    });
  });

  it('retries on 429 TooManyRequests with its Retry-After, and on 500 and 503', async () => {
    const apns = sender();
    server.fail({ kind: 'too-many', retryAfter: '120' }, { kind: 'internal' }, { kind: 'unavailable' });
    expect(await apns.send({ token: DEVICE }, message)).toEqual({
      kind: 'retry',
      reason: 'TooManyRequests',
      retryAfterMs: 120_000,
    });
    expect(await apns.send({ token: DEVICE }, message)).toEqual({
      kind: 'retry',
      reason: 'InternalServerError',
      retryAfterMs: null,
    });
    expect(await apns.send({ token: DEVICE }, message)).toEqual({
      kind: 'retry',
      reason: 'ServiceUnavailable',
      retryAfterMs: null,
    });
  });

  it('fails on other 4xx with the reason from the body', async () => {
    const outcome = await sender({ topic: 'app.someone.else' }).send({ token: DEVICE }, message);
    expect(outcome).toEqual({ kind: 'failed', reason: 'DeviceTokenNotForTopic' });
    const wrongKey = await sender({ keyId: 'OTHERKEY00' }).send({ token: DEVICE }, message);
    expect(wrongKey).toEqual({ kind: 'failed', reason: 'InvalidProviderToken' });
  });

  it('fails without leaking the key when it cannot be read', async () => {
    const outcome = await sender({ keyPem: 'not a key' }).send({ token: DEVICE }, message);
    expect(outcome).toEqual({
      kind: 'failed',
      reason: 'the APNs key (APNS_KEY) cannot be read as a PKCS#8 EC key',
    });
  });

  it('opens a new session after the server closes one', async () => {
    const apns = sender();
    const before = server.sessions;
    expect(await apns.send({ token: DEVICE }, message)).toEqual({ kind: 'sent' });
    await server.dropSessions();
    expect(await apns.send({ token: DEVICE }, message)).toEqual({ kind: 'sent' });
    expect(server.sessions - before).toBe(2);

    // Sent while the GOAWAY is still on its way: refused unread, so sent again on a new session.
    const dropping = server.dropSessions();
    expect(await apns.send({ token: DEVICE }, message)).toEqual({ kind: 'sent' });
    await dropping;
    expect(server.sessions - before).toBe(3);
    expect(server.pushes).toHaveLength(3);
  });

  it('retries when the session breaks mid-request, and reconnects for the next push', async () => {
    const apns = sender();
    const before = server.sessions;
    server.fail({ kind: 'drop' });
    expect(await apns.send({ token: DEVICE }, message)).toMatchObject({ kind: 'retry', retryAfterMs: null });
    expect(await apns.send({ token: DEVICE }, message)).toEqual({ kind: 'sent' });
    expect(server.sessions - before).toBe(2);
  });

  it('retries when APNs cannot be reached or does not answer in time', async () => {
    const probe = http2.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    expect(await sender({ host: `http://127.0.0.1:${port}` }).send({ token: DEVICE }, message)).toMatchObject(
      {
        kind: 'retry',
        reason: expect.stringContaining('ECONNREFUSED'),
      },
    );

    const silent = http2.createServer();
    silent.on('stream', () => {}); // reads the request, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const slow = sender({
      host: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      timeoutMs: 200,
    });
    expect(await slow.send({ token: DEVICE }, message)).toEqual({
      kind: 'retry',
      reason: 'no answer from APNs within 200 ms',
      retryAfterMs: null,
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const cancelled = sender({ host: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` });
    expect(await cancelled.send({ token: DEVICE }, message, controller.signal)).toEqual({
      kind: 'retry',
      reason: 'cancelled',
      retryAfterMs: null,
    });
    await cancelled.close();
    await slow.close();
    await new Promise((resolve) => silent.close(resolve));
  });
});
