import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Slack (providers/slack.md §7), answering in Slack's documented formats
 * so the real `@slack/web-api` client and our incoming-webhook sender can be tested here:
 *
 * - `POST /api/chat.postMessage`, form-encoded (`blocks` as a JSON string, as the client sends
 *   it) or JSON, `Authorization: Bearer xoxb-…`: always HTTP 200, `{ok:true, channel, ts,
 *   message}` or `{ok:false, error}` (`not_authed`, `invalid_auth`, `token_revoked`,
 *   `channel_not_found`, `not_in_channel`, `is_archived`, `no_text`).
 * - `POST /services/T…/B…/…` incoming webhooks: `200 ok` as text/plain, or a plain-text error
 *   (`400 invalid_payload`, `400 no_text`, `404 channel_not_found`, `410 channel_is_archived`).
 *
 * Every request is recorded (headers included) before it is answered, and `script()` queues
 * verbatim answers (429 with Retry-After, 503, 500, a stall…) for the next requests.
 */

export interface SlackRecordedRequest {
  method: string;
  path: string;
  /** Header names in lower case. */
  headers: http.IncomingHttpHeaders;
  authorization: string | null;
  contentType: string | null;
  raw: string;
  /** The parsed body (form or JSON); `blocks` parsed when it came as a string. */
  body: Record<string, unknown> | null;
}

export interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Hold the answer this long (a slow Slack). */
  delayMs?: number;
}

interface Channel {
  id: string;
  name: string;
  archived: boolean;
  /** Bot tokens that have joined. */
  members: Set<string>;
}

interface Hook {
  channelId: string;
}

export interface FakeSlack {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** What `slackApiUrl` should be: `<origin>/api/`. */
  apiUrl: string;
  requests: SlackRecordedRequest[];
  /** A channel (`C…` id and name), optionally archived. */
  addChannel(name: string, options?: { archived?: boolean }): string;
  archiveChannel(id: string): void;
  /** A bot token that has joined the given channels (ids). */
  addBot(token: string, channelIds: string[]): void;
  revokeToken(token: string): void;
  /** An incoming-webhook URL that posts to the channel. */
  addWebhook(channelId: string): string;
  /** Answers the next requests with these, in order, before the normal behaviour resumes. */
  script(...answers: ScriptedAnswer[]): void;
  /** Messages that were posted (accepted), in order. */
  posted: { channel: string; text: unknown; blocks: unknown; via: 'api' | 'webhook' }[];
  reset(): void;
  close(): Promise<void>;
}

function parseBody(raw: string, contentType: string | null): Record<string, unknown> | null {
  try {
    if (contentType?.startsWith('application/json')) {
      const parsed = JSON.parse(raw) as unknown;
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : null;
    }
    if (contentType?.startsWith('application/x-www-form-urlencoded')) {
      const body: Record<string, unknown> = Object.fromEntries(new URLSearchParams(raw));
      if (typeof body.blocks === 'string') body.blocks = JSON.parse(body.blocks);
      return body;
    }
  } catch {
    return null;
  }
  return null;
}

export async function startFakeSlack(): Promise<FakeSlack> {
  const channels = new Map<string, Channel>();
  const tokens = new Map<string, { revoked: boolean }>();
  const hooks = new Map<string, Hook>();
  const scripted: ScriptedAnswer[] = [];
  const requests: SlackRecordedRequest[] = [];
  const posted: FakeSlack['posted'] = [];
  let ts = 1_700_000_000;

  const findChannel = (ref: string) =>
    channels.get(ref) ?? [...channels.values()].find((c) => c.name === ref.replace(/^#/, ''));

  function postMessage(record: SlackRecordedRequest): Record<string, unknown> {
    const auth = record.authorization?.match(/^Bearer (.+)$/)?.[1];
    if (!auth) return { ok: false, error: 'not_authed' };
    const token = tokens.get(auth);
    if (!token) return { ok: false, error: 'invalid_auth' };
    if (token.revoked) return { ok: false, error: 'token_revoked' };
    const body = record.body;
    if (!body) return { ok: false, error: 'invalid_form_data' };
    const channel = typeof body.channel === 'string' ? findChannel(body.channel) : undefined;
    if (!channel) return { ok: false, error: 'channel_not_found' };
    if (channel.archived) return { ok: false, error: 'is_archived' };
    if (!channel.members.has(auth)) return { ok: false, error: 'not_in_channel' };
    if (!body.text && !body.blocks) return { ok: false, error: 'no_text' };
    ts += 1;
    const stamp = `${ts}.000100`;
    posted.push({ channel: channel.id, text: body.text, blocks: body.blocks, via: 'api' });
    return {
      ok: true,
      channel: channel.id,
      ts: stamp,
      message: { type: 'message', text: body.text, ts: stamp, bot_id: 'B0FAKEBOT', blocks: body.blocks },
    };
  }

  function incomingWebhook(record: SlackRecordedRequest): { status: number; text: string } {
    const hook = hooks.get(record.path);
    if (!hook) return { status: 404, text: 'channel_not_found' };
    const body = parseBody(record.raw, 'application/json');
    if (!body) return { status: 400, text: 'invalid_payload' };
    if (!body.text && !body.blocks) return { status: 400, text: 'no_text' };
    const channel = channels.get(hook.channelId);
    if (!channel) return { status: 404, text: 'channel_not_found' };
    if (channel.archived) return { status: 410, text: 'channel_is_archived' };
    posted.push({ channel: channel.id, text: body.text, blocks: body.blocks, via: 'webhook' });
    return { status: 200, text: 'ok' };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const contentType = req.headers['content-type'] ?? null;
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const record: SlackRecordedRequest = {
        method: req.method ?? 'GET',
        path,
        headers: req.headers,
        authorization: req.headers.authorization ?? null,
        contentType,
        raw,
        body: parseBody(raw, contentType),
      };
      requests.push(record);
      const next = scripted.shift();
      if (next) {
        if (next.delayMs) await new Promise((resolve) => setTimeout(resolve, next.delayMs));
        if (res.destroyed) return;
        res.writeHead(next.status, { 'content-type': 'text/plain', ...next.headers });
        res.end(next.body ?? '');
        return;
      }
      if (req.method === 'POST' && path === '/api/chat.postMessage') {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(postMessage(record)));
        return;
      }
      if (req.method === 'POST' && path.startsWith('/services/')) {
        const answer = incomingWebhook(record);
        res.writeHead(answer.status, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(answer.text);
        return;
      }
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not_found');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const id = (prefix: string) => `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`;

  return {
    origin,
    apiUrl: `${origin}/api/`,
    requests,
    posted,
    addChannel(name, options = {}) {
      const channelId = id('C');
      channels.set(channelId, {
        id: channelId,
        name,
        archived: options.archived ?? false,
        members: new Set(),
      });
      return channelId;
    },
    archiveChannel(channelId) {
      const channel = channels.get(channelId);
      if (channel) channel.archived = true;
    },
    addBot(token, channelIds) {
      tokens.set(token, { revoked: false });
      for (const channelId of channelIds) channels.get(channelId)?.members.add(token);
    },
    revokeToken(token) {
      const entry = tokens.get(token);
      if (entry) entry.revoked = true;
    },
    addWebhook(channelId) {
      const path = `/services/${id('T')}/${id('B')}/${randomBytes(12).toString('hex')}`;
      hooks.set(path, { channelId });
      return `${origin}${path}`;
    },
    script(...answers) {
      scripted.push(...answers);
    },
    reset() {
      requests.length = 0;
      posted.length = 0;
      scripted.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
