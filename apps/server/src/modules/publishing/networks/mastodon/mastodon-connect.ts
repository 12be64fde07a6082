import { MASTODON_DEFAULT_LIMITS, type MastodonLimits } from '@expertos/domain/publishing/limits';
import { MastoHttpError } from 'masto';
import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { type ConnectedAccount, NetworkError } from '../network.js';
import { mastoOAuthClient, mastoRestClient } from './masto-client.js';
import { MASTODON_TOKEN } from './mastodon.adapter.js';
import { mastodonError } from './mastodon-errors.js';

/**
 * Connecting a Mastodon account (providers/publishing.md §10). Every instance is its own
 * OAuth server: we register an app there once (`registerApp`, cached by the caller per
 * instance and redirect address), send the person to its authorize page (`authorizeUrl`),
 * trade the code it sends back for a token that does not expire (`exchangeCode`), and read
 * the account and the instance's limits (`readAccount`). The instance address is typed by a
 * person: `normaliseInstanceUrl` makes it an https origin, and every call goes through the
 * egress guard.
 */

export interface MastodonConnectDeps {
  fetch: GuardedFetch;
  /** Keep `http://` when typed (tests and local development); else it becomes https. */
  allowHttp?: boolean;
}

/** An app registered on one instance. */
export interface MastodonApp {
  instanceUrl: string;
  redirectUri: string;
  clientId: string;
  clientSecret: string;
}

/** What we ask for: read the account and its statuses, post statuses and media. */
export const MASTODON_SCOPES = 'read write';
const CLIENT_NAME = 'Expertos';

/**
 * `mastodon.social`, `https://Mastodon.Social/@anna` or `@anna@mastodon.social` → the
 * instance's origin, `https://mastodon.social`. Throws a `permanent` NetworkError when there is
 * no host to read.
 */
export function normaliseInstanceUrl(typed: string, options: { allowHttp?: boolean } = {}): string {
  let text = typed.trim();
  const handle = text.match(/^@?[\w.-]+@([\w.-]+\.[a-z]{2,}|[\w.-]+:\d+)$/i);
  if (handle) text = handle[1] as string;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) text = `https://${text}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new NetworkError('permanent', `"${typed}" is not a server address.`, { code: 'invalid_instance' });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new NetworkError('permanent', `"${typed}" is not a server address.`, { code: 'invalid_instance' });
  if (url.protocol === 'http:' && !options.allowHttp) url.protocol = 'https:';
  if (url.username || url.password || !url.hostname)
    throw new NetworkError('permanent', `"${typed}" is not a server address.`, { code: 'invalid_instance' });
  return url.origin;
}

/**
 * The app to connect with on this instance: `cached` when the instance still knows it (checked
 * with an app token, `client_credentials`), else a new registration — servers before 4.3
 * deleted apps that were never used, and then answer `invalid_client`.
 */
export async function registerApp(
  deps: MastodonConnectDeps,
  params: { instanceUrl: string; redirectUri: string; website?: string },
  cached?: MastodonApp | null,
): Promise<MastodonApp> {
  const instanceUrl = normaliseInstanceUrl(params.instanceUrl, deps);
  if (cached && cached.instanceUrl === instanceUrl && cached.redirectUri === params.redirectUri) {
    try {
      await mastoOAuthClient({ url: instanceUrl, fetch: deps.fetch }).token.create({
        grantType: 'client_credentials',
        clientId: cached.clientId,
        clientSecret: cached.clientSecret,
        redirectUri: cached.redirectUri,
        scope: 'read',
      });
      return cached;
    } catch (caught) {
      if (!isInvalidClient(caught)) throw mastodonError(caught, 'the app check', new Date());
    }
  }
  try {
    const app = await mastoRestClient({ url: instanceUrl, fetch: deps.fetch }).v1.apps.create({
      clientName: CLIENT_NAME,
      redirectUris: params.redirectUri,
      scopes: MASTODON_SCOPES,
      website: params.website,
    });
    if (!app.clientId || !app.clientSecret)
      throw new NetworkError('permanent', 'The server registered the app without its credentials.', {
        code: 'no_client',
      });
    return {
      instanceUrl,
      redirectUri: params.redirectUri,
      clientId: app.clientId,
      clientSecret: app.clientSecret,
    };
  } catch (caught) {
    throw mastodonError(caught, 'the app registration', new Date());
  }
}

/** Where to send the person to approve the app; `state` comes back with the code. */
export function authorizeUrl(app: MastodonApp, state: string): string {
  const url = new URL('/oauth/authorize', app.instanceUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', app.clientId);
  url.searchParams.set('redirect_uri', app.redirectUri);
  url.searchParams.set('scope', MASTODON_SCOPES);
  url.searchParams.set('state', state);
  return url.toString();
}

/**
 * The access token for the code the instance sent back. A code is good once (`invalid_grant`
 * after). On `invalid_client` (the instance forgot the app) the NetworkError's code is
 * `invalid_client`: drop the cached app and start again with `registerApp`.
 */
export async function exchangeCode(
  deps: MastodonConnectDeps,
  app: MastodonApp,
  code: string,
): Promise<string> {
  try {
    const token = await mastoOAuthClient({ url: app.instanceUrl, fetch: deps.fetch }).token.create({
      grantType: 'authorization_code',
      clientId: app.clientId,
      clientSecret: app.clientSecret,
      redirectUri: app.redirectUri,
      code,
      scope: MASTODON_SCOPES,
    });
    return token.accessToken;
  } catch (caught) {
    if (isInvalidClient(caught))
      throw new NetworkError('permanent', 'The server no longer knows our app; connect again.', {
        code: 'invalid_client',
        cause: caught,
      });
    if (caught instanceof MastoHttpError && caught.message === 'invalid_grant')
      throw new NetworkError('permanent', 'The approval expired or was already used; connect again.', {
        code: 'invalid_grant',
        cause: caught,
      });
    throw mastodonError(caught, 'the sign-in', new Date());
  }
}

/** The account behind the token and the instance's limits, as the channel stores them. */
export async function readAccount(
  deps: MastodonConnectDeps,
  instanceUrl: string,
  accessToken: string,
): Promise<ConnectedAccount> {
  const host = normaliseInstanceUrl(instanceUrl, deps);
  const rest = mastoRestClient({ url: host, accessToken, fetch: deps.fetch });
  try {
    const account = await rest.v1.accounts.verifyCredentials();
    const instance = await rest.v2.instance.fetch();
    const domain = instance.domain || new URL(host).host;
    return {
      host,
      accountId: account.id,
      handle: `@${account.username}@${domain}`,
      displayName: account.displayName || null,
      avatarUrl: account.avatar || null,
      credentials: { [MASTODON_TOKEN]: accessToken },
      limits: instanceLimits(instance.configuration),
    };
  } catch (caught) {
    throw mastodonError(caught, 'the account', new Date());
  }
}

type Configuration = Partial<{
  statuses: Partial<{ maxCharacters: number; maxMediaAttachments: number; charactersReservedPerUrl: number }>;
  mediaAttachments: Partial<{ imageSizeLimit: number; videoSizeLimit: number }>;
  polls: Partial<{
    maxOptions: number;
    maxCharactersPerOption: number;
    minExpiration: number;
    maxExpiration: number;
  }>;
}>;

/** The instance's figures, Mastodon's defaults for any it leaves out (older or other servers). */
export function instanceLimits(configuration: Configuration | undefined | null): MastodonLimits {
  const figure = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
  // Mastodon's defaults carry every poll figure (they are optional only for older channels).
  const D = MASTODON_DEFAULT_LIMITS as Required<MastodonLimits>;
  return {
    maxCharacters: figure(configuration?.statuses?.maxCharacters, D.maxCharacters),
    maxMedia: figure(configuration?.statuses?.maxMediaAttachments, D.maxMedia),
    urlLength: figure(configuration?.statuses?.charactersReservedPerUrl, D.urlLength),
    imageBytes: figure(configuration?.mediaAttachments?.imageSizeLimit, D.imageBytes),
    videoBytes: figure(configuration?.mediaAttachments?.videoSizeLimit, D.videoBytes),
    // Read now so a poll is checked against this server's figures, not Mastodon's defaults.
    pollOptions: figure(configuration?.polls?.maxOptions, D.pollOptions),
    pollOptionCharacters: figure(configuration?.polls?.maxCharactersPerOption, D.pollOptionCharacters),
    pollMinSeconds: figure(configuration?.polls?.minExpiration, D.pollMinSeconds),
    pollMaxSeconds: figure(configuration?.polls?.maxExpiration, D.pollMaxSeconds),
  };
}

const isInvalidClient = (caught: unknown) =>
  caught instanceof MastoHttpError && caught.message === 'invalid_client';
