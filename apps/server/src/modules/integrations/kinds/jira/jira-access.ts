import type { JiraIntegrationConfig, JiraOptions, JiraSecret } from '@expertos/domain/integration.schema';
import { AppError } from '../../../../platform/errors.js';
import { refusalIn, targetRefused } from '../../target-check.js';
import type { KindTools } from '../kind.js';
import { JiraError } from './jira-client.js';
import { refreshJiraToken } from './jira-oauth.js';
import { readJiraOptions } from './jira-options.js';

/**
 * A Jira failure as the API answers it: a site the egress guard refuses (an address typed in, or
 * a name that resolved into our network) is `integration_target_refused` with the guard's reason,
 * as for every integration; else the spec's token or connection error.
 */
export function jiraAppError(error: unknown): AppError {
  const refusal = refusalIn(error);
  if (refusal) return targetRefused(refusal, 'connection.site_url');
  if (error instanceof JiraError) return new AppError(error.code, { cause: error });
  if (error instanceof AppError) return error;
  return new AppError('jira_error', { cause: error });
}

/** Jira's projects, and a project's issue types and epics, read with a credential; refusals as the API's errors. */
export function readJira(
  tools: KindTools,
  config: Pick<JiraIntegrationConfig, 'site_url' | 'cloud_id'>,
  secret: JiraSecret,
  projectKey: string | null,
): Promise<JiraOptions> {
  const options = { fetch: tools.fetch, now: tools.now, atlassianApiUrl: tools.config.jira.apiUrl };
  return readJiraOptions(options, config, secret, projectKey).catch((error: unknown) => {
    throw jiraAppError(error);
  });
}

/** An API token is tried (by listing the projects) before it is kept: a wrong one is refused at once. */
export async function tryJiraToken(
  tools: KindTools,
  connection: { site_url: string; email: string; api_token: string },
): Promise<JiraSecret> {
  const { site_url, email, api_token } = connection;
  await tools.refuseTarget(site_url, 'connection.site_url');
  const secret: JiraSecret = { auth: 'api_token', email, api_token };
  await readJira(tools, { site_url, cloud_id: null }, secret, null);
  return secret;
}

/** An OAuth token renewed this long before it runs out, so a call never starts with a dying one. */
const REFRESH_AHEAD_MS = 60_000;

/**
 * The OAuth credential renewed when its access token is about to run out, or null when it can
 * be used as it is (an API token, a token with time left, no Atlassian app to renew with).
 * Throws a JiraError (`jira_token_error` when only connecting again helps).
 */
export async function renewedJiraSecret(secret: JiraSecret, tools: KindTools): Promise<JiraSecret | null> {
  if (secret.auth !== 'oauth' || !secret.expires_at) return null;
  if (Date.parse(secret.expires_at) - tools.now().getTime() > REFRESH_AHEAD_MS) return null;
  const { jira } = tools.config;
  if (!jira.app || !secret.refresh_token) return null;
  const app = { ...jira.app, authUrl: jira.authUrl, apiUrl: jira.apiUrl };
  const tokens = await refreshJiraToken(tools.fetch, app, secret.refresh_token, { now: tools.now() });
  return {
    auth: 'oauth',
    access_token: tokens.access_token,
    // Atlassian rotates it; one it did not send means the old one stays valid.
    refresh_token: tokens.refresh_token ?? secret.refresh_token,
    expires_at: tokens.expires_at,
  };
}
