import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { JiraError } from './jira-client.js';

/**
 * Jira's OAuth 2.0 (3LO) token calls (providers/jira.md §1), done with our own fetch: jira.js's
 * helpers hard-code auth.atlassian.com and api.atlassian.com, which a test cannot stand in for.
 * Refresh tokens rotate (each refresh returns a new one and kills the old), so the caller must
 * store the answer's `refresh_token` every time; a stale one fails with `invalid_grant`, which
 * only a new connection fixes: `jira_token_error`.
 */

export const ATLASSIAN_AUTH_URL = 'https://auth.atlassian.com';
export const ATLASSIAN_GATEWAY_URL = 'https://api.atlassian.com';
/** What the integration needs: read and create issues, see users, and a refresh token. */
export const JIRA_OAUTH_SCOPES = ['read:jira-work', 'write:jira-work', 'read:jira-user', 'offline_access'];
const OAUTH_TIMEOUT_MS = 15_000;
const OAUTH_MAX_ANSWER_BYTES = 256 * 1024;

export interface JiraOAuthApp {
  clientId: string;
  clientSecret: string;
  /** Tests point these at a local stand-in. */
  authUrl?: string;
  apiUrl?: string;
}

export interface JiraOAuthTokens {
  access_token: string;
  /** Null when Atlassian sent none (no `offline_access`): the connection then lasts an hour. */
  refresh_token: string | null;
  /** ISO time the access token runs out. */
  expires_at: string;
  scope: string;
}

export interface JiraSite {
  /** The cloud id API calls go under. */
  id: string;
  name: string;
  url: string;
}

const trim = (url: string) => url.replace(/\/+$/, '');

/** The consent page's address. */
export function jiraAuthorizeUrl(
  app: Pick<JiraOAuthApp, 'clientId' | 'authUrl'>,
  redirectUri: string,
  state: string,
): string {
  const url = new URL(`${trim(app.authUrl ?? ATLASSIAN_AUTH_URL)}/authorize`);
  url.search = new URLSearchParams({
    audience: 'api.atlassian.com',
    client_id: app.clientId,
    scope: JIRA_OAUTH_SCOPES.join(' '),
    redirect_uri: redirectUri,
    state,
    response_type: 'code',
    prompt: 'consent',
  }).toString();
  return url.toString();
}

async function tokenCall(
  fetch: GuardedFetch,
  app: JiraOAuthApp,
  grant: Record<string, string>,
  signal: AbortSignal | undefined,
  now: Date,
): Promise<JiraOAuthTokens> {
  let status: number;
  let text: string;
  try {
    const answer = await fetch(
      `${trim(app.authUrl ?? ATLASSIAN_AUTH_URL)}/oauth/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...grant, client_id: app.clientId, client_secret: app.clientSecret }),
      },
      { signal, timeoutMs: OAUTH_TIMEOUT_MS, maxBytes: OAUTH_MAX_ANSWER_BYTES },
    );
    status = answer.status;
    text = answer.text();
  } catch (caught) {
    throw new JiraError(
      'jira_error',
      'could not reach Atlassian',
      { status: null, excerpt: null, transient: true },
      { cause: caught },
    );
  }
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON: judged by the status alone.
  }
  if (status >= 200 && status < 300 && typeof body.access_token === 'string') {
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    return {
      access_token: body.access_token,
      refresh_token: typeof body.refresh_token === 'string' ? body.refresh_token : null,
      expires_at: new Date(now.getTime() + seconds * 1000).toISOString(),
      scope: typeof body.scope === 'string' ? body.scope : '',
    };
  }
  const error = typeof body.error === 'string' ? body.error : null;
  // A refused grant or client is a credential problem; anything else is Atlassian's side.
  const token = error === 'invalid_grant' || error === 'invalid_client' || error === 'unauthorized_client';
  throw new JiraError(
    token || status === 401 || status === 403 ? 'jira_token_error' : 'jira_error',
    `token call answered HTTP ${status}`,
    { status, excerpt: error, transient: !token && (status === 429 || status >= 500) },
  );
}

export function exchangeJiraCode(
  fetch: GuardedFetch,
  app: JiraOAuthApp,
  input: { code: string; redirectUri: string },
  options: { signal?: AbortSignal; now?: Date } = {},
): Promise<JiraOAuthTokens> {
  return tokenCall(
    fetch,
    app,
    { grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri },
    options.signal,
    options.now ?? new Date(),
  );
}

/** A new access token; store the returned refresh token, the old one is dead now. */
export function refreshJiraToken(
  fetch: GuardedFetch,
  app: JiraOAuthApp,
  refreshToken: string,
  options: { signal?: AbortSignal; now?: Date } = {},
): Promise<JiraOAuthTokens> {
  return tokenCall(
    fetch,
    app,
    { grant_type: 'refresh_token', refresh_token: refreshToken },
    options.signal,
    options.now ?? new Date(),
  );
}

/**
 * The sites the token may reach, and the one whose `url` is `siteUrl` (the order Atlassian
 * lists them in means nothing), or null.
 */
export async function jiraSiteFor(
  fetch: GuardedFetch,
  app: Pick<JiraOAuthApp, 'apiUrl'>,
  accessToken: string,
  siteUrl: string | null,
  options: { signal?: AbortSignal } = {},
): Promise<{ sites: JiraSite[]; site: JiraSite | null }> {
  const answer = await fetch(
    `${trim(app.apiUrl ?? ATLASSIAN_GATEWAY_URL)}/oauth/token/accessible-resources`,
    { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
    { signal: options.signal, timeoutMs: OAUTH_TIMEOUT_MS, maxBytes: OAUTH_MAX_ANSWER_BYTES },
  ).catch((caught: unknown) => {
    throw new JiraError(
      'jira_error',
      'could not reach Atlassian',
      { status: null, excerpt: null, transient: true },
      { cause: caught },
    );
  });
  if (answer.status !== 200) {
    const code = answer.status === 401 || answer.status === 403 ? 'jira_token_error' : 'jira_error';
    throw new JiraError(code, `accessible-resources answered HTTP ${answer.status}`, {
      status: answer.status,
      excerpt: null,
      transient: answer.status === 429 || answer.status >= 500,
    });
  }
  let list: unknown;
  try {
    list = JSON.parse(answer.text());
  } catch {
    list = null;
  }
  const sites: JiraSite[] = (Array.isArray(list) ? list : [])
    .filter(
      (s): s is { id: string; name?: unknown; url: string } =>
        typeof s?.id === 'string' && typeof s?.url === 'string',
    )
    .map((s) => ({ id: s.id, name: typeof s.name === 'string' ? s.name : s.url, url: s.url }));
  const wanted = siteUrl ? trim(siteUrl).toLowerCase() : null;
  return { sites, site: wanted ? (sites.find((s) => trim(s.url).toLowerCase() === wanted) ?? null) : null };
}
