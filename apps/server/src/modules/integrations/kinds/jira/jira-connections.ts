import { randomUUID } from 'node:crypto';
import type { JiraOptions, JiraSecret, ProjectIntegration } from '@expertos/domain/integration.schema';
import type { Connection } from '../../delivery/adapter.js';
import type { IntegrationRow } from '../../integrations.repository.js';
import type { IntegrationsCore } from '../../integrations-core.js';
import type { StoredJiraConfig } from './jira.adapter.js';
import { jiraAppError, readJira } from './jira-access.js';
import { jira } from './kind.js';

export type JiraConnection = Connection<StoredJiraConfig, JiraSecret>;

/** A Jira integration's stored connection, and what is read from Jira with it (the admin's pickers, Jira people). */
export function createJiraConnections(core: IntegrationsCore) {
  const { repository, now, tools } = core;

  /** The row and its credential, renewed when it has run out; Jira's refusals as the spec's errors. */
  async function connectionOf(
    projectId: string,
    id: string,
  ): Promise<{ row: IntegrationRow; connection: JiraConnection }> {
    const row = await core.findOfKind(projectId, id, jira);
    const connection = (await core.freshConnection(row).catch((error: unknown) => {
      throw jiraAppError(error);
    })) as JiraConnection;
    return { row, connection };
  }

  return {
    /** For the Jira people (jira-people.service.ts). */
    jiraConnection: connectionOf,

    /** The Jira pickers' choices, read with the integration's stored credential. */
    async jiraOptions(projectId: string, id: string, projectKey: string | null): Promise<JiraOptions> {
      const { connection } = await connectionOf(projectId, id);
      return readJira(tools, connection.config, connection.secret, projectKey);
    },

    /** The epics of a Jira integration's project, for a ticket's member choosing one. */
    async ticketJiraEpics(ticket: { projectId: string }, id: string): Promise<JiraOptions['epics']> {
      const { connection } = await connectionOf(ticket.projectId, id);
      const projectKey = connection.config.project_key;
      if (!projectKey) return [];
      return (await readJira(tools, connection.config, connection.secret, projectKey)).epics;
    },

    /** A Jira connected by Atlassian's consent (jira-install.service.ts): its site and tokens. */
    async createJiraOAuth(
      project: { projectId: string; workspaceId: string },
      memberId: string | null,
      input: { description: string; siteUrl: string; cloudId: string; secret: JiraSecret },
    ): Promise<ProjectIntegration> {
      const id = randomUUID();
      const at = now().toISOString();
      const config: StoredJiraConfig & { email: null } = {
        site_url: input.siteUrl.replace(/\/+$/, ''),
        cloud_id: input.cloudId,
        email: null,
        project_key: null,
        issue_type_id: null,
        epic_key: null,
        event_types: [],
      };
      await repository.insert({
        id,
        workspace_id: project.workspaceId,
        project_id: project.projectId,
        type: jira.type,
        description: input.description,
        config: JSON.stringify(config),
        secret: core.sealSecret(id, JSON.stringify(input.secret)),
        previous_secret: null,
        previous_secret_expires_at: null,
        event_types: '[]',
        enabled: 1,
        disabled_reason: null,
        created_by_member_id: memberId,
        created_at: at,
        updated_at: at,
      });
      return core.replyFor(project.projectId, id, true);
    },
  };
}
