import type { JiraSecret, WebhookEventType } from '@expertos/domain/integration.schema';
import { AppError } from '../../../../platform/errors.js';
import type { IntegrationKind } from '../kind.js';
import { createJiraAdapter, jiraFailure, type StoredJiraConfig } from './jira.adapter.js';
import { renewedJiraSecret, tryJiraToken } from './jira-access.js';
import { JiraError } from './jira-client.js';
import { type JiraTicket, jiraEpicFor } from './jira-issue.js';
import { jiraStatusWebhookUrl } from './jira-webhook.service.js';

const siteOf = (url: string) => url.replace(/\/+$/, '');
const pickFirst = (message: string) => new AppError('validation_error', { message });

/**
 * Jira (docs/product.md#integrations): tickets become issues in the picked project, under the
 * ticket's epic or the integration's. Connected with an API token (tried before it is kept) or by
 * Atlassian's consent (jira-install.service.ts), whose access token is renewed before it runs out.
 */
export const jira: IntegrationKind<'jira'> = {
  type: 'jira',
  secretFormat: 'json',
  targetField: 'connection',
  adapter: (tools) =>
    createJiraAdapter({ fetch: tools.fetch, now: tools.now, atlassianApiUrl: tools.config.jira.apiUrl }),

  async checkCreate(input, tools) {
    await tryJiraToken(tools, input.connection);
  },
  stored(input) {
    const { connection } = input;
    const config: StoredJiraConfig & { email: string } = {
      site_url: siteOf(connection.site_url),
      cloud_id: null,
      email: connection.email,
      project_key: input.project_key,
      issue_type_id: input.issue_type_id,
      epic_key: input.epic_key,
      event_types: input.event_types,
    };
    const secret: JiraSecret = {
      auth: 'api_token',
      email: connection.email,
      api_token: connection.api_token,
    };
    return { config, eventTypes: input.event_types, secret: JSON.stringify(secret) };
  },
  async update(input, { config }, tools) {
    if (input.project_key !== undefined) {
      // Another project has other issue types and epics: they are picked again.
      if (input.project_key !== config.project_key) {
        config.issue_type_id = null;
        config.epic_key = null;
      }
      config.project_key = input.project_key;
    }
    if (input.issue_type_id !== undefined) config.issue_type_id = input.issue_type_id;
    if (input.epic_key !== undefined) config.epic_key = input.epic_key;
    if (!input.connection) return {};
    if (config.cloud_id) {
      throw new AppError('validation_error', {
        details: [{ path: 'connection', message: 'This Jira is connected with OAuth' }],
      });
    }
    const secret = await tryJiraToken(tools, input.connection);
    config.site_url = siteOf(input.connection.site_url);
    config.email = input.connection.email;
    return { secret: JSON.stringify(secret) };
  },
  reply(stored, { common, publicUrl }) {
    const { config, row } = stored;
    return {
      type: 'jira',
      ...common,
      config: {
        site_url: config.site_url as string,
        auth: config.cloud_id ? 'oauth' : 'api_token',
        email: (config.email as string | undefined) ?? null,
        project_key: (config.project_key as string | null) ?? null,
        issue_type_id: (config.issue_type_id as string | null) ?? null,
        epic_key: (config.epic_key as string | null) ?? null,
        event_types: stored.eventTypes,
        status_webhook_url: row.inbound_secret ? jiraStatusWebhookUrl(publicUrl, row.id) : null,
      },
    };
  },

  // Atlassian's refresh tokens rotate: the service stores the new one before anything uses it.
  renew: (connection, tools) => renewedJiraSecret(connection.secret as JiraSecret, tools),
  renewalFailure: (error) => (error instanceof JiraError ? jiraFailure(error) : null),

  wants(stored, event) {
    // Jira makes issues, so it hears a new ticket only when asked to, and only once a project is
    // picked; a status change too only when asked to (and only for a ticket that is an issue there).
    const heard = (type: WebhookEventType) => stored.eventTypes.includes(type);
    if (event.name === 'ticket.status_changed') return heard('ticket.status_changed');
    return event.name === 'ticket.created' && heard('ticket.created') && !!stored.config.project_key;
  },
  /** The priority, the epic chosen on the ticket, the issue it already became (never filed twice), its assignee's Jira account. */
  async forDelivery({ ticket, link, stored, repository, trx }) {
    const assignee = ticket?.assigneeMemberId;
    return {
      priority: ticket?.priority ?? null,
      jira_epic_key: link?.epic_key ?? null,
      jira_issue_key: link?.external_id ?? null,
      jira_assignee_account_id: assignee
        ? ((await repository.jiraAccountOf(stored.row.id, assignee, trx)) ?? null)
        : null,
    };
  },
  // A ticket that never became a Jira issue has nothing there to move.
  skips: (event, ticket) =>
    event.name === 'ticket.status_changed' && !(ticket as JiraTicket | null)?.jira_issue_key,
  checkSend(stored, ticket) {
    if (!ticket) return;
    const config = stored.config as Partial<StoredJiraConfig>;
    if (!config.project_key || !config.issue_type_id)
      throw pickFirst('Pick the Jira project and issue type on the integrations page first.');
    // The epic rule (docs/product.md#integrations): refused before any call to Jira.
    const issue = ticket as JiraTicket;
    if (!issue.jira_issue_key && jiraEpicFor(issue, { epic_key: config.epic_key ?? null }) === null)
      throw new AppError('jira_epic_missing');
  },
};
