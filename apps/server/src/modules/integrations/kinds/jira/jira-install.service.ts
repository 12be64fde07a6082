import {
  type InstallFailureReason,
  JIRA_CALLBACK_PATH,
  type JiraInstallStartInput,
  jiraInstallStartSchema,
} from '@expertos/domain/integration-install';
import type { JiraConfig } from '../../../../config.js';
import type { Db } from '../../../../db/database.js';
import { AppError } from '../../../../platform/errors.js';
import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import type { StarterStanding } from '../../install-standing.js';
import { createInstallStates } from '../../install-states.js';
import type { IntegrationsService } from '../../integrations.service.js';
import type { InstallOutcome } from '../slack/slack-install.service.js';
import { JiraError } from './jira-client.js';
import { exchangeJiraCode, jiraAuthorizeUrl, jiraSiteFor } from './jira-oauth.js';

/**
 * "Connect with Atlassian" (docs/product.md#integrations; providers/jira.md §1): Jira's OAuth
 * 2.0 (3LO) consent, with the same one-time state bound to the admin and the browser as "Add to
 * Slack" (install-states.ts). The admin names the site; Atlassian's token may reach several,
 * and the one whose address matches becomes the integration (its cloud id is where the calls
 * go). The access and refresh tokens are kept sealed; the refresh token rotates on every
 * refresh (integrations.service.ts stores each new one before the call it was made for).
 */

export interface JiraInstallDeps {
  db: Db;
  jira: JiraConfig;
  publicUrl: string;
  fetch: GuardedFetch;
  integrations: Pick<IntegrationsService, 'createJiraOAuth'>;
  now: () => Date;
  /** Whether the admin who started may still connect (install-standing.ts), asked at the callback. */
  standing: StarterStanding;
  /** The brand's slug (projects module), for the result page's link back; null when it is gone. */
  brandSlug: (projectId: string) => Promise<string | null>;
  /** Where failures are noted (never with the code, state or tokens). */
  warn: (message: string, facts: Record<string, unknown>) => void;
}

export function createJiraInstallService(deps: JiraInstallDeps) {
  const { jira } = deps;
  const states = createInstallStates(deps.db, deps.now);
  const redirectUri = `${deps.publicUrl}${JIRA_CALLBACK_PATH}`;
  const oauthApp = () => (jira.app ? { ...jira.app, authUrl: jira.authUrl, apiUrl: jira.apiUrl } : null);

  return {
    /** Whether this server has an Atlassian OAuth app (JIRA_CLIENT_ID and JIRA_CLIENT_SECRET). */
    available: () => jira.app !== undefined,

    async start(
      who: { userId: string; memberId: string | null; projectId: string; workspaceId: string },
      input: JiraInstallStartInput,
      browserToken: string | undefined,
    ): Promise<{ authorizeUrl: string; browserToken: string }> {
      const app = oauthApp();
      if (!app) throw new AppError('jira_install_not_configured');
      const chosen = jiraInstallStartSchema.parse(input);
      const { state, browserToken: browser } = await states.make(
        'jira',
        who,
        { description: chosen.description, eventTypes: [], details: { site_url: chosen.site_url } },
        browserToken,
      );
      return { authorizeUrl: jiraAuthorizeUrl(app, redirectUri, state), browserToken: browser };
    },

    /** The callback: connects the brand's Jira, or says why not (nothing is made then). */
    async finish(
      query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
      browserToken: string | undefined,
    ): Promise<InstallOutcome & { reason?: InstallFailureReason }> {
      const app = oauthApp();
      if (!app) return { ok: false, reason: 'jira_install_not_configured' };
      // Used up even when the admin said no, so it cannot be replayed with a code later.
      const row = query.state ? await states.claim('jira', query.state, browserToken) : null;
      const slug = row ? await deps.brandSlug(row.project_id) : null;
      const back = slug ? { projectSlug: slug } : {};
      if (query.error) return { ok: false, reason: 'jira_install_denied', ...back };
      if (!row || !slug || !query.code) return { ok: false, reason: 'integration_state_invalid', ...back };
      const refused = await deps.standing(
        { userId: row.user_id },
        { projectId: row.project_id, workspaceId: row.workspace_id },
      );
      // Before the code is exchanged: no token is made for a starter who may no longer connect.
      // No link back either: who lost the brand cannot open its integrations.
      if (refused) return { ok: false, reason: refused };
      try {
        const siteUrl = (JSON.parse(row.details ?? '{}') as { site_url?: string }).site_url ?? null;
        const tokens = await exchangeJiraCode(
          deps.fetch,
          app,
          { code: query.code, redirectUri },
          { now: deps.now() },
        );
        const { site } = await jiraSiteFor(deps.fetch, app, tokens.access_token, siteUrl);
        if (!site) {
          deps.warn('Jira connect: the site asked for is not among those the token reaches', {
            project_id: row.project_id,
          });
          return { ok: false, reason: 'jira_install_failed', ...back };
        }
        const created = await deps.integrations.createJiraOAuth(
          { projectId: row.project_id, workspaceId: row.workspace_id },
          row.member_id,
          {
            description: row.description,
            siteUrl: site.url,
            cloudId: site.id,
            secret: {
              auth: 'oauth',
              access_token: tokens.access_token,
              refresh_token: tokens.refresh_token,
              expires_at: tokens.expires_at,
            },
          },
        );
        return { ok: true, projectSlug: slug, integrationUid: created.uid };
      } catch (error) {
        const code = error instanceof JiraError || error instanceof AppError ? error.code : 'error';
        deps.warn('Jira connect failed', { project_id: row.project_id, code });
        return { ok: false, reason: 'jira_install_failed', ...back };
      }
    },
  };
}

export type JiraInstallService = ReturnType<typeof createJiraInstallService>;
