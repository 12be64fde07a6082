import { z } from 'zod';
import { type WebhookEventType, webhookEventTypeSchema } from '../integration-events';
import type { Priority } from '../tickets';
import { httpUrlSchema } from '../url';
import {
  integrationDescriptionSchema,
  integrationReplySchema,
  integrationTargetUrlSchema,
  integrationUpdateCommon,
} from './common.schema';

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
  description: integrationDescriptionSchema.default(''),
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

const updateJiraIntegrationSchema = z.object({
  type: z.literal('jira'),
  ...integrationUpdateCommon,
  /** A new API token (an API-token connection only). */
  connection: jiraApiTokenInputSchema.optional(),
  project_key: jiraTargetFields.project_key.optional(),
  issue_type_id: jiraTargetFields.issue_type_id.optional(),
  epic_key: jiraTargetFields.epic_key.optional(),
  event_types: jiraEventTypesSchema.optional(),
});

export const jiraSchemas = {
  create: createJiraIntegrationSchema,
  update: updateJiraIntegrationSchema,
  reply: integrationReplySchema('jira', jiraIntegrationReplyConfigSchema),
};
