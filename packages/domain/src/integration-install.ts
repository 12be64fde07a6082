import { z } from 'zod';
import type { ErrorCode } from './errors';
import { createSlackIntegrationSchema, INTEGRATION_DESCRIPTION_MAX } from './integration.schema';
import { httpUrlSchema } from './url';

/**
 * OAuth connect flows (docs/product.md#integrations): "Add to Slack" sends a project admin to
 * Slack's authorize page with a one-time `state`; Slack sends the browser back to the server's
 * callback, which connects the integration and lands on `/integration-success` with the result.
 */

/** Slack's authorize page (browser); SLACK_AUTHORIZE_URL may point elsewhere (tests). */
export const SLACK_AUTHORIZE_URL = 'https://slack.com/oauth/v2/authorize';
/** What the install asks for: an incoming webhook (Slack shows a channel picker) and posting. */
export const SLACK_INSTALL_SCOPES = ['incoming-webhook', 'chat:write'] as const;
/** Where Slack sends the browser back: PUBLIC_URL + this is the `redirect_uri`. */
export const SLACK_CALLBACK_PATH = '/api/integrations/slack/callback';
/** The web page a connect flow ends on (with `integrationResultQuerySchema`'s query). */
export const INTEGRATION_RESULT_PATH = '/integration-success';
/** A `state` works once, for this long after the admin pressed the button. */
export const INSTALL_STATE_TTL_MS = 10 * 60 * 1000;
/** Longest `state`/`code` a callback accepts; Slack's are far shorter. */
export const INSTALL_PARAM_MAX = 512;

/** `POST …/integrations/slack/install`: what the integration will hear and its description. */
export const slackInstallStartSchema = createSlackIntegrationSchema.pick({
  description: true,
  event_types: true,
});
export type SlackInstallStartInput = z.input<typeof slackInstallStartSchema>;
/** Its answer: the page to open (in a pop-up, or the whole window when pop-ups are blocked). */
export const slackInstallStartedSchema = z.object({ authorize_url: z.url() });
/** Where Atlassian sends the browser back after "Connect with Atlassian". */
export const JIRA_CALLBACK_PATH = '/api/integrations/jira/callback';
/** `POST …/integrations/jira/install`: the Jira site to connect (an account may reach several). */
export const jiraInstallStartSchema = z.object({
  site_url: httpUrlSchema,
  description: z.string().trim().max(INTEGRATION_DESCRIPTION_MAX).default(''),
});
export type JiraInstallStartInput = z.input<typeof jiraInstallStartSchema>;

/** `GET …/integrations/slack/install`: whether this server can do "Add to Slack" at all. */
export const slackInstallAvailabilitySchema = z.object({ available: z.boolean() });

/**
 * Why the person who started a brand's connect flow may no longer finish it: the start's checks
 * (brand admin, the workspace's plan in effect) asked again when the provider sends the browser
 * back, up to `INSTALL_STATE_TTL_MS` later. Slack, Jira, Instagram and YouTube alike.
 */
export const INSTALL_STANDING_REASONS = [
  'integration_not_brand_admin',
  'integration_plan_required',
] as const satisfies readonly ErrorCode[];
export type InstallStandingReason = (typeof INSTALL_STANDING_REASONS)[number];

/**
 * Why a connect flow ended without an integration: `reason` on `/integration-success`, each an
 * error code of the catalogue, so the page says it in words (`errors.<reason>`).
 */
export const INSTALL_FAILURE_REASONS = [
  'integration_state_invalid',
  ...INSTALL_STANDING_REASONS,
  'slack_install_denied',
  'slack_install_failed',
  'slack_install_not_configured',
  'jira_install_denied',
  'jira_install_failed',
  'jira_install_not_configured',
] as const satisfies readonly ErrorCode[];
export type InstallFailureReason = (typeof INSTALL_FAILURE_REASONS)[number];

/** The query `/integration-success` is opened with; anything else reads as "connected". */
export const integrationResultQuerySchema = z.object({
  status: z.enum(['ok', 'error']).catch('ok'),
  type: z.string().max(40).optional().catch(undefined),
  project: z.string().max(200).optional().catch(undefined),
  reason: z.enum(INSTALL_FAILURE_REASONS).optional().catch(undefined),
});
export type IntegrationResult = z.infer<typeof integrationResultQuerySchema>;

/**
 * The message a pop-up posts to the page that opened it (same origin only) before closing, and
 * on the BroadcastChannel of this name too: a Cross-Origin-Opener-Policy can cut the pop-up from
 * its opener while it is on the provider's site, and a channel reaches the page anyway.
 */
export const INTEGRATION_RESULT_MESSAGE = 'expertos:integration-result';
export const INTEGRATION_RESULT_CHANNEL = 'expertos-integrations';
/** The window name of a connect pop-up (one at a time). */
export const INSTALL_WINDOW_NAME = 'expertos-integration-install';
export const integrationResultMessageSchema = z.object({
  kind: z.literal(INTEGRATION_RESULT_MESSAGE),
  result: integrationResultQuerySchema,
});
export type IntegrationResultMessage = z.infer<typeof integrationResultMessageSchema>;
