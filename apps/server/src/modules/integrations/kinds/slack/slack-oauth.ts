import { SLACK_INSTALL_SCOPES } from '@expertos/domain/integration-install';
import { type Logger, LogLevel, WebClient } from '@slack/web-api';
import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { slackFetch } from './slack-fetch.js';

/**
 * Slack's OAuth v2 install (providers/slack.md §2): the authorize page a project admin is sent
 * to, and the exchange of the code Slack sends back through `oauth.v2.access` — the real
 * `@slack/web-api` client, its requests through the egress guard like every other.
 */

export interface SlackApp {
  clientId: string;
  clientSecret: string;
}

/** What an install gave us: the incoming webhook of the channel picked in Slack. */
export interface SlackInstall {
  webhookUrl: string;
  /** `#marketing` as Slack names it, or null. */
  channel: string | null;
  team: string | null;
}

/** The exchange did not give an incoming webhook; `code` is Slack's error (`invalid_code`…) or ours. */
export class SlackInstallError extends Error {
  constructor(readonly code: string) {
    super(`Slack install failed: ${code}`);
  }
}

const SLACK_OAUTH_TIMEOUT_MS = 15_000;
/** oauth.v2.access answers a few hundred bytes. */
const SLACK_OAUTH_MAX_BYTES = 64 * 1024;

const silent: Logger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
  setLevel: () => {},
  getLevel: () => LogLevel.ERROR,
  setName: () => {},
};

/** `https://slack.com/oauth/v2/authorize?client_id=…&scope=incoming-webhook,chat:write&redirect_uri=…&state=…` */
export function slackAuthorizeUrl(
  authorizeUrl: string,
  app: SlackApp,
  redirectUri: string,
  state: string,
): string {
  const url = new URL(authorizeUrl);
  url.searchParams.set('client_id', app.clientId);
  url.searchParams.set('scope', SLACK_INSTALL_SCOPES.join(','));
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  return url.toString();
}

/**
 * Trades the callback's `code` for the install. Only the incoming webhook is kept: the bot
 * token that comes with it is not stored (see slack-install.service.ts for why).
 */
export async function exchangeSlackCode(options: {
  fetch: GuardedFetch;
  apiUrl: string;
  app: SlackApp;
  code: string;
  redirectUri: string;
}): Promise<SlackInstall> {
  const client = new WebClient(undefined, {
    slackApiUrl: options.apiUrl,
    fetch: slackFetch(options.fetch, { timeoutMs: SLACK_OAUTH_TIMEOUT_MS, maxBytes: SLACK_OAUTH_MAX_BYTES }),
    // A person waits on this redirect: one try, and no waiting out a 429.
    retryConfig: { retries: 0 },
    rejectRateLimitedCalls: true,
    logger: silent,
    allowAbsoluteUrls: false,
  });
  let answer: Awaited<ReturnType<typeof client.oauth.v2.access>>;
  try {
    answer = await client.oauth.v2.access({
      client_id: options.app.clientId,
      client_secret: options.app.clientSecret,
      code: options.code,
      redirect_uri: options.redirectUri,
    });
  } catch (caught) {
    const data = (caught as { data?: { error?: unknown } }).data;
    throw new SlackInstallError(typeof data?.error === 'string' ? data.error : 'unreachable');
  }
  const hook = answer.incoming_webhook;
  if (!hook?.url) throw new SlackInstallError('no_incoming_webhook');
  return { webhookUrl: hook.url, channel: hook.channel ?? null, team: answer.team?.name ?? null };
}
