import type { DeliveryFailureCode, WebhookEventType } from '@expertos/domain/integration.schema';
import { ErrorCode, type Logger, LogLevel, WebClient } from '@slack/web-api';
import { EgressError } from '../../../../platform/http/egress-errors.js';
import type { EgressOptions, GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { MAX_RETRY_AFTER_MS, parseRetryAfter } from '../../../../platform/http/retry-after.js';
import type { Connection, DeliveryResult, IntegrationAdapter } from '../../delivery/adapter.js';
import { egressFailureCode } from '../../delivery/delivery-failure.js';
import { slackFetch } from './slack-fetch.js';
import { buildSlackMessage, type SlackMessage } from './slack-message.js';

/**
 * Slack (docs/product.md#integrations; provider facts in providers/slack.md): posts the Block
 * Kit message of slack-message.ts through an incoming-webhook URL, or with a bot token through
 * chat.postMessage (`@slack/web-api`). Both go through the egress guard. The client never
 * retries (the job worker owns the schedule) and never waits out a 429: it answers `retry` with
 * the Retry-After it was given.
 */

/** What a Slack integration keeps that is not secret (the API's `slackIntegrationConfigSchema`). */
export interface SlackConfig {
  mode: 'incoming_webhook' | 'bot';
  /** The bot's channel (id or name), or the one Slack named at install for a webhook; or null. */
  channel: string | null;
  event_types: WebhookEventType[];
}

/** The credential itself: the incoming-webhook URL, or the bot token (`xoxb-…`). */
export type SlackSecret = { webhook_url: string } | { bot_token: string };

export interface SlackAdapterOptions {
  /** The server's guarded fetch (ALLOW_PRIVATE_TARGETS applied), from app.ts. */
  fetch: GuardedFetch;
  /** Slack's Web API; tests point it at a local stand-in. Default `https://slack.com/api/`. */
  slackApiUrl?: string;
  /** Per request; Slack answers within a second or two when it is well. Default 15 s. */
  timeoutMs?: number;
  now?: () => Date;
}

export const SLACK_API_URL = 'https://slack.com/api/';
const SLACK_TIMEOUT_MS = 15_000;
/** chat.postMessage echoes the message back: a few KB. Nothing bigger is read. */
const SLACK_MAX_ANSWER_BYTES = 256 * 1024;
/** The delivery log keeps this much of Slack's answer: an error code or `ok`. */
export const SLACK_EXCERPT_MAX = 300;

/** Web API errors that say the channel is archived: the integration has nowhere to post. */
const GONE_ERRORS = new Set(['is_archived', 'channel_is_archived']);
/** Web API errors worth another try: Slack's side had a problem, or asked us to slow down. */
const RETRY_ERRORS = new Set([
  'ratelimited',
  'rate_limited',
  'fatal_error',
  'internal_error',
  'service_unavailable',
  'request_timeout',
]);

/** The client logs through our silence: its warnings would land on stdout, outside our logger. */
const quietLogger: Logger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
  setLevel: () => {},
  getLevel: () => LogLevel.ERROR,
  setName: () => {},
};

/**
 * A secret-free excerpt: Slack's answer cut short, with the connection's own secret and
 * anything shaped like a Slack token or webhook path blanked, in case an answer echoes one.
 */
export function slackExcerpt(text: string | null | undefined, secret: SlackSecret): string | null {
  if (!text) return null;
  let clean = text;
  const own = 'bot_token' in secret ? [secret.bot_token] : secretPartsOfUrl(secret.webhook_url);
  for (const part of own) if (part.length >= 8) clean = clean.split(part).join('[redacted]');
  clean = clean
    .replace(/xox[a-z]-[A-Za-z0-9-]+/g, '[redacted]')
    .replace(/\/services\/[A-Za-z0-9/_-]+/g, '/services/[redacted]')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.slice(0, SLACK_EXCERPT_MAX) || null;
}

function secretPartsOfUrl(url: string): string[] {
  try {
    const parsed = new URL(url);
    return [url, `${parsed.pathname}${parsed.search}`];
  } catch {
    return [url];
  }
}

function webhookHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid address';
  }
}

/** `#general`, or the id as Slack gives it (`C0123ABCD`). */
function channelLabel(channel: string): string {
  const name = channel.trim().replace(/^#/, '');
  return /^[CGD][A-Z0-9]{6,}$/.test(name) ? name : `#${name}`;
}

const fail = (
  outcome: 'retry' | 'permanent' | 'gone',
  error: string,
  extra: {
    status?: number | null;
    excerpt?: string | null;
    retryAfterMs?: number;
    reason?: DeliveryFailureCode;
  } = {},
): DeliveryResult => ({
  ok: false,
  outcome,
  error,
  status: extra.status ?? null,
  excerpt: extra.excerpt ?? null,
  ...(extra.reason ? { reason: extra.reason } : {}),
  ...(extra.retryAfterMs !== undefined ? { retryAfterMs: extra.retryAfterMs } : {}),
});

/** A guard failure: a refused target stays refused; a timeout or a broken connection may pass. */
function egressFailure(error: EgressError): DeliveryResult {
  return fail(error.code === 'refused' ? 'permanent' : 'retry', error.message, {
    reason: egressFailureCode(error),
  });
}

/** An HTTP answer that is not a success, from either route. */
function httpFailure(
  status: number,
  code: string | null,
  excerpt: string | null,
  retryAfterMs: number | undefined,
): DeliveryResult {
  const error = `HTTP ${status}${code ? ` ${code}` : ''}`;
  const answer = { status, excerpt, reason: 'http_status' as const };
  if (status === 410 || (code !== null && GONE_ERRORS.has(code))) return fail('gone', error, answer);
  if (status === 429 || status === 503) return fail('retry', error, { ...answer, retryAfterMs });
  if (status === 408 || status >= 500) return fail('retry', error, answer);
  // 3xx (not followed), 400 (our payload), 403, 404 and the rest: the same request fails again.
  return fail('permanent', error, answer);
}

export function createSlackAdapter(
  options: SlackAdapterOptions,
): IntegrationAdapter<SlackConfig, SlackSecret> {
  const slackApiUrl = options.slackApiUrl ?? SLACK_API_URL;
  const now = options.now ?? (() => new Date());
  const egress = (signal: AbortSignal): EgressOptions => ({
    signal,
    timeoutMs: options.timeoutMs ?? SLACK_TIMEOUT_MS,
    maxBytes: SLACK_MAX_ANSWER_BYTES,
  });

  async function viaWebhook(
    url: string,
    secret: SlackSecret,
    { text, blocks }: SlackMessage,
    signal: AbortSignal,
  ): Promise<DeliveryResult> {
    try {
      const answer = await options.fetch(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify({ text, blocks }),
        },
        egress(signal),
      );
      const status = answer.status;
      const excerpt = slackExcerpt(answer.text(), secret);
      if (status >= 200 && status < 300) return { ok: true, status, excerpt };
      // Incoming webhooks answer errors as a plain-text code (`channel_not_found`).
      const code = excerpt && /^[a-z_]+$/.test(excerpt) ? excerpt : null;
      const wait = parseRetryAfter(answer.headers.get('retry-after'), now());
      return httpFailure(status, code, excerpt, wait);
    } catch (caught) {
      if (caught instanceof EgressError) return egressFailure(caught);
      throw caught;
    }
  }

  async function viaWebApi(
    token: string,
    channel: string | null,
    { text, blocks }: SlackMessage,
    signal: AbortSignal,
  ): Promise<DeliveryResult> {
    if (!channel) return fail('permanent', 'no channel set for the bot');
    const secret: SlackSecret = { bot_token: token };
    // One client per delivery: the token and the job's signal belong to this one call.
    const client = new WebClient(token, {
      slackApiUrl,
      fetch: slackFetch(options.fetch, egress(signal)),
      retryConfig: { retries: 0 },
      rejectRateLimitedCalls: true,
      logger: quietLogger,
      // Method names only: an absolute URL would bypass slackApiUrl.
      allowAbsoluteUrls: false,
    });
    try {
      const result = await client.chat.postMessage({
        channel,
        text,
        blocks,
        unfurl_links: false,
        unfurl_media: false,
      });
      return {
        ok: true,
        status: 200,
        excerpt: slackExcerpt(result.ts ? `ok ts=${result.ts}` : 'ok', secret),
      };
    } catch (caught) {
      const code = (caught as { code?: unknown })?.code;
      if (code === ErrorCode.PlatformError) {
        // HTTP 200 `{ok:false, error}`: the error code says it all.
        const data = (caught as { data?: { error?: unknown; response_metadata?: { retryAfter?: unknown } } })
          .data;
        const error = typeof data?.error === 'string' ? data.error : 'unknown_error';
        const excerpt = slackExcerpt(error, secret);
        const label = `Slack: ${excerpt ?? 'unknown_error'}`;
        // Slack answered 200 and refused in its own words (`channel_not_found`).
        const answer = { status: 200, excerpt, reason: 'rejected' as const };
        if (GONE_ERRORS.has(error)) return fail('gone', label, answer);
        if (RETRY_ERRORS.has(error)) {
          const after = data?.response_metadata?.retryAfter;
          return fail('retry', label, {
            ...answer,
            retryAfterMs: typeof after === 'number' ? Math.min(after * 1000, MAX_RETRY_AFTER_MS) : undefined,
          });
        }
        return fail('permanent', label, answer);
      }
      if (code === ErrorCode.RateLimitedError) {
        const seconds = (caught as { retryAfter?: unknown }).retryAfter;
        return fail('retry', 'HTTP 429 rate limited', {
          status: 429,
          excerpt: 'rate_limited',
          reason: 'http_status',
          retryAfterMs:
            typeof seconds === 'number' ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : undefined,
        });
      }
      if (code === ErrorCode.HTTPError) {
        const http = caught as { statusCode: number; headers?: Record<string, string>; body?: unknown };
        const excerpt = slackExcerpt(typeof http.body === 'string' ? http.body : null, secret);
        const body = excerpt && /^[a-z_]+$/.test(excerpt) ? excerpt : null;
        return httpFailure(
          http.statusCode,
          body,
          excerpt,
          parseRetryAfter(http.headers?.['retry-after'], now()),
        );
      }
      if (code === ErrorCode.RequestError) {
        const original = (caught as { original?: unknown }).original;
        if (original instanceof EgressError) return egressFailure(original);
        return fail('retry', 'could not reach Slack', { reason: 'network_error' });
      }
      // A 429 without a readable Retry-After comes out as a plain Error: Slack still said "later".
      return fail('retry', 'Slack did not answer as expected');
    }
  }

  return {
    type: 'slack',
    target: ({ config, secret }) =>
      config.mode === 'incoming_webhook' && 'webhook_url' in secret ? secret.webhook_url : slackApiUrl,
    describe(connection: Connection<SlackConfig, SlackSecret>): string {
      const { config, secret } = connection;
      if ('webhook_url' in secret) {
        const where = config.channel ? `${channelLabel(config.channel)}, ` : '';
        return `Slack ${where}incoming webhook (${webhookHost(secret.webhook_url)})`;
      }
      return config.channel ? `Slack ${channelLabel(config.channel)}` : 'Slack (no channel)';
    },
    async deliver(connection, message, signal): Promise<DeliveryResult> {
      const { config, secret } = connection;
      // In the brand's language: the channel is its team's, often shared with its client.
      const built = buildSlackMessage(message, connection.language);
      if (config.mode === 'incoming_webhook' && 'webhook_url' in secret)
        return viaWebhook(secret.webhook_url, secret, built, signal);
      if (config.mode === 'bot' && 'bot_token' in secret)
        return viaWebApi(secret.bot_token, config.channel, built, signal);
      return fail('permanent', `the stored credential does not fit mode ${config.mode}`);
    },
  };
}
