import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { type FakeSlack, startFakeSlack } from '../../../../test/slack-server.js';
import type { Connection, DeliveryMessage, DeliveryResult, TicketSnapshot } from '../../delivery/adapter.js';
import { createSlackAdapter, type SlackConfig, type SlackSecret } from './slack.adapter.js';
import { buildSlackMessage, SLACK_TEST_TEXT } from './slack-message.js';

/**
 * The Slack adapter against a local Slack (test/slack-server.ts): the real `@slack/web-api`
 * client for bot tokens, our own POST for incoming webhooks, both through the real egress
 * guard. The guard opens 127.0.0.1 only (`allowAddresses`), so every other private target stays
 * refused, and a guard with nothing opened must refuse the fake itself.
 */

const TOKEN = 'xoxb-1111111111-2222222222-SeCrEtToKeNvAlUe';
const ticket: TicketSnapshot = {
  uid: 't_1',
  number: 7,
  summary: 'Spring <campaign> & launch',
  status: 'todo',
  ticket_type: 'task',
  due_date: '2026-04-01',
  assignee: 'Anna',
  caption: null,
  project: { uid: 'p_1', name: 'Acme', slug: 'acme' },
  url: 'http://localhost:3000/brand/acme/tasks?task=t_1',
  updated_at: '2026-03-01T09:00:00.000Z',
};
const created: DeliveryMessage = {
  id: 'msg_1',
  event: 'ticket.created',
  occurred_at: '2026-03-01T09:00:00.000Z',
  ticket,
};

let slack: FakeSlack;
let general: string;
let archived: string;
let elsewhere: string;
const guarded = createGuardedFetch({ allowAddresses: ['127.0.0.1'] });
let adapter: ReturnType<typeof createSlackAdapter>;

beforeAll(async () => {
  slack = await startFakeSlack();
  adapter = createSlackAdapter({ fetch: guarded, slackApiUrl: slack.apiUrl, timeoutMs: 1_000 });
});
afterAll(() => slack.close());
beforeEach(() => {
  slack.reset();
  general = slack.addChannel('general');
  archived = slack.addChannel('old-news', { archived: true });
  elsewhere = slack.addChannel('elsewhere');
  slack.addBot(TOKEN, [general, archived]);
});

const bot = (channel: string | null, token = TOKEN): Connection<SlackConfig, SlackSecret> => ({
  uid: 'i_bot',
  config: { mode: 'bot', channel, event_types: [] },
  secret: { bot_token: token },
  previousSecret: null,
  previousSecretExpiresAt: null,
});
const hook = (url: string, channel: string | null = null): Connection<SlackConfig, SlackSecret> => ({
  uid: 'i_hook',
  config: { mode: 'incoming_webhook', channel, event_types: [] },
  secret: { webhook_url: url },
  previousSecret: null,
  previousSecretExpiresAt: null,
});
const send = (
  connection: Connection<SlackConfig, SlackSecret>,
  message: DeliveryMessage = created,
  signal = new AbortController().signal,
  using = adapter,
) => using.deliver(connection, message, signal);

/** The result must not carry the credential anywhere (error, excerpt). */
function expectNoSecret(result: DeliveryResult, ...secrets: string[]) {
  const text = JSON.stringify(result);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

describe('Slack with a bot token (chat.postMessage through @slack/web-api)', () => {
  it('posts the Block Kit message to the channel with the token as a Bearer header', async () => {
    const result = await send(bot('#general'));
    expect(result).toMatchObject({ ok: true, status: 200 });
    expectNoSecret(result, TOKEN);
    expect(slack.requests).toHaveLength(1);
    const [request] = slack.requests;
    expect(request?.path).toBe('/api/chat.postMessage');
    expect(request?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.contentType).toBe('application/x-www-form-urlencoded');
    const expected = buildSlackMessage(created);
    expect(request?.body).toMatchObject({
      channel: '#general',
      text: expected.text,
      blocks: expected.blocks,
    });
    expect(slack.posted).toEqual([
      { channel: general, text: expected.text, blocks: expected.blocks, via: 'api' },
    ]);
  });

  it('posts the test message to a channel given by id', async () => {
    const result = await send(bot(general), { ...created, event: 'integration.test', ticket: null });
    expect(result.ok).toBe(true);
    expect(slack.posted[0]?.text).toBe(SLACK_TEST_TEXT);
  });

  it.each([
    ['an unknown token', 'invalid_auth', () => bot('#general', 'xoxb-9999999999-unknown-token')],
    [
      'a revoked token',
      'token_revoked',
      () => {
        slack.revokeToken(TOKEN);
        return bot('#general');
      },
    ],
    ['no token', 'not_authed', () => bot('#general', '')],
    ['an unknown channel', 'channel_not_found', () => bot('#nowhere')],
    ['a channel the bot has not joined', 'not_in_channel', () => bot(elsewhere)],
  ])('fails permanently for %s (%s)', async (_what, code, connection) => {
    const result = await send(connection());
    expect(result).toEqual({
      ok: false,
      outcome: 'permanent',
      status: 200,
      excerpt: code,
      error: `Slack: ${code}`,
      reason: 'rejected',
    });
    expect(slack.requests).toHaveLength(1);
  });

  it.each(['missing_scope', 'account_inactive', 'invalid_blocks'])(
    'fails permanently when Slack answers ok:false %s',
    async (code) => {
      slack.script({
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ok: false, error: code }),
      });
      const result = await send(bot('#general'));
      expect(result).toMatchObject({ ok: false, outcome: 'permanent', excerpt: code });
    },
  );

  it('switches off (gone) when the channel is archived', async () => {
    const result = await send(bot(archived));
    expect(result).toMatchObject({ ok: false, outcome: 'gone', excerpt: 'is_archived' });
  });

  it('answers 429 as a retry after Retry-After, without retrying or waiting itself', async () => {
    slack.script({ status: 429, headers: { 'retry-after': '30' } });
    const started = Date.now();
    const result = await send(bot('#general'));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result).toMatchObject({ ok: false, outcome: 'retry', status: 429, retryAfterMs: 30_000 });
    expect(slack.requests).toHaveLength(1);
    expect(slack.posted).toHaveLength(0);
  });

  it('answers 503 with Retry-After as a retry after that time', async () => {
    slack.script({ status: 503, headers: { 'retry-after': '12' }, body: 'service_unavailable' });
    const result = await send(bot('#general'));
    expect(result).toMatchObject({ ok: false, outcome: 'retry', status: 503, retryAfterMs: 12_000 });
    expect(slack.requests).toHaveLength(1);
  });

  it('retries a 500, a 404 is permanent, a 410 is gone', async () => {
    slack.script(
      { status: 500, body: 'oops' },
      { status: 404, body: 'not_found' },
      { status: 410, body: 'gone' },
    );
    expect(await send(bot('#general'))).toMatchObject({ ok: false, outcome: 'retry', status: 500 });
    expect(await send(bot('#general'))).toMatchObject({ ok: false, outcome: 'permanent', status: 404 });
    expect(await send(bot('#general'))).toMatchObject({ ok: false, outcome: 'gone', status: 410 });
    expect(slack.requests).toHaveLength(3);
  });

  it('retries when Slack is too slow (the guard times out)', async () => {
    slack.script({ status: 200, body: '{"ok":true}', delayMs: 3_000 });
    const result = await send(bot('#general'));
    expect(result).toMatchObject({ ok: false, outcome: 'retry' });
    expect(result.ok === false && result.error).toMatch(/within 1000 ms/);
  });

  it('retries when the job is cancelled mid-request', async () => {
    slack.script({ status: 200, body: '{"ok":true}', delayMs: 3_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const result = await send(bot('#general'), created, controller.signal);
    expect(result).toMatchObject({ ok: false, outcome: 'retry' });
    expect(result.ok === false && result.error).toMatch(/cancelled/);
  });

  it('never puts the token into an excerpt or error, even when an answer echoes it', async () => {
    slack.script(
      { status: 500, body: `upstream said: Bearer ${TOKEN}` },
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ok: false, error: `invalid_auth ${TOKEN} xoxb-other-token-123456` }),
      },
    );
    const first = await send(bot('#general'));
    const second = await send(bot('#general'));
    expect(first).toMatchObject({ ok: false, outcome: 'retry', excerpt: 'upstream said: Bearer [redacted]' });
    expect(second).toMatchObject({ ok: false, outcome: 'permanent' });
    for (const result of [first, second]) expectNoSecret(result, TOKEN, 'xoxb-other-token-123456', 'SeCrEt');
  });

  it('sends through the egress guard: a guard that opens nothing refuses the Web API address, sending nothing', async () => {
    const strict = createSlackAdapter({ fetch: createGuardedFetch({}), slackApiUrl: slack.apiUrl });
    const result = await send(bot('#general'), created, undefined, strict);
    expect(result).toMatchObject({ ok: false, outcome: 'permanent' });
    expect(result.ok === false && result.error).toMatch(/^refused: loopback/);
    expectNoSecret(result, TOKEN);
    expect(slack.requests).toHaveLength(0);
  });

  it('fails permanently without sending when no channel is set', async () => {
    expect(await send(bot(null))).toMatchObject({ ok: false, outcome: 'permanent' });
    expect(slack.requests).toHaveLength(0);
  });
});

describe('Slack through an incoming webhook', () => {
  it('POSTs the Block Kit message as JSON and takes 200 ok as delivered', async () => {
    const url = slack.addWebhook(general);
    const result = await send(hook(url));
    expect(result).toEqual({ ok: true, status: 200, excerpt: 'ok' });
    const [request] = slack.requests;
    expect(request?.contentType).toBe('application/json; charset=utf-8');
    expect(request?.authorization).toBeNull();
    const expected = buildSlackMessage(created);
    expect(request?.body).toEqual({ text: expected.text, blocks: expected.blocks });
    expect(slack.posted).toEqual([
      { channel: general, text: expected.text, blocks: expected.blocks, via: 'webhook' },
    ]);
  });

  it('switches off (gone) on 410 channel_is_archived', async () => {
    const url = slack.addWebhook(archived);
    const result = await send(hook(url));
    expect(result).toEqual({
      ok: false,
      outcome: 'gone',
      status: 410,
      excerpt: 'channel_is_archived',
      error: 'HTTP 410 channel_is_archived',
      reason: 'http_status',
    });
  });

  it('fails permanently on 404 channel_not_found (an unknown or removed hook), hiding the URL', async () => {
    const url = `${slack.origin}/services/T0000000/B0000000/notarealhooktoken123`;
    const result = await send(hook(url));
    expect(result).toMatchObject({
      ok: false,
      outcome: 'permanent',
      status: 404,
      excerpt: 'channel_not_found',
    });
    expectNoSecret(result, url, 'notarealhooktoken123');
  });

  it.each([
    [403, 'action_prohibited', 'permanent'],
    [400, 'invalid_payload', 'permanent'],
    [500, 'rollup_error', 'retry'],
    [404, 'channel_is_archived', 'gone'],
  ] as const)('maps %i %s to %s', async (status, body, outcome) => {
    const url = slack.addWebhook(general);
    slack.script({ status, body });
    expect(await send(hook(url))).toMatchObject({ ok: false, outcome, status, excerpt: body });
  });

  it('answers 429 with Retry-After as a retry after that time', async () => {
    const url = slack.addWebhook(general);
    slack.script({ status: 429, headers: { 'retry-after': '3' }, body: 'rate_limited' });
    expect(await send(hook(url))).toMatchObject({
      ok: false,
      outcome: 'retry',
      status: 429,
      retryAfterMs: 3_000,
    });
    expect(slack.requests).toHaveLength(1);
  });

  it('never echoes the webhook URL back into an excerpt', async () => {
    const url = slack.addWebhook(general);
    slack.script({ status: 500, body: `bad hook ${url} (${new URL(url).pathname})` });
    const result = await send(hook(url));
    expect(result).toMatchObject({ ok: false, outcome: 'retry' });
    expectNoSecret(result, new URL(url).pathname, url);
  });

  it.each([
    'http://10.0.0.1/services/T1/B1/secrettoken',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    // 10.0.0.1 spelled in hex: normalised by the URL parser, then refused like it.
    'http://0x0a000001/services/T1/B1/secrettoken',
  ])('refuses %s permanently, sending nothing', async (url) => {
    const result = await send(hook(url));
    expect(result).toMatchObject({ ok: false, outcome: 'permanent' });
    expect(result.ok === false && result.error).toMatch(/^refused: /);
    expectNoSecret(result, 'secrettoken', 'meta-data');
    expect(slack.requests).toHaveLength(0);
  });

  it('sends through the egress guard: a guard that opens nothing refuses the local hook, sending nothing', async () => {
    const url = slack.addWebhook(general);
    const strict = createSlackAdapter({ fetch: createGuardedFetch({}) });
    const result = await send(hook(url), created, undefined, strict);
    expect(result).toMatchObject({ ok: false, outcome: 'permanent' });
    expect(slack.requests).toHaveLength(0);
  });

  it('retries when nothing listens at the address', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await send(hook(`http://127.0.0.1:${port}/services/T1/B1/secrettoken`));
    expect(result).toMatchObject({ ok: false, outcome: 'retry' });
    expect(result.ok === false && result.error).toMatch(/ECONNREFUSED/);
    expectNoSecret(result, 'secrettoken');
  });
});

describe('describe', () => {
  it('names the channel or the webhook host, never the credential', () => {
    const url = 'https://hooks.slack.com/services/T000/B000/XXXXsecretXXXX';
    expect(adapter.describe(bot('#general'))).toBe('Slack #general');
    expect(adapter.describe(bot('general'))).toBe('Slack #general');
    expect(adapter.describe(bot('C0123ABCD'))).toBe('Slack C0123ABCD');
    expect(adapter.describe(hook(url))).toBe('Slack incoming webhook (hooks.slack.com)');
    expect(adapter.describe(hook(url, 'marketing'))).toBe(
      'Slack #marketing, incoming webhook (hooks.slack.com)',
    );
    expect(adapter.describe(hook(url))).not.toContain('secret');
  });
});
