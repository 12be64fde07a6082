import { z } from 'zod';
import {
  deliveryEventTypeSchema,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
  webhookEventTypeSchema,
} from './integration-events';
import {
  INTEGRATION_STYLES,
  INTEGRATION_TYPES,
  type IntegrationType,
  integrationTypeSchema,
} from './integrations';
import { MESSAGES } from './messages';
import { mondayBoardIdSchema, mondayColumnMappingSchema, mondayGroupIdSchema } from './monday.schema';
import { type Priority, ticketStatusSchema } from './tickets';
import { httpUrlSchema } from './url';

/**
 * The integrations API contract (docs/product.md#integrations): a brand's connected
 * integrations, what they are told about, how deliveries are retried, and the texts the ticket
 * dialog shows after a manual send. Secrets (webhook and Slack URLs, tokens, webhook signing
 * secrets) go in through the create/update inputs and never come back out: the reply schemas here
 * have no field that could carry one, except the one-time reveal of a new signing secret (and a
 * URL's mask, `https://host/…abcd`, for brand admins).
 */

export {
  DELIVERY_EVENT_TYPES,
  type DeliveryEventType,
  deliveryEventTypeSchema,
  eventPassesFilter,
  INTEGRATION_TEST_EVENT_TYPE,
  TICKET_SENT_EVENT_TYPE,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
  webhookEventTypeSchema,
} from './integration-events';
// The types and their look are defined once in integrations.ts; re-exported so this contract
// reads whole.
export { INTEGRATION_STYLES, INTEGRATION_TYPES, type IntegrationType, integrationTypeSchema };

// ---------------------------------------------------------------------------------------------
// Delivery: schedule and statuses
// ---------------------------------------------------------------------------------------------

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * When each attempt of a delivery runs, counted from the failure of the one before (the first
 * from the event): the Standard Webhooks schedule — immediately, 5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h, 10 h. Eight attempts over about 27.6 hours, then the delivery has failed.
 */
export const DELIVERY_SCHEDULE_MS = [
  0,
  5 * SECOND_MS,
  5 * MINUTE_MS,
  30 * MINUTE_MS,
  2 * HOUR_MS,
  5 * HOUR_MS,
  10 * HOUR_MS,
  10 * HOUR_MS,
] as const;
export const DELIVERY_MAX_ATTEMPTS = DELIVERY_SCHEDULE_MS.length;
/** The waits after failed attempts 1…7, as the job worker's `retryDelaysMs` takes them. */
export const DELIVERY_RETRY_DELAYS_MS: readonly number[] = DELIVERY_SCHEDULE_MS.slice(1);
/** A retry comes up to 10 % earlier or later than scheduled. */
export const DELIVERY_JITTER_RATIO = 0.1;

/**
 * The wait before the next attempt after failed attempt `failedAttempt` (1-based), or null
 * when that was the last one. The scheduled wait is moved by up to ±10 % at random, so the
 * deliveries that failed together in an outage do not all come back in the same second while
 * the schedule keeps its average; `random` returns [0, 1) like Math.random.
 */
export function deliveryRetryDelayMs(
  failedAttempt: number,
  random: () => number = Math.random,
): number | null {
  if (!Number.isInteger(failedAttempt) || failedAttempt < 1)
    throw new RangeError('failedAttempt starts at 1');
  if (failedAttempt >= DELIVERY_MAX_ATTEMPTS) return null;
  const scheduled = DELIVERY_SCHEDULE_MS[failedAttempt] ?? 0;
  const factor = 1 - DELIVERY_JITTER_RATIO + 2 * DELIVERY_JITTER_RATIO * random();
  return Math.round(scheduled * factor);
}

/**
 * A delivery's life: `pending` until its first attempt ends, `retrying` after a failed attempt
 * while attempts remain, then `succeeded` or `failed` (attempts used up, or a refusal no retry
 * can fix: a target the egress guard refuses, 410 Gone, a chat provider's permanent error).
 * A webhook's other non-2xx replies, 4xx included, are retried as Standard Webhooks senders do:
 * a 401 while a receiver switches secrets or a 404 during its deploy heals on its own.
 */
export const DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const deliveryStatusSchema = z.enum(DELIVERY_STATUSES);

/** How much of a target's reply the delivery log keeps (characters). */
export const DELIVERY_RESPONSE_EXCERPT_MAX = 1000;

/**
 * Why a delivery attempt failed, as the delivery log names it: the egress guard refused the
 * target (`refused_target`), no complete answer in time (`timeout`), the TLS handshake or the
 * certificate failed (`tls_error`), nothing listened on the port (`connection_refused`), the
 * host name did not resolve (`dns_failure`), another network failure (`network_error`), an
 * answer over the size cap (`too_large`), a non-2xx HTTP status (`http_status`, with the
 * response's status and excerpt), the service refused the request in its own words
 * (`rejected`: Slack's `channel_not_found`, a Jira token or workflow), the integration was
 * switched off (`disabled`), an e-mail was not sent because an outbound-mail limit was reached
 * (`mail_limit`, the message naming the limit: docs/product.md#accounts-and-limits), the attempt
 * was cancelled (`cancelled`), or anything else (`other`).
 */
export const DELIVERY_FAILURE_CODES = [
  'refused_target',
  'timeout',
  'tls_error',
  'connection_refused',
  'dns_failure',
  'network_error',
  'too_large',
  'http_status',
  'rejected',
  'disabled',
  'mail_limit',
  'cancelled',
  'other',
] as const;
export type DeliveryFailureCode = (typeof DELIVERY_FAILURE_CODES)[number];
export const deliveryFailureCodeSchema = z.enum(DELIVERY_FAILURE_CODES);

/** The last failed attempt's reason: its code and a short English text (never a secret). */
export const deliveryFailureSchema = z.object({
  code: deliveryFailureCodeSchema,
  /** E.g. "refused: loopback address (127.0.0.1)", "HTTP 500"; names a target by origin only. */
  message: z.string(),
});
export type DeliveryFailure = z.infer<typeof deliveryFailureSchema>;

// ---------------------------------------------------------------------------------------------
// Integration state
// ---------------------------------------------------------------------------------------------

/**
 * What the integrations page shows for each: `off` when switched off (by an admin, or by a
 * 410 Gone from the target), `failing` while its latest delivery did not succeed, else
 * `connected`.
 */
export const INTEGRATION_STATES = ['connected', 'failing', 'off'] as const;
export type IntegrationState = (typeof INTEGRATION_STATES)[number];
export const integrationStateSchema = z.enum(INTEGRATION_STATES);

export function integrationState(enabled: boolean, lastDelivery: DeliveryStatus | null): IntegrationState {
  if (!enabled) return 'off';
  return lastDelivery === 'retrying' || lastDelivery === 'failed' ? 'failing' : 'connected';
}

/** Why an integration was switched off, when it was not the admin's choice. */
export const INTEGRATION_DISABLED_REASONS = ['admin', 'gone'] as const;
export type IntegrationDisabledReason = (typeof INTEGRATION_DISABLED_REASONS)[number];

// ---------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------

export const INTEGRATION_DESCRIPTION_MAX = 500;
export const EMAIL_INTEGRATION_MAX_ADDRESSES = 20;
export const EMAIL_INTEGRATION_MAX_RULES = 20;

const description = z.string().trim().max(INTEGRATION_DESCRIPTION_MAX);
const emailAddress = z.email().max(254);
const addressList = z
  .array(emailAddress)
  .min(1)
  .max(EMAIL_INTEGRATION_MAX_ADDRESSES)
  .refine((list) => new Set(list.map((a) => a.toLowerCase())).size === list.length, {
    message: 'Each address may appear once',
  });
/** Which events an endpoint hears; empty (or left out) means all of them. */
const eventTypeFilter = z
  .array(webhookEventTypeSchema)
  .max(WEBHOOK_EVENT_TYPES.length)
  .refine((list) => new Set(list).size === list.length, { message: 'Each event type may appear once' });

/**
 * An address we send to. User names and passwords in it are refused: the egress guard never
 * sends them, and Standard Webhooks signatures authenticate us. (The URL itself is kept sealed.)
 */
export const integrationTargetUrlSchema = httpUrlSchema.refine(
  (value) => !/^[a-z]+:\/\/[^/?#]*@/i.test(value),
  {
    message: 'The address may not contain a user name or password',
  },
);

/**
 * When the e-mail integration writes on its own: a ticket created, or a ticket entering a
 * status (e.g. `needs_approval`: 'e-mail these addresses when a ticket needs approval').
 */
export const emailRuleSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('ticket.created') }),
  z.object({ event: z.literal('ticket.status_changed'), status: ticketStatusSchema }),
]);
export type EmailRule = z.infer<typeof emailRuleSchema>;

const emailRuleList = z.array(emailRuleSchema).max(EMAIL_INTEGRATION_MAX_RULES);

/** Whether a rule fires for an event (`status` is the ticket's status after it). */
export function emailRuleMatches(rule: EmailRule, event: WebhookEventType, status: string | null): boolean {
  if (rule.event === 'ticket.created') return event === 'ticket.created';
  return event === 'ticket.status_changed' && status === rule.status;
}

export const SLACK_CHANNEL_MAX = 80;
/** A Slack bot token (`xoxb-…`), as an OAuth v2 install returns it. */
export const slackBotTokenSchema = z
  .string()
  .trim()
  .regex(/^xoxb-[A-Za-z0-9-]{10,250}$/, 'A Slack bot token starts with xoxb-');
/** A channel id (`C0123…`) or name (`#general`, `general`). */
export const slackChannelSchema = z.string().trim().min(1).max(SLACK_CHANNEL_MAX);

/** How a Slack integration posts: an incoming-webhook URL, or a bot token and a channel. */
export const slackConnectionInputSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('incoming_webhook'), webhook_url: integrationTargetUrlSchema }),
  z.object({ mode: z.literal('bot'), bot_token: slackBotTokenSchema, channel: slackChannelSchema }),
]);
export type SlackConnectionInput = z.infer<typeof slackConnectionInputSchema>;

// ---------------------------------------------------------------------------------------------
// Jira (providers/jira.md): what a Jira integration keeps, and how a ticket maps onto an issue
// ---------------------------------------------------------------------------------------------

/** A Jira project key (`PROJ`): upper-case letters first, as Jira Cloud requires. */
export const jiraProjectKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Z0-9_]{0,254}$/, 'A Jira project key is written in capitals, like PROJ');
/** An issue key (`PROJ-12`): how an epic is named when a ticket is filed under it. */
export const jiraIssueKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Z0-9_]*-[1-9][0-9]*$/, 'A Jira issue key looks like PROJ-12');

/**
 * What a Jira integration keeps that is not secret: the site, the project and issue type new
 * issues go to, and the epic they go under unless the ticket names its own. `cloud_id` is set
 * for an OAuth (3LO) connection, whose calls go through Atlassian's API gateway instead of the
 * site (3LO tokens are refused on `<site>.atlassian.net`).
 */
export const jiraIntegrationConfigSchema = z.object({
  site_url: httpUrlSchema,
  cloud_id: z.string().trim().min(1).max(100).nullable(),
  project_key: jiraProjectKeySchema,
  issue_type_id: z
    .string()
    .trim()
    .regex(/^[0-9]{1,20}$/),
  epic_key: jiraIssueKeySchema.nullable(),
  event_types: z.array(webhookEventTypeSchema),
});
export type JiraIntegrationConfig = z.infer<typeof jiraIntegrationConfigSchema>;

/**
 * The credential: an API token with its account's e-mail (HTTP Basic straight to the site), or
 * an OAuth 2.0 (3LO) access token with the refresh token `offline_access` brings.
 */
export const jiraSecretSchema = z.discriminatedUnion('auth', [
  z.object({
    auth: z.literal('api_token'),
    email: z.email().max(254),
    api_token: z.string().trim().min(1).max(1000),
  }),
  z.object({
    auth: z.literal('oauth'),
    access_token: z.string().min(1).max(10_000),
    refresh_token: z.string().min(1).max(10_000).nullable(),
    /** When the access token runs out (ISO), from the token reply's `expires_in`. */
    expires_at: z.string().nullable(),
  }),
]);
export type JiraSecret = z.infer<typeof jiraSecretSchema>;

/**
 * A ticket's priority as a Jira priority name. Jira Cloud's default scheme has five
 * (Lowest…Highest); ours has four, so Normal is Jira's Medium and Urgent its Highest.
 */
export const JIRA_PRIORITY_NAMES = {
  '0': 'Low',
  '1': 'Medium',
  '2': 'High',
  '3': 'Highest',
} as const satisfies Record<Priority, string>;

/**
 * Connecting Jira with an API token: the site (`https://acme.atlassian.net`), the account's
 * e-mail and a token made at id.atlassian.com. OAuth (3LO) connections are made by the consent
 * flow instead, never typed in.
 */
export const jiraApiTokenInputSchema = z.object({
  auth: z.literal('api_token'),
  site_url: integrationTargetUrlSchema,
  email: z.email().max(254),
  api_token: z.string().trim().min(1).max(1000),
});
export type JiraApiTokenInput = z.infer<typeof jiraApiTokenInputSchema>;

/**
 * Where a Jira integration files issues. Chosen after connecting (the pickers read the
 * project's issue types and epics with the stored credential); until a project is picked
 * nothing is sent.
 */
const jiraTargetFields = {
  project_key: jiraProjectKeySchema.nullable(),
  issue_type_id: z
    .string()
    .trim()
    .regex(/^[0-9]{1,20}$/, 'An issue type id is a number')
    .nullable(),
  /** The epic issues go under when the ticket names none. */
  epic_key: jiraIssueKeySchema.nullable(),
};

/** What a Jira integration may listen to (docs/product.md#integrations): each at most once. */
export const JIRA_EVENT_TYPES = [
  'ticket.created',
  'ticket.status_changed',
] as const satisfies readonly WebhookEventType[];
export const jiraEventTypesSchema = z
  .array(z.enum(JIRA_EVENT_TYPES))
  .max(JIRA_EVENT_TYPES.length)
  .refine((types) => new Set(types).size === types.length, { message: 'Each event at most once' });

export const createJiraIntegrationSchema = z.object({
  type: z.literal('jira'),
  description: description.default(''),
  connection: jiraApiTokenInputSchema,
  project_key: jiraTargetFields.project_key.default(null),
  issue_type_id: jiraTargetFields.issue_type_id.default(null),
  epic_key: jiraTargetFields.epic_key.default(null),
  /**
   * Empty: issues are made only by 'Send to Jira'; `ticket.created` files every new ticket;
   * `ticket.status_changed` moves a ticket's issue along its workflow when the ticket's status changes.
   */
  event_types: jiraEventTypesSchema.default([]),
});

/** What a Jira integration shows: the site and account, and where issues go (no token). */
export const jiraIntegrationReplyConfigSchema = z.object({
  site_url: z.string(),
  auth: z.enum(['api_token', 'oauth']),
  /** The API token's account; null for OAuth. */
  email: z.string().nullable(),
  project_key: z.string().nullable(),
  issue_type_id: z.string().nullable(),
  epic_key: z.string().nullable(),
  event_types: z.array(webhookEventTypeSchema),
  /**
   * Where Jira sends its "issue updated" webhook so its status moves come back here; null until
   * an admin sets it up (its secret is shown once, then only replaced).
   */
  status_webhook_url: z.string().nullable(),
});

/** Setting up Jira → us status sync: the webhook's URL and its secret, shown this once. */
export const jiraStatusWebhookSchema = z.object({
  url: z.string(),
  secret: z.string(),
});
export type JiraStatusWebhook = z.infer<typeof jiraStatusWebhookSchema>;

/**
 * A Jira account id (`5b10ac8d82e05b22cc7d4ef5`, `557058:f58131cb-…`): letters, digits, `:`, `-`
 * and `_` only, as Atlassian makes them.
 */
export const jiraAccountIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9:_-]+$/, 'Not a Jira account id');

/**
 * A Jira user who can be assigned issues in the integration's project, and who they are here
 * (docs/product.md#integrations): a workspace person they are associated with, or nobody yet.
 */
export const jiraPersonSchema = z.object({
  account_id: z.string(),
  display_name: z.string(),
  /** Only when the Jira user lets it be seen. */
  email: z.string().nullable(),
  /** The workspace person (member uid) they are associated with, or null. */
  member_uid: z.string().nullable(),
  /** That person exists here only as this Jira user: assignable, marked, never a seat. */
  mirrored: z.boolean(),
});
export type JiraPerson = z.infer<typeof jiraPersonSchema>;
export const jiraPeopleSchema = z.object({
  /** The integration's Jira project; null (and no people) until one is picked. */
  project_key: z.string().nullable(),
  people: z.array(jiraPersonSchema),
});
export type JiraPeople = z.infer<typeof jiraPeopleSchema>;

/** Associate a Jira user with a workspace member, or add them as a Jira-only person. */
export const associateJiraPersonSchema = z.union([
  z.object({ member_uid: z.string().trim().min(1).max(64) }).strict(),
  z.object({ mirror: z.literal(true) }).strict(),
]);
export type AssociateJiraPerson = z.infer<typeof associateJiraPersonSchema>;

/** The pickers' choices, read from Jira with the integration's credential. */
export const jiraOptionsQuerySchema = z.object({ project_key: jiraProjectKeySchema.optional() });
export const jiraOptionsSchema = z.object({
  projects: z.array(z.object({ key: z.string(), name: z.string() })),
  /** The chosen project's issue types (not sub-tasks, not epics). */
  issue_types: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The chosen project's epics, newest first. */
  epics: z.array(z.object({ key: z.string(), summary: z.string() })),
});
export type JiraOptions = z.infer<typeof jiraOptionsSchema>;

/**
 * A ticket in one Jira integration: the epic chosen for it (which wins over the integration's)
 * and, once sent, the issue it became.
 */
export const ticketJiraLinkSchema = z.object({
  project_integration_uid: z.string(),
  epic_key: z.string().nullable(),
  issue_key: z.string().nullable(),
  issue_url: z.string().nullable(),
});
export type TicketJiraLink = z.infer<typeof ticketJiraLinkSchema>;
export const ticketJiraLinkListSchema = z.array(ticketJiraLinkSchema);
export const setTicketJiraEpicSchema = z.object({ epic_key: jiraIssueKeySchema.nullable() });
/** The epics a ticket's member may choose from: the integration's project's. */
export const jiraEpicListSchema = jiraOptionsSchema.shape.epics;

// ---------------------------------------------------------------------------------------------
// Monday (providers/monday.md): connected with a token, then a board, group and columns picked
// ---------------------------------------------------------------------------------------------

export const mondayApiTokenInputSchema = z.object({
  auth: z.literal('api_token'),
  api_token: z.string().trim().min(1).max(10_000),
});

export const createMondayIntegrationSchema = z.object({
  type: z.literal('monday'),
  description: description.default(''),
  connection: mondayApiTokenInputSchema,
  event_types: eventTypeFilter.default([]),
});

/** What a Monday integration shows: where items go and which columns hear what (no token). */
export const mondayIntegrationReplyConfigSchema = z.object({
  board_id: z.string().nullable(),
  board_name: z.string().nullable(),
  group_id: z.string().nullable(),
  columns: z.object({
    status: z.string().nullable(),
    date: z.string().nullable(),
    person: z.string().nullable(),
    text: z.string().nullable(),
    text_type: z.enum(['text', 'long_text', 'link']),
  }),
  event_types: z.array(webhookEventTypeSchema),
});

/** The pickers' choices: the boards the token sees, and the chosen board's groups and columns. */
export const mondayOptionsQuerySchema = z.object({ board_id: mondayBoardIdSchema.optional() });
export const mondayOptionsSchema = z.object({
  boards: z.array(z.object({ id: z.string(), name: z.string() })),
  groups: z.array(z.object({ id: z.string(), title: z.string() })),
  columns: z.array(z.object({ id: z.string(), title: z.string(), type: z.string() })),
});
export type MondayOptions = z.infer<typeof mondayOptionsSchema>;

const mondayUpdateFields = {
  board_id: mondayBoardIdSchema.nullable().optional(),
  board_name: z.string().trim().max(255).nullable().optional(),
  group_id: mondayGroupIdSchema.nullable().optional(),
  columns: mondayColumnMappingSchema.optional(),
};

export const createEmailIntegrationSchema = z.object({
  type: z.literal('email'),
  description: description.default(''),
  addresses: addressList,
  rules: emailRuleList.default([]),
});
export const createWebhookIntegrationSchema = z.object({
  type: z.literal('webhook'),
  description: description.default(''),
  url: integrationTargetUrlSchema,
  event_types: eventTypeFilter.default([]),
});
export const createSlackIntegrationSchema = z.object({
  type: z.literal('slack'),
  description: description.default(''),
  connection: slackConnectionInputSchema,
  event_types: eventTypeFilter.default([]),
});

/** `POST …/integrations`: the types connected by a form (Jira also connects by OAuth). */
export const createProjectIntegrationSchema = z.discriminatedUnion('type', [
  createEmailIntegrationSchema,
  createWebhookIntegrationSchema,
  createSlackIntegrationSchema,
  createJiraIntegrationSchema,
  createMondayIntegrationSchema,
]);
export type CreateProjectIntegrationInput = z.input<typeof createProjectIntegrationSchema>;
export type CreateProjectIntegration = z.output<typeof createProjectIntegrationSchema>;

/**
 * `PUT …/integrations/{uid}`: the fields sent change, the rest stay (no defaults here). A
 * secret left out is kept; `type` must be the integration's own.
 */
export const updateProjectIntegrationSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('email'),
    enabled: z.boolean().optional(),
    description: description.optional(),
    addresses: addressList.optional(),
    rules: emailRuleList.optional(),
  }),
  z.object({
    type: z.literal('webhook'),
    enabled: z.boolean().optional(),
    description: description.optional(),
    url: integrationTargetUrlSchema.optional(),
    event_types: eventTypeFilter.optional(),
  }),
  z.object({
    type: z.literal('slack'),
    enabled: z.boolean().optional(),
    description: description.optional(),
    connection: slackConnectionInputSchema.optional(),
    event_types: eventTypeFilter.optional(),
  }),
  z.object({
    type: z.literal('jira'),
    enabled: z.boolean().optional(),
    description: description.optional(),
    /** A new API token (an API-token connection only). */
    connection: jiraApiTokenInputSchema.optional(),
    project_key: jiraTargetFields.project_key.optional(),
    issue_type_id: jiraTargetFields.issue_type_id.optional(),
    epic_key: jiraTargetFields.epic_key.optional(),
    event_types: jiraEventTypesSchema.optional(),
  }),
  z.object({
    type: z.literal('monday'),
    enabled: z.boolean().optional(),
    description: description.optional(),
    connection: mondayApiTokenInputSchema.optional(),
    ...mondayUpdateFields,
    event_types: eventTypeFilter.optional(),
  }),
]);
export type UpdateProjectIntegrationInput = z.input<typeof updateProjectIntegrationSchema>;

/** 'Send by e-mail' from the ticket dialog: this integration's addresses, or the ones chosen. */
export const sendTicketByEmailSchema = z.object({
  project_integration_uid: z.string().min(1).max(100),
  addresses: addressList.optional(),
});
/** 'Send to webhook' (or to Slack) from the ticket dialog. */
export const sendTicketToIntegrationSchema = z.object({
  project_integration_uid: z.string().min(1).max(100),
});

// ---------------------------------------------------------------------------------------------
// Replies (no secrets)
// ---------------------------------------------------------------------------------------------

/** What the e-mail integration shows: nothing in it is secret. */
export const emailIntegrationConfigSchema = z.object({
  addresses: z.array(z.string()),
  rules: z.array(emailRuleSchema),
});
/**
 * What a brand admin sees of a URL that is itself a credential (a webhook's, Slack's incoming
 * webhook): `https://host/…` and its last 4 characters, never the path or query that carry the
 * token; null for everyone else, who see only that the integration exists.
 */
const secretUrlMask = z.string().nullable();

/**
 * A webhook endpoint: its URL's mask and filter. The URL (a Zapier or Discord hook works as a
 * password) is stored sealed and never returned. The signing secret is never shown again after its
 * one-time reveal; while a rotation runs, the old one stays valid until `previous_secret_expires_at`.
 */
export const webhookIntegrationConfigSchema = z.object({
  url_mask: secretUrlMask,
  event_types: z.array(webhookEventTypeSchema),
  previous_secret_expires_at: z.string().nullable(),
});
/**
 * A Slack integration: how it posts and where. The incoming-webhook URL and the bot token are
 * the credentials themselves, so neither is returned (the URL only as its mask, to admins); `channel` is the bot's channel, or the
 * one Slack named at install for an incoming webhook (null when unknown).
 */
export const slackIntegrationConfigSchema = z.object({
  mode: z.enum(['incoming_webhook', 'bot']),
  channel: z.string().nullable(),
  /** An incoming webhook's URL as its mask, for brand admins (see `secretUrlMask`); else null. */
  url_mask: secretUrlMask,
  event_types: z.array(webhookEventTypeSchema),
});

const integrationCommon = {
  uid: z.string(),
  project_uid: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  disabled_reason: z.enum(INTEGRATION_DISABLED_REASONS).nullable(),
  state: integrationStateSchema,
  last_delivery_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** A brand's integration as the API returns it (never with a secret). */
export const projectIntegrationSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('email'), ...integrationCommon, config: emailIntegrationConfigSchema }),
  z.object({ type: z.literal('webhook'), ...integrationCommon, config: webhookIntegrationConfigSchema }),
  z.object({ type: z.literal('slack'), ...integrationCommon, config: slackIntegrationConfigSchema }),
  z.object({ type: z.literal('jira'), ...integrationCommon, config: jiraIntegrationReplyConfigSchema }),
  z.object({ type: z.literal('monday'), ...integrationCommon, config: mondayIntegrationReplyConfigSchema }),
]);
export type ProjectIntegration = z.infer<typeof projectIntegrationSchema>;
export const projectIntegrationListSchema = z.array(projectIntegrationSchema);

/** A Standard Webhooks signing secret: `whsec_` and the base64 of 24 to 64 random bytes. */
export const webhookSigningSecretSchema = z.string().regex(/^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/);

/**
 * The reply to creating a webhook endpoint or rotating its secret: the only time the signing
 * secret leaves the server. The page shows it once, to be copied into the receiver.
 */
export const webhookSecretRevealSchema = z.object({
  integration: projectIntegrationSchema,
  signing_secret: webhookSigningSecretSchema,
});

/** One entry of the delivery log (event, target, status, attempts, next retry, response excerpt, why it failed). */
export const integrationDeliverySchema = z.object({
  uid: z.string(),
  project_integration_uid: z.string(),
  type: integrationTypeSchema,
  event_type: deliveryEventTypeSchema,
  /** The Standard Webhooks `webhook-id`, the same on every attempt of this delivery. */
  message_id: z.string(),
  ticket_uid: z.string().nullable(),
  status: deliveryStatusSchema,
  attempts: z.number().int().nonnegative(),
  max_attempts: z.number().int().positive(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  /** The target's HTTP status, or null when no reply came (refused, timed out, SMTP). */
  response_status: z.number().int().nullable(),
  response_excerpt: z.string().max(DELIVERY_RESPONSE_EXCERPT_MAX).nullable(),
  /** Why the last attempt failed (also while a retry waits); null once delivered or before any attempt. */
  failure_reason: deliveryFailureSchema.nullable(),
  created_at: z.string(),
});
export type IntegrationDelivery = z.infer<typeof integrationDeliverySchema>;

/** A ticket's `details.integrations` entry: where it was sent and whether that worked. */
export const ticketIntegrationEntrySchema = z.object({
  type: integrationTypeSchema,
  success: z.boolean(),
  project_integration_uid: z.string(),
});
export type TicketIntegrationEntry = z.infer<typeof ticketIntegrationEntrySchema>;

/**
 * `details.integrations` keeps one entry per integration: a later result replaces the earlier
 * one, so the dialog shows where the ticket stands now, not every attempt.
 */
export function recordTicketIntegration(
  entries: readonly TicketIntegrationEntry[],
  entry: TicketIntegrationEntry,
): TicketIntegrationEntry[] {
  const rest = entries.filter((e) => e.project_integration_uid !== entry.project_integration_uid);
  return [...rest, entry];
}

// ---------------------------------------------------------------------------------------------
// Texts of the ticket dialog's manual sends (docs/product.md#messages)
// ---------------------------------------------------------------------------------------------

/**
 * The success and error texts after 'send by e-mail', 'send to Jira' and 'send to webhook' (the
 * spec's three), and 'send to Slack'.
 */
export const INTEGRATION_SEND_MESSAGES = {
  email: { success: MESSAGES.emailSendSuccess, error: MESSAGES.emailSendError },
  jira: { success: MESSAGES.jiraSendSuccess, error: MESSAGES.jiraSendError },
  webhook: { success: MESSAGES.webhookSendSuccess, error: MESSAGES.webhookSendError },
  slack: { success: MESSAGES.slackSendSuccess, error: MESSAGES.slackSendError },
  monday: { success: MESSAGES.mondaySendSuccess, error: MESSAGES.mondaySendError },
} as const satisfies Partial<Record<IntegrationType, { success: string; error: string }>>;
