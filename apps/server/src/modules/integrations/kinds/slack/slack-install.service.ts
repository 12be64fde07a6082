import type { WebhookEventType } from '@expertos/domain/integration.schema';
import {
  type InstallFailureReason,
  SLACK_CALLBACK_PATH,
  type SlackInstallStartInput,
  slackInstallStartSchema,
} from '@expertos/domain/integration-install';
import type { SlackConfig } from '../../../../config.js';
import type { Db } from '../../../../db/database.js';
import { AppError } from '../../../../platform/errors.js';
import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import type { StarterStanding } from '../../install-standing.js';
import { createInstallStates } from '../../install-states.js';
import type { IntegrationsService } from '../../integrations.service.js';
import { exchangeSlackCode, SlackInstallError, slackAuthorizeUrl } from './slack-oauth.js';

/**
 * "Add to Slack" (docs/product.md#integrations; providers/slack.md §2). A project admin's click
 * makes a one-time `state`, bound to that admin and to the browser that clicked (a random value
 * in an httpOnly cookie, since the callback is a plain navigation that carries no bearer
 * token). Slack sends that browser back with a `code`; the state must be known, unexpired,
 * unused and the browser's own, and whoever started must still be the brand's admin with the
 * workspace's plan in effect (install-standing.ts), else nothing is connected. The state is used
 * up before the code is exchanged, so one state connects at most once even when the callback
 * comes twice.
 *
 * Only the incoming webhook is kept. The install also hands out a bot token (`chat:write`),
 * but the webhook already posts to the channel the admin picked in Slack, with no bot to invite
 * there; a token that can post to any channel the bot joins would be a wider secret than the
 * integration needs. An admin who wants bot mode pastes a token in the form.
 */

export type InstallOutcome =
  | { ok: true; projectSlug: string; integrationUid: string }
  /** `projectSlug` when the state named a brand: the result page links back to it. */
  | { ok: false; reason: InstallFailureReason; projectSlug?: string };

export interface SlackInstallDeps {
  db: Db;
  slack: SlackConfig;
  publicUrl: string;
  fetch: GuardedFetch;
  integrations: Pick<IntegrationsService, 'create'>;
  now: () => Date;
  /** Whether the admin who started may still connect (install-standing.ts), asked at the callback. */
  standing: StarterStanding;
  /** The brand's slug (projects module), for the result page's link back; null when it is gone. */
  brandSlug: (projectId: string) => Promise<string | null>;
  /** Where failures are noted (never with the code, state or URL). */
  warn: (message: string, facts: Record<string, unknown>) => void;
}

export function createSlackInstallService(deps: SlackInstallDeps) {
  const { slack } = deps;
  const states = createInstallStates(deps.db, deps.now);
  const redirectUri = `${deps.publicUrl}${SLACK_CALLBACK_PATH}`;

  return {
    /** Whether this server has a Slack app (SLACK_CLIENT_ID and SLACK_CLIENT_SECRET). */
    available: () => slack.app !== undefined,

    /**
     * The authorize page to open, and the value the starting browser keeps in its cookie. The
     * browser token is reused when the browser already has one, so two pop-ups do not cancel
     * each other.
     */
    async start(
      who: { userId: string; memberId: string | null; projectId: string; workspaceId: string },
      input: SlackInstallStartInput,
      browserToken: string | undefined,
    ): Promise<{ authorizeUrl: string; browserToken: string }> {
      const app = slack.app;
      if (!app) throw new AppError('slack_install_not_configured');
      const chosen = slackInstallStartSchema.parse(input);
      const { state, browserToken: browser } = await states.make(
        'slack',
        who,
        { description: chosen.description, eventTypes: chosen.event_types },
        browserToken,
      );
      return {
        authorizeUrl: slackAuthorizeUrl(slack.authorizeUrl, app, redirectUri, state),
        browserToken: browser,
      };
    },

    /** The callback: connects the brand's Slack, or says why not (nothing is made then). */
    async finish(
      query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
      browserToken: string | undefined,
    ): Promise<InstallOutcome> {
      const app = slack.app;
      if (!app) return { ok: false, reason: 'slack_install_not_configured' };
      // Used up even when the admin said no, so it cannot be replayed with a code later.
      const row = query.state ? await states.claim('slack', query.state, browserToken) : null;
      const slug = row ? await deps.brandSlug(row.project_id) : null;
      const back = slug ? { projectSlug: slug } : {};
      if (query.error) return { ok: false, reason: 'slack_install_denied', ...back };
      if (!row || !slug || !query.code) return { ok: false, reason: 'integration_state_invalid', ...back };
      const refused = await deps.standing(
        { userId: row.user_id },
        { projectId: row.project_id, workspaceId: row.workspace_id },
      );
      // Before the code is exchanged: no token is made for a starter who may no longer connect.
      // No link back either: who lost the brand cannot open its integrations.
      if (refused) return { ok: false, reason: refused };
      try {
        const install = await exchangeSlackCode({
          fetch: deps.fetch,
          apiUrl: slack.apiUrl,
          app,
          code: query.code,
          redirectUri,
        });
        const created = await deps.integrations.create(
          { projectId: row.project_id, workspaceId: row.workspace_id },
          row.member_id,
          {
            type: 'slack',
            description: row.description,
            event_types: JSON.parse(row.event_types) as WebhookEventType[],
            connection: { mode: 'incoming_webhook', webhook_url: install.webhookUrl },
          },
          { channel: install.channel },
        );
        return { ok: true, projectSlug: slug, integrationUid: created.integration.uid };
      } catch (error) {
        const code =
          error instanceof SlackInstallError ? error.code : error instanceof AppError ? error.code : 'error';
        deps.warn('Slack install failed', { project_id: row.project_id, code });
        return { ok: false, reason: 'slack_install_failed', ...back };
      }
    },
  };
}

export type SlackInstallService = ReturnType<typeof createSlackInstallService>;
