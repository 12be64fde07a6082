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
 * - OAuth v2 install ("Add to Slack"): `GET /oauth/v2/authorize` stands in for the person clicking "Allow"
 *   (or "Cancel", after `denyNextInstall()`) and redirects to `redirect_uri?code=…&state=…`;
 *   `POST /api/oauth.v2.access` (client id and secret as form fields or HTTP Basic) trades a
 *   code once for the documented success JSON, its `incoming_webhook.url` a new hook here
 *   posting to the install channel; `ok:false` `invalid_code`, `bad_client_secret`,
 *   `invalid_client_id` or `bad_redirect_uri` otherwise.
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

/** A code the authorize page gave out, waiting for oauth.v2.access. */
interface IssuedCode {
  redirectUri: string;
  channelId: string;
}

export interface FakeSlack {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The registered app whose client id and secret oauth.v2.access accepts. */
  app: { clientId: string; clientSecret: string };
  /** What SLACK_AUTHORIZE_URL should be: `<origin>/oauth/v2/authorize`. */
  authorizeUrl: string;
  /** The channel the next installs pick (made as #install-target when none was set). */
  setInstallChannel(channelId: string): void;
  /** The next authorize answers `error=access_denied`, as when the person clicks Cancel. */
  denyNextInstall(): void;
  /** A code as the authorize page would give it (for a test that skips the browser step). */
  issueCode(redirectUri: string): string;
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

const FAKE_APP = { clientId: '1111111111.2222222222', clientSecret: 'fake-slack-client-secret' };

export async function startFakeSlack(): Promise<FakeSlack> {
  const codes = new Map<string, IssuedCode>();
  let installChannelId: string | null = null;
  let denyNext = false;
  const channels = new Map<string, Channel>();
  const tokens = new Map<string, { revoked: boolean }>();
  const hooks = new Map<string, Hook>();
  const scripted: ScriptedAnswer[] = [];
  const requests: SlackRecordedRequest[] = [];
  const posted: FakeSlack['posted'] = [];
  let ts = 1_700_000_000;
  const newId = (prefix: string) => `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`;
  // Set once the server listens; the handlers only run after that.
  let origin = '';

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

  function installChannel(): string {
    if (!installChannelId || !channels.has(installChannelId)) {
      installChannelId = newId('C');
      channels.set(installChannelId, {
        id: installChannelId,
        name: 'install-target',
        archived: false,
        members: new Set(),
      });
    }
    return installChannelId;
  }

  function issueCode(redirectUri: string): string {
    const code = `${newId('')}.${randomBytes(12).toString('hex')}`;
    codes.set(code, { redirectUri, channelId: installChannel() });
    return code;
  }

  /** Slack takes the client's credentials as form fields or as HTTP Basic (providers/slack.md §2). */
  function oauthAccess(record: SlackRecordedRequest): Record<string, unknown> {
    const form = record.body ?? {};
    const basic = record.authorization?.match(/^Basic (.+)$/)?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    const clientId = typeof form.client_id === 'string' ? form.client_id : basicId;
    const clientSecret = typeof form.client_secret === 'string' ? form.client_secret : basicSecret;
    if (clientId !== FAKE_APP.clientId) return { ok: false, error: 'invalid_client_id' };
    if (clientSecret !== FAKE_APP.clientSecret) return { ok: false, error: 'bad_client_secret' };
    const code = typeof form.code === 'string' ? codes.get(form.code) : undefined;
    if (!code) return { ok: false, error: 'invalid_code' };
    codes.delete(form.code as string);
    if (form.redirect_uri !== undefined && form.redirect_uri !== code.redirectUri)
      return { ok: false, error: 'bad_redirect_uri' };
    const channel = channels.get(code.channelId)!;
    const token = `xoxb-${randomBytes(12).toString('hex')}`;
    tokens.set(token, { revoked: false });
    return {
      ok: true,
      app_id: 'A0FAKEAPP',
      authed_user: { id: 'U0FAKEUSER' },
      scope: 'incoming-webhook,chat:write',
      token_type: 'bot',
      access_token: token,
      bot_user_id: 'U0FAKEBOT',
      team: { id: 'T0FAKETEAM', name: 'Fake Team' },
      enterprise: null,
      is_enterprise_install: false,
      incoming_webhook: {
        channel: `#${channel.name}`,
        channel_id: channel.id,
        configuration_url: `${origin}/services/B0FAKE`,
        url: addWebhook(channel.id),
      },
    };
  }

  /** The person at Slack's authorize page clicks Allow (or Cancel): back to redirect_uri. */
  function authorize(url: URL): { status: number; location?: string } {
    const redirectUri = url.searchParams.get('redirect_uri');
    if (url.searchParams.get('client_id') !== FAKE_APP.clientId || !redirectUri) return { status: 400 };
    const back = new URL(redirectUri);
    const state = url.searchParams.get('state');
    if (denyNext) {
      denyNext = false;
      back.searchParams.set('error', 'access_denied');
    } else {
      back.searchParams.set('code', issueCode(redirectUri));
    }
    if (state !== null) back.searchParams.set('state', state);
    return { status: 302, location: back.toString() };
  }

  function addWebhook(channelId: string): string {
    const path = `/services/${newId('T')}/${newId('B')}/${randomBytes(12).toString('hex')}`;
    hooks.set(path, { channelId });
    return `${origin}${path}`;
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
      if (req.method === 'POST' && path === '/api/oauth.v2.access') {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(oauthAccess(record)));
        return;
      }
      if (req.method === 'GET' && path === '/oauth/v2/authorize') {
        const answer = authorize(new URL(req.url ?? '/', origin));
        res.writeHead(answer.status, answer.location ? { location: answer.location } : {});
        res.end();
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
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const id = newId;

  return {
    origin,
    app: FAKE_APP,
    authorizeUrl: `${origin}/oauth/v2/authorize`,
    setInstallChannel(channelId) {
      installChannelId = channelId;
    },
    denyNextInstall() {
      denyNext = true;
    },
    issueCode,
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
    addWebhook,
    script(...answers) {
      scripted.push(...answers);
    },
    reset() {
      codes.clear();
      denyNext = false;
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
