import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FcmServiceAccount } from '../../../config.js';
import { createGuardedFetch } from '../../../platform/http/guarded-fetch.js';
import { type FcmServer, startFcmServer } from '../../../test/fcm-server.js';
import { createFcmSender } from './fcm-sender.js';
import type { PushMessage, PushSender } from './push-sender.js';

const DEVICE = 'fcm-device-token:APA91b-0001';
const PROJECT = 'expertos-test';
const message: PushMessage = {
  title: 'Ana mentioned you',
  body: 'Can you look at the caption?',
  data: { ticket_url: '/brand/acme/tasks/T1', workspace_uid: 'W1', notification_uid: 'N1', kind: 'mention' },
  tag: 'ticket-T1',
};

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
let clock = new Date('2030-01-01T10:00:00Z');
const now = () => clock;
let server: FcmServer;
let account: FcmServiceAccount;
const fetch = createGuardedFetch({ allowPrivate: true });

function sender(overrides: Partial<Parameters<typeof createFcmSender>[0]> = {}): PushSender {
  return createFcmSender({ serviceAccount: account, baseUrl: server.origin, fetch, now, ...overrides });
}

beforeAll(async () => {
  server = await startFcmServer({
    publicKey,
    clientEmail: 'push@expertos-test.iam.gserviceaccount.com',
    projectId: PROJECT,
    now,
  });
  account = {
    project_id: PROJECT,
    client_email: 'push@expertos-test.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    private_key_id: 'key-1',
    token_uri: server.tokenUrl,
  };
  server.registerToken(DEVICE);
});
afterAll(() => server.close());
beforeEach(() => {
  clock = new Date('2030-01-01T10:00:00Z');
  server.messages.length = 0;
});

describe('FCM sender', () => {
  it('sends the v1 message for one device with string data and the collapse key', async () => {
    expect(await sender().send({ token: DEVICE }, message)).toEqual({ kind: 'sent' });
    expect(server.messages).toHaveLength(1);
    expect(server.messages[0]?.message).toEqual({
      token: DEVICE,
      notification: { title: message.title, body: message.body },
      data: message.data,
      android: { collapse_key: 'ticket-T1', priority: 'high' },
      apns: { headers: { 'apns-collapse-id': 'ticket-T1' } },
    });
  });

  it('sends a silent push as data only (nothing shown), held no longer than it is of use', async () => {
    const silent = {
      silent: true as const,
      data: { kind: 'device_claim', nonce: 'n'.repeat(43) },
      ttlSeconds: 60,
    };
    expect(await sender().send({ token: DEVICE }, silent)).toEqual({ kind: 'sent' });
    expect(server.messages[0]?.message).toEqual({
      token: DEVICE,
      data: silent.data,
      android: { priority: 'high', ttl: '60s' },
      apns: {
        headers: { 'apns-push-type': 'background', 'apns-priority': '5' },
        payload: { aps: { 'content-available': 1 } },
      },
    });
  });

  it('leaves a null ticket_url out of data, which takes strings only', async () => {
    const gone = { ...message, tag: undefined, data: { ...message.data, ticket_url: null } };
    expect(await sender().send({ token: DEVICE }, gone)).toEqual({ kind: 'sent' });
    const sent = server.messages[0]?.message as { data: Record<string, string>; android: object };
    expect(sent.data).not.toHaveProperty('ticket_url');
    expect(sent.android).toEqual({ priority: 'high' });
  });

  it('asks for one access token for several sends, and a new one once it nears expiry', async () => {
    const fcm = sender();
    const before = server.tokenRequests;
    await Promise.all([fcm.send({ token: DEVICE }, message), fcm.send({ token: DEVICE }, message)]);
    expect(await fcm.send({ token: DEVICE }, message)).toEqual({ kind: 'sent' });
    expect(server.tokenRequests - before).toBe(1);
    expect(new Set(server.messages.map((m) => m.authorization)).size).toBe(1);

    clock = new Date(clock.getTime() + 56 * 60_000); // within 5 minutes of the 3599 s expiry
    expect(await fcm.send({ token: DEVICE }, message)).toEqual({ kind: 'sent' });
    expect(server.tokenRequests - before).toBe(2);
    expect(new Set(server.messages.map((m) => m.authorization)).size).toBe(2);
  });

  it('drops a refused access token and fetches a new one for the next send', async () => {
    const fcm = sender();
    await fcm.send({ token: DEVICE }, message);
    server.revokeAccessTokens();
    expect(await fcm.send({ token: DEVICE }, message)).toMatchObject({
      kind: 'retry',
      reason: expect.stringMatching(/^UNAUTHENTICATED/),
      retryAfterMs: null,
    });
    expect(await fcm.send({ token: DEVICE }, message)).toEqual({ kind: 'sent' });
  });

  it('reports an unknown token as gone (404 UNREGISTERED)', async () => {
    expect(await sender().send({ token: 'fcm-device-token:never-seen' }, message)).toEqual({
      kind: 'gone',
      reason: 'UNREGISTERED: Requested entity was not found.',
    });
  });

  it('fails on 400 INVALID_ARGUMENT', async () => {
    const outcome = await sender().send({ token: 'not a token' }, message);
    expect(outcome).toMatchObject({ kind: 'failed', reason: expect.stringMatching(/^INVALID_ARGUMENT/) });
  });

  it('retries on 429 QUOTA_EXCEEDED with its Retry-After, and on 503 and 500', async () => {
    server.fail({ kind: 'quota', retryAfter: '30' }, { kind: 'unavailable' }, { kind: 'internal' });
    const fcm = sender();
    expect(await fcm.send({ token: DEVICE }, message)).toEqual({
      kind: 'retry',
      reason: expect.stringMatching(/^QUOTA_EXCEEDED/),
      retryAfterMs: 30_000,
    });
    expect(await fcm.send({ token: DEVICE }, message)).toMatchObject({
      kind: 'retry',
      reason: expect.stringMatching(/^UNAVAILABLE/),
      retryAfterMs: null,
    });
    expect(await fcm.send({ token: DEVICE }, message)).toMatchObject({
      kind: 'retry',
      reason: expect.stringMatching(/^INTERNAL/),
    });
    expect(server.messages).toHaveLength(0);
  });

  it('reads a Retry-After given as an HTTP date against the injected clock', async () => {
    server.fail({ kind: 'unavailable', retryAfter: new Date(clock.getTime() + 90_000).toUTCString() });
    expect(await sender().send({ token: DEVICE }, message)).toMatchObject({
      kind: 'retry',
      retryAfterMs: 90_000,
    });
  });

  it('fails on 401 THIRD_PARTY_AUTH_ERROR and 403 SENDER_ID_MISMATCH', async () => {
    server.fail({ kind: 'third-party-auth' }, { kind: 'sender-mismatch' });
    const fcm = sender();
    expect(await fcm.send({ token: DEVICE }, message)).toMatchObject({
      kind: 'failed',
      reason: expect.stringMatching(/^THIRD_PARTY_AUTH_ERROR/),
    });
    expect(await fcm.send({ token: DEVICE }, message)).toMatchObject({
      kind: 'failed',
      reason: expect.stringMatching(/^SENDER_ID_MISMATCH/),
    });
  });

  it('fails when the token endpoint refuses the assertion (wrong key)', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const wrong = { ...account, private_key: other.export({ type: 'pkcs8', format: 'pem' }).toString() };
    const outcome = await sender({ serviceAccount: wrong }).send({ token: DEVICE }, message);
    expect(outcome).toEqual({
      kind: 'failed',
      reason: 'FCM token request refused (400 invalid_grant): Invalid JWT Signature.',
    });
  });

  it('fails without leaking the key when it cannot be read', async () => {
    const broken = {
      ...account,
      private_key: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----',
    };
    const outcome = await sender({ serviceAccount: broken }).send({ token: DEVICE }, message);
    expect(outcome).toEqual({ kind: 'failed', reason: "the service account's private_key cannot be read" });
  });

  it('retries when FCM does not answer in time or cannot be reached', async () => {
    const fcm = sender({ timeoutMs: 300 });
    await fcm.send({ token: DEVICE }, message); // the token is cached before the stall
    server.fail({ kind: 'stall' });
    expect(await fcm.send({ token: DEVICE }, message)).toMatchObject({
      kind: 'retry',
      reason: expect.stringContaining('within 300 ms'),
      retryAfterMs: null,
    });

    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = sender({
      baseUrl: `http://127.0.0.1:${port}`,
      tokenUrl: `http://127.0.0.1:${port}/token`,
    });
    expect(await unreachable.send({ token: DEVICE }, message)).toMatchObject({
      kind: 'retry',
      reason: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('fails when the egress guard refuses the address (private targets not allowed)', async () => {
    const guarded = sender({ fetch: createGuardedFetch({ allowPrivate: false }) });
    expect(await guarded.send({ token: DEVICE }, message)).toMatchObject({
      kind: 'failed',
      reason: expect.stringContaining('refused'),
    });
  });
});
