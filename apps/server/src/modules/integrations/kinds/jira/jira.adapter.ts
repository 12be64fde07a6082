import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import type { JiraIntegrationConfig, JiraSecret } from '@expertos/domain/integration.schema';
import { JIRA_CATEGORY_OF_STATUS, pickJiraTransition } from '@expertos/domain/jira-status';
import type { TicketStatus } from '@expertos/domain/tickets';
import { EgressError } from '../../../../platform/http/egress-errors.js';
import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import type {
  Connection,
  DeliveryMessage,
  DeliveryResult,
  IntegrationAdapter,
} from '../../delivery/adapter.js';
import { egressFailureCode } from '../../delivery/delivery-failure.js';
import { createJiraClient, JiraError, jiraApiHost } from './jira-client.js';
import { type JiraTicket, jiraIssueFields } from './jira-issue.js';

/**
 * Jira (docs/product.md#integrations; provider facts in providers/jira.md): a ticket sent or
 * created becomes an issue in the integration's project, under its epic. A ticket without an
 * epic is refused with the spec's message before anything is sent. The answer's excerpt names
 * the new issue (`PROJ-7 <site>/browse/PROJ-7`), which the service keeps on the ticket.
 */

export interface JiraAdapterOptions {
  /** The server's guarded fetch (ALLOW_PRIVATE_TARGETS applied), from app.ts. */
  fetch: GuardedFetch;
  /** Atlassian's API gateway for OAuth connections; tests point it at a local stand-in. */
  atlassianApiUrl?: string;
  timeoutMs?: number;
  now?: () => Date;
}

/** Only these make an issue: other events (a comment, a status change) would file duplicates. */
const CREATING_EVENTS = new Set<DeliveryMessage['event']>(['ticket.created', 'ticket.sent']);

/** As stored: the project and issue type are picked after connecting, so they may be missing. */
export type StoredJiraConfig = Omit<JiraIntegrationConfig, 'project_key' | 'issue_type_id'> & {
  project_key: string | null;
  issue_type_id: string | null;
};
type JiraConnection = Connection<StoredJiraConfig, JiraSecret>;

/** The log's reason: the catalogue code first, so the service can show the spec's text. */
export function jiraFailure(error: JiraError): DeliveryResult {
  const { status, excerpt, transient, retryAfterMs, refused } = error.details;
  return {
    ok: false,
    outcome: transient && !refused ? 'retry' : 'permanent',
    error: `${error.code}: ${error.message}`,
    // The guard's own failure when it had one (refused, timed out, TLS…), else what Jira said.
    reason:
      error.cause instanceof EgressError
        ? egressFailureCode(error.cause)
        : status !== null
          ? 'http_status'
          : 'rejected',
    status,
    excerpt,
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
  };
}

function siteHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid address';
  }
}

export function createJiraAdapter(
  options: JiraAdapterOptions,
): IntegrationAdapter<StoredJiraConfig, JiraSecret> {
  /**
   * A ticket's new status, sent to its issue (docs/product.md#integrations): the issue moves to
   * the matching Jira category unless it is there already, so a change that came from Jira
   * (or a finer status of the same category) sends nothing back.
   */
  async function moveIssue(
    connection: JiraConnection,
    ticket: JiraTicket,
    status: TicketStatus,
    signal: AbortSignal | undefined,
  ): Promise<DeliveryResult> {
    const key = ticket.jira_issue_key;
    if (!key) return { ok: true, status: null, excerpt: 'not in Jira: nothing to move' };
    const category = JIRA_CATEGORY_OF_STATUS[status];
    try {
      const client = createJiraClient({
        ...options,
        config: connection.config,
        secret: connection.secret,
        signal,
      });
      const now = await client.issueStatus(key);
      if (now.category === category)
        return { ok: true, status: 200, excerpt: `${key} already ${now.name} (${category})` };
      const choice = pickJiraTransition(status, await client.transitions(key));
      if (!choice)
        return {
          ok: false,
          outcome: 'permanent',
          error: `jira_error: the workflow of ${key} has no transition from ${now.name} towards ${category}`,
          reason: 'rejected',
          status: null,
          excerpt: null,
        };
      await client.transition(key, choice.id);
      return { ok: true, status: 204, excerpt: `${key} moved from ${now.name} to ${choice.to.name}` };
    } catch (caught) {
      if (caught instanceof JiraError) return jiraFailure(caught);
      throw caught;
    }
  }

  return {
    type: 'jira',
    target: ({ config, secret }) => jiraApiHost(config, secret, options.atlassianApiUrl),
    describe(connection: JiraConnection): string {
      const { config } = connection;
      const epic = config.epic_key ? `, epic ${config.epic_key}` : '';
      return `Jira ${config.project_key ?? '(no project)'}${epic} (${siteHost(config.site_url)})`;
    },
    async deliver(connection: JiraConnection, message, signal): Promise<DeliveryResult> {
      const { config, secret } = connection;
      if (message.event === 'integration.test') {
        // The page's test button checks the credential and the project without filing an issue.
        try {
          const client = createJiraClient({ ...options, config, secret, signal });
          if (!config.project_key) {
            const projects = await client.listProjects();
            return { ok: true, status: 200, excerpt: `${projects.length} projects; none picked yet` };
          }
          const types = await client.issueTypes(config.project_key);
          return { ok: true, status: 200, excerpt: `${config.project_key}: ${types.length} issue types` };
        } catch (caught) {
          if (caught instanceof JiraError) return jiraFailure(caught);
          throw caught;
        }
      }
      if (message.event === 'ticket.status_changed' && message.ticket && message.status_change)
        return moveIssue(connection, message.ticket as JiraTicket, message.status_change.to, signal);
      if (!CREATING_EVENTS.has(message.event) || message.ticket === null)
        return { ok: true, status: null, excerpt: `not sent to Jira: ${message.event}` };
      const ticket = message.ticket as JiraTicket;
      // Sent before: one ticket is one issue, however often it is sent (a retried job, a second click).
      if (ticket.jira_issue_key)
        return { ok: true, status: null, excerpt: `already in Jira as ${ticket.jira_issue_key}` };
      if (!config.project_key || !config.issue_type_id)
        return {
          ok: false,
          outcome: 'permanent',
          error: 'jira_error: no Jira project picked for this integration',
          reason: 'rejected',
          status: null,
          excerpt: null,
        };
      const fields = jiraIssueFields(
        ticket,
        { ...config, project_key: config.project_key, issue_type_id: config.issue_type_id },
        connection.language,
      );
      if (fields === null)
        // The epic rule (docs/product.md#integrations): checked before any call, and no retry can add an epic.
        return {
          ok: false,
          outcome: 'permanent',
          error: 'jira_epic_missing',
          reason: 'rejected',
          status: null,
          excerpt: ERROR_CATALOGUE.jira_epic_missing.message,
        };
      try {
        const client = createJiraClient({ ...options, config, secret, signal });
        const issue = await client.createIssue(fields);
        return {
          ok: true,
          status: 201,
          excerpt: `${issue.key} ${issue.url}`,
          external: { id: issue.key, url: issue.url },
        };
      } catch (caught) {
        if (caught instanceof JiraError) return jiraFailure(caught);
        throw caught;
      }
    },
  };
}
